// What the applications room sends a candidate with a proved number by SMS on its facts (docs/behaviour.md §18):
// the status SMS beside the status e-mail, a held Shortlisted SMS dropped when the stage moves on; and how an SMS
// about an application ended, from the SMS room's receipts, written into its history. Each finishes
// before the request that caused it answers, as the e-mail's listeners do (application-listeners.ts).
import { Injectable } from '@nestjs/common';
import { istWords, isTemplateStatus, OBJECT_ID } from '@site/contracts';
import type { TokenPayload } from '../common/auth/requests.js';
import { type DomainEvents, OnDomainEvent } from '../common/events/domain-events.js';
import { SubmissionHistory, SubmissionsService } from '../submissions/index.js';
import { APPLICATION_KIND } from './application-kind.js';
import type { StageChanged } from './events.js';
import { CandidateSms } from './hiring/candidate-sms.service.js';
import { smsNumberOf } from './hiring/sms-number.js';

const { key } = APPLICATION_KIND;
/** Who the history names for a receipt: the operator told the site. */
const SITE: TokenPayload = { sub: 'site', role: 'user', name: 'The site' };

@Injectable()
export class CandidateSmsListeners {
  constructor(
    private readonly sms: CandidateSms,
    private readonly history: SubmissionHistory,
    private readonly submissions: SubmissionsService,
  ) {}

  /**
   * A candidate with a proved number moved to Shortlisted, Hired or Rejected is told by SMS too, when the change asked
   * to tell them (the inbox). Its history line is marked with the move's after-effects entry, so a replay after a
   * crash does not send it twice.
   */
  @OnDomainEvent('application.stageChanged')
  async stageSms({ id, to: status, application, actor, notify, interviewed, event, replayed }: StageChanged) {
    if (!notify || !isTemplateStatus(status) || !smsNumberOf(application)) return;
    if (replayed && event && (await this.history.wrote(id, event, 'sms'))) return;
    try {
      const told = await this.sms.tell(status, application, interviewed);
      if (!told) return;
      const text = told.heldUntil
        ? `The candidate will hear with the interview's invitation, or by this SMS at ${istWords(told.heldUntil)}: ${told.text}`
        : `SMS sent to the candidate: ${told.text}`;
      await this.history.record(key, id, [{ kind: 'sms', text }], actor, event);
    } catch (err) {
      // Not marked as the move's: its after-effects entry stays open, and a later pass tries the SMS again.
      await this.history.record(key, id, [{ kind: 'sms', text: 'The SMS to the candidate could not be queued' }], actor);
      throw err;
    }
  }

  /** An application moved on from Shortlisted before any interview: its Shortlisted SMS still held is not sent. */
  @OnDomainEvent('application.stageChanged')
  async shortlistSmsLeft({ id, from, to, application, actor }: StageChanged) {
    if (from !== 'Shortlisted' || !smsNumberOf(application)) return;
    if (!(await this.sms.dropHeld(id))) return;
    await this.history.record(key, id, [{ kind: 'sms', text: `The held Shortlisted SMS was not sent: the application moved to ${to}` }], actor);
  }

  /**
   * How an SMS about an application ended, once all its parts have a receipt (published once across instances): a
   * line in the application's history. An SMS about a number alone (a code), or about an application deleted since,
   * writes nothing.
   */
  @OnDomainEvent('sms.receipt')
  async receipt({ about, status }: DomainEvents['sms.receipt']) {
    if (!OBJECT_ID.test(about)) return;
    if (!(await this.submissions.findOne(key, about).catch(() => null))) return;
    const text = status === 'delivered' ? 'SMS delivered' : `SMS not delivered: ${status}`;
    await this.history.record(key, about, [{ kind: 'sms', text }], SITE);
  }
}
