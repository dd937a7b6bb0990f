// What the applications room does on its facts (./events.ts): a new application's e-mails, the candidate's stage e-mail (docs/behaviour.md §18;
// a Shortlisted one still held is dropped when the stage moves on), and on a withdrawal the interviews cancelled
// (§19) and, when the candidate withdrew, the company told (§17); before a delete, the application's link, CV log
// and interviews go first. Each finishes before the request that caused it answers: its e-mails are in the outbox
// and its history written, or the request fails (and a move's after-effects entry makes it run again).
import { Inject, Injectable } from '@nestjs/common';
import { istWords, isTemplateStatus, languagePath } from '@site/contracts';
import { type DomainEvents, OnDomainEvent } from '../common/events/domain-events.js';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { languageOf, MailOutbox } from '../mail/index.js';
import { SiteSettingsService } from '../settings/index.js';
import { SmsOutbox } from '../sms/index.js';
import { applicationWords } from './application-words.js';
import { SubmissionHistory, submissionMails, type Told } from '../submissions/index.js';
import type { Doc } from '../common/resource/resource-hooks.js';
import { APPLICATION_KIND } from './application-kind.js';
import { ApplicationLinks } from './candidate/application-links.js';
import { isCandidate } from './candidate/candidate-actor.js';
import { withdrawnMail } from './candidate/withdrawn-mail.js';
import type { StageChanged } from './events.js';
import { CandidateMail } from './hiring/candidate-mail.service.js';
import { Interviews } from './hiring/interviews.service.js';
import { JobTitles } from './hiring/job-titles.service.js';
import { ResumeLog } from './resumes/resume-log.js';

const { key } = APPLICATION_KIND;
/** The confirmation SMS's template key: its DLT id is `received=<id>` in SMS_TEMPLATE_IDS (docs/sms.md). */
const RECEIVED_TEMPLATE = 'received';

/** The history's line for a held Shortlisted e-mail (docs/behaviour.md §18). */
const heldWords = (until: Date) => `The candidate will hear with the interview's invitation, or by this e-mail at ${istWords(until)}`;

@Injectable()
export class ApplicationListeners {
  constructor(
    private readonly candidates: CandidateMail,
    private readonly interviews: Interviews,
    private readonly history: SubmissionHistory,
    private readonly mail: MailOutbox,
    private readonly links: ApplicationLinks,
    private readonly resumeLog: ResumeLog,
    private readonly titles: JobTitles,
    private readonly settings: SiteSettingsService,
    private readonly sms: SmsOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Before the answer: the office's notification and the candidate's confirmation are in the outbox, the
   * confirmation with the private link (docs/behaviour.md §17) and the job named by its stored title in the
   * application's language, never by one the visitor typed (§11); an application made with a proved number is
   * confirmed by SMS too, with the same link and fixed words (§16.1). One listener and one link: two links made at
   * once for one application would race on its list of links. A repeat of the form queues no e-mail again.
   */
  @OnDomainEvent('application.submitted')
  async confirmed({ id, application }: DomainEvents['application.submitted']) {
    const language = languageOf(application);
    const told = { ...APPLICATION_KIND, summary: APPLICATION_KIND.summary(application), words: APPLICATION_KIND.words(language) };
    const made = Promise.all([this.links.issue(id), this.titles.inLanguage(application, language)]);
    await this.mail.queueSubmitted(key, id, this.mailsOf(application, told, made));
    if (application.phoneVerified !== true || typeof application.candidate !== 'string') return;
    const [token, jobTitle] = await made;
    const link = `${this.config.mail.siteUrl}${languagePath(language, `/application/${token}`)}`;
    const text = applicationWords(language)('We received your application for {jobTitle}. Follow it here: {link}', { jobTitle: jobTitle ?? '', link });
    await this.sms.queue({
      to: application.candidate,
      text,
      template: RECEIVED_TEMPLATE,
      dltTemplateId: this.config.sms.templateIds[RECEIVED_TEMPLATE],
      about: id,
    });
  }

  /** The two e-mails of a new application, with its private link and its job's title in its language. */
  private async mailsOf(application: Doc, told: Told, made: Promise<[string, string | null]>) {
    const [to, [applicationToken, jobTitle]] = await Promise.all([this.settings.recipient(key), made]);
    return submissionMails(told, application, this.config.mail, to, { applicationToken, jobTitle });
  }

  /** A candidate moved to Shortlisted, Hired or Rejected is e-mailed, when the change asked to tell them (the inbox). */
  @OnDomainEvent('application.stageChanged')
  async stageMail({ id, to: status, application, actor, notify, interviewed, event, replayed }: StageChanged) {
    if (notify === undefined || !isTemplateStatus(status)) return;
    // After a crash: the e-mail is queued again unless its history line says it was (a repeat beats a loss).
    if (replayed && event && (await this.history.wrote(id, event, 'email'))) return;
    const line = (text: string) => this.history.record(key, id, [{ kind: 'email', text }], actor, event);
    if (!notify) return line('The candidate was not e-mailed');
    try {
      const told = await this.candidates.tell(status, application, interviewed);
      if (!told) return; // no address: the SMS tells them (CandidateSmsListeners)
      const { subject, heldUntil } = told;
      await line(heldUntil ? `${heldWords(heldUntil)}: ${subject}` : `E-mailed the candidate: ${subject}`);
    } catch (err) {
      // The status is stored: the history says the e-mail was not queued, and the admin is told. The line is not
      // marked as this change's: the change's after-effects entry stays open, and a later pass tries the e-mail again.
      await this.history.record(key, id, [{ kind: 'email', text: 'The e-mail to the candidate could not be queued' }], actor);
      throw err;
    }
  }

  /**
   * An application moved on from Shortlisted before any interview: its Shortlisted e-mail still held is not sent. The
   * line is not marked as this change's: a replay of the change must still queue its own e-mail (stageMail).
   */
  @OnDomainEvent('application.stageChanged')
  async shortlistLeft({ id, from, to, actor }: StageChanged) {
    if (from !== 'Shortlisted') return;
    if (!(await this.candidates.dropHeld(id))) return;
    const text = `The held Shortlisted e-mail was not sent: the application moved to ${to}`;
    await this.history.record(key, id, [{ kind: 'email', text }], actor);
  }

  /** A withdrawn application has no interviews to come; the company hears of a candidate's own withdrawal. */
  @OnDomainEvent('application.withdrawn')
  async withdrawn({ id, application, actor }: StageChanged) {
    await this.interviews.cancelUpcoming(application, actor);
    if (isCandidate(actor)) await this.mail.queueNotice(key, id, withdrawnMail(application, this.config.mail));
  }

  @OnDomainEvent('application.removing')
  async removing({ ids }: { ids: string[] }) {
    await Promise.all([this.resumeLog.removeOf(ids), this.links.removeOf(ids), this.interviews.removeOf(ids), this.sms.removeOf(ids)]);
  }
}
