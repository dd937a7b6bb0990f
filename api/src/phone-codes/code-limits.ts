// What a code may cost: each SMS is paid for and SMS pumping is a known fraud, so codes are counted per number (an
// hour and a day), per client address, per number range (the first 6 digits after +91, where pumping strikes) and
// site-wide, whose ceiling bounds a flood from any number of addresses. The counters are the rate limits' own store:
// one inserted slot per request, never a `$inc` (which the embedded database loses when two come at once), so a
// window never lets more than its limit through, whatever runs concurrently on whichever instance.
import type { Options } from 'express-rate-limit';
import { PHONE_CODE_MESSAGES } from '@site/contracts';
import type { ExpiringCollections } from '../common/abuse/expiring-collections.js';
import { MongoRateLimitStore } from '../common/abuse/mongo-rate-limit-store.js';
import type { PhoneCodesConfig, RateLimitConfig } from '../config/env.js';

export interface Limit {
  name: string;
  rate: RateLimitConfig;
  /** Refused: this, then "Please try again in …". */
  message: string;
  /** The key the request is counted under. */
  keyOf: (who: { e164: string; client: string }) => string;
}

/** The range a number belongs to: its first 6 digits after +91 (operator and circle blocks are allotted so). */
export const prefixOf = (e164: string) => e164.slice(3, 9);

/**
 * The limits of sending a code, the most particular first: a request refused by one is not counted by the broader
 * ones after it, so a flood on one range does not use up the site's ceiling, and the site-wide count is the codes sent.
 */
export function sendLimits(config: PhoneCodesConfig): Limit[] {
  const { number, numberDaily, client, prefix, site } = config.limits;
  return [
    { name: 'phone-code-client', rate: client, message: PHONE_CODE_MESSAGES.tooManyFromConnection, keyOf: (w) => w.client },
    { name: 'phone-code-number', rate: number, message: PHONE_CODE_MESSAGES.tooManyForNumber, keyOf: (w) => w.e164 },
    { name: 'phone-code-number-day', rate: numberDaily, message: PHONE_CODE_MESSAGES.tooManyForNumber, keyOf: (w) => w.e164 },
    { name: 'phone-code-prefix', rate: prefix, message: PHONE_CODE_MESSAGES.tooManyNow, keyOf: (w) => prefixOf(w.e164) },
    { name: 'phone-code-site', rate: site, message: PHONE_CODE_MESSAGES.tooManyNow, keyOf: () => 'all' },
  ];
}

export const verifyLimits = (config: PhoneCodesConfig): Limit[] => [
  { name: 'phone-code-verify-client', rate: config.verifyClient, message: PHONE_CODE_MESSAGES.tooManyTries, keyOf: (w) => w.client },
];

/** Whole seconds until `resetTime`, at least 1 (Retry-After). */
export const secondsUntil = (resetTime: Date | undefined, now: number, fallbackMs: number): number =>
  Math.max(1, Math.ceil(((resetTime ? resetTime.getTime() : now + fallbackMs) - now) / 1000));

/** A refusal: what to say, and after how many seconds to try again. */
export interface Refusal {
  message: string;
  retryAfterS: number;
}

/** Counts a request against each limit in turn; the first that it passes refuses it, and the rest do not count it. */
export class Limits {
  private readonly stores: Array<{ limit: Limit; store: MongoRateLimitStore }>;

  constructor(collections: ExpiringCollections, limits: Limit[]) {
    this.stores = limits.map((limit) => {
      const store = new MongoRateLimitStore(collections, `${limit.name}:`);
      store.init({ windowMs: limit.rate.windowMs, limit: limit.rate.limit } as Options);
      return { limit, store };
    });
  }

  async count(who: { e164: string; client: string }): Promise<Refusal | null> {
    for (const { limit, store } of this.stores) {
      const { totalHits, resetTime } = await store.increment(limit.keyOf(who));
      if (totalHits > limit.rate.limit) return { message: limit.message, retryAfterS: secondsUntil(resetTime, Date.now(), limit.rate.windowMs) };
    }
    return null;
  }
}
