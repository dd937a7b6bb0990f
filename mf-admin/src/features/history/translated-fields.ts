// A version's translations compared as fields of their own ("Title (Hindi)"), so the history shows which language
// changed and a restore is seen to bring back every language. The English each was translated from is bookkeeping:
// it is not compared.
import { LANGUAGE_NAMES, type Translatable, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@site/contracts';
import { fieldLabel } from '../../lib/field-labels';

const SEPARATOR = '@';

/** The fields of `doc` with each translated value beside them under `field@language`. */
export function withTranslations(doc: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!doc) return doc;
  const { translations, ...fields } = doc as Record<string, unknown> & Translatable;
  for (const language of TRANSLATED_LANGUAGES)
    for (const [field, value] of Object.entries(translations?.[language]?.values ?? {})) fields[`${field}${SEPARATOR}${language}`] = value;
  return fields;
}

/** The fields of `doc` without its translations. */
export function withoutTranslations(doc: Record<string, unknown>): Record<string, unknown> {
  const { translations: _, ...fields } = doc;
  return fields;
}

/** The language of a compared field, when it is a translation. */
export const languageOfField = (key: string) => key.split(SEPARATOR)[1] as TranslatedLanguage | undefined;

/** "Title", or "Title (Hindi)" for its translation. */
export function comparedLabel(key: string): string {
  const [field = key, language] = key.split(SEPARATOR) as [string, TranslatedLanguage | undefined];
  return language ? `${fieldLabel(field)} (${LANGUAGE_NAMES[language].english})` : fieldLabel(field);
}
