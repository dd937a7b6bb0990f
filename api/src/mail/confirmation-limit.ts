import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ExpiringCollections, isDuplicateKey, type RateRecord } from '../common/abuse/expiring-collections.js';
import { GroupedInserts } from '../common/grouped-inserts.js';

/** Confirmations one address gets in a day, whatever number of forms name it (docs/behaviour.md §11). */
export const CONFIRMATIONS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Anyone can type someone else's address into a form, so the company's mail server would send that person as many
 * confirmations as a stranger likes. Each address gets a few a day; the submissions are stored all the same. A
 * confirmation takes a numbered slot (an insert by `_id`, which the database accepts once, so instances agree
 * without counting); the address is kept only as a hash, for a day.
 */
@Injectable()
export class ConfirmationLimit {
  /** A burst of forms takes its slots in one insert per round (a slot taken already fails its own form only). */
  private readonly slots: GroupedInserts<RateRecord>;

  constructor(expiring: ExpiringCollections) {
    this.slots = new GroupedInserts((docs) => expiring.counters.insertMany(docs, { ordered: false }));
  }

  /** Takes one of today's confirmations of `address`; false when they are used up. */
  async take(address: string): Promise<boolean> {
    const hash = createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
    const key = `confirmation:${hash}:${new Date().toISOString().slice(0, 10)}`;
    const expiresAt = new Date(Date.now() + DAY_MS);
    for (let n = 1; n <= CONFIRMATIONS_PER_DAY; n++) {
      try {
        await this.slots.add([{ _id: `${key}#${n}`, key, kind: 'hit', w: 0, expiresAt }]);
        return true;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    return false;
  }
}
