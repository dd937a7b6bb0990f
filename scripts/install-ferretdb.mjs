// npm postinstall: build the embedded database unless a real MongoDB is configured.
import { installFerretDb } from './ferretdb.mjs';

if (process.env.MONGODB_URI) {
  console.log('MONGODB_URI is set: the embedded database is not built.');
} else {
  installFerretDb();
}
