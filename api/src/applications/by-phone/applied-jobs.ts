// One application per proved number and job (docs/behaviour.md §16.1): a claim keyed `<number>|<jobId>` taken before
// the application is stored, so two sends at once store one. Read and written by `_id` only.
import { Injectable } from '@nestjs/common';
import type { Collection } from 'mongodb';
import { isDuplicateKey } from '../../common/abuse/expiring-collections.js';
import { deleteByIds } from '../../common/batched-deletes.js';
import { InjectCollection } from '../../common/collections.js';
import type { Doc } from '../../common/resource/resource-hooks.js';

export const APPLIED_JOBS = 'appliedjobs';

interface Claim {
  _id: string;
  applicationId: string;
  at: Date;
}

/** How long a claim's application may take to be stored; past it, a claim without one was left by a failed send. */
export const CLAIM_ABANDONED_MS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const keyOf = (mobile: string, jobId: string) => `${mobile}|${jobId}`;

@Injectable()
export class AppliedJobs {
  constructor(@InjectCollection(APPLIED_JOBS) private readonly claims: Collection<Claim>) {}

  /**
   * Claims the job for this number with application `id`: null when taken now, else the id of the application this
   * number already made to it (waiting while that one is still being stored). A claim whose application was never
   * stored is taken over. `stored` says whether an application is.
   */
  async claim(mobile: string, jobId: string, id: string, stored: (id: string) => Promise<boolean>): Promise<string | null> {
    const _id = keyOf(mobile, jobId);
    for (let wait = 20; ; wait = Math.min(wait * 2, 500)) {
      try {
        await this.claims.insertOne({ _id, applicationId: id, at: new Date() });
        return null;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      const earlier = await this.claims.findOne({ _id });
      if (!earlier) continue;
      if (await stored(earlier.applicationId)) return earlier.applicationId;
      if (Date.now() - earlier.at.getTime() > CLAIM_ABANDONED_MS) {
        // Only the claim as read is taken over: of two sends that found it abandoned, one wins.
        const took = await this.claims.updateOne({ _id, applicationId: earlier.applicationId }, { $set: { applicationId: id, at: new Date() } });
        if (took.modifiedCount === 1) return null;
        continue;
      }
      await sleep(wait);
    }
  }

  /** Gives back a claim whose application could not be stored (a refused CV, the database down). */
  async release(mobile: string, jobId: string, id: string) {
    await this.claims.deleteOne({ _id: keyOf(mobile, jobId), applicationId: id });
  }

  /** Applications about to be deleted leave their claims: the number may apply to the job again. */
  async forget(applications: Doc[]) {
    const keys = applications
      .filter((d) => typeof d.candidate === 'string' && typeof d.jobId === 'string')
      .map((d) => keyOf(String(d.candidate), String(d.jobId)));
    await deleteByIds(this.claims, keys);
  }
}
