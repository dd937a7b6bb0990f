import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { Model } from 'mongoose';
import { parseOrThrow } from '../http/parse.js';
import { detectExtension } from '../files/file-kinds.js';
import type { TokenPayload } from '../auth/requests.js';
import type { FileStore } from '../files/file-store.js';
import { saveImage, variantPaths } from '../files/image-variants.js';
import type { UploadedFileMap } from '../files/upload.interceptor.js';
import {
  applyTranslationsEdit,
  DEFAULT_LANGUAGE,
  type FileKind,
  type Language,
  listFieldsOf,
  OBJECT_ID,
  RESUME_MESSAGES,
  type Translations,
  type TranslationsEdit,
} from '@site/contracts';
import { compareBySort, mentions, type PageRequest } from './list-query.js';
import { localizedDoc } from './localized-doc.js';
import type { ResourceDefinition } from './resource-definition.js';
import type { Doc, ResourceHooks, WriteContext } from './resource-hooks.js';

export type { Doc };

/** Who a read answers: the back office, or anyone (docs/behaviour.md §20: visitors never see a knockout answer). */
export type Audience = 'public' | 'office';

const TYPE_MESSAGES = {
  image: 'Only JPEG, PNG, WebP or GIF images are allowed',
  resume: RESUME_MESSAGES.type,
} as const;

/** The one CRUD implementation behind every resource: validate, store files, persist, clean up replaced files. */
export class ResourceService {
  constructor(
    readonly model: Model<Doc>,
    private readonly files: FileStore,
    readonly def: ResourceDefinition,
    private readonly hooks: ResourceHooks = {},
  ) {}

  list(): Promise<Doc[]> {
    return this.model
      .find()
      .sort({ createdAt: this.def.rules.newestFirst ? -1 : 1 })
      .lean<Doc[]>()
      .exec();
  }

  /**
   * The unpaged list as the public reads it in `language` (for jobs, only the open ones), and until when it holds by
   * itself. What the list keeps is decided on the values its readers see.
   */
  async shownList(language: Language = DEFAULT_LANGUAGE): Promise<{ items: Doc[]; until?: number }> {
    return (await this.shownLists([language]))[0]!;
  }

  /** The unpaged public list in each of `languages`, from one read. */
  async shownLists(languages: readonly Language[]): Promise<Array<{ items: Doc[]; until?: number }>> {
    const stored = await this.list();
    return languages.map((language) => {
      const docs = this.shown(stored, 'public', language);
      if (!this.hooks.shown) return { items: docs };
      const { docs: items, until } = this.hooks.shown(docs);
      return { items, until };
    });
  }

  /** One item as the public reads it in `language`. */
  async shownOne(id: string, language: Language = DEFAULT_LANGUAGE): Promise<Doc> {
    return this.shown([await this.findOne(id)], 'public', language)[0]!;
  }

  /** One item as the office reads it (translations and what the public view leaves out included). */
  async officeOne(id: string): Promise<Doc> {
    return this.shown([await this.findOne(id)], 'office')[0]!;
  }

  /** Whether the office reads more of a document than the public (a job's knockout answers, content's translations). */
  get hasOfficeView(): boolean {
    return Boolean(this.hooks.publicView || this.def.translatable);
  }

  /**
   * Stored documents as `audience` reads them: every read route's answer is made here, so none can leave out the
   * public view (docs/behaviour.md §20). The office gets them as the API presents them, translations included; the
   * public, in `language` (docs/i18n.md), what `publicView` leaves of that. The language comes first, so a
   * translation is seen through the public view too.
   */
  private shown(docs: Doc[], audience: Audience, language: Language = DEFAULT_LANGUAGE): Doc[] {
    const { present, publicView } = this.hooks;
    const translated = this.def.translatable?.fields;
    return docs.map((doc) => {
      const presented = present ? present(doc) : doc;
      if (audience === 'office') return presented;
      const read = translated ? localizedDoc(presented, translated, language) : presented;
      return publicView ? publicView(read) : read;
    });
  }

  /**
   * One page of the list and the count of all that match (docs/behaviour.md §7.5), as `audience` reads it, the
   * public in `language`.
   */
  async page(req: PageRequest, audience: Audience, language: Language = DEFAULT_LANGUAGE): Promise<{ items: Doc[]; total: number }> {
    const served = await this.hooks.page?.(req);
    if (served) return { items: this.shown(served.items, audience, language), total: served.total };
    if (audience === 'public' && language !== DEFAULT_LANGUAGE && this.def.translatable) return this.pageIn(req, language);
    const { filter, sort, page, limit } = req;
    const [items, total] = await Promise.all([
      this.model
        .find(filter)
        .sort(sort)
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<Doc[]>()
        .exec(),
      this.model.countDocuments(filter).exec(),
    ]);
    return { items: this.shown(items, audience), total };
  }

