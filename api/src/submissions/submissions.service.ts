// The visitor submissions as the back office reads them (inbox, dashboard, privacy, retention): each type's resource
// service for its documents, and the derived documents for what would otherwise read every one of them.
import { Inject, Injectable } from '@nestjs/common';
import { SUBMISSION_KEYS, type SubmissionKey } from '@site/contracts';
import type { Doc, ResourceService } from '../common/resource/resource.service.js';
import { docsById } from './submission-hooks.js';
import { type Row, type RowFilter, SubmissionIndex, type Totals } from './submission-index.js';

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

  /** A page, newest first, of the types asked for, with each row's document. */
  async page(types: readonly SubmissionKey[], filter: RowFilter, page: number, limit: number): Promise<{ items: Array<{ key: SubmissionKey; doc: Doc }>; total: number }> {
    const { rows, total } = await this.index.page(types, filter, page, limit);
    return { items: await this.withDocs(rows as Array<Row & { type: SubmissionKey }>), total };
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
