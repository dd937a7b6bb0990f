// The registry's storage. `releases`: one document per registered release, `_id` = `<remote>:<id>`. `release_pointers`:
// one document per remote, `_id` = the remote. Both stay tiny (a few dozen releases at most), and every read and write
// of one item goes by `_id`, the one lookup the embedded database finds through an index; only a remote's list and
// its pruning filter the (tiny) releases collection.
import { Injectable } from '@nestjs/common';
import type { Collection } from 'mongodb';
import type { BuiltAgainst, LiveRelease, ReleaseRecord, ReleaseRemote } from '@site/contracts/releases';
import { InjectCollection } from '../common/collections.js';

export interface StoredRelease {
  _id: string;
  remote: ReleaseRemote;
  id: string;
  createdAt: Date;
  registeredAt: Date;
  builtAgainst: BuiltAgainst;
  startupJs?: number;
  loads: number;
  failures: number;
  lastFailureAt?: Date;
  /** What its registration removed from the registry: a registration sent again answers the same. */
  pruned?: string[];
}

export interface StoredCanary {
  id: string;
  percent: number;
  startedAt: Date;
  /** The release's counts when the canary started: a canary is judged on the reports since (a retried one starts afresh). */
  base: { loads: number; failures: number };
}

/** A release's counts when it became live: a live release is judged on the reports since. */
export interface LiveBase {
  at: Date;
  loads: number;
  failures: number;
}

export interface StoredPointer {
  _id: ReleaseRemote;
  live: string | null;
  canary: StoredCanary | null;
  /** Absent on pointers moved before it was kept: the live release is then judged on all its reports. */
  liveBase?: LiveBase | null;
  /** Releases live before, the latest first. */
  previous: string[];
  /** Raised by every move: a move names the version it read, so two switches at once cannot both win. */
  version: number;
}

export type PointerState = Omit<StoredPointer, '_id' | 'version'>;

export const releaseKey = (remote: ReleaseRemote, id: string) => `${remote}:${id}`;
const DUPLICATE_KEY = 11000;
const isDuplicate = (err: unknown) => (err as { code?: number })?.code === DUPLICATE_KEY;

/** What `GET /releases/live` says of a pointer: ids and the share only. */
export const livePointer = ({ live, canary, previous }: PointerState): LiveRelease => ({
  live,
  canary: canary && { id: canary.id, percent: canary.percent },
  previous,
});

/** The registry's collections (the releases room's own): every release, and each remote's pointer. */
export const RELEASE_COLLECTIONS = { releases: 'releases', pointers: 'release_pointers' } as const;

@Injectable()
export class ReleaseStore {
  constructor(
    @InjectCollection(RELEASE_COLLECTIONS.releases) private readonly releases: Collection<StoredRelease>,
    @InjectCollection(RELEASE_COLLECTIONS.pointers) private readonly pointers: Collection<StoredPointer>,
  ) {}

  /** A remote's pointer; one never moved reads as empty, version 0. */
  async pointer(remote: ReleaseRemote): Promise<StoredPointer> {
    return (await this.pointers.findOne({ _id: remote })) ?? { _id: remote, live: null, canary: null, previous: [], version: 0 };
  }

  /**
   * Moves a pointer from the version read to `next`. False when another move came first (nothing written then).
   * The `_id` picks the document; the version only confirms it.
   */
  async movePointer(remote: ReleaseRemote, readVersion: number, next: PointerState): Promise<boolean> {
    const doc = { live: next.live, canary: next.canary, liveBase: next.liveBase ?? null, previous: next.previous, version: readVersion + 1 };
    if (readVersion === 0) {
      try {
        await this.pointers.insertOne({ _id: remote, ...doc });
        return true;
      } catch (err) {
        if (isDuplicate(err)) return false;
        throw err;
      }
    }
    const { matchedCount } = await this.pointers.updateOne({ _id: remote, version: readVersion }, { $set: doc });
    return matchedCount === 1;
  }

  release(remote: ReleaseRemote, id: string): Promise<StoredRelease | null> {
    return this.releases.findOne({ _id: releaseKey(remote, id) });
  }

  /** Adds a release; false when it was registered already. */
  async add(record: ReleaseRecord): Promise<boolean> {
    try {
      await this.releases.insertOne({
        _id: releaseKey(record.remote, record.id),
        remote: record.remote,
        id: record.id,
        createdAt: new Date(record.createdAt),
        registeredAt: new Date(),
        builtAgainst: record.builtAgainst,
        ...(record.startupJs !== undefined && { startupJs: record.startupJs }),
        loads: 0,
        failures: 0,
      });
      return true;
    } catch (err) {
      if (isDuplicate(err)) return false;
      throw err;
    }
  }

  async notePruned(remote: ReleaseRemote, id: string, pruned: string[]) {
    await this.releases.updateOne({ _id: releaseKey(remote, id) }, { $set: { pruned } });
  }

  /** A remote's releases, newest first. */
  async releasesOf(remote: ReleaseRemote): Promise<StoredRelease[]> {
    const all = await this.releases.find({ remote }).toArray();
    return all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.registeredAt.getTime() - a.registeredAt.getTime() || (a.id < b.id ? 1 : -1));
  }

  async remove(remote: ReleaseRemote, ids: string[]) {
    await Promise.all(ids.map((id) => this.releases.deleteOne({ _id: releaseKey(remote, id) })));
  }

  /** Puts back a release removed a moment ago (its removal lost a race with a switch). */
  async restore(release: StoredRelease) {
    await this.releases.insertOne(release).catch((err: unknown) => {
      if (!isDuplicate(err)) throw err;
    });
  }

  /** Adds reports to a release's counts; a release not registered (any more) takes none. */
  async addCounts(key: string, counts: { loads: number; failures: number; lastFailureAt?: Date }) {
    await this.releases.updateOne(
      { _id: key },
      { $inc: { loads: counts.loads, failures: counts.failures }, ...(counts.lastFailureAt && { $set: { lastFailureAt: counts.lastFailureAt } }) },
    );
  }

  releaseByKey(key: string): Promise<StoredRelease | null> {
    return this.releases.findOne({ _id: key });
  }
}
