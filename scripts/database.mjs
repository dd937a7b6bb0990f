// The database and data directory the API would use, for the command-line scripts (db:rebuild, db:export,
// db:import). MONGODB_URI and MONGODB_DB as the API reads them; MONGODB_URI unset, the embedded database under
// data/db on DB_PORT, started for the run when `npm start` is not already running it.
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { canConnect, ROOT, startFerretDb } from './ferretdb.mjs';

/** Opens the configured database; close() also stops the embedded database if it was started here. */
export async function openDatabase(env = process.env) {
  let ferret;
  let uri = env.MONGODB_URI;
  if (!uri) {
    const port = Number(env.DB_PORT ?? 27018);
    if (!(await canConnect(port)))
      ferret = await startFerretDb({ port, dataDir: path.join(ROOT, 'data', 'db'), indexedDatabases: [env.MONGODB_DB ?? 'facility_site'] });
    uri = `mongodb://127.0.0.1:${port}`;
  }
  try {
    const client = await MongoClient.connect(uri);
    const name = env.MONGODB_DB ?? 'facility_site';
    return {
      db: client.db(name),
      name,
      close: async () => {
        await client.close();
        await ferret?.stop();
      },
    };
  } catch (err) {
    await ferret?.stop();
    throw err;
  }
}

/** Runs fn with the configured database open, and closes it whatever happens. */
export async function withDatabase(fn, env = process.env) {
  const database = await openDatabase(env);
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

/**
 * The API's DATA_DIR (uploads in uploads/, resumes in private/). A relative one is taken from the repository root,
 * where `npm start` runs the API.
 */
export const dataDir = (env = process.env) => path.resolve(ROOT, env.DATA_DIR ?? 'data');
