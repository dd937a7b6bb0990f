// What every submission's facts cause in this room: an enquiry's e-mails, its rows in the derived documents the lists read,
// its history, and on a delete what is kept about it. Each finishes before the request that caused it answers
// (the bus awaits them), except the lists of a new submission, which catch up from their journal after it.
import { Inject, Injectable } from '@nestjs/common';
import { ExpiringCollections } from '../common/abuse/expiring-collections.js';
import { OnDomainEvent } from '../common/events/domain-events.js';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { languageOf, MailOutbox } from '../mail/index.js';
import { SiteSettingsService } from '../settings/index.js';
import type { SubmissionChanged } from './events.js';
import { SubmissionHistory } from './submission-history.js';
import { SubmissionIndex } from './submission-index.js';
import { SubmissionKinds } from './submission-kind.js';
import { submissionMails } from './submission-mail.js';
import { changeOf } from './submission-rows.js';
import type { DomainEvents } from '../common/events/domain-events.js';

type Received = DomainEvents['submission.received'];
type Removing = DomainEvents['submission.removing'];

@Injectable()
export class SubmissionListeners {
  constructor(
    private readonly index: SubmissionIndex,
    private readonly history: SubmissionHistory,
    private readonly mail: MailOutbox,
    private readonly kinds: SubmissionKinds,
    private readonly expiring: ExpiringCollections,
    private readonly settings: SiteSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Before the answer: an enquiry's notification and confirmation are in the outbox (an application's are queued by
   * its own room, on its own fact). A repeat of the form queues none again.
   */
  @OnDomainEvent('enquiry.received')
  async mails({ type, id, enquiry }: DomainEvents['enquiry.received']) {
    const kind = this.kinds.of(type);
    const told = { ...kind, summary: kind.summary(enquiry), words: kind.words(languageOf(enquiry)) };
    const made = this.settings.recipient(type).then((to) => submissionMails(told, enquiry, this.config.mail, to));
    await this.mail.queueSubmitted(type, id, made);
  }

  /** Before the answer, its rows are journalled; the lists catch up from the journal right after. */
  @OnDomainEvent('submission.received')
  async listed({ type, submission }: Received) {
    await this.index.record(type, [changeOf(submission)], { wait: false });
  }

  /** Before the answer: the lists hold the change, with the terms it held before and holds now (the writer keeps those it still holds). */
  @OnDomainEvent('submission.changed')
  async relisted({ type, before, after }: SubmissionChanged) {
    await this.index.record(type, [{ ...changeOf(after), terms: [...new Set([...changeOf(before).terms, ...changeOf(after).terms])] }], { wait: true });
  }

  /**
   * Before the answer: the history's lines of the change (status, assignee, fields, then the note). After a crash
   * the change is published again (`replayed`), and lines already written for it are not written twice.
   */
  @OnDomainEvent('submission.changed')
  async recorded({ type, id, before, after, actor, context, event, replayed }: SubmissionChanged) {
    if (replayed && event && (await this.history.wrote(id, event))) return;
    await this.history.recordEdit(type, id, before, after, actor, context.note, event);
  }

  /** Before the answer: a note written alone is a line of the history. */
  @OnDomainEvent('submission.noted')
  async noted({ type, id, note, actor }: DomainEvents['submission.noted']) {
    await this.history.record(type, id, [{ kind: 'note', text: note }], actor);
  }

  /** Before the delete: its history, its e-mails and its spam fingerprints go first, so none outlives it. */
  @OnDomainEvent('submission.removing')
  async forgotten({ ids }: Removing) {
    await Promise.all([this.history.remove(ids), this.mail.removeOf(ids), this.expiring.fingerprints.deleteMany({ docId: { $in: ids } })]);
  }

  /** Before the answer: the lists no longer hold them. */
  @OnDomainEvent('submission.removed')
  async unlisted({ type, submissions }: DomainEvents['submission.removed']) {
    await this.index.record(
      type,
      submissions.map((d) => changeOf(d, true)),
      { wait: true },
    );
  }
}
