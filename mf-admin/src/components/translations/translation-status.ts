// How far an item is translated into a language, for the list screens' badges: a translator finds what is missing
// or whose English changed since it was translated. Fields with no English text need no translation.
import { LANGUAGE_NAMES, translationState, type TranslatedLanguage } from '@site/contracts';
import type { TranslatableDoc } from './translation-draft';

export interface LanguageStatus {
  language: TranslatedLanguage;
  /** `none`: nothing translated; `partial`: some fields missing; `current`: all done; `source-changed`: some English changed since. */
  state: 'none' | 'partial' | 'current' | 'source-changed';
  /** Fields without a translation. */
  missing: number;
  /** Fields whose English changed since they were translated. */
  changed: number;
  /** Fields that have English text to translate. */
  total: number;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && v.length === 0);

export function languageStatus(doc: TranslatableDoc, fields: readonly string[], language: TranslatedLanguage): LanguageStatus {
  const wanted = fields.filter((f) => !blank(doc[f]));
  const states = wanted.map((f) => translationState(doc, language, f));
  const missing = states.filter((s) => s === 'missing').length;
  const changed = states.filter((s) => s === 'source-changed').length;
  const state = changed ? 'source-changed' : missing === 0 ? 'current' : missing === wanted.length ? 'none' : 'partial';
  return { language, state, missing, changed, total: wanted.length };
}

/** "Hindi: source changed (2)", "Marathi: 3 of 5 to translate", "Hindi: translated". */
export function statusText({ language, state, missing, changed, total }: LanguageStatus): string {
  const name = LANGUAGE_NAMES[language].english;
  if (state === 'source-changed') return `${name}: source changed (${changed})${missing ? `, ${missing} to translate` : ''}`;
  if (state === 'current') return `${name}: translated`;
  if (state === 'none') return `${name}: not translated`;
  return `${name}: ${missing} of ${total} to translate`;
}
