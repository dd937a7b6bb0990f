import { isDeepStrictEqual } from 'node:util';
import { Inject, Injectable, Logger, NotFoundException, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Collection } from 'mongodb';
import { type ContentKey, filesOf, HISTORY_LIMITS, type HistoryList, type HistoryVersion, type DeletedItem, titleOf } from '@site/contracts';
import type { TokenPayload } from '../../common/auth/requests.js';
import { InjectCollection } from '../../common/collections.js';
import { FILE_STORE, type FileStore } from '../../common/files/file-store.js';
import { variantPaths } from '../../common/files/image-variants.js';
import type { Doc } from '../../common/resource/resource-hooks.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often each instance forgets the deleted items past their keep time (listing them does it too). */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

type Who = { id: string; name: string } | null;
interface Entry {
  n: number;
  kind: 'edit' | 'delete';
  savedAt: Date | null;
  savedBy: Who;
  replacedAt: Date;
  replacedBy: Who;
  files: string[];
}
/** One per item, `_id` `<resource>:<itemId>`: its versions (newest last, without their fields) and who saved it last. */
interface ItemDoc {
  _id: string;
  next: number;
  versions: Entry[];
  savedAt?: Date | null;
  savedBy?: Who;
  deletedAt?: Date | null;
}
/** One per version, `_id` `<resource>:<itemId>:<n>`. */
interface VersionDoc {
  _id: string;
  fields: Doc;
}
/** Deleted items by the day (UTC) of their deletion, `_id` `YYYY-MM-DD`; `_id` 'days' lists the days that have some. */
interface DayDoc {
  _id: string;
  items?: Array<{ resource: string; id: string; title: string; at: Date; by: Who; n: number }>;
  days?: string[];
}

/** Who saved the demo content (api/src/seed), as its versions name it. */
export const SEED_AUTHOR = { id: 'seed', name: 'the demo content (seed)' } as const;

const itemKey = (resource: string, id: unknown) => `${resource}:${String(id)}`;
const versionKey = (resource: string, id: unknown, n: number) => `${itemKey(resource, id)}:${n}`;
const whoOf = (actor?: TokenPayload): Who => (actor ? { id: String(actor.sub), name: String(actor.name ?? '') } : null);
const dateOf = (v: unknown): Date | null => (v instanceof Date ? v : typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v) : null);
const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
/** An item without what no reader sees: when it was saved, and the English each translation was made from. */
function whatReadersSee({ updatedAt: _at, translations, ...fields }: Doc): Doc {
  const values = Object.entries((translations ?? {}) as Record<string, { values?: unknown }>).map(([language, t]) => [language, t?.values]);
  return { ...fields, translations: Object.fromEntries(values) };
}

/**
 * Keeps the versions of site content (docs/behaviour.md §24). Everything is read and written by `_id` (the only lookup
 * the embedded database does through an index): an item's versions through its one item document, a version by its
 * number, the recent deletions through at most one document per day of the keep time.
 */
/** The history's collections (the content room's own): each item's versions list, the versions, the deletions by day. */
export const CONTENT_HISTORY = { items: 'contenthistoryitems', versions: 'contenthistoryversions', days: 'contenthistorydeleted' } as const;

