import { BadRequestException, Injectable } from '@nestjs/common';
import {
  type InboxChange,
  type InboxItem,
  type InboxQuery,
  type SubmissionCounts,
  LIST_QUERY,
  listFieldsOf,
  RESOURCE_AREAS,
  RESOURCES,
  statusesOf,
  SUBMISSION_KEYS,
  type SubmissionKey,
} from '@site/contracts';
import type { QueryFilter } from 'mongoose';
import { AdminAccountsService } from '../../accounts/index.js';
import type { TokenPayload } from '../../common/auth/requests.js';
import { DomainEventBus } from '../../common/events/domain-events.js';
import { createdBetween, mentioning } from '../../common/resource/list-query.js';
import type { Doc } from '../../common/resource/resource.service.js';
import { MailOutbox } from '../../mail/index.js';
import { SubmissionHistory } from '../submission-history.js';
import { filterTerms } from '../submission-terms.js';
import { SubmissionsService } from '../submissions.service.js';

/** Every visitor submission in one list (docs/behaviour.md §13). */
@Injectable()
export class InboxService {
  constructor(
    private readonly submissions: SubmissionsService,
    private readonly history: SubmissionHistory,
    private readonly mail: MailOutbox,
    private readonly admins: AdminAccountsService,
    private readonly events: DomainEventBus,
  ) {}

  /** One page, newest first, of the submissions that match. */
  async list(q: InboxQuery) {
    const page = q.page ?? 1;
    const limit = q.limit ?? LIST_QUERY.defaultLimit;
    // A status of one pipeline only (e.g. Shortlisted) leaves out the types that never have it; a job, a flag or a
    // source, the types that name no job.
    const types = (q.type ? [q.type] : SUBMISSION_KEYS).filter(
      (key) => (!q.status || statusesOf(key).includes(q.status)) && ((!q.job && !q.flag && !q.source) || this.submissions.kinds.of(key).byJob),
    );
    if (q.status && !types.length) throw new BadRequestException(`status must be one of ${[...new Set(SUBMISSION_KEYS.flatMap(statusesOf))].join(', ')}`);
    const filter = {
      status: q.status,
      assignee: q.assignee,
      from: q.from,
      to: q.to,
      terms: filterTerms(q),
    };
    const found = await this.submissions.page(types, q.q, filter, page, limit);
    if (!found) return this.scan(types, q, page, limit);
    const { items, total } = found;
    return { items: items.map(({ key, doc }) => this.submissions.itemOf(key, doc)), total, page, limit };
  }

  /**
   * How many submissions are New (for the navigation), and each type's count by status (its table's filter); a type
   * the admin may not open counts 0.
   */
  async counts(mayOpen: (key: SubmissionKey) => boolean): Promise<SubmissionCounts> {
    const totals = await this.submissions.totals();
    const shown = (key: SubmissionKey) => (mayOpen(key) ? { total: totals[key].n, statuses: totals[key].s } : { total: 0, statuses: {} });
    return {
      new: SUBMISSION_KEYS.reduce((n, key) => n + (shown(key).statuses.New ?? 0), 0),
      types: Object.fromEntries(SUBMISSION_KEYS.map((key) => [key, shown(key)])) as SubmissionCounts['types'],
      jobs: Object.assign({}, ...this.submissions.kinds.all().map((k) => (k.byJob && mayOpen(k.key) ? totals[k.key].j : {}))) as SubmissionCounts['jobs'],
    };
  }

  /** A submission with its history (oldest first) and its e-mails. */
  async detail(key: SubmissionKey, id: string) {
    const doc = await this.submissions.findOne(key, id);
    const [history, deliveries] = await Promise.all([this.history.of(id), this.mail.deliveries(id)]);
    return { item: this.submissions.itemOf(key, doc), submission: doc, history, deliveries };
  }

  /**
   * Applies an admin's change through the submission's one write path (its history, lists and the event the other
   * rooms act on: a candidate's status e-mail, docs/behaviour.md §18); a note alone is its own fact (its history line, its audit entry).
   */
  async change(key: SubmissionKey, id: string, change: InboxChange, admin: TokenPayload) {
    const doc = await this.submissions.findOne(key, id);
    const before = this.submissions.itemOf(key, doc);
    if (change.status !== undefined && !statusesOf(key).includes(change.status)) {
      throw new BadRequestException(`A ${RESOURCES[key].label.toLowerCase()} is ${statusesOf(key).join(', ')}`);
    }
    // Only someone who may open the submission can work on it (an editor cannot see applications).
    if (change.assignee && !(await this.admins.mayWorkOn(change.assignee, RESOURCE_AREAS[key])))
      throw new BadRequestException('The assignee must be an active admin who may see this submission');
    const set: { status?: string; assignee?: string | null } = {};
    if (change.status !== undefined && change.status !== before.status) set.status = change.status;
    if (change.assignee !== undefined && change.assignee !== before.assignee) set.assignee = change.assignee;
    if (Object.keys(set).length) await this.submissions.change(key, doc, set, admin, { note: change.note, notify: change.notify !== false });
    else if (change.note) await this.events.publish('submission.noted', { type: key, id, note: change.note, actor: admin });
    return this.detail(key, id);
  }

  /**
   * A text no term holds (part of a word, a word of a message) is looked for in each type's collection: every word
   * in some text field, newest first. This reads every submission of the types searched.
   */
  private async scan(types: readonly SubmissionKey[], q: InboxQuery, page: number, limit: number) {
    const found = await Promise.all(
      types.map(async (key) => {
        const model = this.submissions.service(key).model;
        const filter = filterOf(key, q);
        const [docs, total] = await Promise.all([
          model
            .find(filter)
            .sort({ createdAt: -1, _id: -1 })
            .limit(page * limit)
            .lean<Doc[]>()
            .exec(),
          model.countDocuments(filter).exec(),
        ]);
        return { total, items: docs.map((d) => this.submissions.itemOf(key, d)) };
      }),
    );
    const items: InboxItem[] = found
      .flatMap((f) => f.items)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .slice((page - 1) * limit, page * limit);
    return { items, total: found.reduce((n, f) => n + f.total, 0), page, limit };
  }
}

/** Submissions stored before statuses existed are New. */
const isNew: QueryFilter<Doc> = { status: { $in: ['New', null] } };

function filterOf(key: SubmissionKey, q: InboxQuery): QueryFilter<Doc> {
  const and: Array<QueryFilter<Doc>> = [];
  if (q.status) and.push(q.status === 'New' ? isNew : { status: q.status });
  if (q.assignee) and.push(q.assignee === 'none' ? { assignee: { $in: [null] } } : { assignee: q.assignee });
  if (q.q) and.push(mentioning(q.q, listFieldsOf(key).text));
  if (q.from || q.to) and.push(createdBetween(q.from, q.to));
  if (q.job) and.push({ jobId: q.job });
  if (q.flag) and.push({ knockout: true });
  if (q.source) and.push({ source: q.source });
  return and.length ? { $and: and } : {};
}
