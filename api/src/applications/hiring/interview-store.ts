// Where interviews are kept (docs/operations.md): on the embedded database only a read by `_id` costs less than
// the whole collection, so
//   interviews     `<applicationId>`  every interview of one application (read with the application)
//   interviewdays  `<YYYY-MM-DD>`     which interviews fall on that day in India (the bucket pattern)
// Each is a keyed document (common/keyed-docs.ts), read, changed and written back by one writer at a time.
import { istDay } from '@site/contracts';
import { Injectable } from '@nestjs/common';
import type { Collection } from 'mongodb';
import { InjectCollection } from '../../common/collections.js';
import { type LockDoc, Locks } from '../../common/exclusive.js';
import { type Keyed, KeyedDocs } from '../../common/keyed-docs.js';

export interface StoredInterview {
  id: string;
  applicationId: string;
  /** UTC, ISO. */
  startsAt: string;
  minutes: number;
  place?: string;
  videoLink?: string;
  interviewerId: string;
  interviewerName: string;
  interviewerEmail: string;
  note?: string;
  status: 'Scheduled' | 'Cancelled';
  sequence: number;
}

/** One interview of a day: the application it belongs to and its id. */
interface DayEntry {
  a: string;
  i: string;
}

/** The interviews' collections (the applications room's own), and the locks their writers take turns by. */
export const INTERVIEW_COLLECTIONS = { interviews: 'interviews', days: 'interviewdays', locks: 'interviewlocks' } as const;

@Injectable()
export class InterviewStore {
  private readonly byApplication: KeyedDocs<StoredInterview[]>;
  private readonly days: KeyedDocs<DayEntry[]>;

  constructor(
    @InjectCollection(INTERVIEW_COLLECTIONS.interviews) interviews: Collection<Keyed>,
    @InjectCollection(INTERVIEW_COLLECTIONS.days) days: Collection<Keyed>,
    @InjectCollection(INTERVIEW_COLLECTIONS.locks) locks: Collection<LockDoc>,
  ) {
    const turns = new Locks(locks);
    this.byApplication = new KeyedDocs(interviews, () => [], turns);
    this.days = new KeyedDocs(days, () => [], turns);
  }

  /** The application's interviews, earliest first. */
  of(applicationId: string): Promise<StoredInterview[]> {
    return this.byApplication.get(applicationId);
  }

  /**
   * Changes the application's interviews with `fn` (which may throw to change nothing); answers what `fn` answers.
   * The days they move onto are written first and those they leave last: an instance that dies in between leaves a
   * day listing an interview that is not (or no longer) there, which a day's reader skips (it reads the application's
   * own list), never a scheduled interview missing from its day.
   */
  async change<T>(applicationId: string, fn: (list: StoredInterview[]) => T): Promise<T> {
    return this.byApplication.locked(`application:${applicationId}`, async () => {
      const before = await this.of(applicationId);
      const after = structuredClone(before);
      const result = fn(after);
      after.sort((x, y) => x.startsAt.localeCompare(y.startsAt));
      await this.placeOnDays(applicationId, before, after, 'arriving');
      await this.byApplication.put(applicationId, after);
      await this.placeOnDays(applicationId, before, after, 'leaving');
      return result;
    });
  }

  /** The interviews of one day in India: which application and which interview. */
  onDay(day: string): Promise<DayEntry[]> {
    return this.days.get(day);
  }

  /** Deletes the applications' interviews and takes them off their days; returns how many there were. */
  async removeOf(applicationIds: string[]): Promise<number> {
    let removed = 0;
    for (const applicationId of applicationIds) {
      await this.byApplication.locked(`application:${applicationId}`, async () => {
        const before = await this.of(applicationId);
        await this.placeOnDays(applicationId, before, [], 'leaving');
        await this.byApplication.remove(applicationId);
        removed += before.length;
      });
    }
    return removed;
  }

  /** A scheduled interview is listed on its day (`arriving`); a cancelled or moved one leaves the day it was on (`leaving`). */
  private async placeOnDays(applicationId: string, before: StoredInterview[], after: StoredInterview[], which: 'arriving' | 'leaving') {
    const dayOf = (list: StoredInterview[]) => new Map(list.filter((i) => i.status === 'Scheduled').map((i) => [i.id, istDay(i.startsAt)]));
    const [was, now] = [dayOf(before), dayOf(after)];
    const touched = new Set([...was.values(), ...now.values()]);
    for (const day of touched) {
      const leaving = which === 'leaving' ? [...was].filter(([id, d]) => d === day && now.get(id) !== day).map(([id]) => id) : [];
      const arriving = which === 'arriving' ? [...now].filter(([id, d]) => d === day && was.get(id) !== day).map(([id]) => id) : [];
      if (!leaving.length && !arriving.length) continue;
      await this.days.locked(`day:${day}`, async () => {
        const entries = (await this.onDay(day)).filter((e) => !(e.a === applicationId && leaving.includes(e.i)));
        entries.push(...arriving.filter((i) => !entries.some((e) => e.a === applicationId && e.i === i)).map((i) => ({ a: applicationId, i })));
        if (entries.length) await this.days.put(day, entries);
        else await this.days.remove(day);
      });
    }
  }
}
