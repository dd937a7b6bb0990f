// The visitor submissions as the back office reads them (inbox, dashboard, privacy, retention): each type's resource
// service for its documents, and the derived documents for what would otherwise read every one of them.
import { Injectable } from '@nestjs/common';
import { type DeletedCounts, noDeletions, SUBMISSION_KEYS, type SubmissionKey } from '@site/contracts';
import type { PageRequest } from '../common/resource/list-query.js';
import { ResourceRegistry } from '../common/resource/resource-registry.js';
import type { Doc, ResourceService } from '../common/resource/resource.service.js';
import { MailOutbox } from '../mail/index.js';
import type { TokenPayload } from '../common/auth/requests.js';
import type { SubmissionChangeContext } from './events.js';
import { docsById } from './submission-hooks.js';
import { SubmissionKinds } from './submission-kind.js';
import { itemOf } from './summary.js';
import { SubmissionHistory } from './submission-history.js';
import { type RowFilter, SubmissionIndex, type Totals } from './submission-index.js';
import { filterTerms } from './submission-terms.js';

/** Submissions read at once by an export. */
const EXPORT_BATCH = 50;
/** Submissions deleted at once by an erase or retention: each batch a bounded piece of work, and the site answers between them. */
const DELETE_BATCH = 200;

@Injectable()
export class SubmissionsService {
  constructor(
    private readonly resources: ResourceRegistry,
    readonly index: SubmissionIndex,
    private readonly history: SubmissionHistory,
    private readonly mail: MailOutbox,
    readonly kinds: SubmissionKinds,
  ) {}

  /** One submission's row in the inbox and the dashboard. */
  itemOf(key: SubmissionKey, doc: Doc) {
    return itemOf(this.kinds.of(key), doc);
  }

  /**
   * Sets an admin's change of a submission (its status, assignee) through its resource, which hands a status its
   * room moves by its own method (an application's stage) to that method.
   */
  change(
    key: SubmissionKey,
    doc: Doc,
    set: { status?: string; assignee?: string | null },
    actor: TokenPayload,
    context: SubmissionChangeContext,
  ): Promise<Doc> {
    return this.service(key).requestChange(doc, set, actor, context);
  }

  /** The resource service of a submission type (each type's module adds it when the app starts). */
  service(key: SubmissionKey): ResourceService {
    return this.resources.get(key);
  }

  /** One submission; 400 for a malformed id, 404 for an unknown one. */
  findOne(key: SubmissionKey, id: string): Promise<Doc> {
    return this.service(key).findOne(id);
  }

  /** A page, newest first, of the types asked for, with each row's document; with `q`, see SubmissionIndex.lookup. */
  async page(
    types: readonly SubmissionKey[],
    q: string | undefined,
    filter: RowFilter,
    page: number,
    limit: number,
  ): Promise<{ items: Array<{ key: SubmissionKey; doc: Doc }>; total: number } | null> {
    const found = await this.index.lookup(types, q, filter, page, limit);
    return found && { items: await this.withDocs(found.rows as Array<{ id: string; type: SubmissionKey }>), total: found.total };
  }

  /** Every submission of these types with this e-mail address, newest first (from its term: bounded by the matches). */
  withEmail(types: readonly SubmissionKey[], email: string): Promise<Array<{ key: SubmissionKey; doc: Doc }>> {
    return this.holding(types, `e:${email.trim().toLowerCase()}`);
  }

  /** The newest `limit` submissions of these types holding `term` (submission-terms.ts), from the term's documents. */
  async holding(types: readonly SubmissionKey[], term: string, limit = Number.MAX_SAFE_INTEGER): Promise<Array<{ key: SubmissionKey; doc: Doc }>> {
    const { rows } = await this.index.search(types, [term], {}, 1, limit);
    return this.withDocs(rows as Array<{ id: string; type: SubmissionKey }>);
  }

  /**
   * Every submission of a type that passes a table's search and filters, newest first, a few at a time (an export):
   * from the day documents, or the terms; a text no term holds is looked for in the collection itself.
   */
  async *each(key: SubmissionKey, req: PageRequest): AsyncGenerator<Doc> {
    const { q, status, from, to } = req.query;
    const model = this.service(key).model;
    const terms = filterTerms(req.query);
    const found = q || terms.length ? await this.index.lookup([key], q, { status, from, to, terms }, 1, Number.MAX_SAFE_INTEGER) : null;
    if (q && !found) {
      yield* model.find(req.filter).sort(req.sort).lean<Doc>().cursor();
      return;
    }
    const rows = found ? found.rows : this.index.rowsNewestFirst(key, { status, from, to });
    const ids: string[] = [];
    for await (const row of rows) {
      ids.push(row.id);
      if (ids.length === EXPORT_BATCH) yield* await docsById(model, ids.splice(0));
    }
    yield* await docsById(model, ids);
  }

  /** The documents of rows, in the rows' order (one deleted meanwhile is left out). */
  async withDocs(rows: Array<{ id: string; type: SubmissionKey }>): Promise<Array<{ key: SubmissionKey; doc: Doc }>> {
    const docs = await Promise.all(rows.map(async (r) => ({ key: r.type, doc: (await docsById(this.service(r.type).model, [r.id]))[0] })));
    return docs.filter((d): d is { key: SubmissionKey; doc: Doc } => d.doc !== undefined);
  }

  /** Counts of every type (by status, assignee and month). */
  async totals(): Promise<Record<SubmissionKey, Totals>> {
    const all = await Promise.all(SUBMISSION_KEYS.map((key) => this.index.totals(key)));
    return Object.fromEntries(SUBMISSION_KEYS.map((key, i) => [key, all[i]])) as Record<SubmissionKey, Totals>;
  }

  /** One submission as privacy reads it: the document, its history and its e-mails (a person's own page exports it). */
  async recordOf(key: SubmissionKey, id: string) {
    const doc = await this.findOne(key, id);
    const [history, mails] = await Promise.all([this.history.of(id), this.mail.mailsOf([id])]);
    return { submission: { ...doc, _id: id }, history, mails };
  }

  /**
   * The one deletion of erase, retention and a candidate's own erase: the submissions of each type's ids, in batches,
   * with their files and (the resource's delete hooks) all that belongs to them. Answers what went, e-mails counted.
   */
  async removeEach(
    idsOf: (key: SubmissionKey) => Promise<string[]>,
    afterBatch?: (removedSoFar: DeletedCounts) => Promise<void>,
  ): Promise<{ removed: DeletedCounts; mails: number }> {
    const removed = noDeletions();
    let mails = 0;
    for (const key of SUBMISSION_KEYS) {
      const ids = await idsOf(key);
      for (let i = 0; i < ids.length; i += DELETE_BATCH) {
        const batch = ids.slice(i, i + DELETE_BATCH);
        // Counted here; the delete hooks find none left.
        mails += await this.mail.removeOf(batch);
        const gone = await this.service(key).removeIds(batch);
        removed[key] += gone.ids.length;
        removed.files += gone.files;
        await afterBatch?.(removed);
      }
    }
    return { removed, mails };
  }
}
