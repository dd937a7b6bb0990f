// Entries kept under a key (a submission's history, its delivered e-mails, the audit log) and read back by that key.
// Each entry is a document of its own, `<key>#<n>`: appending is an insert and reading probes `#0`, `#1`... by `_id`,
// the one lookup that does not cost the whole collection on the embedded database, and no document is ever updated.
import type { Collection, Document } from 'mongodb';
import { isDuplicateKey } from './abuse/expiring-collections.js';

export type Logged<T> = T & { _id: string };

/** How many keys' lengths an instance remembers; a key forgotten is measured again from 0. */
const LENGTHS_KEPT = 10_000;

export class KeyedLog<T extends Document> {
  /** The length this instance last saw of each key: where the next `length` starts looking. */
  private readonly lengths = new Map<string, number>();

  constructor(private readonly col: Collection<Logged<T>>) {}

  /**
   * Adds an entry after the key's last (two writers at once: the second takes the next number); returns its number.
   * It first tries where this instance saw the key end (once the entry before is found there), or 0 for a key it has
   * not seen (a new submission's): an insert and at most one lookup when nobody else wrote since.
   */
  async append(key: string, entry: T): Promise<number> {
    let n = this.lengths.get(key) ?? 0;
    if (n > 0 && !(await this.has(key, n - 1))) n = await this.length(key);
    for (let measured = false; ; measured = true) {
      try {
        await this.col.insertOne({ ...entry, _id: `${key}#${n}` } as never);
        this.remember(key, n + 1);
        return n;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      n = measured ? n + 1 : await this.length(key);
    }
  }

  /**
   * Adds entries after the key's last, numbered in order in one insert; once another writer has taken one of those
   * numbers, the rest go one at a time. Returns their numbers.
   */
  async appendMany(key: string, entries: T[], length?: number): Promise<number[]> {
    if (!entries.length) return [];
    const first = length ?? (await this.length(key));
    let inserted = entries.length;
    try {
      await this.col.insertMany(entries.map((e, i) => ({ ...e, _id: `${key}#${first + i}` })) as never, { ordered: true });
    } catch (err) {
      // In order, the insert stops at the first number taken: those before it are in.
      const taken = [(err as { writeErrors?: { index: number } | Array<{ index: number }> }).writeErrors ?? []].flat();
      if (!isDuplicateKey(err) || !taken.length) throw err;
      inserted = Math.min(...taken.map((e) => e.index));
    }
    this.remember(key, first + inserted);
    const rest: number[] = [];
    for (const entry of entries.slice(inserted)) rest.push(await this.append(key, entry));
    return [...Array.from({ length: inserted }, (_, i) => first + i), ...rest];
  }

  /**
   * For a key whose entries each name a number `n`, appended in increasing `n` by one writer at a time: appends those
   * of `entries` after the last one's `n`, so a writer cut short after adding some leaves none to be added twice.
   */
  async appendAfterLast(key: string, entries: Array<T & { n: number }>): Promise<void> {
    const length = await this.length(key);
    const last = length ? (await this.at(key, [length - 1]))[0] : undefined;
    const fresh = last ? entries.filter((e) => e.n > (last.n as number)) : entries;
    await this.appendMany(key, fresh, length);
  }

  /**
   * How many entries the key holds (entries are numbered from 0 with no gap). From the length this instance saw last,
   * the step doubles while entries are there, then halves: about 2·log2(entries added since) lookups, so a long log
   * (the audit's) costs a few lookups whatever it holds.
   */
  async length(key: string): Promise<number> {
    const has = (n: number) => this.has(key, n);
    // Every entry below `low` is there; `high`, once known, is not.
    let low = this.lengths.get(key) ?? 0;
    if (low > 0 && !(await has(low - 1))) low = 0;
    let high = -1;
    for (let step = 1; high < 0; step *= 2) {
      const probe = low + step - 1;
      if (await has(probe)) low = probe + 1;
      else high = probe;
    }
    while (low < high) {
      const mid = Math.floor((low + high) / 2);
      if (await has(mid)) low = mid + 1;
      else high = mid;
    }
    this.remember(key, low);
    return low;
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

  /**
   * The key's entries in the order they were added, for a long log (a drive's people): its length first (a few
   * lookups), then `atOnce` entries read at a time, where `list` reads one after another.
   */
  async all(key: string, atOnce = 100): Promise<Array<Logged<T>>> {
    const length = await this.length(key);
    const found: Array<Logged<T>> = [];
    for (let n = 0; n < length; n += atOnce) {
      found.push(
        ...(await this.at(
          key,
          Array.from({ length: Math.min(atOnce, length - n) }, (_, i) => n + i),
        )),
      );
    }
    return found;
  }

  /** The key's entries numbered `numbers`, in that order (one lookup each, at once). */
  async at(key: string, numbers: number[]): Promise<Array<Logged<T>>> {
    const docs = await Promise.all(numbers.map((n) => this.col.findOne({ _id: `${key}#${n}` } as never)));
    return docs.filter((d) => d !== null) as Array<Logged<T>>;
  }

  /** Deletes every entry of the keys, each by its `_id` (an `$in` would read the whole collection); returns how many. */
  async remove(keys: string[]): Promise<number> {
    const ids = (await Promise.all(keys.map((k) => this.list(k)))).flat().map((d) => d._id);
    for (const k of keys) this.lengths.delete(k);
    const deleted = await Promise.all(ids.map((_id) => this.col.deleteOne({ _id } as never)));
    return deleted.reduce((n, r) => n + r.deletedCount, 0);
  }

  private async has(key: string, n: number): Promise<boolean> {
    return (await this.col.findOne({ _id: `${key}#${n}` } as never, { projection: { _id: 1 } })) !== null;
  }

  private remember(key: string, n: number) {
    this.lengths.delete(key);
    this.lengths.set(key, n);
    if (this.lengths.size > LENGTHS_KEPT) this.lengths.delete(this.lengths.keys().next().value!);
  }
}
