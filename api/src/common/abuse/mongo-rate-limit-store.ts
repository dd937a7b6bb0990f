import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { isDuplicateKey, type ExpiringCollections } from './expiring-collections.js';

/** How many (key, window) slot hints an instance remembers; older ones are re-learned by walking up. */
const HINTS_KEPT = 10_000;

/**
 * An express-rate-limit store kept in the database, so every API instance counts the same hits, and read by `_id`
 * only (on the embedded database any other query reads the whole collection, which grows with the traffic). A
 * key's window is one document, `<key>|window`, opened by its first request. Each counted request claims the next
 * free numbered slot of its window (`<key>|<w>|<n>`) with an insert, so concurrent requests on any instance never
 * share a count and a window holds at most limit + 1 hits; a request refunded (a successful sign-in) claims a
 * refund slot (`<key>|<w>|r<n>`) the same way. Each instance remembers the last slot it saw taken, and for anonymous
 * writes the open window it read (a window never changes before it ends), so a form costs one insert. With `maxDoublings` > 0, the request that passes the limit also records a strike,
 * which locks the key beyond the window's end: the n-th strike locks it for 2^(n-1) windows in all (capped at
 * 2^maxDoublings), the growing back-off of sign-in. Strikes are forgotten after that many quiet windows.
 */
export class MongoRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private limit = 1;
  /** Whether some requests are taken back (a successful sign-in), so refunds are counted. */
  private refunds = false;
  private readonly taken = new Map<string, number>();
  /** Open windows this instance has read: a window never changes until it ends, so it is read once. */
  private readonly windows = new Map<string, { w: number; until: Date }>();

  constructor(
    private readonly collections: ExpiringCollections,
    readonly prefix: string,
    private readonly maxDoublings = 0,
  ) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
    this.limit = Number(options.limit);
    this.refunds = options.skipSuccessfulRequests || options.skipFailedRequests;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const id = this.prefix + key;
    const lock = this.maxDoublings ? await this.latestStrike(id) : undefined;
    if (lock?.until) return { totalHits: this.limit + 1, resetTime: lock.until };
    const { w, until } = await this.window(id);
    const refunds = this.refunds ? await this.count(`${id}|${w}|r`) : 0;
    // Slots 1..limit + refunds are allowed requests, the next one passes the limit; a taken slot means trying the next.
    const hit = await this.claim(`${id}|${w}|`, this.limit + refunds + 1, { key: id, kind: 'hit', w, expiresAt: until });
    if (hit === null) return { totalHits: this.limit + 1, resetTime: until };
    const totalHits = hit - refunds;
    return { totalHits, resetTime: totalHits > this.limit ? await this.strike(id, w, until) : until };
  }

  async decrement(key: string) {
    const id = this.prefix + key;
    const refund = async () => {
      const window = await this.collections.counters.findOne({ _id: `${id}|window` });
      if (window?.until && window.until > new Date()) {
        await this.claim(`${id}|${window.w}|r`, Infinity, { key: id, kind: 'hit', w: window.w, expiresAt: window.until });
      }
    };
    // A refund that fails (the database going away) only leaves a success counted: not worth an error.
    await refund().catch(() => undefined);
  }

  async resetKey(key: string) {
    this.windows.delete(this.prefix + key);
    await this.collections.counters.deleteMany({ key: this.prefix + key });
  }

  /**
   * Inserts the first free slot `<prefix><n>` for n up to `max`; returns n, or null when all are taken. Each number is
   * reserved in this instance before its insert, so the instance's concurrent requests try different slots; a slot
   * another instance took meanwhile (E11000) means trying the next.
   */
  private async claim(prefix: string, max: number, doc: { key: string; kind: 'hit'; w: number; expiresAt: Date }): Promise<number | null> {
    for (;;) {
      const n = (this.taken.get(prefix) ?? 0) + 1;
      if (n > max) return null;
      this.remember(prefix, n);
      try {
        await this.collections.counters.insertOne({ _id: `${prefix}${n}`, ...doc });
        return n;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
  }

  /** How many slots `<prefix><n>` are taken: from the last one this instance saw, up to the first free one. */
  private async count(prefix: string): Promise<number> {
    let n = this.taken.get(prefix) ?? 0;
    while (await this.collections.counters.findOne({ _id: `${prefix}${n + 1}` }, { projection: { _id: 1 } })) n++;
    this.remember(prefix, n);
    return n;
  }

  private remember(prefix: string, n: number) {
    const known = this.taken.get(prefix) ?? 0;
    this.taken.delete(prefix);
    this.taken.set(prefix, Math.max(n, known));
    if (this.taken.size > HINTS_KEPT) this.taken.delete(this.taken.keys().next().value!);
  }

  /** Records that the limit was passed in window `w`; returns until when the key is locked. */
  private async strike(id: string, w: number, windowEnd: Date): Promise<Date> {
    if (!this.maxDoublings) return windowEnd;
    const counters = this.collections.counters;
    const strikes = (await counters.countDocuments({ key: id, kind: 'strike', expiresAt: { $gt: new Date() } })) + 1;
    const until = new Date(windowEnd.getTime() + this.windowMs * (2 ** Math.min(strikes - 1, this.maxDoublings) - 1));
    const expiresAt = new Date(until.getTime() + this.windowMs * 2 ** this.maxDoublings);
    await counters.insertOne({ _id: `${id}|strike|${w}|${strikes}`, key: id, kind: 'strike', w, until, expiresAt }).catch((err) => {
      if (!isDuplicateKey(err)) throw err;
    });
    return until;
  }

  /** The strike that locks the key longest, if one still does (sign-in only: its traffic is small). */
  private async latestStrike(id: string) {
    const [doc] = await this.collections.counters
      .find({ key: id, kind: 'strike', until: { $gt: new Date() } })
      .sort({ until: -1 })
      .limit(1)
      .toArray();
    return doc;
  }

  /**
   * The key's open window, or a new one from now, numbered by its opening time. Concurrent openers all try the
   * insert of `<key>|window`; one wins, the others take its window. An ended window is removed first (only if it
   * is still the one that was read, so a window opened meanwhile survives).
   */
  private async window(id: string): Promise<{ w: number; until: Date }> {
    // Sign-in reads it every time: its traffic is small, and its strikes are read anyway.
    const known = this.maxDoublings ? undefined : this.windows.get(id);
    if (known && known.until > new Date()) return known;
    const open = await this.openWindow(id);
    if (this.maxDoublings) return open;
    this.windows.delete(id);
    this.windows.set(id, open);
    if (this.windows.size > HINTS_KEPT) this.windows.delete(this.windows.keys().next().value!);
    return open;
  }

  private async openWindow(id: string): Promise<{ w: number; until: Date }> {
    const counters = this.collections.counters;
    const _id = `${id}|window`;
    for (let pass = 0; pass < 3; pass++) {
      const open = await counters.findOne({ _id });
      if (open?.until && open.until > new Date()) return { w: open.w, until: open.until };
      if (open) await counters.deleteOne({ _id, w: open.w });
      const w = Date.now();
      const until = new Date(w + this.windowMs);
      try {
        await counters.insertOne({ _id, key: id, kind: 'window', w, until, expiresAt: until });
        return { w, until };
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    throw new Error(`Rate limit window of ${id} kept changing`);
  }
}
