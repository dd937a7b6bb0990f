// How long each kind of submission is kept, and the job that deletes what is older (docs/behaviour.md §14).
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import type { Collection } from 'mongodb';
import {
  type DeletedCounts,
  noDeletions,
  type RetentionDays,
  type RetentionRun,
  type RetentionSettings,
  SUBMISSION_KEYS,
  type SubmissionKey,
} from '@site/contracts';
import { isDuplicateKey } from '../common/abuse/expiring-collections.js';
import type { TokenPayload } from '../common/auth/requests.js';
import { InjectCollection } from '../common/collections.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { dayOf, SubmissionsService } from '../submissions/index.js';
import { PrivacyService } from './privacy.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A run without progress for this long has stopped (its instance ended). */
export const RUN_STALLED_MS = 2 * 60_000;
/** The retention's collections (the privacy room's own): the days each type is kept, and the runs. */
export const RETENTION_COLLECTIONS = { settings: 'privacysettings', runs: 'retentionruns' } as const;
/** Runs older than this are forgotten, so the runs collection stays a few dozen documents however long the site runs. */
const RUNS_KEPT_MS = 30 * DAY_MS;

interface SettingsDoc {
  _id: string;
  days?: Partial<RetentionDays>;
}

/**
 * One run. It is stored before it starts (a scheduled run's id claims the turn), records its progress after each
 * batch, and gets `deleted` when done.
 */
interface RunDoc {
  _id: string;
  at: Date;
  by: 'schedule' | 'admin';
  deleted?: DeletedCounts;
  progress?: { deleted: DeletedCounts; beat: Date };
}

const runOf = (doc: RunDoc, deleted: DeletedCounts): RetentionRun => ({ at: doc.at.toISOString(), by: doc.by, deleted });
/** Unfinished, and no progress recorded for RUN_STALLED_MS: its instance stopped (or died) before it ended. */
const stalled = (doc: RunDoc) => !doc.deleted && Date.now() - (doc.progress?.beat ?? doc.at).getTime() >= RUN_STALLED_MS;

