// Starts a throwaway FerretDB for the whole API test run (unless MONGODB_URI points at a server already), and a local
// SMS server on free ports that every test API's SMS go to (unless SMS_URL is set), never a developer's own on 2775.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startFerretDb } from '../../../scripts/ferretdb.mjs';
import { startSmsDev } from '../../../scripts/sms-dev.mjs';

export default async function globalSetup() {
  if (!process.env.SMS_URL) {
    const sms = await startSmsDev({ smppPort: await freePort(), webPort: await freePort() });
    process.env.SMS_URL = sms.smsUrl;
    globalThis.__TEST_SMS__ = sms;
  }
  if (process.env.MONGODB_URI) return;
  const dir = await mkdtemp(path.join(tmpdir(), 'api-test-db-'));
  const db = await startFerretDb({ port: await freePort(), dataDir: dir });
  process.env.MONGODB_URI = db.uri;
  globalThis.__TEST_DB__ = { db, dir };
}
