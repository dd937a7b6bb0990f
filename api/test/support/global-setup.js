// Starts a throwaway FerretDB for the whole API test run (unless MONGODB_URI points at a server already).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startFerretDb } from '../../../scripts/ferretdb.mjs';

export default async function globalSetup() {
  if (process.env.MONGODB_URI) return;
  const dir = await mkdtemp(path.join(tmpdir(), 'api-test-db-'));
  const db = await startFerretDb({ port: await freePort(), dataDir: dir });
  process.env.MONGODB_URI = db.uri;
  globalThis.__TEST_DB__ = { db, dir };
}
