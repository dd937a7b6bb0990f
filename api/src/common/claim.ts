// Work one instance takes across all (docs/operations.md "Background work and crashes"): the first instance to insert
// the claim's `_id` has it, since a second insert of an `_id` fails on every database. An instance can die between
// its claim and its next write, which would leave the work looking taken for ever; so a claim records when it was
// taken, and once it is older than the lease and its work is still undone, its successor `<id>:1` (then `:2`...)
// may be claimed: again by one instance only.
import type { Collection, Document } from 'mongodb';
import { isDuplicateKey } from './abuse/expiring-collections.js';

export interface ClaimDoc {
  _id: string;
  /** When it was taken (a claim of an older version has only `expiresAt`). */
  at?: Date;
  expiresAt?: Date;
}

export interface Taken {
  _id: string;
  /** When this instance took it (ms). */
  at: number;
}

export interface ClaimOptions {
  leaseMs: number;
  /** How long the claim is kept (collections swept by `expiresAt`); a claim written without `at` was taken this long before it expires. */
  keptMs?: number;
  /** Read when a claim has outlived its lease: whether the work is still undone (its next write never came). */
  stillUndone: () => Promise<boolean>;
}

/** Takes `id` (or the successor of an abandoned claim of it); null when a live claim holds the work, or it was done. */
export async function claimWork<T extends Document & ClaimDoc>(
  col: Collection<T>,
  id: string,
  { leaseMs, keptMs, stillUndone }: ClaimOptions,
): Promise<Taken | null> {
  let undone: boolean | undefined;
  for (let n = 0; ; n++) {
    const _id = n ? `${id}:${n}` : id;
    const at = Date.now();
    try {
      await col.insertOne({ _id, at: new Date(at), ...(keptMs ? { expiresAt: new Date(at + keptMs) } : {}) } as never);
      return { _id, at };
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    const held = await col.findOne({ _id } as never);
    if (!held) return null; // swept meanwhile: the next pass takes it
    const takenAt = held.at instanceof Date ? held.at.getTime() : (held.expiresAt?.getTime() ?? 0) - (keptMs ?? 0);
    if (Date.now() - takenAt < leaseMs) return null;
    undone ??= await stillUndone();
    if (!undone) return null;
  }
}

/**
 * Whether a claimant may still act once its next write is done: not when that write ended more than half a lease
 * after the claim (another instance may have found the work abandoned and taken its successor). The half is the
 * margin for clocks that differ between instances.
 */
export const inTime = (taken: Taken, leaseMs: number) => Date.now() - taken.at <= leaseMs / 2;
