import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { type Connection, type Model, type QueryFilter, Types } from 'mongoose';
import { type InboxChange, type InboxEvent, type InboxItem, type InboxQuery, LIST_QUERY, listFieldsOf, OBJECT_ID, RESOURCES, statusesOf, SUBMISSION_KEYS, type SubmissionKey } from '@site/contracts';
import type { TokenPayload } from '../common/auth/auth.guard.js';
import { createdBetween, mentioning } from '../common/resource/list-query.js';
import { summaryOf } from '../common/submissions/summary.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { INBOX_EVENT_MODEL } from './inbox-event.schema.js';

type Doc = Record<string, unknown> & { _id: unknown; createdAt?: Date; status?: string; assignee?: string | null };


/** Every visitor submission in one list (docs/behaviour.md §13), read from each type's own collection. */
@Injectable()
export class InboxService {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    @InjectModel(INBOX_EVENT_MODEL) private readonly events: Model<InboxEvent & { submissionType: string; submissionId: string }>,
    private readonly mail: MailOutbox,
  ) {}

  private model(key: SubmissionKey): Model<Doc> {
    return this.connection.model(key) as Model<Doc>;
  }

  /** One page, newest first, of the submissions that match: each type pages its own collection, then they merge. */
  async list(q: InboxQuery) {
    const page = q.page ?? 1;
    const limit = q.limit ?? LIST_QUERY.defaultLimit;
    // A status of one pipeline only (e.g. Shortlisted) leaves out the types that never have it.
    const types = (q.type ? [q.type] : SUBMISSION_KEYS).filter((key) => !q.status || statusesOf(key).includes(q.status));
    if (q.status && !types.length) throw new BadRequestException(`status must be one of ${[...new Set(SUBMISSION_KEYS.flatMap(statusesOf))].join(', ')}`);
    const found = await Promise.all(
      types.map(async (key) => {
        const filter = this.filterOf(key, q);
        const [docs, total] = await Promise.all([
          this.model(key).find(filter).sort({ createdAt: -1, _id: -1 }).limit(page * limit).lean<Doc[]>().exec(),
          this.model(key).countDocuments(filter).exec(),
        ]);
        return { total, items: docs.map((d) => itemOf(key, d)) };
      }),
    );
    const items = found
      .flatMap((f) => f.items)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .slice((page - 1) * limit, page * limit);
    return { items, total: found.reduce((n, f) => n + f.total, 0), page, limit };
  }

  /** How many submissions are New (for the navigation). */
  async countNew() {
    const counts = await Promise.all(SUBMISSION_KEYS.map((key) => this.model(key).countDocuments(isNew).exec()));
    return counts.reduce((a, b) => a + b, 0);
  }

  /** A submission with its history (oldest first) and its e-mails. */
  async detail(key: SubmissionKey, id: string) {
    const doc = await this.find(key, id);
    const [history, deliveries] = await Promise.all([
      this.events.find({ submissionType: key, submissionId: id }).sort({ at: 1, _id: 1 }).select('-_id -submissionType -submissionId').lean().exec(),
      this.mail.deliveries(id),
    ]);
    return { item: itemOf(key, doc), submission: doc, history, deliveries };
  }

  /** Applies an admin's change and writes each part of it into the history. */
  async change(key: SubmissionKey, id: string, change: InboxChange, admin: TokenPayload) {
    const doc = await this.find(key, id);
    const before = itemOf(key, doc);
    if (change.status !== undefined && !statusesOf(key).includes(change.status)) {
      throw new BadRequestException(`A ${RESOURCES[key].label.toLowerCase()} is ${statusesOf(key).join(', ')}`);
    }
    if (change.assignee && !(await this.connection.collection('adminlogins').countDocuments({ _id: new Types.ObjectId(change.assignee), disabled: { $ne: true } }))) {
      throw new BadRequestException('The assignee must be an active admin');
    }
    const set: Record<string, unknown> = {};
    const events: Array<Omit<InboxEvent, 'at' | 'by' | 'byName'>> = [];
    if (change.status !== undefined && change.status !== before.status) {
      set.status = change.status;
      events.push({ kind: 'status', from: before.status, to: change.status });
    }
    if (change.assignee !== undefined && change.assignee !== before.assignee) {
      set.assignee = change.assignee;
      events.push({ kind: 'assignee', from: before.assignee, to: change.assignee });
    }
    if (change.note) events.push({ kind: 'note', text: change.note });
    if (Object.keys(set).length) await this.model(key).updateOne({ _id: doc._id }, { $set: set }).exec();
    const by = { by: admin.sub, byName: admin.name, submissionType: key, submissionId: id };
    if (events.length) await this.events.insertMany(events.map((e, i) => ({ ...e, ...by, at: new Date(Date.now() + i) })));
    return this.detail(key, id);
  }

  /** The submission as stored now, or null when the id is not one (the type's own route answers that). */
  async stored(key: SubmissionKey, id: string): Promise<Doc | null> {
    if (!OBJECT_ID.test(id)) return null;
    return this.model(key).findById(id).lean<Doc>().exec();
  }

  /**
   * Writes into the history what an admin changed on the type's own screen (docs/behaviour.md §13): the status and
   * assignee as the inbox does, and each other field edited with its old and new value.
   */
  async recordScreenChange(key: SubmissionKey, id: string, before: Doc, after: Doc, admin: TokenPayload) {
    const events: Array<Omit<InboxEvent, 'at' | 'by' | 'byName'>> = [];
    const [was, now] = [itemOf(key, before), itemOf(key, after)];
    if (was.status !== now.status) events.push({ kind: 'status', from: was.status, to: now.status });
    if (was.assignee !== now.assignee) events.push({ kind: 'assignee', from: was.assignee, to: now.assignee });
    for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (NOT_EDITS.has(field) || JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
      events.push({ kind: 'edit', text: field, from: shown(before[field]), to: shown(after[field]) });
    }
    const by = { by: admin.sub, byName: admin.name, submissionType: key, submissionId: id };
    if (events.length) await this.events.insertMany(events.map((e, i) => ({ ...e, ...by, at: new Date(Date.now() + i) })));
  }

  private async find(key: SubmissionKey, id: string) {
    if (!OBJECT_ID.test(id)) throw new BadRequestException(RESOURCES[key].invalidId);
    const doc = await this.model(key).findById(id).lean<Doc>().exec();
    if (!doc) throw new NotFoundException(RESOURCES[key].invalidId);
    return doc;
  }

  private filterOf(key: SubmissionKey, q: InboxQuery): QueryFilter<Doc> {
    const and: Array<QueryFilter<Doc>> = [];
    if (q.status) and.push(q.status === 'New' ? isNew : { status: q.status });
    if (q.assignee) and.push(q.assignee === 'none' ? { assignee: { $in: [null] } } : { assignee: q.assignee });
    if (q.q) and.push(mentioning(q.q, listFieldsOf(key).text));
    if (q.from || q.to) and.push(createdBetween(q.from, q.to));
    return and.length ? { $and: and } : {};
  }
}

/** Fields that are no edit of their own: bookkeeping, the lines above, and the stored file (its name is shown). */
const NOT_EDITS = new Set(['_id', 'createdAt', 'updatedAt', 'status', 'assignee', 'resume']);
const shown = (v: unknown) => (v === undefined || v === null ? null : String(v).slice(0, 200));

/** Submissions stored before statuses existed are New. */
const isNew: QueryFilter<Doc> = { status: { $in: ['New', null] } };

function itemOf(key: SubmissionKey, d: Doc): InboxItem {
  const s = summaryOf(key, d);
  return {
    type: key,
    id: String(d._id),
    name: s.name,
    email: s.email,
    subject: s.topic,
    createdAt: (d.createdAt ?? new Date(0)).toISOString(),
    status: d.status ?? 'New',
    assignee: d.assignee ?? null,
  };
}
