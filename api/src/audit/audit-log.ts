// The audit log's storage (docs/operations.md): numbered entries, so a page is read by `_id` whatever the log holds.
//   `all#<n>`               the n-th entry, from 0 (newest first is from the last number down)
//   `r:<resource>#<m>`      { n }: the m-th entry about that resource (the screen's Resource filter)
//   `d:<documentId>#<k>`    { n }: the k-th entry about that document (its history)
// A log's length is found from the last one this instance saw (KeyedLog.length), so neither a page nor its total
// reads the whole log.
import type { Db, Document } from 'mongodb';
import { KeyedLog } from '../common/keyed-log.js';
import type { AuditEntry } from './audit-entry.js';

const AUDIT_LOG = 'auditlog';
const ALL = 'all';
const byResource = (resource: string) => `r:${resource}`;
const byDocument = (documentId: string) => `d:${documentId}`;

/** The lists an entry joins besides the whole log. */
const listsOf = (e: AuditEntry) => [byResource(e.resource), ...(e.documentId ? [byDocument(e.documentId)] : [])];
/** The entry less its undefined fields (the driver would store them as null). */
const defined = (e: AuditEntry): Document => Object.fromEntries(Object.entries(e).filter(([, v]) => v !== undefined));

export interface AuditFilter {
  resource?: string;
  documentId?: string;
}

export class AuditLog {
  private readonly log: KeyedLog<Document>;

  constructor(private readonly db: Db) {
    this.log = new KeyedLog(db.collection(AUDIT_LOG));
  }

  /** Adds an entry after the last, and its place in the resource's and the document's lists. */
  async record(entry: AuditEntry): Promise<void> {
    const n = await this.log.append(ALL, defined(entry));
    await Promise.all(listsOf(entry).map((key) => this.log.append(key, { n })));
  }

  /** Adds entries in order: one insert for the entries and one per list they join (unless another writer interleaves). */
  private async recordMany(entries: AuditEntry[]): Promise<void> {
    const numbers = await this.log.appendMany(ALL, entries.map(defined));
    const lists = new Map<string, Array<{ n: number }>>();
    entries.forEach((e, i) => {
      for (const key of listsOf(e)) (lists.get(key) ?? lists.set(key, []).get(key)!).push({ n: numbers[i]! });
    });
    await Promise.all([...lists].map(([key, refs]) => this.log.appendMany(key, refs)));
  }

  /** One page, newest first, and how many entries pass the filter. */
  async page({ resource, documentId }: AuditFilter, page: number, limit: number): Promise<{ entries: AuditEntry[]; total: number }> {
    const skip = (page - 1) * limit;
    if (documentId && resource) {
      // One document's entries are few: all of them are read, and the resource narrows them.
      const all = (await this.entries((await this.log.list(byDocument(documentId))).map((r) => r.n as number).reverse())).filter((e) => e.resource === resource);
      return { entries: all.slice(skip, skip + limit), total: all.length };
    }
    const key = documentId ? byDocument(documentId) : resource ? byResource(resource) : ALL;
    const total = await this.log.length(key);
    const numbers = Array.from({ length: Math.max(0, Math.min(limit, total - skip)) }, (_, i) => total - 1 - skip - i);
    const ns = key === ALL ? numbers : (await this.log.at(key, numbers)).map((r) => r.n as number);
    return { entries: await this.entries(ns), total };
  }

  private async entries(numbers: number[]): Promise<AuditEntry[]> {
    return (await this.log.at(ALL, numbers)).map(({ _id, ...entry }) => entry as unknown as AuditEntry);
  }

  /**
   * The log once held one document per entry under an ObjectId, listed by a sort of the whole collection. Those are
   * numbered after the entries already numbered, oldest first, 500 at a time, each batch removed once its copies are in
   * (db:rebuild); a second run finds none. A run cut short between a batch's copies and their removal copies that
   * batch twice. Returns how many.
   */
  async renumberOld(): Promise<number> {
    const col = this.db.collection(AUDIT_LOG);
    let batch: Document[] = [];
    let moved = 0;
    const flush = async () => {
      await this.recordMany(batch.map(({ _id, ...entry }) => entry as AuditEntry));
      await Promise.all(batch.map(({ _id }) => col.deleteOne({ _id })));
      moved += batch.length;
      batch = [];
    };
    for await (const old of col.find({ _id: { $type: 'objectId' } }).sort({ at: 1, _id: 1 })) {
      batch.push(old);
      if (batch.length === 500) await flush();
    }
    if (batch.length) await flush();
    return moved;
  }
}
