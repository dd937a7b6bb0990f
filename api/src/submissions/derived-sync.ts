// How `npm run db:rebuild` writes a type's derived documents (totals, years, days, search terms): the stored ones
// are brought to exactly those recounted, and only what differs is written: changed documents replaced, missing ones
// inserted in batches, extra ones deleted by `_id` (common/batched-deletes.ts). Nothing is deleted by a filter
// first, so a run cut short leaves a mix that the next run completes, and a run on an upgraded database writes nothing.
import { isDeepStrictEqual } from 'node:util';
import type { Collection, Filter } from 'mongodb';
import { deleteByIds } from '../common/batched-deletes.js';

interface Stored {
  _id: string;
  /** JSON. */
  data: string;
}

/** Documents per insert. */
const INSERT_BATCH = 1000;
/** Replacements sent at once. */
const AT_ONCE = 8;

/** Makes the documents of `col` that `mine` selects exactly `wanted` (`_id` -> its value as JSON). */
export async function syncDerived(col: Collection<Stored>, mine: Filter<Stored>, wanted: Map<string, string>): Promise<void> {
  const missing = new Set(wanted.keys());
  const changed: string[] = [];
  const extra: string[] = [];
  for await (const doc of col.find(mine)) {
    const want = wanted.get(doc._id);
    if (want === undefined) extra.push(doc._id);
    // The same value with its keys in another order (written by the API's writer) is the same.
    else if (doc.data !== want && !isDeepStrictEqual(JSON.parse(doc.data), JSON.parse(want))) changed.push(doc._id);
    missing.delete(doc._id);
  }
  for (let i = 0; i < changed.length; i += AT_ONCE) {
    await Promise.all(changed.slice(i, i + AT_ONCE).map((_id) => col.replaceOne({ _id }, { data: wanted.get(_id)! })));
  }
  const added = [...missing];
  for (let i = 0; i < added.length; i += INSERT_BATCH) await col.insertMany(added.slice(i, i + INSERT_BATCH).map((_id) => ({ _id, data: wanted.get(_id)! })));
  await deleteByIds(col, extra);
}
