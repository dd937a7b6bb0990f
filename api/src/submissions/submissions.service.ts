// The visitor submissions as the back office reads them (inbox, dashboard, privacy, retention): each type's resource
// service for its documents, and the derived documents for what would otherwise read every one of them.
import { Inject, Injectable } from '@nestjs/common';
import { SUBMISSION_KEYS, type SubmissionKey } from '@site/contracts';
import type { PageRequest } from '../common/resource/list-query.js';
import type { Doc, ResourceService } from '../common/resource/resource.service.js';
import { docsById } from './submission-hooks.js';
import { type RowFilter, SubmissionIndex, type Totals } from './submission-index.js';

/** Submissions read at once by an export. */
const EXPORT_BATCH = 50;

/** The resource service of each submission type. */
export const SUBMISSION_SERVICES = Symbol('SUBMISSION_SERVICES');
export type SubmissionServices = Record<SubmissionKey, ResourceService>;

@Injectable()
export class SubmissionsService {
  constructor(
    @Inject(SUBMISSION_SERVICES) readonly services: SubmissionServices,
    readonly index: SubmissionIndex,
  ) {}

  /** One submission; 400 for a malformed id, 404 for an unknown one. */
  findOne(key: SubmissionKey, id: string): Promise<Doc> {
    return this.services[key].findOne(id);
  }

  /** A page, newest first, of the types asked for, with each row's document; with `q`, see SubmissionIndex.lookup. */
  async page(types: readonly SubmissionKey[], q: string | undefined, filter: RowFilter, page: number, limit: number): Promise<{ items: Array<{ key: SubmissionKey; doc: Doc }>; total: number } | null> {
    const found = await this.index.lookup(types, q, filter, page, limit);
    return found && { items: await this.withDocs(found.rows as Array<{ id: string; type: SubmissionKey }>), total: found.total };
  }

  /** Every submission of these types with this e-mail address, newest first (from its term: bounded by the matches). */
  async withEmail(types: readonly SubmissionKey[], email: string): Promise<Array<{ key: SubmissionKey; doc: Doc }>> {
    const { rows } = await this.index.search(types, [`e:${email.trim().toLowerCase()}`], {}, 1, Number.MAX_SAFE_INTEGER);
    return this.withDocs(rows as Array<{ id: string; type: SubmissionKey }>);
  }

  /**
   * Every submission of a type that passes a table's search and filters, newest first, a few at a time (an export):
   * from the day documents, or the terms; a text no term holds is looked for in the collection itself.
   */
  async *each(key: SubmissionKey, req: PageRequest): AsyncGenerator<Doc> {
    const { q, status, from, to } = req.query;
    const model = this.services[key].model;
    const found = q ? await this.index.lookup([key], q, { status, from, to }, 1, Number.MAX_SAFE_INTEGER) : null;
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
    const docs = await Promise.all(rows.map(async (r) => ({ key: r.type, doc: (await docsById(this.services[r.type].model, [r.id]))[0] })));
    return docs.filter((d): d is { key: SubmissionKey; doc: Doc } => d.doc !== undefined);
  }

  /** Counts of every type (by status, assignee and month). */
  async totals(): Promise<Record<SubmissionKey, Totals>> {
    const all = await Promise.all(SUBMISSION_KEYS.map((key) => this.index.totals(key)));
    return Object.fromEntries(SUBMISSION_KEYS.map((key, i) => [key, all[i]])) as Record<SubmissionKey, Totals>;
  }
}
