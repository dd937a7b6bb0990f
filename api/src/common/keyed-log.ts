// Entries kept under a key (a submission's history, its delivered e-mails) and read back by that key. Each entry is
// a document of its own, `<key>#<n>`: appending is an insert and reading probes `#0`, `#1`... by `_id`, the one
// lookup that does not cost the whole collection on the embedded database, and no document is ever updated.
import type { Collection, Document } from 'mongodb';
import { isDuplicateKey } from './abuse/expiring-collections.js';

export type Logged<T> = T & { _id: string };

export class KeyedLog<T extends Document> {
  constructor(private readonly col: Collection<Logged<T>>) {}

  /** Adds an entry after the key's last (two writers at once: the second takes the next number). */
  async append(key: string, entry: T): Promise<void> {
    for (let n = (await this.list(key)).length; ; n++) {
      try {
        await this.col.insertOne({ ...entry, _id: `${key}#${n}` } as never);
        return;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
  }

  /** The key's entries in the order they were added. */
  async list(key: string): Promise<Array<Logged<T>>> {
    const found: Array<Logged<T>> = [];
    for (let n = 0; ; n++) {
      const doc = await this.col.findOne({ _id: `${key}#${n}` } as never);
      if (!doc) return found;
      found.push(doc as Logged<T>);
    }
  }

  /** Deletes every entry of the keys, each by its `_id` (an `$in` would read the whole collection); returns how many. */
  async remove(keys: string[]): Promise<number> {
    const ids = (await Promise.all(keys.map((k) => this.list(k)))).flat().map((d) => d._id);
    const deleted = await Promise.all(ids.map((_id) => this.col.deleteOne({ _id } as never)));
    return deleted.reduce((n, r) => n + r.deletedCount, 0);
  }
}
