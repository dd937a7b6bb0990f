import { Inject, Injectable } from '@nestjs/common';
import { ExpiringCollections } from '../common/abuse/expiring-collections.js';
import { AfterEffects } from '../common/events/after-effects.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { PrivacyNotices } from '../content/index.js';
import { type Mail, MailOutbox } from '../mail/index.js';
import { SiteSettingsService } from '../settings/index.js';
import { SubmissionHistory } from './submission-history.js';
import { SubmissionIndex } from './submission-index.js';
import type { MailExtras, SubmissionKind } from './submission-kind.js';
import { SubmissionKinds } from './submission-kind.js';
import { submissionMails } from './submission-mail.js';

/** What every submission kind's pipeline (submission-hooks.ts) works with, in one provider. */
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
    readonly kinds: SubmissionKinds,
    private readonly settings: SiteSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The notification and the confirmation of a stored submission, in the site's words and to its recipients. */
  async mailsOf(kind: SubmissionKind, doc: Record<string, unknown>, extras?: MailExtras): Promise<Mail[]> {
    return submissionMails(kind, doc, this.config.mail, await this.settings.recipient(kind.key), extras);
  }
}
