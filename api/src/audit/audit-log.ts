// The audit log's storage (docs/operations.md): numbered entries, so a page is read by `_id` whatever the log holds.
//   `all#<n>`               the n-th entry, from 0 (newest first is from the last number down)
//   `r:<resource>#<m>`      { n }: the m-th entry about that resource (the screen's Resource filter)
//   `d:<documentId>#<k>`    { n }: the k-th entry about that document (its history)
//   `listed`                { n }: the entries before `n` are in their lists
// A log's length is found from the last one this instance saw (KeyedLog.length), so neither a page nor its total
// reads the whole log. An entry is numbered first, then put in its lists by one lister at a time across instances
// (a lock), in the order of the numbers, from `listed` on: an instance that dies between the two leaves its entry
// to the next lister, and a lister cut short leaves no reference to be added twice (KeyedLog.appendAfterLast).
import { Injectable } from '@nestjs/common';
import type { Collection, Db, Document } from 'mongodb';
import { deleteByIds } from '../common/batched-deletes.js';
import { InjectCollection } from '../common/collections.js';
import { Locks } from '../common/exclusive.js';
import { KeyedLog, type Logged } from '../common/keyed-log.js';
import type { AuditEntry } from './audit-entry.js';

/** The log's collection (the audit room's own). */
export const AUDIT_LOG = 'auditlog';
const ALL = 'all';
const LISTED = 'listed';
/** Where the copies of an older batch being numbered begin (renumberOld). */
const RENUMBERING = 'renumbering';
/** Entries a lister reads at once. */
const LIST_BATCH = 500;
/**
 * A log numbered before `listed` existed has its lists; the first lister starts this many entries before the end,
 * so entries numbered at once by instances just upgraded are listed too (those listed already are skipped).
 */
const FIRST_LISTER_BACK = 100;
/** How many of a document's newest entries a replayed change looks through for its own. */
const REPLAY_LOOKBACK = 20;
const byResource = (resource: string) => `r:${resource}`;
const byDocument = (documentId: string) => `d:${documentId}`;

/** The lists an entry joins besides the whole log. */
const listsOf = (e: AuditEntry) => [byResource(e.resource), ...(e.documentId ? [byDocument(e.documentId)] : [])];
/** An entry's fields and values, whatever its `_id` and their order: an older entry and its numbered copy have the same. */
const contentOf = ({ _id, ...entry }: Document) => JSON.stringify(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : 1)));
/** The entry less its undefined fields (the driver would store them as null). */
const defined = (e: AuditEntry): Document => Object.fromEntries(Object.entries(e).filter(([, v]) => v !== undefined));

export interface AuditFilter {
  resource?: string;
  documentId?: string;
}

@Injectable()
export class AuditLog {
  private readonly log: KeyedLog<Document>;
  private readonly col: Collection<{ _id: string; n: number }>;
  /** The entries before this are in their lists, as this instance last saw. */
  private listedTo = 0;
  private listing?: Promise<void>;

  constructor(
    /** Every document of the log: its entries (and, from before they were numbered, its old ones) and its markers. */
    @InjectCollection(AUDIT_LOG) private readonly all: Collection<Logged<Document>>,
    private readonly locks: Locks,
  ) {
    this.col = all as unknown as Collection<{ _id: string; n: number }>;
    this.log = new KeyedLog(all);
  }

  /** The log of a whole database, for db:rebuild (which sees all of it). */
  static on(db: Db): AuditLog {
    return new AuditLog(db.collection(AUDIT_LOG), Locks.on(db));
  }

  /** Adds an entry after the last, then its place in the resource's and the document's lists. */
  async record(entry: AuditEntry): Promise<void> {
    const n = await this.log.append(ALL, defined(entry));
    await this.listUpTo(n + 1);
  }

  /** Adds entries in order (one insert, unless another writer interleaves), then their places in their lists. */
  private async recordMany(entries: AuditEntry[]): Promise<void> {
    const numbers = await this.log.appendMany(ALL, entries.map(defined));
    await this.listUpTo(Math.max(...numbers) + 1);
  }

  /** Puts every entry before `upTo` in its lists: one pass at a time on this instance, each taking all asked so far. */
  private async listUpTo(upTo: number): Promise<void> {
    while (this.listedTo < upTo) {
      this.listing ??= this.listPass(upTo).finally(() => (this.listing = undefined));
      await this.listing;
    }
  }