  /**
   * A page in Hindi or Marathi: searched and sorted by the values its readers see (docs/i18n.md). Site content is
   * small, so the documents the other filters keep are read, put in the language, and paged here.
   */
  private async pageIn(req: PageRequest, language: Language): Promise<{ items: Doc[]; total: number }> {
    const docs = await this.model.find(req.filterBesidesText).lean<Doc[]>().exec();
    const text = req.query.q?.trim() ? listFieldsOf(this.def.key).text : null;
    const read = this.shown(docs, 'public', language).filter((doc) => !text || mentions(doc, req.query.q!, text));
    read.sort(compareBySort(req.sort));
    return { items: read.slice((req.page - 1) * req.limit, req.page * req.limit), total: read.length };
  }

  async findOne(id: string): Promise<Doc> {
    const doc = await this.model.findById(this.checkId(id)).lean<Doc>().exec();
    if (!doc) throw new NotFoundException(this.def.invalidId);
    return doc;
  }

  /** Some fields of one item, or null when no item has that id (a malformed id included). */
  peek(id: string, fields: readonly string[]): Promise<Doc | null> {
    if (!OBJECT_ID.test(id)) return Promise.resolve(null);
    return this.model.findById(id).select(fields.join(' ')).lean<Doc>().exec();
  }

  /** `_id`: the id chosen beforehand (a submission's, already answered to a repeat of it); else a new one. */
  async create(body: unknown, uploads: UploadedFileMap = {}, _id?: unknown, actor?: TokenPayload): Promise<Doc> {
    const accepted = parseOrThrow(this.def.input, body) as Record<string, unknown>;
    return this.createChecked(accepted, uploads, { _id, actor, translations: this.translationsEdit(body, accepted) });
  }

  /**
   * Stores a new item its caller checked against its own contract (a phone application), through the same hooks and
   * files as `create`; `filesRequired: false`: the files the declaration requires on add may be left out.
   */
  async createChecked(
    accepted: Record<string, unknown>,
    uploads: UploadedFileMap,
    { _id, actor, translations, filesRequired = true }: { _id?: unknown; actor?: TokenPayload; translations?: TranslationsEdit; filesRequired?: boolean },
  ): Promise<Doc> {
    const data = this.hooks.prepare ? await this.hooks.prepare(accepted) : accepted;
    const stored = await this.storeFiles(uploads, filesRequired ? 'add' : 'edit');
    try {
      await this.hooks.changing?.();
      let created = (await this.model.create({ ...data, ...this.def.createDefaults, ...stored, ...(_id ? { _id } : {}) })).toObject() as Doc;
      if (translations) created = await this.translate(created, translations);
      await this.hooks.created?.(created, actor);
      return created;
    } catch (err) {
      await this.removeFiles(stored);
      throw err;
    }
  }

  /** `actor`: the admin making the change, for the resources that keep a history. */
  async update(id: string, body: unknown, uploads: UploadedFileMap = {}, actor?: TokenPayload): Promise<Doc> {
    const existing = await this.findOne(id);
    const { moved, data } = this.movesOf(definedOnly(parseOrThrow(this.def.editInput, body)));
    const translations = this.translationsEdit(body, { ...this.presented(existing), ...data });
    const stored = await this.storeFiles(uploads, 'edit');
    const set = { ...data, ...stored };
    // The moves first, as the inbox makes them: the history reads the stage line before the fields edited with it.
    let doc = existing;
    try {
      for (const [field, to] of moved) if (JSON.stringify(doc[field]) !== JSON.stringify(to)) doc = await this.hooks.moves![field]!(doc, to, actor, {}, {});
    } catch (err) {
      await this.removeFiles(stored);
      throw err;
    }
    const more = Object.keys(set).length > 0 || translations !== undefined || !moved.length;
    return more ? this.write(doc, set, actor, async () => this.removeFiles(stored), {}, translations) : doc;
  }

  /** An edit's fields less those a room's own method moves (`moves`), which come apart with their new values. */
  private movesOf(edit: Record<string, unknown>): { moved: Array<[string, unknown]>; data: Record<string, unknown> } {
    const moves = this.hooks.moves ?? {};
    const moved = Object.entries(edit).filter(([field]) => Object.hasOwn(moves, field));
    return { moved, data: Object.fromEntries(Object.entries(edit).filter(([field]) => !Object.hasOwn(moves, field))) };
  }

