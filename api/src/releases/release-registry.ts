// The registry's reads and the registration of a release (docs/decisions/0013).
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { type LiveReleases, RELEASE_REMOTES, type ReleaseListEntry, type ReleaseRecord, type ReleaseRemote } from '@site/contracts/releases';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { type Origin, ReleaseAudit, teamActor } from './release-audit.js';
import { livePointer, ReleaseStore, type StoredPointer, type StoredRelease } from './release-store.js';
import { ReleaseSwitches } from './release-switches.js';
import { ShellVerdicts } from './shell-verdicts.js';

/** The shell reads the pointers every second from every instance: they are answered from memory for as long. */
const LIVE_CACHE_MS = 1000;

export interface Registered {
  id: string;
  /** Releases removed from the registry: the release command deletes their folders. */
  pruned: string[];
}

/** The failure rate in percent, one decimal, or null before any report. */
const failureRate = (loads: number, failures: number) => (loads + failures ? Math.round((failures / (loads + failures)) * 1000) / 10 : null);

@Injectable()
export class ReleaseRegistry {
  private liveCache?: { at: number; answer: Promise<LiveReleases> };

  constructor(
    private readonly store: ReleaseStore,
    private readonly shell: ShellVerdicts,
    private readonly audit: ReleaseAudit,
    switches: ReleaseSwitches,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    switches.onMoved = () => (this.liveCache = undefined);
  }

  /** Every remote's pointer: three reads by `_id`, at most once a second. */
  live(): Promise<LiveReleases> {
    if (!this.liveCache || Date.now() - this.liveCache.at >= LIVE_CACHE_MS) {
      const cache = { at: Date.now(), answer: this.readLive() };
      this.liveCache = cache;
      cache.answer.catch(() => this.liveCache === cache && (this.liveCache = undefined));
    }
    return this.liveCache.answer;
  }

  private async readLive(): Promise<LiveReleases> {
    const pointers = await Promise.all(RELEASE_REMOTES.map((remote) => this.store.pointer(remote)));
    return Object.fromEntries(pointers.map((p) => [p._id, livePointer(p)])) as LiveReleases;
  }

  pointer(remote: ReleaseRemote) {
    return this.store.pointer(remote);
  }

  /**
   * Registers a release (sent again: the same answer, nothing recorded twice), then keeps the newest `RELEASES_KEPT`
   * and always the live, the canary and the previous ones; the others leave the registry.
   */
  async register(record: ReleaseRecord, origin: Origin): Promise<{ created: boolean; answer: Registered }> {
    const { remote, id } = record;
    const created = await this.store.add(record);
    const earlier = created ? [] : ((await this.store.release(remote, id))?.pruned ?? []);
    const prunedNow = await this.prune(remote, id);
    const pruned = [...new Set([...earlier, ...prunedNow])];
    if (prunedNow.length) await this.store.notePruned(remote, id, pruned);
    if (created)
      await this.audit.record(
        'register',
        teamActor(remote),
        remote,
        id,
        `${remote}: release ${id} registered${prunedNow.length ? `; removed: ${prunedNow.join(', ')}` : ''}`,
        origin,
      );
    return { created, answer: { id, pruned } };
  }

  private async prune(remote: ReleaseRemote, justAdded: string): Promise<string[]> {
    const [pointer, releases] = await Promise.all([this.store.pointer(remote), this.store.releasesOf(remote)]);
    const always = new Set([justAdded, pointer.live, pointer.canary?.id, ...pointer.previous]);
    const gone = releases
      .slice(this.config.releases.kept)
      .map((r) => r.id)
      .filter((id) => !always.has(id));
    await this.store.remove(remote, gone);
    this.shell.forget(remote, gone);
    return gone;
  }

  /** A remote's releases, newest first, each with the shell's verdict (asked at once, reused for a minute). */
  async list(remote: ReleaseRemote, pointer?: StoredPointer): Promise<ReleaseListEntry[]> {
    const [p, releases] = await Promise.all([pointer ?? this.store.pointer(remote), this.store.releasesOf(remote)]);
    const verdicts = await Promise.all(releases.map((r) => this.shell.forList(remote, r.id)));
    return releases.map((r, i) => this.entryOf(r, p, verdicts[i]!));
  }

  private entryOf(r: StoredRelease, p: StoredPointer, verdict: { accepted: boolean; reason?: string }): ReleaseListEntry {
    return {
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      live: p.live === r.id,
      canary: p.canary?.id === r.id ? { percent: p.canary.percent } : null,
      builtAgainst: r.builtAgainst,
      ...(r.startupJs !== undefined && { startupJs: r.startupJs }),
      accepted: verdict.accepted,
      ...(verdict.reason !== undefined && { reason: verdict.reason }),
      loads: r.loads,
      failures: r.failures,
      failureRate: failureRate(r.loads, r.failures),
      ...(r.lastFailureAt && { lastFailureAt: r.lastFailureAt.toISOString() }),
    };
  }
}

/** A registration names its remote twice: in the path and in the signed record. They must agree. */
export function assertSameRemote(path: ReleaseRemote, record: ReleaseRecord) {
  if (record.remote !== path) throw new BadRequestException(`record.remote must be ${path}, the remote of the path`);
}
