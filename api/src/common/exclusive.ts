// One writer at a time per key, across every API instance: derived documents are read, changed and written back,
// and FerretDB 1.x applies concurrent updates of one document without isolation (an `$inc` can be lost). What every
// database does refuse is a second insert of one `_id`, so a lock is a document inserted under the key.
import { randomUUID } from 'node:crypto';
import type { Collection } from 'mongodb';
import { isDuplicateKey } from './abuse/expiring-collections.js';

interface LockDoc {
  _id: string;
  owner: string;
  at: Date;
}

/** A lock older than this is taken to belong to an instance that died while holding it. */
const STALE_MS = 30_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `fn` while this instance holds `key` in `locks`; waits (polling briefly) while another instance does. */
export async function exclusive<T>(locks: Collection<LockDoc>, key: string, fn: () => Promise<T>): Promise<T> {
  const owner = randomUUID();
  for (;;) {
    try {
      await locks.insertOne({ _id: key, owner, at: new Date() });
      break;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    const held = await locks.findOne({ _id: key });
    if (held && Date.now() - held.at.getTime() > STALE_MS) await locks.deleteOne({ _id: key, owner: held.owner });
    else await sleep(3 + Math.random() * 12);
  }
  try {
    return await fn();
  } finally {
    await locks.deleteOne({ _id: key, owner }).catch(() => undefined);
  }
}

export type { LockDoc };
