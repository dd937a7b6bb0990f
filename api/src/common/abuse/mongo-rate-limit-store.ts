import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { ObjectId } from 'mongodb';
import { isDuplicateKey, type ExpiringCollections } from './expiring-collections.js';

/** The last requests before a limit are ranked exactly (numbered slots); more concurrent ones than this may pass it. */
const EXACT_MARGIN = 20;

/**
 * An express-rate-limit store kept in the database, so every API instance counts the same hits. A key's window
 * opens with its first request; near the limit each counted request claims the next free numbered slot of its
 * window (`<key>|<w>|<n>`) with an insert, so concurrent requests on any instance never share a count, and a
 * window holds at most limit + 1 hits. With `maxDoublings` > 0, the request that passes the limit also records a
 * strike, which locks the key beyond the window's end: the n-th strike locks it for 2^(n-1) windows in all (capped
 * at 2^maxDoublings), the growing back-off of sign-in. Strikes are forgotten after that many quiet windows.
 */
export class MongoRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private limit = 1;

  constructor(
    private readonly collections: ExpiringCollections,
    readonly prefix: string,
    private readonly maxDoublings = 0,
  ) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
    this.limit = Number(options.limit);
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const id = this.prefix + key;
    const window = await this.latest(id, 'window');
    if (!window?.until) return undefined;
    const hits = await this.collections.counters.countDocuments({ key: id, kind: 'hit', w: window.w });
    return { totalHits: hits, resetTime: window.until };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const counters = this.collections.counters;
    const id = this.prefix + key;
    const lock = this.maxDoublings ? await this.latest(id, 'strike') : undefined;
    if (lock?.until) return { totalHits: this.limit + 1, resetTime: lock.until };
    const { w, until: windowEnd } = await this.window(id);
    // Slots 1..limit are allowed requests, slot limit + 1 the one that passes the limit; a slot taken by another
    // request meanwhile (E11000) means trying the next. Far below the limit the exact rank does not matter: the hit
    // is recorded under an id of its own (no contention between the many requests of a busy client).
    for (let n = await counters.countDocuments({ key: id, kind: 'hit', w }); n <= this.limit; n++) {
      const exact = n >= this.limit - EXACT_MARGIN;
      try {
        await counters.insertOne({ _id: `${id}|${w}|${exact ? n + 1 : `~${new ObjectId().toHexString()}`}`, key: id, kind: 'hit', w, expiresAt: windowEnd });
      } catch (err) {
        if (isDuplicateKey(err)) continue;
        throw err;
      }
      const passed = n + 1 > this.limit;
      return { totalHits: n + 1, resetTime: passed ? await this.strike(id, w, windowEnd) : windowEnd };
    }
    return { totalHits: this.limit + 1, resetTime: windowEnd };
  }

  async decrement(key: string) {
    const id = this.prefix + key;
    const forget = async () => {
      const window = await this.latest(id, 'window');
      if (window) await this.collections.counters.findOneAndDelete({ key: id, kind: 'hit', w: window.w }, { sort: { _id: -1 } });
    };
    // A decrement that fails (the database going away) only leaves a success counted: not worth an error.
    await forget().catch(() => undefined);
  }

  async resetKey(key: string) {
    await this.collections.counters.deleteMany({ key: this.prefix + key });
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

  /** The key's open window or strike (the one that lasts longest), if any. */
  private async latest(id: string, kind: 'window' | 'strike') {
    const [doc] = await this.collections.counters.find({ key: id, kind, until: { $gt: new Date() } }).sort({ until: -1 }).limit(1).toArray();
    return doc;
  }

  /**
   * The key's open window, or a new one from now. Its id is the number of the window-long period it opens in: a
   * window still open would have been found, so only concurrent openers share an id, and all but one of them
   * fail the insert and take the winner's window.
   */
  private async window(id: string): Promise<{ w: number; until: Date }> {
    for (let pass = 0; pass < 3; pass++) {
      const open = await this.latest(id, 'window');
      if (open?.until) return { w: open.w, until: open.until };
      const now = Date.now();
      const w = Math.floor(now / this.windowMs);
      const until = new Date(now + this.windowMs);
      try {
        await this.collections.counters.insertOne({ _id: `${id}|window|${w}`, key: id, kind: 'window', w, until, expiresAt: until });
        return { w, until };
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    throw new Error(`Rate limit window of ${id} kept changing`);
  }
}
