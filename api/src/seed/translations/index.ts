// The demo content's Hindi and Marathi, found for each seeded document by the English value of its key field.
import type { ContentKey, TranslatedLanguage } from '@site/contracts';
import { COMPANY_HI } from './company.hi.js';
import { COMPANY_MR } from './company.mr.js';
import { JOBS_HI } from './jobs.hi.js';
import { JOBS_MR } from './jobs.mr.js';
import { SERVICES_HI } from './services.hi.js';
import { SERVICES_MR } from './services.mr.js';
import type { ContentTranslations, FieldTranslations } from './translation-table.js';

/** The English field that names a document of each resource in the tables (none: nothing of it is translated). */
export const DOCUMENT_KEYS: Partial<Record<ContentKey, string>> = {
  banner: 'title',
  integratedBanner: 'title',
  services: 'title',
  jobs: 'jobTitle',
  about: 'heading',
  missions: 'title',
  integratedMission: 'title',
  testimonial: 'name',
  help: 'heading',
  adminContact: 'contactType',
  clients: 'name',
  privacyNotice: 'title',
};

export const DEMO_TRANSLATIONS: Record<TranslatedLanguage, ContentTranslations> = {
  hi: { ...COMPANY_HI, services: SERVICES_HI, jobs: JOBS_HI },
  mr: { ...COMPANY_MR, services: SERVICES_MR, jobs: JOBS_MR },
};

/** The translated fields `language` has for a document of `key` with these English fields, if any. */
export function documentTranslation(language: TranslatedLanguage, key: ContentKey, english: Record<string, unknown>): FieldTranslations | undefined {
  const field = DOCUMENT_KEYS[key];
  const name = field ? english[field] : undefined;
  return typeof name === 'string' ? DEMO_TRANSLATIONS[language][key]?.[name] : undefined;
}
