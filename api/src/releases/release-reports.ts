// Browsers (and the shell's server) report each load and each failure of a remote's release. Reports are many and
// tiny: each instance counts them in memory and adds them to the releases' documents every few seconds (one update
// per release per flush). After each flush, a canary whose failures passed the thresholds is ended by itself.
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { RELEASE_REMOTES, type ReleaseReport } from '@site/contracts/releases';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { releaseKey, ReleaseStore } from './release-store.js';
import { ReleaseSwitches } from './release-switches.js';

interface Counts {
  loads: number;
  failures: number;
  lastFailureAt?: Date;
}

/**
 * Releases counted between two flushes, at most: the registry holds a few dozen, so more can only be made-up ids,
 * which would otherwise grow the map without bound (they are dropped; a real release is counted at the next flush).
 */
const MAX_COUNTED = 500;
/** What ended canaries are said to have been triggered by in the audit log. */
const REPORT_ORIGIN = { method: 'POST', path: '/releases/report' };

@Injectable()
export class ReleaseReports implements OnModuleInit, OnApplicationShutdown {
  private counts = new Map<string, Counts>();
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;

  constructor(
    private readonly store: ReleaseStore,
    private readonly switches: ReleaseSwitches,
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

  /** Counts one report (an unknown release is counted here and ignored at the flush). */
  count({ remote, release, outcome }: ReleaseReport) {
    const key = releaseKey(remote, release);
    let counts = this.counts.get(key);
    if (!counts) {
      if (this.counts.size >= MAX_COUNTED) return;
      this.counts.set(key, (counts = { loads: 0, failures: 0 }));
    }
    if (outcome === 'loaded') counts.loads++;
    else {
      counts.failures++;
      counts.lastFailureAt = new Date();
    }
  }

  /** One flush at a time: a slow database makes the next one wait and take everything counted meanwhile. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async write() {
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
    await this.endFailingCanaries(new Set(written.filter((k): k is string => k !== null))).catch((err: Error) =>
      this.logger.warn(`Could not check the canaries: ${err.message}`),
    );
  }

  private putBack(key: string, counts: Counts) {
    const now = this.counts.get(key) ?? { loads: 0, failures: 0 };
    this.counts.set(key, {
      loads: now.loads + counts.loads,
      failures: now.failures + counts.failures,
      lastFailureAt: now.lastFailureAt ?? counts.lastFailureAt,
    });
  }

  /** The canaries that were just reported on, judged on their reports since they started. */
  private async endFailingCanaries(reported: Set<string>) {
    const { maxFailures, maxFailurePercent, minReports } = this.config.releases.canary;
    await Promise.all(
      RELEASE_REMOTES.filter((remote) => [...reported].some((key) => key.startsWith(`${remote}:`))).map(async (remote) => {
        const { canary } = await this.store.pointer(remote);
        if (!canary || !reported.has(releaseKey(remote, canary.id))) return;
        const release = await this.store.release(remote, canary.id);
        if (!release) return;
        const failures = release.failures - canary.base.failures;
        const reports = release.loads - canary.base.loads + failures;
        const percent = reports ? (failures / reports) * 100 : 0;
        const counted = `${failures} failures in ${reports} reports (${Math.round(percent * 10) / 10} %)`;
        const why =
          failures >= maxFailures
            ? `${counted}: at least ${maxFailures} failures`
            : reports >= minReports && percent > maxFailurePercent
              ? `${counted}: above ${maxFailurePercent} % after at least ${minReports} reports`
              : null;
        if (why && (await this.switches.endFailingCanary(remote, canary.id, why, REPORT_ORIGIN)))
          this.logger.warn(`Ended the canary ${canary.id} of ${remote}: ${why}`);
      }),
    );
  }
}
