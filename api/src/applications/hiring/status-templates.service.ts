import { BadRequestException, Injectable } from '@nestjs/common';
import type { Collection } from 'mongodb';
import {
  applyTranslationsEdit,
  dltMismatchMessage,
  isTemplateStatus,
  type Language,
  LANGUAGES,
  matchesDlt,
  localizedValue,
  type StatusTemplate,
  type StatusTemplateInput,
  TEMPLATE_FIELDS,
  TEMPLATE_STATUSES,
  type TemplateStatus,
  type TemplateSms,
  type TemplateSmsEdit,
  type TemplateSmsSet,
  type TemplateText,
  TRANSLATED_LANGUAGES,
  type Translations,
} from '@site/contracts';
import type { TokenPayload } from '../../common/auth/requests.js';
import { InjectCollection } from '../../common/collections.js';
import { DomainEventBus } from '../../common/events/domain-events.js';
import { DEFAULT_SMS } from './default-sms.js';
import { DEFAULT_TEMPLATES, DEFAULT_TRANSLATIONS } from './default-templates.js';

interface StoredTemplate extends TemplateText {
  _id: TemplateStatus;
  /** Absent on a template saved before templates had languages: it keeps the built-in translations. */
  translations?: Translations;
  /** Absent, or a language absent, on a template saved before SMS: that language keeps the built-in SMS. */
  sms?: Partial<TemplateSmsSet>;
  updatedAt: Date;
}

/** The built-in translations, each translated from the built-in English. */
const builtInTranslations = (status: TemplateStatus): Translations =>
  Object.fromEntries(
    TRANSLATED_LANGUAGES.map((language) => [language, { values: { ...DEFAULT_TRANSLATIONS[status][language] }, sources: { ...DEFAULT_TEMPLATES[status] } }]),
  );

/** The SMS of each language as stored, the built-in one where none is. */
const smsSet = (status: TemplateStatus, stored: Partial<TemplateSmsSet> = {}): TemplateSmsSet =>
  Object.fromEntries(LANGUAGES.map((language) => [language, stored[language] ?? { text: DEFAULT_SMS[status][language] }])) as TemplateSmsSet;

/**
 * The SMS after an edit: a language sent replaces its text, and its DLT id and registered text where given (empty
 * removes them); a text whose fixed words differ from the registered text it ends with is refused (docs/sms.md).
 */
function editedSms(before: TemplateSmsSet, edit: TemplateSmsEdit = {}): TemplateSmsSet {
  const after = { ...before };
  for (const language of LANGUAGES) {
    const sent = edit[language];
    if (!sent) continue;
    const kept = (field: 'dltTemplateId' | 'dltText') => (sent[field] === undefined ? before[language][field] : sent[field] || undefined);
    const sms: TemplateSms = { text: sent.text };
    const [dltTemplateId, dltText] = [kept('dltTemplateId'), kept('dltText')];
    if (dltTemplateId) sms.dltTemplateId = dltTemplateId;
    if (dltText) sms.dltText = dltText;
    if (dltText && !matchesDlt(sms.text, dltText)) throw new BadRequestException(dltMismatchMessage(language));
    after[language] = sms;
  }
  return after;
}

/**
 * One template per status, kept under the status (three documents, each read by `_id`), with its Hindi and Marathi
 * versions as content keeps translations (docs/i18n.md): each field's value and the English it was translated from,
 * so a translation whose English changed since is "source changed" until an admin updates or confirms it.
 */
/** The templates' collection (the applications room's own). */
export const STATUS_TEMPLATES = 'statustemplates';

@Injectable()
export class StatusTemplates {
  constructor(
    @InjectCollection(STATUS_TEMPLATES) private readonly col: Collection<StoredTemplate>,
    private readonly events: DomainEventBus,
  ) {}

  /** 400 for a status that has no template. */
  statusOf(status: string): TemplateStatus {
    if (!isTemplateStatus(status)) throw new BadRequestException(`A template is for one of ${TEMPLATE_STATUSES.join(', ')}`);
    return status;
  }

  async get(status: TemplateStatus): Promise<StatusTemplate> {
    const stored = await this.col.findOne({ _id: status });
    if (!stored) return { status, ...DEFAULT_TEMPLATES[status], translations: builtInTranslations(status), sms: smsSet(status) };
    return {
      status,
      subject: stored.subject,
      body: stored.body,
      translations: stored.translations ?? builtInTranslations(status),
      sms: smsSet(status, stored.sms),
      updatedAt: stored.updatedAt.toISOString(),
    };
  }

  /** The SMS a candidate of `language` gets, with its DLT template id when one is stored. */
  async smsIn(status: TemplateStatus, language: Language): Promise<TemplateSms> {
    return (await this.get(status)).sms[language];
  }

  /** The subject and body a candidate of `language` gets: field by field, Marathi → Hindi → English. */
  async inLanguage(status: TemplateStatus, language: Language): Promise<TemplateText> {
    const template = await this.get(status);
    const [subject, body] = TEMPLATE_FIELDS.map((field) => String(localizedValue(template, field, language)));
    return { subject: subject!, body: body! };
  }

  all(): Promise<StatusTemplate[]> {
    return Promise.all(TEMPLATE_STATUSES.map((s) => this.get(s)));
  }

  /**
   * An admin saves the English as sent, and the translations and SMS as they were with the edit sent applied (a
   * language left out keeps its own); once stored, the save is told as `statusTemplate.saved` (the audit log records it).
   */
  async save(status: TemplateStatus, { subject, body, translations: edit, sms: smsEdit }: StatusTemplateInput, actor: TokenPayload): Promise<StatusTemplate> {
    const before = await this.get(status);
    const translations = applyTranslationsEdit(before.translations, { subject, body }, edit ?? {}, TEMPLATE_FIELDS);
    const sms = editedSms(before.sms, smsEdit);
    await this.col.replaceOne({ _id: status }, { subject, body, translations, sms, updatedAt: new Date() }, { upsert: true });
    await this.events.publish('statusTemplate.saved', { status, actor });
    return this.get(status);
  }
}
