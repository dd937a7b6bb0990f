// One writer at a time per key, across every API instance: derived documents are read, changed and written back,
// and FerretDB 1.x applies concurrent updates of one document without isolation (an `$inc` can be lost). What every
// database does refuse is a second insert of one `_id`, so a lock is a document inserted under the key.
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Collection, Db } from 'mongodb';
import { isDuplicateKey } from './abuse/expiring-collections.js';
import { claimWork, inTime } from './claim.js';
import { InjectCollection } from './collections.js';

interface LockDoc {
  _id: string;
  owner: string;
  at: Date;
}

/** The one collection of the rooms' locks, each under its own key (`submissions:<type>`, `audit`): owned here. */
export const LOCKS = 'locks';

/** A lock not marked alive for this long belongs to an instance that died while holding it. */
export const STALE_MS = 30_000;
/** A holder marks its lock alive this often, so a long piece of work is not taken for a dead one. */
const ALIVE_EVERY_MS = STALE_MS / 3;
/** A waiter looks again after 5 ms, then twice as long each time up to 1 s: a lock left by a dead instance costs a few dozen reads, not thousands. */
const FIRST_WAIT_MS = 5;
const LONGEST_WAIT_MS = 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `fn` while this instance holds `key` in `locks`; waits (backing off) while another instance does. */
async function exclusive<T>(locks: Collection<LockDoc>, key: string, fn: () => Promise<T>): Promise<T> {
  const owner = randomUUID();
  for (let wait = FIRST_WAIT_MS; ; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
    try {
      await locks.insertOne({ _id: key, owner, at: new Date() });
      break;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    const held = await locks.findOne({ _id: key });
    if (!held) continue; // released meanwhile
    const staleIn = held.at.getTime() + STALE_MS - Date.now();
    if (staleIn <= 0 && (await takeOver(locks, key, held.owner))) continue;
    // Not past the moment the lock goes stale, and jittered: waiters on one lock do not all come back at once.
    await sleep((staleIn > 0 ? Math.min(wait, staleIn + 1) : wait) * (0.75 + Math.random() / 2));
  }
  let marking: Promise<unknown> = Promise.resolve();
  const alive = setInterval(() => (marking = locks.updateOne({ _id: key, owner }, { $set: { at: new Date() } }).catch(() => undefined)), ALIVE_EVERY_MS);
  alive.unref();
  try {
    return await fn();
  } finally {
    clearInterval(alive);
    // Not while a mark is under way: FerretDB writes it back by `_id`, over the lock of whoever took the key meanwhile.
    await marking;
    await locks.deleteOne({ _id: key, owner }).catch(() => undefined);
  }
}

/**
 * Removes a dead holder's lock. Waiters that find it stale at once first claim its removal (`<key>~<owner>`), so one
 * of them removes it: FerretDB deletes what a filter matched by `_id` alone, after reading it, so two at once could
 * remove the lock the first of them took just after. A remover that dies too leaves its claim to go stale in turn.
 */
async function takeOver(locks: Collection<LockDoc>, key: string, owner: string): Promise<boolean> {
  const taken = await claimWork(locks as never, `${key}~${owner}`, {
    leaseMs: STALE_MS,
    stillUndone: async () => (await locks.findOne({ _id: key }))?.owner === owner,
  });
  if (!taken) return false;
  if (inTime(taken, STALE_MS)) await locks.deleteOne({ _id: key, owner });
  await locks.deleteOne({ _id: taken._id });
  return true;
}

/**
 * A collection of locks: the shared `locks` (provided here, to the rooms whose writers take turns), or one a room
 * keeps for its own (the interviews'). `run` holds a key while its work runs.
 */
@Injectable()
export class Locks {
  constructor(@InjectCollection(LOCKS) private readonly col: Collection<LockDoc>) {}

  /** The locks of a whole database, for the tools that see all of it (db:rebuild, tests). */
  static on(db: Db): Locks {
    return new Locks(db.collection<LockDoc>(LOCKS));
  }

  /** Runs `fn` while this instance holds `key`; waits (backing off) while another instance does. */
  run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    return exclusive(this.col, key, fn);
  }
}

export type { LockDoc };
