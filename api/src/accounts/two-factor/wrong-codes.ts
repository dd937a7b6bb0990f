import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Collection } from 'mongodb';
import { type Claim, type Expiring, ExpiringCollections, isDuplicateKey } from '../../common/abuse/expiring-collections.js';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { MailOutbox } from '../../mail/index.js';
import { wrongCodesMail } from './wrong-codes-mail.js';
import type { Account } from '../accounts.schema.js';

/** Wrong codes in a row after which the admin is e-mailed (docs/behaviour.md §25). */
export const WRONG_CODES_ALERT_AT = 5;
/** At most one such e-mail per admin in this time. */
const ALERT_EVERY_MS = 6 * 60 * 60 * 1000;
/** A wrong code is forgotten after this, if no right one cleared it before. */
const KEPT_MS = 30 * 24 * 60 * 60 * 1000;
/** Cleared in batches of ids: the embedded database takes a bounded number at once. */
const CLEAR_BATCH = 1000;

export interface WrongCodesOf {
  count: number;
  since: Date;
}

/**
 * Wrong two-factor codes at sign-in, per admin, since their last good sign-in (docs/behaviour.md §25). Each is one
 * insert with an id of its own, so concurrent sign-ins never lose one (FerretDB 1.x loses concurrent `$inc`s); they
 * are counted by reading them, which the sign-in limits keep few. The owners see them on the Admins screen.
 */
/** One wrong two-factor code at an admin's sign-in: one insert each, never a `$inc`. */
type WrongCode = Expiring & { admin: string; at: Date };

@Injectable()
export class WrongCodes {
  private readonly codes: Collection<WrongCode>;
  private readonly claims: Collection<Claim>;

  constructor(
    expiring: ExpiringCollections,
    private readonly mail: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.codes = expiring.of<WrongCode>('twofactorwrongcodes');
    this.claims = expiring.claims;
  }

  /** Records a wrong code; from the WRONG_CODES_ALERT_AT-th in a row, e-mails the admin (once per ALERT_EVERY_MS). */
  async record(admin: Account): Promise<void> {
    const id = String(admin._id);
    const at = new Date();
    await this.codes.insertOne({ _id: randomUUID(), admin: id, at, expiresAt: new Date(at.getTime() + KEPT_MS) });
    const wrong = (await this.byAdmin(id)).get(id);
    if (!wrong || wrong.count < WRONG_CODES_ALERT_AT || !(await this.claimAlert(id, at))) return;
    await this.mail.queueFor('account', id, [wrongCodesMail(admin, wrong, this.config.mail)]);
  }

  /** A good sign-in starts the count again. */
  async clear(id: string): Promise<void> {
    for (;;) {
      const batch = await this.codes
        .find({ admin: id }, { projection: { _id: 1 } })
        .limit(CLEAR_BATCH)
        .toArray();
      if (batch.length) await this.codes.deleteMany({ _id: { $in: batch.map((c) => c._id) } });
      if (batch.length < CLEAR_BATCH) return;
    }
  }

  /** The wrong codes of each admin (or of one) that has any: how many, since when. */
  async byAdmin(id?: string): Promise<Map<string, WrongCodesOf>> {
    const now = new Date();
    const codes = await this.codes.find({ ...(id && { admin: id }), expiresAt: { $gt: now } }, { projection: { admin: 1, at: 1 } }).toArray();
    const byAdmin = new Map<string, WrongCodesOf>();
    for (const { admin, at } of codes) {
      const seen = byAdmin.get(admin);
      byAdmin.set(admin, { count: (seen?.count ?? 0) + 1, since: seen && seen.since < at ? seen.since : at });
    }
    return byAdmin;
  }

  /**
   * The right to send this admin's alert for the next ALERT_EVERY_MS: one claim per admin, whose insert succeeds once
   * among concurrent sign-ins. An expired claim the sweep has not removed yet is removed first (only while expired).
   * A crash between the claim and the queueing loses that one e-mail; the Admins screen still shows the count.
   */
  private async claimAlert(id: string, now: Date): Promise<boolean> {
    const _id = `two-factor-alert:${id}`;
    for (let pass = 0; pass < 2; pass++) {
      try {
        await this.claims.insertOne({ _id, expiresAt: new Date(now.getTime() + ALERT_EVERY_MS) });
        return true;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      if (!(await this.claims.deleteOne({ _id, expiresAt: { $lte: now } })).deletedCount) return false;
    }
    return false;
  }
}
