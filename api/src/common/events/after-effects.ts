// What a write promises to do after it (history, lists, e-mails: its after-effects) survives the process dying between
// the write and them. Before the write, an entry naming the work is stored; once the after-effects are done it is
// deleted. An entry older than the lease was cut short: one instance claims it (claim.ts), asks its room's replay
// whether the write happened, and does what is left. Replays are made safe to repeat by the rooms (a done step
// leaves a mark they check). The collection holds only work in flight, so reading it all is cheap.
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Collection, Document } from 'mongodb';
import { ExpiringCollections } from '../abuse/expiring-collections.js';
import { claimWork } from '../claim.js';
import { InjectCollection } from '../collections.js';

interface Entry {
  _id: string;
  /** Whose replay takes it (registered by the room that opened it). */
  kind: string;
  payload: Document;
  at: Date;
}

/** Redoes what is left of an entry's after-effects, if its write happened; `id` is the entry's, to mark done steps by. */
export type Replay = (payload: Document, id: string) => Promise<void>;

/** An entry not closed this long after it was opened was cut short (the after-effects of one write take milliseconds). */
export const AFTER_EFFECTS_LEASE_MS = 60_000;
const LOOK_EVERY_MS = 30_000;

/** The journal's collection (common infrastructure's own). */
export const AFTER_EFFECTS = 'aftereffects';

@Injectable()
export class AfterEffects implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AfterEffects');
  private readonly replays = new Map<string, Replay>();
  private timer?: NodeJS.Timeout;
  private looking?: Promise<number>;

  constructor(
    @InjectCollection(AFTER_EFFECTS) private readonly entries: Collection<Entry>,
    private readonly expiring: ExpiringCollections,
  ) {}

  /** Called by a room when its module is built: how to finish its entries of `kind`. */
  register(kind: string, replay: Replay) {
    this.replays.set(kind, replay);
  }

  /** Stores an entry before the write it belongs to; answers its id. */
  async open(kind: string, payload: Document): Promise<string> {
    const _id = randomUUID();
    await this.entries.insertOne({ _id, kind, payload, at: new Date() });
    return _id;
  }

  /**
   * Drops the entries of `kind` about these documents (`payload.id`), which are being deleted: an entry holds the
   * document as it was, which must not outlive it. Only work in flight is stored, so the filter reads little.
   */
  async dropAbout(kind: string, ids: string[]): Promise<void> {
    if (ids.length) await this.entries.deleteMany({ kind, 'payload.id': { $in: ids } });
  }

  /** The after-effects are done (or the write never happened). */
  async close(id: string): Promise<void> {
    await this.entries.deleteOne({ _id: id });
  }

  async onModuleInit() {
    // On MongoDB, the look for entries cut short and a delete's drop each read by an index (FerretDB reads the few entries).
    await Promise.all([this.entries.createIndex({ at: 1 }), this.entries.createIndex({ kind: 1, 'payload.id': 1 })]);
  }

  onApplicationBootstrap() {
    this.timer = setInterval(
      () => void this.finishCutShort().catch((err: Error) => this.logger.error(`Could not finish after-effects: ${err.message}`)),
      LOOK_EVERY_MS,
    );
    this.timer.unref();
  }

  async onApplicationShutdown() {
    clearInterval(this.timer);
    await this.looking?.catch(() => undefined);
  }

  /** Finishes every entry older than the lease that no other instance is finishing; answers how many it finished. */
  finishCutShort(now = Date.now()): Promise<number> {
    this.looking ??= this.finish(now).finally(() => (this.looking = undefined));
    return this.looking;
  }

  private async finish(now: number): Promise<number> {
    const due = await this.entries.find({ at: { $lt: new Date(now - AFTER_EFFECTS_LEASE_MS) } }).toArray();
    let finished = 0;
    for (const entry of due) {
      const replay = this.replays.get(entry.kind);
      if (!replay) continue;
      const taken = await claimWork(this.expiring.claims, `aftereffects:${entry._id}`, {
        leaseMs: AFTER_EFFECTS_LEASE_MS,
        keptMs: 24 * 3_600_000,
        stillUndone: async () => (await this.entries.findOne({ _id: entry._id })) !== null,
      });
      if (!taken) continue;
      try {
        await replay(entry.payload, entry._id);
        await this.close(entry._id);
        finished += 1;
      } catch (err) {
        // Left for a later pass (the claim's successor, once this one's lease is over).
        this.logger.error(`Could not finish after-effects ${entry._id} (${entry.kind}): ${(err as Error).message}`);
      }
    }
    return finished;
  }
}