  /** Under the lock: lists the entries from `listed` to `upTo` (at least), a batch at a time, moving `listed` on after each. */
  private async listPass(upTo: number) {
    await this.locks.run('audit', async () => {
      const listed = await this.col.findOne({ _id: LISTED });
      const from = listed?.n ?? Math.max(0, upTo - FIRST_LISTER_BACK);
      const to = Math.max(from, upTo);
      if (!listed) await this.col.replaceOne({ _id: LISTED }, { n: from }, { upsert: true });
      for (let start = from; start < to; start += LIST_BATCH) {
        const end = Math.min(to, start + LIST_BATCH);
        const entries = await this.log.at(
          ALL,
          Array.from({ length: end - start }, (_, i) => start + i),
        );
        const lists = new Map<string, Array<{ n: number }>>();
        for (const e of entries) {
          const n = Number(e._id.slice(ALL.length + 1));
          for (const key of listsOf(e as unknown as AuditEntry)) (lists.get(key) ?? lists.set(key, []).get(key)!).push({ n });
        }
        await Promise.all([...lists].map(([key, refs]) => this.log.appendAfterLast(key, refs)));
        await this.col.replaceOne({ _id: LISTED }, { n: end }, { upsert: true });
      }
      this.listedTo = Math.max(this.listedTo, to);
    });
  }

  /** One page, newest first, and how many entries pass the filter. */
  async page({ resource, documentId }: AuditFilter, page: number, limit: number): Promise<{ entries: AuditEntry[]; total: number }> {
    const skip = (page - 1) * limit;
    // The lists are read: any entry left unlisted (its instance died, or another instance is listing it) goes in first.
    if (resource || documentId) await this.listUpTo(await this.log.length(ALL));
    if (documentId && resource) {
      // One document's entries are few: all of them are read, and the resource narrows them.
      const all = (await this.entries((await this.log.list(byDocument(documentId))).map((r) => r.n as number).reverse())).filter(
        (e) => e.resource === resource,
      );
      return { entries: all.slice(skip, skip + limit), total: all.length };
    }
    const key = documentId ? byDocument(documentId) : resource ? byResource(resource) : ALL;
    const total = await this.log.length(key);
    const numbers = Array.from({ length: Math.max(0, Math.min(limit, total - skip)) }, (_, i) => total - 1 - skip - i);
    const ns = key === ALL ? numbers : (await this.log.at(key, numbers)).map((r) => r.n as number);
    return { entries: await this.entries(ns), total };
  }

  /** Whether one of the document's newest entries records the change `event` (a replay after a crash finds its own). */
  async madeBy(documentId: string, event: string): Promise<boolean> {
    const { entries } = await this.page({ documentId }, 1, REPLAY_LOOKBACK);
    return entries.some((e) => e.event === event);
  }

  private async entries(numbers: number[]): Promise<AuditEntry[]> {
    return (await this.log.at(ALL, numbers)).map(({ _id, ...entry }) => entry as unknown as AuditEntry);
  }

  /**
   * The log once held one document per entry under an ObjectId, listed by a sort of the whole collection. Those are
   * numbered after the entries already numbered, oldest first, 500 at a time, each batch removed once its copies are in
   * (db:rebuild); a second run finds none. While a batch is under way, `renumbering` { n } says its copies are numbered
   * from n on: a run cut short before all its originals were removed left it, and the next run only removes those
   * originals that have a copy there. Returns how many.
   */
  async renumberOld(): Promise<number> {
    const col = this.all;
    let batch: Document[] = [];
    let moved = 0;
    // The lists of what is numbered already are up to date (and `listed` is there) before the old entries join them.
    await this.listPass(await this.log.length(ALL));
    let from = (await this.col.findOne({ _id: RENUMBERING }))?.n;
    const copied = new Map<string, number>();
    if (from !== undefined) for (const c of await this.contentsFrom(from)) copied.set(c, (copied.get(c) ?? 0) + 1);
    const flush = async () => {
      if (from === undefined) {
        from = await this.log.length(ALL);
        await this.col.replaceOne({ _id: RENUMBERING }, { n: from }, { upsert: true });
      }
      const fresh = batch.filter((e) => {
        const left = copied.get(contentOf(e)) ?? 0;
        if (left) copied.set(contentOf(e), left - 1);
        return !left;
      });
      if (fresh.length) await this.recordMany(fresh.map(({ _id, ...entry }) => entry as AuditEntry));
      await deleteByIds(
        col,
        batch.map(({ _id }) => _id),
      );
      await this.col.deleteOne({ _id: RENUMBERING });
      moved += batch.length;
      [batch, from] = [[], undefined];
      copied.clear();
    };
    for await (const old of col.find({ _id: { $type: 'objectId' } }).sort({ at: 1, _id: 1 })) {
      batch.push(old);
      if (batch.length === 500) await flush();
    }
    if (batch.length || from !== undefined) await flush();
    return moved;
  }

  /** The contents of the entries numbered from `n` to the end (a batch's copies, and any entry made since). */
  private async contentsFrom(n: number): Promise<string[]> {
    const length = await this.log.length(ALL);
    const found: string[] = [];
    for (let start = n; start < length; start += LIST_BATCH) {
      const numbers = Array.from({ length: Math.min(LIST_BATCH, length - start) }, (_, i) => start + i);
      found.push(...(await this.log.at(ALL, numbers)).map(contentOf));
    }
    return found;
  }
}
