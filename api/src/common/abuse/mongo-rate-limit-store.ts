import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { isDuplicateKey, type ExpiringCollections, type RateCounter } from './expiring-collections.js';

/**
 * An express-rate-limit store kept in the database, so every API instance counts the same hits. A fixed window
 * per key; with `maxDoublings` > 0, a window in which the limit was passed makes the next one twice as long
 * (up to 2^maxDoublings windows): the growing back-off of sign-in. Strikes are forgotten once the key has been
 * quiet for the longest window.
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
    const doc = await this.collections.counters.findOne({ _id: this.id(key), resetAt: { $gt: new Date() } });
    return doc ? info(doc) : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const counters = this.collections.counters;
    const _id = this.id(key);
    // Each pass either counts in the current window or starts the next one; losing a race to another instance
    // (it started the window first) means counting in its window on the next pass.
    for (let pass = 0; pass < 5; pass++) {
      const now = new Date();
      const counted = await counters.findOneAndUpdate({ _id, resetAt: { $gt: now } }, { $inc: { hits: 1 } }, { returnDocument: 'after' });
      if (counted) return info(counted);
      const old = await counters.findOne({ _id });
      const next = this.nextWindow(old, now);
      try {
        if (!old) {
          await counters.insertOne({ _id, ...next });
          return info(next);
        }
        const started = await counters.findOneAndUpdate({ _id, resetAt: old.resetAt }, { $set: next }, { returnDocument: 'after' });
        if (started) return info(started);
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    throw new Error(`Rate limit counter ${_id} kept changing`);
  }

  async decrement(key: string) {
    await this.collections.counters.updateOne({ _id: this.id(key), resetAt: { $gt: new Date() }, hits: { $gt: 0 } }, { $inc: { hits: -1 } });
  }

  async resetKey(key: string) {
    await this.collections.counters.deleteOne({ _id: this.id(key) });
  }

  private nextWindow(old: RateCounter | null, now: Date): Omit<RateCounter, '_id'> {
    const remembered = old && old.expiresAt > now;
    const strikes = !remembered ? 0 : old.hits > this.limit ? Math.min(old.strikes + 1, this.maxDoublings) : old.strikes;
    const resetAt = new Date(now.getTime() + this.windowMs * 2 ** strikes);
    return { hits: 1, strikes, resetAt, expiresAt: new Date(resetAt.getTime() + this.windowMs * 2 ** this.maxDoublings) };
  }

  private id(key: string) {
    return `${this.prefix}${key}`;
  }
}

const info = (doc: Pick<RateCounter, 'hits' | 'resetAt'>): ClientRateLimitInfo => ({ totalHits: doc.hits, resetTime: doc.resetAt });
