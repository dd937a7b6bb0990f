import { Inject, Injectable } from '@nestjs/common';
import { type Language, languagePath, type TemplatePreview, type TemplateStatus, type TemplateText } from '@site/contracts';
import type { Doc } from '../../common/resource/resource.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { languageOf, MailOutbox } from '../../mail/index.js';
import { ApplicationLinks } from '../candidate/application-links.js';
import { SubmissionsService } from '../../submissions/index.js';
import { Interviews } from './interviews.service.js';
import { JobTitles } from './job-titles.service.js';
import { statusMail, valuesOf } from './status-mail.js';
import { StatusTemplates } from './status-templates.service.js';

/** The e-mail that tells a candidate their application moved (docs/behaviour.md §18), sent or previewed, in the application's language. */
@Injectable()
export class CandidateMail {
  constructor(
    private readonly templates: StatusTemplates,
    private readonly interviews: Interviews,
    private readonly submissions: SubmissionsService,
    private readonly mail: MailOutbox,
    private readonly links: ApplicationLinks,
    private readonly jobTitles: JobTitles,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Queues the status's e-mail to the application's sender through the outbox, with a link of its own to their page;
   * answers its subject, and until when it is held. A Shortlisted e-mail with no interview to name is held a while
   * (SHORTLIST_MAIL_HOLD_MS): an interview scheduled meanwhile tells the candidate in its invitation instead, so they
   * hear once (Interviews.schedule); not when the candidate was `interviewed` already (a walk-in drive's outcome).
   */
  async tell(status: TemplateStatus, application: Doc, interviewed = false): Promise<{ subject: string; heldUntil?: Date } | null> {
    // A candidate who applied with a number alone hears by SMS only (CandidateSms).
    if (typeof application.email !== 'string' || !application.email) return null;
    const id = String(application._id);
    const language = languageOf(application);
    const mail = await this.compose(status, application, language, undefined, await this.links.pageOf(id, language));
    const heldUntil = interviewed ? undefined : await this.holdUntil(status, id);
    if (heldUntil) {
      await this.mail.hold('applyJobs', id, mail, 'interview', heldUntil);
      return { subject: mail.subject, heldUntil };
    }
    await this.mail.queueFor('applyJobs', id, [mail]);
    return { subject: mail.subject };
  }

  /** Until when the status's news waits for an interview's invitation: a Shortlisted one with no interview yet; else none. */
  async holdUntil(status: TemplateStatus, applicationId: string): Promise<Date | undefined> {
    const holdMs = this.config.mail.shortlistHoldMs;
    if (status !== 'Shortlisted' || holdMs <= 0 || (await this.interviews.nextInWords(applicationId))) return undefined;
    return new Date(Date.now() + holdMs);
  }

  /** Drops the application's Shortlisted e-mail still held (it moved on before any interview); answers whether one was. */
  async dropHeld(applicationId: string): Promise<boolean> {
    return (await this.mail.dropHeld(applicationId, 'interview')) > 0;
  }

  /**
   * The e-mail as the application's sender would get it, in `language` (by default the application's own), from the
   * stored template or a draft of it in that language. A preview makes no link: its button shows where the
   * candidate's own link goes.
   */
  async preview(status: TemplateStatus, applicationId: string, language?: Language, draft?: TemplateText): Promise<TemplatePreview> {
    const application = await this.submissions.findOne('applyJobs', applicationId);
    const lang = language ?? languageOf(application);
    const { to, subject, text, html } = await this.compose(
      status,
      application,
      lang,
      draft,
      `${this.config.mail.siteUrl}${languagePath(lang, '/application/…')}`,
    );
    return { to, subject, text, html, language: lang };
  }

  private async compose(status: TemplateStatus, application: Doc, language: Language, draft: TemplateText | undefined, pageUrl: string) {
    const id = String(application._id);
    const [template, interview, jobTitle] = await Promise.all([
      draft ?? this.templates.inLanguage(status, language),
      this.interviews.nextInWords(id, language),
      this.jobTitles.inLanguage(application, language),
    ]);
    return statusMail(template, String(application.email ?? ''), valuesOf(application, interview, language, jobTitle), pageUrl, language);
  }
}
