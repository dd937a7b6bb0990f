// Browsers (and the shell's server) report each load and each failure of a remote's release. A report counts only
// with the token the shell gave with that release (@site/contracts/release-tokens): a token counts one load and one
// failure of each release it names, on every instance. Reports are many and tiny: each instance keeps them in memory
// and writes them every few seconds (one update per release per flush). After each flush, a canary whose failures
// passed the thresholds is ended by itself, and a live release that keeps failing is rolled back by itself.
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { readReportToken } from '@site/contracts/release-tokens';
import { RELEASE_REMOTES, type ReleaseRemote, type ReleaseReport } from '@site/contracts/releases';
import { APP_CONFIG, type AppConfig, type ReleasesConfig } from '../config/env.js';
import { releaseKey, ReleaseStore, type StoredPointer } from './release-store.js';
import { ReleaseSwitches } from './release-switches.js';
import { canaryFailing, liveFailing, type Tally } from './release-thresholds.js';
import { ReportRecords } from './report-records.js';

interface Counts {
  loads: number;
  failures: number;
  lastFailureAt?: Date;
}

/** A report whose token held, before it is known to be the token's first of its kind. */
interface Pending {
  key: string;
  failed: boolean;
  /** The token's outcome of this release: counted once. */
  once: string;
  expiresAt: Date;
  /** Who saw it: the visitor the shell gave the token to (their address as it saw it, hashed), or the shell itself. */
  visitor: string;
}

/**
 * Reports kept between two flushes, at most: more are dropped (a flood of replayed tokens would otherwise grow the
 * list without bound; real reports are far fewer).
 */
const MAX_PENDING = 5000;
/** The database writes a flush makes at once: a flood of reports is written in turns, never all together. */
const PARALLEL_WRITES = 50;
/** Releases counted between two flushes, at most (the registry holds a few dozen; more are made-up ids). */
const MAX_COUNTED = 500;
/** What the system's moves are said to have been triggered by in the audit log. */
const REPORT_ORIGIN = { method: 'POST', path: '/releases/report' };

@Injectable()
export class ReleaseReports implements OnModuleInit, OnApplicationShutdown {
  private pending: Pending[] = [];
  private counts = new Map<string, Counts>();
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;

  constructor(
    private readonly store: ReleaseStore,
    private readonly switches: ReleaseSwitches,
    private readonly records: ReportRecords,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    // Injected, not `new Logger()`: this logs from a timer, outside any request, to its own app's log.
    @InjectPinoLogger('Releases') private readonly logger: PinoLogger,
  ) {}

  onModuleInit() {
    this.timer = setInterval(() => void this.flush(), this.config.releases.reportFlushMs);
    this.timer.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.flush();
  }

  /**
   * Keeps a report whose token holds for this remote and release. Any other is dropped without a word: its sender
   * learns nothing. Who sends it does not matter: a token names the visitor it was given to.
   */
  count({ remote, release, outcome, token }: ReleaseReport) {
    const held = token ? readReportToken(this.config.shellSecret, token) : null;
    if (!held || held.remote !== remote || !held.ids.includes(release) || this.pending.length >= MAX_PENDING) return;
    const failed = outcome === 'failed';
    this.pending.push({
      key: releaseKey(remote, release),
      failed,
      once: `${held.nonce}:${release}:${failed ? 'f' : 'l'}`,
      expiresAt: new Date(held.expiresAt * 1000),
      // The shell's own failures are each a visitor's page it could not draw.
      visitor: held.kind === 'server' ? `shell:${held.nonce}` : `page:${held.visitor}`,
    });
  }

