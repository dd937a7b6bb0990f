// Deleting many documents (docs/operations.md, "Commands"). The embedded database (FerretDB 1.x) deletes what a
// filter matched by passing every matched id to SQLite in one statement, which fails past about 32,766 ids ("too
// many SQL variables"); and only a filter on `_id` alone is answered without reading the whole collection (an `$in`
// of n ids costs a pass comparing each document with all n). So each document goes by its own `_id`, a few at once.
import type { Document, Filter } from 'mongodb';

/** Deletes sent at once. */
const AT_ONCE = 8;

/** A collection of the driver (or a mongoose model's `.collection`). */
interface DeletesById {
  deleteOne(filter: { _id: never }): Promise<{ deletedCount?: number }>;
}

/** Deletes the documents with these ids, each by its `_id`, a few at a time; returns how many were there. */
export async function deleteByIds(col: DeletesById, ids: readonly unknown[]): Promise<number> {
  let deleted = 0;
  for (let i = 0; i < ids.length; i += AT_ONCE) {
    const done = await Promise.all(ids.slice(i, i + AT_ONCE).map((_id) => col.deleteOne({ _id: _id as never })));
    deleted += done.reduce((n, r) => n + (r.deletedCount ?? 0), 0);
  }
  return deleted;
}

/** Deletes every document `filter` matches: their ids are read (one pass), then each is deleted by its `_id`. */
export async function deleteMatching<T extends Document>(
  col: DeletesById & { find(filter: Filter<T>, options: { projection: { _id: 1 } }): { toArray(): Promise<Array<{ _id: unknown }>> } },
  filter: Filter<T>,
): Promise<number> {
  const found = await col.find(filter, { projection: { _id: 1 } }).toArray();
  return deleteByIds(
    col,
    found.map((d) => d._id),
  );
}