@Injectable()
export class ContentHistory implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('ContentHistory');
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectCollection(CONTENT_HISTORY.items) private readonly items: Collection<ItemDoc>,
    @InjectCollection(CONTENT_HISTORY.versions) private readonly versions: Collection<VersionDoc>,
    @InjectCollection(CONTENT_HISTORY.days) private readonly days: Collection<DayDoc>,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  onModuleInit() {
    this.timer = setInterval(() => void this.prune().catch((err: Error) => this.logger.error(`Prune failed: ${err.message}`)), PRUNE_EVERY_MS);
    this.timer.unref();
  }
  onModuleDestroy() {
    clearInterval(this.timer);
  }

  /** A new item: who saved it, for its first version's "who". */
  async created(resource: ContentKey, doc: Doc, actor?: TokenPayload) {
    await this.firstSaved(resource, doc, whoOf(actor));
  }

  /** An item of the demo content: the seed is its author. */
  async seeded(resource: ContentKey, doc: Doc) {
    await this.firstSaved(resource, doc, SEED_AUTHOR);
  }

  private async firstSaved(resource: ContentKey, doc: Doc, savedBy: Who) {
    await this.items.updateOne(
      { _id: itemKey(resource, doc._id) },
      { $set: { savedAt: dateOf(doc.updatedAt), savedBy, deletedAt: null }, $setOnInsert: { next: 0, versions: [] } },
      { upsert: true },
    );
  }

  /**
   * An item was saved: the item as it was becomes a version. A save of its translations alone leaves its English
   * `updatedAt` as it was (docs/i18n.md): it was saved now.
   */
  async updated(resource: ContentKey, before: Doc, after: Doc, actor?: TokenPayload) {
    // Confirming a translation whose English source changed records only the source it now follows: a version kept
    // for it would read exactly as the current item (the audit log has the confirmation).
    if (isDeepStrictEqual(whatReadersSee(before), whatReadersSee(after))) return;
    const savedAt = dateOf(after.updatedAt)?.getTime() === dateOf(before.updatedAt)?.getTime() ? new Date() : dateOf(after.updatedAt);
    await this.keep(resource, before, 'edit', actor, { savedAt, savedBy: whoOf(actor) });
    await this.trim(resource, after);
  }

  /** An item was deleted: its last state is a version, and it is listed among the recent deletions. */
  async removed(resource: ContentKey, doc: Doc, actor?: TokenPayload) {
    const now = new Date();
    const n = await this.keep(resource, doc, 'delete', actor, { deletedAt: now });
    const day = dayOf(now);
    await this.days.updateOne(
      { _id: day },
      { $push: { items: { resource, id: String(doc._id), title: titleOf(resource, doc), at: now, by: whoOf(actor), n } } },
      { upsert: true },
    );
    await this.days.updateOne({ _id: 'days' }, { $addToSet: { days: day } }, { upsert: true });
    await this.trim(resource, null, String(doc._id));
  }

  async list(resource: ContentKey, id: string): Promise<HistoryList> {
    const item = await this.items.findOne({ _id: itemKey(resource, id) });
    return {
      resource,
      id,
      deletedAt: iso(item?.deletedAt),
      current: item && !item.deletedAt ? { savedAt: iso(item.savedAt), savedBy: item.savedBy ?? null } : null,
      versions: (item?.versions ?? []).slice().reverse().map(present),
    };
  }

  async version(resource: ContentKey, id: string, n: number): Promise<{ version: HistoryVersion; fields: Doc }> {
    const [item, version] = await Promise.all([
      this.items.findOne({ _id: itemKey(resource, id) }),
      this.versions.findOne({ _id: versionKey(resource, id, n) }),
    ]);
    const entry = item?.versions.find((v) => v.n === n);
    if (!entry || !version) throw new NotFoundException('No such version');
    return { version: present(entry), fields: version.fields };
  }

  /** Whether the item is deleted (so a restore creates it again rather than editing it). */
  async isDeleted(resource: ContentKey, id: string) {
    return Boolean((await this.items.findOne({ _id: itemKey(resource, id) }))?.deletedAt);
  }

  /** A deleted item is back: it leaves the recent deletions. */
  async undeleted(resource: ContentKey, id: string, deletedAt: Date) {
    const day = dayOf(deletedAt);
    const bucket = await this.days.findOne({ _id: day });
    if (bucket?.items) await this.days.updateOne({ _id: day }, { $set: { items: bucket.items.filter((i) => !(i.resource === resource && i.id === id)) } });
  }

  async deletedAt(resource: ContentKey, id: string): Promise<Date | null> {
    return (await this.items.findOne({ _id: itemKey(resource, id) }))?.deletedAt ?? null;
  }

  /** The items deleted within the keep time, newest first: at most one read per day of it (after forgetting older ones). */
  async deleted(now = new Date()): Promise<DeletedItem[]> {
    await this.prune(now);
    const days = (await this.days.findOne({ _id: 'days' }))?.days ?? [];
    const buckets = await Promise.all(days.map((d) => this.days.findOne({ _id: d })));
    return buckets
      .flatMap((b) => b?.items ?? [])
      .sort((a, b) => +b.at - +a.at)
      .map((i) => ({ resource: i.resource, id: i.id, title: i.title, deletedAt: new Date(i.at).toISOString(), deletedBy: i.by, n: i.n }));
  }

  /** Forgets the items deleted longer ago than the keep time: their versions and the images only those referred to. */
  async prune(now = new Date()) {
    const cutoff = +now - HISTORY_LIMITS.deletedKeepDays * DAY_MS;
    const days = (await this.days.findOne({ _id: 'days' }))?.days ?? [];
    for (const day of days) {
      const bucket = await this.days.findOne({ _id: day });
      const items = bucket?.items ?? [];
      const expired = items.filter((i) => +new Date(i.at) < cutoff);
      for (const i of expired) await this.forget(i.resource, i.id);
      const left = items.filter((i) => !expired.includes(i));
      if (left.length) {
        if (expired.length) await this.days.updateOne({ _id: day }, { $set: { items: left } });
      } else {
        await this.days.deleteOne({ _id: day });
        await this.days.updateOne({ _id: 'days' }, { $pull: { days: day } });
      }
    }
  }

  /** An item deleted for good: all its versions and their images (unless it was restored meanwhile). */
  private async forget(resource: string, id: string) {
    const item = await this.items.findOne({ _id: itemKey(resource, id) });
    if (!item?.deletedAt) return;
    for (const v of item.versions) await this.versions.deleteOne({ _id: versionKey(resource, id, v.n) });
    await this.removeFiles(item.versions.flatMap((v) => v.files));
    await this.items.deleteOne({ _id: item._id });
  }

  /** Stores `doc` as the item's next version; `set`: what the item document records besides. */
  private async keep(resource: ContentKey, doc: Doc, kind: Entry['kind'], actor: TokenPayload | undefined, set: Partial<ItemDoc>): Promise<number> {
    const _id = itemKey(resource, doc._id);
    const item = await this.items.findOneAndUpdate({ _id }, { $inc: { next: 1 }, $setOnInsert: { versions: [] } }, { upsert: true, returnDocument: 'after' });
    const n = item!.next;
    await this.versions.insertOne({ _id: versionKey(resource, doc._id, n), fields: doc });
    // When the version was saved: as the item recorded it (a save of translations alone left `updatedAt`).
    const entry: Entry = {
      n,
      kind,
      savedAt: item!.savedAt ?? dateOf(doc.updatedAt),
      savedBy: item!.savedBy ?? null,
      replacedAt: new Date(),
      replacedBy: whoOf(actor),
      files: filePaths(resource, doc),
    };
    await this.items.updateOne({ _id }, { $push: { versions: entry }, $set: set });
    return n;
  }

  /** Keeps the newest versions of an item only; an image goes when neither a kept version nor the item refers to it. */
  private async trim(resource: ContentKey, current: Doc | null, id = String(current?._id)) {
    const item = await this.items.findOne({ _id: itemKey(resource, id) });
    if (!item || item.versions.length <= HISTORY_LIMITS.versionsPerItem) return;
    const cut = item.versions.length - HISTORY_LIMITS.versionsPerItem;
    const old = item.versions.slice(0, cut);
    const kept = new Set([...item.versions.slice(cut).flatMap((v) => v.files), ...(current ? filePaths(resource, current) : [])]);
    await this.items.updateOne({ _id: item._id }, { $pull: { versions: { n: { $in: old.map((v) => v.n) } } } });
    for (const v of old) await this.versions.deleteOne({ _id: versionKey(resource, id, v.n) });
    await this.removeFiles(old.flatMap((v) => v.files).filter((f) => !kept.has(f)));
  }

  private async removeFiles(paths: string[]) {
    const unique = [...new Set(paths)];
    await Promise.all([...unique, ...unique.flatMap(variantPaths)].map((p) => this.files.remove(p)));
  }
}

const present = (e: Entry): HistoryVersion => ({
  n: e.n,
  kind: e.kind,
  savedAt: iso(e.savedAt),
  savedBy: e.savedBy ?? null,
  replacedAt: iso(e.replacedAt)!,
  replacedBy: e.replacedBy ?? null,
});

/** The stored files an item refers to. */
const filePaths = (resource: ContentKey, doc: Doc) =>
  filesOf(resource).flatMap((f) => {
    const v = doc[f.field];
    return (Array.isArray(v) ? v : [v]).filter((p): p is string => typeof p === 'string');
  });
