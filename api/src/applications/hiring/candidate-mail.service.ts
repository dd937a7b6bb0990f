import { Inject, Injectable } from '@nestjs/common';
import type { StatusTemplateInput, TemplatePreview, TemplateStatus } from '@site/contracts';
import type { Doc } from '../../common/resource/resource.service.js';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { MailOutbox } from '../../mail/index.js';
import { ApplicationLinks } from '../candidate/application-links.js';
import { SubmissionsService } from '../../submissions/index.js';
import { Interviews } from './interviews.service.js';
import { statusMail, valuesOf } from './status-mail.js';
import { StatusTemplates } from './status-templates.service.js';

/** The e-mail that tells a candidate their application moved (docs/behaviour.md §18), sent or previewed. */
@Injectable()
export class CandidateMail {
  constructor(
    private readonly templates: StatusTemplates,
    private readonly interviews: Interviews,
    private readonly submissions: SubmissionsService,
    private readonly mail: MailOutbox,
    private readonly links: ApplicationLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Queues the status's e-mail to the application's sender through the outbox, with a link of its own to their page; answers its subject. */
  async tell(status: TemplateStatus, application: Doc): Promise<string> {
    const mail = await this.compose(status, application, undefined, await this.links.pageOf(String(application._id)));
    await this.mail.queueFor('applyJobs', String(application._id), [mail]);
    return mail.subject;
  }

  /**
   * The e-mail as the application's sender would get it, from the stored template or a draft of it. A preview makes
   * no link: its button shows where the candidate's own link goes.
   */
  async preview(status: TemplateStatus, applicationId: string, draft?: StatusTemplateInput): Promise<TemplatePreview> {
    const application = await this.submissions.findOne('applyJobs', applicationId);
    const { to, subject, text, html } = await this.compose(status, application, draft, `${this.config.mail.siteUrl}/application/…`);
    return { to, subject, text, html };
  }

  private async compose(status: TemplateStatus, application: Doc, draft: StatusTemplateInput | undefined, pageUrl: string) {
    const [template, interview] = await Promise.all([draft ?? this.templates.get(status), this.interviews.nextInWords(String(application._id))]);
    return statusMail(template, String(application.email ?? ''), valuesOf(application, interview), pageUrl);
  }
}
