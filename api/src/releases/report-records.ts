// What the reports leave in the database, shared by every API instance: each token's load and failure of a release
// (so a token counts once, however often it is sent, to whichever instance), and per release the visitors whose
// failures were counted (so a release is judged failing only on several visitors' word).
import { Injectable } from '@nestjs/common';
import type { Collection } from 'mongodb';
import { type Expiring, ExpiringCollections, isDuplicateKey } from '../common/abuse/expiring-collections.js';

/** How long a visitor's failure of a release is remembered: the judgement of a longer canary counts fewer visitors. */
const VISITOR_KEPT_MS = 7 * 24 * 60 * 60_000;

type FailingVisitor = Expiring & { release: string; at: Date };

@Injectable()
export class ReportRecords {
  private readonly used: Collection<Expiring>;
  private readonly failing: Collection<FailingVisitor>;

  constructor(expiring: ExpiringCollections) {
    this.used = expiring.of<Expiring>('releasereporttokens');
    this.failing = expiring.of<FailingVisitor>('releasefailingvisitors');
  }

  /** Whether this is the first time `once` (a token's outcome of a release) is counted; kept until the token expires. */
  first(once: string, expiresAt: Date): Promise<boolean> {
    // One insert by `_id`: of two instances given the same report at once, one is refused.
    return this.used.insertOne({ _id: once, expiresAt }).then(
      () => true,
      (err: unknown) => (isDuplicateKey(err) ? false : Promise.reject(err)),
    );
  }

  /** Notes that `visitor` saw `release` (its key) fail now. */
  async failed(release: string, visitor: string, at = new Date()) {
    const note = (upsert: boolean) =>
      this.failing.updateOne({ _id: `${release}/${visitor}` }, { $set: { release, at, expiresAt: new Date(at.getTime() + VISITOR_KEPT_MS) } }, { upsert });
    // Two instances inserting the same visitor at once: the second finds it there, and updates it.
    await note(true).catch((err: unknown) => (isDuplicateKey(err) ? note(false) : Promise.reject(err)));
  }

  /** How many visitors saw `release` fail since `since`. */
  visitorsSince(release: string, since: Date): Promise<number> {
    return this.failing.countDocuments({ release, at: { $gte: since }, expiresAt: { $gt: new Date() } });
  }
}