@Injectable()
export class RetentionService implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private checking?: Promise<void>;
  /** This instance's admin run while it goes on; a second "Run now" joins it. */
  private adminRun?: Promise<DeletedCounts>;
  private stopping = false;

  constructor(
    // Injected, not `new Logger()`: this logs from timers, outside any request, to its own app's log.
    @InjectPinoLogger('Retention') private readonly logger: PinoLogger,
    @InjectCollection(RETENTION_COLLECTIONS.settings) private readonly settingsCollection: Collection<SettingsDoc>,
    @InjectCollection(RETENTION_COLLECTIONS.runs) private readonly runs: Collection<RunDoc>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly privacy: PrivacyService,
    private readonly submissions: SubmissionsService,
    private readonly events: DomainEventBus,
  ) {}

  /** Every instance checks each `RETENTION_CHECK_MS` (an hour) whether the last run is a day old. */
  onApplicationBootstrap() {
    this.timer = setInterval(() => {
      this.checking ??= this.runIfDue()
        .catch((err: Error) => this.logger.warn(`Retention check failed: ${err.message}`))
        .finally(() => (this.checking = undefined));
    }, this.config.retentionCheckMs);
    this.timer.unref();
  }

  /** A run in progress stops after its current batch; the next one deletes the rest. */
  async onApplicationShutdown() {
    clearInterval(this.timer);
    this.stopping = true;
    await Promise.allSettled([this.checking, this.adminRun]);
  }

  /** The days, the last finished run and a run going on (the runs of the last 30 days are kept: a few dozen). */
  async settings(): Promise<RetentionSettings> {
    const [doc, last, newest] = await Promise.all([
      this.settingsCollection.findOne({ _id: 'retention' }),
      this.runs
        .find({ deleted: { $exists: true } })
        .sort({ at: -1 })
        .limit(1)
        .next(),
      this.runs.find().sort({ at: -1 }).limit(1).next(),
    ]);
    const retention = Object.fromEntries(SUBMISSION_KEYS.map((key) => [key, doc?.days?.[key] ?? null])) as RetentionDays;
    const alive = newest && !newest.deleted && !stalled(newest);
    return {
      retention,
      lastRun: last ? runOf(last, last.deleted!) : null,
      running: alive ? runOf(newest, newest.progress?.deleted ?? noDeletions()) : null,
    };
  }

  /** An admin saves the types sent (the others keep their days), told as `retention.saved` once stored. */
  async save(days: Partial<RetentionDays>, actor: TokenPayload): Promise<RetentionSettings> {
    const set = Object.fromEntries(Object.entries(days).map(([key, value]) => [`days.${key}`, value]));
    if (Object.keys(set).length) await this.settingsCollection.updateOne({ _id: 'retention' }, { $set: set }, { upsert: true });
    await this.events.publish('retention.saved', { actor });
    return this.settings();
  }

  /**
   * Deletes now what has expired (an admin's run). Answers with the counts when the run ends within
   * `RETENTION_RUN_WAIT_MS` (20 s); a larger one goes on in the background and the answer says so, with what it deleted so far.
   * Told as `retention.ran` once it ended or went on in the background; a run that failed within the wait is not.
   */
  async runNow(actor: TokenPayload): Promise<{ done: true; deleted: DeletedCounts } | { done: false; running: RetentionRun }> {
    const _id = `admin-${randomUUID()}`;
    if (!this.adminRun) {
      await this.runs.insertOne({ _id, at: new Date(), by: 'admin' });
      this.adminRun = this.expire(_id)
        .catch((err: Error) => {
          this.logger.warn(`Retention run failed: ${err.message}`);
          throw err;
        })
        .finally(() => (this.adminRun = undefined));
    }
    const run = this.adminRun;
    let timer: NodeJS.Timeout | undefined;
    const waited = await Promise.race([run, new Promise<null>((r) => (timer = setTimeout(() => r(null), this.config.retentionRunWaitMs)))]);
    clearTimeout(timer);
    const answer = waited ? ({ done: true, deleted: waited } as const) : await this.goingOn(run);
    await this.events.publish('retention.ran', { actor });
    return answer;
  }

  /** The answer for a run that goes on in the background, with what it deleted so far. */
  private async goingOn(run: Promise<DeletedCounts>) {
    run.catch(() => undefined);
    const { running } = await this.settings();
    return { done: false, running: running ?? { at: new Date().toISOString(), by: 'admin', deleted: noDeletions() } } as const;
  }

  /**
   * Runs when the newest run is a day old, or stalled: an instance that claimed a run and died before it ended (even
   * before its first batch) leaves it to the next check after RUN_STALLED_MS, not to the next day. Instances that find
   * the same newest run claim the turn with the same id: the database takes that id once, so only one of them runs.
   */
  private async runIfDue() {
    const newest = await this.runs.find().sort({ at: -1 }).limit(1).next();
    if (newest && Date.now() - newest.at.getTime() < DAY_MS && !stalled(newest)) return;
    const _id = `schedule-after-${newest ? newest.at.getTime() : 0}`;
    try {
      await this.runs.insertOne({ _id, at: new Date(), by: 'schedule' });
    } catch (err) {
      if (isDuplicateKey(err)) return;
      throw err;
    }
    await this.expire(_id);
  }

  /** The ids of one type's submissions made before `t`: the days before it, read from the derived documents (what expired, not all that is kept). */
  private async createdBefore(key: SubmissionKey, t: number): Promise<string[]> {
    const last = dayOf(t);
    const ids: string[] = [];
    for (const day of await this.submissions.index.daysOf(key)) {
      if (day > last) break;
      ids.push(...(await this.submissions.index.rowsOf(key, day)).filter((r) => r.t < t).map((r) => r.id));
    }
    return ids;
  }

  /**
   * Deletes the submissions of each type older than its days, in batches, recording the progress on the run's
   * document after each, and logs the counts (never who).
   */
  private async expire(runId: string): Promise<DeletedCounts> {
    const { retention } = await this.settings();
    const now = Date.now();
    const cutoffOf = (key: SubmissionKey) => (retention[key] ? new Date(now - retention[key] * DAY_MS) : null);
    const { removed: deleted } = await this.submissions.removeEach(
      (key) => {
        const cutoff = cutoffOf(key);
        return cutoff ? this.createdBefore(key, cutoff.getTime()) : Promise.resolve([]);
      },
      async (soFar) => {
        if (this.stopping) throw new Error('stopped: the API is shutting down');
        await this.runs.updateOne({ _id: runId }, { $set: { progress: { deleted: soFar, beat: new Date() } } });
      },
    );
    await this.runs.updateOne({ _id: runId }, { $set: { deleted }, $unset: { progress: '' } });
    await this.runs.deleteMany({ at: { $lt: new Date(now - RUNS_KEPT_MS) } });
    this.logger.info(`Retention: deleted ${SUBMISSION_KEYS.map((key) => `${deleted[key]} ${key}`).join(', ')} and ${deleted.files} files`);
    return deleted;
  }
}
