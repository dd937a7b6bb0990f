// Translated content (docs/i18n.md): a document keeps its English fields as they are, and beside them, per
// language, the translated values of the fields a visitor reads and the English each was translated from. A value
// whose English source changed since is "source changed" until an editor updates or confirms it. Zod-free. Which
// fields of a content resource are translated is said by its declaration (resources/<resource>.ts, TRANSLATABLE_FIELDS).
import { FALLBACK_CHAIN, type Language, TRANSLATED_LANGUAGES, type TranslatedLanguage } from './languages.js';

/** The site settings' fields a visitor reads in the footer. */
export const SETTINGS_TRANSLATABLE_FIELDS = ['footerText', 'address'] as const;

/** One language's translation of a document. */
export interface Translation {
  /** The translated values, by field (a field without one falls back). */
  values: Record<string, unknown>;
  /** The English value each translated field was translated from (or confirmed against). */
  sources: Record<string, unknown>;
}
export type Translations = Partial<Record<TranslatedLanguage, Translation>>;

/** A document that may carry translations. */
export interface Translatable {
  translations?: Translations | null;
}

/**
 * What an editor sends: per language the values they set (`''` or `null` removes one, so the field falls back)
 * and the fields whose translation they confirm as still right for the current English.
 */
export type TranslationsEdit = Partial<Record<TranslatedLanguage, { values?: Record<string, unknown>; confirmed?: readonly string[] }>>;

export type TranslationState = 'missing' | 'current' | 'source-changed';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** Whether `language`'s value of `field` is missing, current, or translated from an English text since changed. */
export function translationState(doc: Record<string, unknown> & Translatable, language: TranslatedLanguage, field: string): TranslationState {
  const t = doc.translations?.[language];
  if (!t || isEmpty(t.values[field])) return 'missing';
  return same(t.sources[field], doc[field]) ? 'current' : 'source-changed';
}

/**
 * The value a reader of `language` gets for `field`: the first of its fallback chain that has one
 * (Marathi → Hindi → English).
 */
export function localizedValue(doc: Record<string, unknown> & Translatable, field: string, language: Language): unknown {
  for (const lang of FALLBACK_CHAIN[language]) {
    if (lang === 'en') return doc[field];
    const value = doc.translations?.[lang]?.values[field];
    if (!isEmpty(value)) return value;
  }
  return doc[field];
}

/**
 * The document as a reader of `language` sees it: the same keys and shapes, each translatable field's value
 * from the fallback chain, and no `translations`. English gives the document as it always was.
 */
export function localized<T extends object>(doc: T, fields: readonly string[], language: Language): Omit<T, 'translations'> {
  const { translations, ...rest } = doc as T & Translatable;
  if (language === 'en' || !translations) return rest as Omit<T, 'translations'>;
  const out: Record<string, unknown> = { ...rest };
  for (const field of fields) if (field in out) out[field] = localizedValue(doc as Record<string, unknown> & Translatable, field, language);
  return out as Omit<T, 'translations'>;
}

/**
 * The translations after an edit. `english` is the document's English fields after the same save. A value set or
 * changed is translated from the English of now; a confirmed field takes the English of now as its source; every
 * other translation keeps the source it had, so a changed English marks it "source changed".
 */
export function applyTranslationsEdit(
  stored: Translations | null | undefined,
  english: Record<string, unknown>,
  edit: TranslationsEdit,
  fields: readonly string[],
): Translations {
  const out: Translations = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const before = stored?.[language] ?? { values: {}, sources: {} };
    const values = { ...before.values };
    const sources = { ...before.sources };
    const change = edit[language];
    for (const field of fields) {
      if (change?.values && field in change.values) {
        const value = change.values[field];
        if (isEmpty(value)) {
          delete values[field];
          delete sources[field];
        } else if (!same(value, values[field])) {
          values[field] = value;
          sources[field] = english[field];
        }
      }
      if (change?.confirmed?.includes(field) && field in values) sources[field] = english[field];
    }
    if (Object.keys(values).length) out[language] = { values, sources };
  }
  return out;
}