  /** One flush at a time: a slow database makes the next one wait and take everything counted meanwhile. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async write() {
    await this.takeFirstReports();
    if (!this.counts.size) return;
    const batch = this.counts;
    this.counts = new Map();
    const written = await Promise.all(
      [...batch].map(async ([key, counts]) => {
        try {
          await this.store.addCounts(key, counts);
          return key;
        } catch (err) {
          this.putBack(key, counts);
          this.logger.warn(`Could not add the reports of ${key}: ${(err as Error).message}`);
          return null;
        }
      }),
    );
    await this.judge(new Set(written.filter((k): k is string => k !== null))).catch((err: Error) =>
      this.logger.warn(`Could not judge the releases reported on: ${err.message}`),
    );
  }

  /**
   * Counts the pending reports that are their token's first (a report the database could not take waits for the
   * next flush), and notes each failing visitor once per release.
   */
  private async takeFirstReports() {
    const batch = this.pending;
    this.pending = [];
    const fresh: Pending[] = [];
    for (let i = 0; i < batch.length; i += PARALLEL_WRITES) {
      await Promise.all(
        batch.slice(i, i + PARALLEL_WRITES).map(async (report) => {
          try {
            if (await this.records.first(report.once, report.expiresAt)) fresh.push(report);
          } catch (err) {
            if (this.pending.length < MAX_PENDING) this.pending.push(report);
            this.logger.warn(`Could not keep a report of ${report.key}: ${(err as Error).message}`);
          }
        }),
      );
    }
    const failing = new Map(fresh.filter((r) => r.failed).map((r) => [`${r.key}/${r.visitor}`, r]));
    await Promise.all(
      [...failing.values()].map((r) =>
        this.records.failed(r.key, r.visitor).catch((err: Error) => this.logger.warn(`Could not note a visitor's failure of ${r.key}: ${err.message}`)),
      ),
    );
    for (const report of fresh) this.putBack(report.key, report.failed ? { loads: 0, failures: 1, lastFailureAt: new Date() } : { loads: 1, failures: 0 });
  }

  private putBack(key: string, counts: Counts) {
    const now = this.counts.get(key);
    if (!now && this.counts.size >= MAX_COUNTED) return;
    this.counts.set(key, {
      loads: (now?.loads ?? 0) + counts.loads,
      failures: (now?.failures ?? 0) + counts.failures,
      lastFailureAt: now?.lastFailureAt ?? counts.lastFailureAt,
    });
  }

  /** The canary and the live release of each remote just reported on, judged on their reports since they started. */
  private async judge(reported: Set<string>) {
    const remotes = RELEASE_REMOTES.filter((remote) => [...reported].some((key) => key.startsWith(`${remote}:`)));
    await Promise.all(
      remotes.map(async (remote) => {
        const pointer = await this.store.pointer(remote);
        const { canary, live, liveBase } = pointer;
        if (canary && reported.has(releaseKey(remote, canary.id))) await this.judgeCanary(remote, canary);
        if (live && pointer.previous.length && reported.has(releaseKey(remote, live)))
          await this.judgeLive(remote, live, liveBase ?? { at: new Date(0), loads: 0, failures: 0 });
      }),
    );
  }

  private async judgeCanary(remote: ReleaseRemote, canary: NonNullable<StoredPointer['canary']>) {
    const why = await this.failingSince(remote, canary.id, { at: canary.startedAt, ...canary.base }, canaryFailing);
    if (why && (await this.switches.endFailingCanary(remote, canary.id, why, REPORT_ORIGIN)))
      this.logger.warn(`Ended the canary ${canary.id} of ${remote}: ${why}`);
  }

  private async judgeLive(remote: ReleaseRemote, live: string, base: NonNullable<StoredPointer['liveBase']>) {
    const why = await this.failingSince(remote, live, base, liveFailing);
    const back = why && (await this.switches.rollBackFailingLive(remote, live, why, REPORT_ORIGIN));
    if (back) this.logger.warn(`Rolled ${remote} back from ${live} to ${back}: ${why}`);
  }

  /**
   * Why a release fails by `failing` on its reports since `base`, or null (also when it is not registered). Its
   * failing visitors are counted (a read of the visitors noted) only once its counts alone say it fails: a healthy
   * release, reported on at every flush, costs no read.
   */
  private async failingSince(
    remote: ReleaseRemote,
    id: string,
    base: { at: Date; loads: number; failures: number },
    failing: (tally: Tally, thresholds: ReleasesConfig['canary']) => string | null,
  ) {
    const release = await this.store.release(remote, id);
    if (!release) return null;
    const counts = { loads: release.loads - base.loads, failures: release.failures - base.failures };
    if (!failing({ ...counts, visitors: Number.POSITIVE_INFINITY }, this.config.releases.canary)) return null;
    return failing({ ...counts, visitors: await this.records.visitorsSince(releaseKey(remote, id), base.at) }, this.config.releases.canary);
  }
}
