import { rm } from 'node:fs/promises';

export default async function globalTeardown() {
  await globalThis.__TEST_SMS__?.stop();
  const started = globalThis.__TEST_DB__;
  if (!started) return;
  await started.db.stop();
  await rm(started.dir, { recursive: true, force: true });
}
