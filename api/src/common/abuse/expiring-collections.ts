import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection, Document } from 'mongodb';
import type { Connection } from 'mongoose';
import { deleteMatching } from '../batched-deletes.js';

/** A document that means nothing once `expiresAt` has passed (a rate-limit counter, a submission's fingerprint). */
export type Expiring = {
  _id: string;
  expiresAt: Date;
};

/**
 * A key's counting window (`window`, number `w`, open `until`), one counted request in it (`hit`), or one window
 * in which the limit was passed (`strike`, which locks the key `until` a growing time). Counts are made by
 * inserting documents with unique ids, never by updating a number: FerretDB 1.x loses concurrent `$inc`s, while a
 * second insert of an `_id` fails on every database.
 */
export type RateRecord = Expiring & {
  key: string;
  kind: 'window' | 'hit' | 'strike';
  w: number;
  until?: Date;
};

export type Fingerprint = Expiring & {
  /** The id the first copy was (or is being) stored under. */
  docId: string;
};

/** A piece of work one instance took (`<what>:<which try>`), so no other instance takes it too; `at`: when (common/claim.ts). */
export type Claim = Expiring & { at?: Date };

const SWEEP_EVERY_MS = 10 * 60_000;

export const isDuplicateKey = (err: unknown) => (err as { code?: number } | null)?.code === 11000;

/**
 * The small shared collections behind the abuse defences (and the claims of background work, and the rooms' own expiring collections). Every query checks `expiresAt` itself, so an expired
 * document is ignored wherever it still lies; a TTL index removes them on MongoDB, and where the database refuses
 * one (FerretDB 1.x) this instance sweeps them every 10 minutes instead.
 */
@Injectable()
export class ExpiringCollections implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ExpiringCollections');
  private sweeper?: NodeJS.Timeout;
  /** Named by the rooms as they are built (before any module's init). */
  private readonly roomCollections = new Set<string>();

  // The connection, not collections: the rooms name their own expiring collections as they are built (`of`).
  constructor(@InjectConnection() private readonly connection: Connection) {}

  get counters(): Collection<RateRecord> {
    return this.collection<RateRecord>('ratelimits');
  }

  get fingerprints(): Collection<Fingerprint> {
    return this.collection<Fingerprint>('submissionfingerprints');
  }

  get claims(): Collection<Claim> {
    return this.collection<Claim>('claims');
  }

  /** A room's own collection of expiring documents (account links, wrong codes): kept and swept like these. */
  of<T extends Expiring>(name: string): Collection<T> {
    this.roomCollections.add(name);
    return this.collection<T>(name);
  }

  async onModuleInit() {
    // A key's latest strike (sign-in), and all of a key's records (reset).
    await this.counters.createIndex({ key: 1, kind: 1, until: -1 });
    const all = [this.counters, this.fingerprints, this.claims, ...[...this.roomCollections].map((name) => this.collection<Expiring>(name))];
    const refused = await Promise.all(
      all.map((c) =>
        c.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }).then(
          () => false,
          () => true,
        ),
      ),
    );
    if (!refused.some(Boolean)) return;
    this.logger.debug('The database has no TTL indexes: expired counters are swept every 10 minutes');
    this.sweeper = setInterval(() => {
      // By id (batched-deletes.ts): a filter matching more than about 32,000 would fail on the embedded database, every time.
      for (const c of all) deleteMatching<Expiring>(c, { expiresAt: { $lt: new Date() } }).catch(() => undefined);
    }, SWEEP_EVERY_MS).unref();
  }

  onModuleDestroy() {
    clearInterval(this.sweeper);
  }

  private collection<T extends Document>(name: string): Collection<T> {
    return this.connection.db!.collection<T>(name);
  }
}