  private presented(doc: Doc): Doc {
    return this.hooks.present ? this.hooks.present(doc) : doc;
  }

  /**
   * The translations an add or edit sends (docs/i18n.md), checked against the item's English after the save
   * (`english`); undefined when it sends none, which leaves the stored ones as they are.
   */
  private translationsEdit(body: unknown, english: Record<string, unknown>): TranslationsEdit | undefined {
    const sent = (body as { translations?: unknown } | null | undefined)?.translations;
    if (!this.def.translatable || sent === undefined) return undefined;
    return parseOrThrow(this.def.translatable.input(english), sent);
  }

  /**
   * Stores an edit's translations of a document just saved: a value set now is translated from the English as
   * stored (an FAQ with the id the database gave it), so it reads as current until that English changes. The
   * English's `updatedAt` stays: an English reader's answer (and its ETag) changes only with the English.
   */
  private async translate(saved: Doc, edit: TranslationsEdit): Promise<Doc> {
    const fields = this.def.translatable!.fields;
    const translations = applyTranslationsEdit(saved.translations as Translations | undefined, this.presented(saved), edit, fields);
    const updated = await this.model
      .findByIdAndUpdate(saved._id, { $set: { translations } }, { returnDocument: 'after', timestamps: false })
      .lean<Doc>()
      .exec();
    if (!updated) throw new NotFoundException(this.def.invalidId);
    return updated;
  }

  /**
   * Sets fields its caller has already checked (a status from the inbox, a candidate's withdrawal) through the same
   * write and hooks as an edit, with `context` for the hooks (e.g. whether to e-mail the person).
   */
  async change(existing: Doc, set: Record<string, unknown>, actor: TokenPayload, context: WriteContext = {}): Promise<Doc> {
    return this.write(existing, set, actor, async () => undefined, context);
  }

  /**
   * A change asked for by an admin (the inbox's status and assignee): a field its room moves by its own method
   * (`moves`, an application's stage) goes through that method, with the other fields set in the same write.
   */
  async requestChange(existing: Doc, set: Record<string, unknown>, actor: TokenPayload, context: WriteContext = {}): Promise<Doc> {
    const { moved, data } = this.movesOf(set);
    if (moved.length > 1) throw new Error(`A change moves one field at a time, not ${moved.map(([f]) => f).join(' and ')}`);
    const [first] = moved;
    if (!first) return this.change(existing, set, actor, context);
    return this.hooks.moves![first[0]]!(existing, first[1], actor, context, data);
  }

  /**
   * Puts a kept version's fields back (docs/behaviour.md §24): through the same validation and hooks as an edit, its
   * stored files as they were; `recreate`: the item was deleted and comes back with its old id; `context` reaches the
   * hooks (which version it was, so the write is told as a restore).
   */
  async restore(id: string, version: Doc, actor: TokenPayload | undefined, recreate: boolean, context: WriteContext = {}): Promise<Doc> {
    const plain = JSON.parse(JSON.stringify(version)) as Record<string, unknown>;
    // Every language as it was kept (docs/i18n.md): the translations and the English they were translated from.
    const kept = {
      ...pick(
        version,
        this.def.files.map((f) => f.field),
      ),
      ...(this.def.translatable && { translations: version.translations ?? {} }),
    };
    if (!recreate)
      return this.write(await this.findOne(id), { ...definedOnly(parseOrThrow(this.def.editInput, plain)), ...kept }, actor, async () => undefined, context);
    // Checked as a new item, stored with what only an edit sets too (e.g. a job's status).
    parseOrThrow(this.def.input, plain);
    const data = definedOnly(parseOrThrow(this.def.editInput, plain));
    await this.hooks.changing?.();
    const created = (await this.model.create({ ...data, ...kept, _id: id })).toObject() as Doc;
    await this.hooks.created?.(created, actor, context);
    return created;
  }

  private async write(
    existing: Doc,
    set: Record<string, unknown>,
    actor: TokenPayload | undefined,
    undo: () => Promise<unknown>,
    context: WriteContext = {},
    translations?: TranslationsEdit,
  ): Promise<Doc> {
    await this.hooks.changing?.();
    const prepared = await this.hooks.updating?.(existing, set, actor, context);
    // An edit of translations alone leaves the English as it is, `updatedAt` included.
    const english = !translations || Object.keys(set).length > 0;
    const saved = english ? await this.model.findByIdAndUpdate(existing._id, { $set: set }, { returnDocument: 'after' }).lean<Doc>().exec() : existing;
    if (!saved) {
      await undo();
      throw new NotFoundException(this.def.invalidId);
    }
    const updated = translations ? await this.translate(saved, translations) : saved;
    await this.hooks.updated?.(existing, updated, actor, context, prepared);
    // Only now that the new files are saved do the replaced ones go (unless a kept version still refers to them).
    const replaced = this.def.files.map((f) => f.field).filter((f) => f in set && set[f] !== existing[f]);
    if (!this.hooks.keepsFiles) await this.removeFiles(pick(existing, replaced));
    return updated;
  }

