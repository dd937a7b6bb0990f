import { Inject, Injectable } from '@nestjs/common';
import type { TemplateStatus } from '@site/contracts';
import type { Doc } from '../../common/resource/resource.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { languageOf } from '../../mail/index.js';
import { SmsOutbox } from '../../sms/index.js';
import { applicationWords } from '../application-words.js';
import { ApplicationLinks } from '../candidate/application-links.js';
import { CandidateMail } from './candidate-mail.service.js';
import { NO_JOB_TITLE } from './job-title.js';
import { JobTitles } from './job-titles.service.js';
import { smsNumberOf } from './sms-number.js';
import { StatusTemplates } from './status-templates.service.js';

/** What an SMS's text may name in braces: the job's stored title and the candidate's link, nothing a visitor typed. */
export type SmsValues = { jobTitle: string; link: string };

/** `{jobTitle}` and `{link}` put in; anything else in braces is left as written (a saved text names no other). */
export const fillSms = (text: string, values: SmsValues) => text.replace(/\{(jobTitle|link)\}/g, (_, name: keyof SmsValues) => values[name]);

/** Our template key of a status's SMS, by which `SMS_TEMPLATE_IDS` may give its DLT id. */
export const statusSmsKey = (status: TemplateStatus) => `status-${status.toLowerCase()}`;

/**
 * The SMS that tells a candidate with a proved number that their application moved (docs/behaviour.md §18), in the
 * application's language, beside the e-mail (which goes when they gave an address). A Shortlisted SMS is held as
 * its e-mail is, so that an interview scheduled meanwhile tells them once, in its invitation.
 */
@Injectable()
export class CandidateSms {
  constructor(
    private readonly candidates: CandidateMail,
    private readonly templates: StatusTemplates,
    private readonly links: ApplicationLinks,
    private readonly titles: JobTitles,
    private readonly sms: SmsOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Queues the status's SMS (held with a Shortlisted e-mail, unless the candidate was `interviewed` already); answers
   * its text, and until when it is held.
   */
  async tell(status: TemplateStatus, application: Doc, interviewed = false): Promise<{ text: string; heldUntil?: Date } | null> {
    const to = smsNumberOf(application);
    if (!to) return null;
    const id = String(application._id);
    const language = languageOf(application);
    const [template, link, jobTitle, heldUntil] = await Promise.all([
      this.templates.smsIn(status, language),
      this.links.pageOf(id, language),
      this.titles.inLanguage(application, language),
      interviewed ? undefined : this.candidates.holdUntil(status, id),
    ]);
    const text = fillSms(template.text, { jobTitle: jobTitle ?? applicationWords(language)(NO_JOB_TITLE), link });
    const key = statusSmsKey(status);
    // The template's own DLT id, else one set for all languages by SMS_TEMPLATE_IDS.
    const dltTemplateId = template.dltTemplateId ?? this.config.sms.templateIds[key];
    await this.sms.queue({ to, text, template: key, dltTemplateId, about: id }, heldUntil && { heldFor: 'interview', until: heldUntil });
    return { text, heldUntil };
  }

  /** Drops the application's Shortlisted SMS still held (it moved on, or an interview tells the news); answers whether one was. */
  async dropHeld(applicationId: string): Promise<boolean> {
    return (await this.sms.dropHeld(applicationId, 'interview')) > 0;
  }
}
