// Derived documents on the embedded database, where a read by `_id` is the one lookup that reads no other document:
// a value kept whole under its key, as one JSON string (what a room derives: a day's rows, a type's totals, an
// application's interviews). A room declares its collections of them with the value's shape and its empty value;
// with locks, `locked` runs a read-change-write by one writer at a time (exclusive.ts). KeyedLog is the
// other shape: an append-only list under a key.
import type { Collection } from 'mongodb';
import type { Locks } from './exclusive.js';

/** How a keyed value is stored. */
export interface Keyed {
  _id: string;
  data: string;
}

export class KeyedDocs<T> {
  constructor(
    private readonly col: Collection<Keyed>,
    private readonly empty: () => T,
    private readonly locks?: Locks,
  ) {}

  /** The value under `key`, or the empty value when none is stored. */
  async get(key: string): Promise<T> {
    const doc = await this.col.findOne({ _id: key });
    return doc ? (JSON.parse(doc.data) as T) : this.empty();
  }

  /** Whether a value is stored under `key`. */
  async has(key: string): Promise<boolean> {
    return (await this.col.findOne({ _id: key }, { projection: { _id: 1 } })) !== null;
  }

  async put(key: string, value: T): Promise<void> {
    await this.col.replaceOne({ _id: key }, { data: JSON.stringify(value) }, { upsert: true });
  }

  async remove(key: string): Promise<void> {
    await this.col.deleteOne({ _id: key });
  }

  /** Runs `fn` while holding the lock `lock` (of the locks given at construction): one writer at a time. */
  locked<R>(lock: string, fn: () => Promise<R>): Promise<R> {
    if (!this.locks) throw new Error('These keyed documents were declared without locks');
    return this.locks.run(lock, fn);
  }
}