  async remove(id: string, actor?: TokenPayload): Promise<Doc> {
    const doc = await this.findOne(id);
    await this.hooks.removing?.([doc]);
    await this.hooks.changing?.();
    await this.model.deleteOne({ _id: doc._id }).exec();
    await this.hooks.removed?.([doc], actor);
    if (!this.hooks.keepsFiles)
      await this.removeFiles(
        pick(
          doc,
          this.def.files.map((f) => f.field),
        ),
      );
    return doc;
  }

  /**
   * Deletes the documents of `ids` with their files, as `remove` does one (docs/behaviour.md §14: erase and
   * retention). Each is read and deleted by its own id: the one lookup the embedded database finds through an index.
   */
  async removeIds(ids: string[]): Promise<{ ids: string[]; files: number }> {
    const docs = (await Promise.all(ids.filter((id) => OBJECT_ID.test(id)).map((id) => this.model.findById(id).lean<Doc>().exec()))).filter(
      (d): d is Doc => d !== null,
    );
    if (!docs.length) return { ids: [], files: 0 };
    await this.hooks.removing?.(docs);
    await this.hooks.changing?.();
    for (const doc of docs) await this.model.deleteOne({ _id: doc._id }).exec();
    await this.hooks.removed?.(docs);
    let files = 0;
    for (const doc of docs)
      files += await this.removeFiles(
        pick(
          doc,
          this.def.files.map((f) => f.field),
        ),
      );
    return { ids: docs.map((d) => String(d._id)), files };
  }

  private checkId(id: string) {
    if (!OBJECT_ID.test(id)) throw new BadRequestException(this.def.invalidId);
    return id;
  }

  /** Checks every upload by content first, then saves them all; returns field -> path (or paths). */
  private async storeFiles(uploads: UploadedFileMap, mode: 'add' | 'edit'): Promise<Record<string, unknown>> {
    const checked: Array<{ field: string; many: boolean; keepName: boolean; items: Array<{ data: Buffer; ext: string; name: string; kind: FileKind }> }> = [];
    for (const f of this.def.files) {
      const files = uploads[f.field] ?? [];
      if (mode === 'add' && f.requiredOnAdd && files.length === 0) throw new BadRequestException(f.requiredOnAdd);
      if (files.length === 0) continue;
      const items = [];
      for (const file of files) {
        const ext = await detectExtension(f.kind, file.buffer);
        if (!ext) throw new BadRequestException(TYPE_MESSAGES[f.kind]);
        items.push({ data: file.buffer, ext, name: file.originalname, kind: f.kind });
      }
      // A resume keeps its sender's file name for the download.
      checked.push({ field: f.field, many: f.maxCount > 1, keepName: f.kind === 'resume', items });
    }
    const stored: Record<string, unknown> = {};
    const area = this.def.rules.files;
    for (const { field, many, keepName, items } of checked) {
      const paths = await Promise.all(
        items.map((i) => (i.kind === 'image' ? saveImage(this.files, area, i.data, i.ext) : this.files.save(area, i.data, i.ext))),
      );
      stored[field] = many ? paths : paths[0];
      if (keepName) stored[`${field}Name`] = safeFileName(items[0]!.name, items[0]!.ext);
    }
    return stored;
  }

  /** Removes the stored files (and their image copies); returns how many uploads they were, copies not counted. */
  private async removeFiles(fields: Record<string, unknown>): Promise<number> {
    const paths = Object.values(fields).flatMap((v) => (Array.isArray(v) ? v : [v]));
    const stored = paths.filter((p): p is string => typeof p === 'string');
    await Promise.all([...stored, ...stored.flatMap(variantPaths)].map((p) => this.files.remove(p)));
    return stored.length;
  }
}

const definedOnly = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
const pick = (o: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));

/** The uploader's name, reduced to safe characters, with the extension the content proved. */
function safeFileName(original: string, ext: string) {
  const base =
    original
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w.\- ]+/g, '')
      .trim()
      .slice(0, 80) || 'resume';
  return `${base}.${ext}`;
}
