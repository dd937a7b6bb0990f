import { Inject, Injectable } from '@nestjs/common';
import type { SubmissionKey } from '@site/contracts';
import { ExpiringCollections } from '../common/abuse/expiring-collections.js';
import { AfterEffects } from '../common/events/after-effects.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { PrivacyNotices } from '../content/index.js';
import { type Mail, MailOutbox } from '../mail/index.js';
import { SiteSettingsService } from '../settings/index.js';
import { SubmissionHistory } from './submission-history.js';
import { SubmissionIndex } from './submission-index.js';
import { type MailExtras, submissionMails } from './submission-mail.js';

/** What every submission type's pipeline (submission-hooks.ts) works with, in one provider. */
@Injectable()
export class SubmissionParts {
  constructor(
    readonly index: SubmissionIndex,
    readonly history: SubmissionHistory,
    readonly mail: MailOutbox,
    readonly notices: PrivacyNotices,
    readonly expiring: ExpiringCollections,
    readonly events: DomainEventBus,
    readonly effects: AfterEffects,
    private readonly settings: SiteSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The notification and the confirmation of a stored submission, in the site's words and to its recipients. */
  async mailsOf(key: SubmissionKey, doc: Record<string, unknown>, extras?: MailExtras): Promise<Mail[]> {
    return submissionMails(key, doc, this.config.mail, await this.settings.recipient(key), extras);
  }
}
