// `npm run db:rebuild`: recomputes the submissions' derived documents and brings older data into today's shape
// (docs/operations.md). Reads MONGODB_URI and MONGODB_DB as the API does; unset, the embedded database under
// data/db (started here for the run when `npm start` is not running it).
import net from 'node:net';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { ROOT, startFerretDb } from './ferretdb.mjs';

const { rebuildDerived } = await import(path.join(ROOT, 'api/dist/submissions/rebuild.js'));
const port = Number(process.env.DB_PORT ?? 27018);
const listening = () => new Promise((resolve) => net.connect({ host: '127.0.0.1', port }).once('connect', function () { this.destroy(); resolve(true); }).once('error', () => resolve(false)));

let ferret;
let uri = process.env.MONGODB_URI;
if (!uri) {
  if (!(await listening())) ferret = await startFerretDb({ port, dataDir: path.join(ROOT, 'data', 'db') });
  uri = `mongodb://127.0.0.1:${port}`;
}
const client = await MongoClient.connect(uri);
try {
  const report = await rebuildDerived(client.db(process.env.MONGODB_DB ?? 'facility_site'));
  console.log(`Derived documents rebuilt: ${Object.entries(report.counted).map(([k, n]) => `${n} ${k}`).join(', ')}; ${report.mailsMoved} delivered e-mails moved to the mail log; ${report.historyMoved} history lines moved.`);
} finally {
  await client.close();
  await ferret?.stop();
}
