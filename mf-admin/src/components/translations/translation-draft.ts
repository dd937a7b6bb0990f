// A form's translations while they are edited: per language, the texts typed for each field's cells and the
// fields whose translation the editor confirms. Only what changed is sent, in the API's TranslationsEdit shape,
// so an untouched translation keeps the English it was translated from (and its "source changed" mark).
import { FALLBACK_CHAIN, type Translatable, TRANSLATED_LANGUAGES, type TranslatedLanguage, type TranslationsEdit } from '@site/contracts';
import type { TranslatableField, Texts } from './translatable-fields';

export interface LanguageDraft {
  /** By field name, the texts by cell key. */
  texts: Record<string, Texts>;
  /** Fields whose translation is confirmed as still right for the current English. */
  confirmed: string[];
}
export type Draft = Record<TranslatedLanguage, LanguageDraft>;

export type TranslatableDoc = Record<string, unknown> & Translatable;

/** The stored translations of `doc` (none when adding) as texts to edit. */
export function initialDraft(fields: readonly TranslatableField[], doc: TranslatableDoc | undefined): Draft {
  const of = (language: TranslatedLanguage): LanguageDraft => ({
    texts: Object.fromEntries(fields.map((f) => [f.name, f.textsOf(doc?.translations?.[language]?.values[f.name], doc?.[f.name])])),
    confirmed: [],
  });
  return { hi: of('hi'), mr: of('mr') };
}

/** The texts typed, without the empty ones, in one order: two drafts of a field are the same when these are. */
const typed = (texts: Texts | undefined) =>
  JSON.stringify(
    Object.entries(texts ?? {})
      .filter(([, t]) => t.trim())
      .sort(([a], [b]) => a.localeCompare(b)),
  );

export const fieldChanged = (draft: Draft, initial: Draft, language: TranslatedLanguage, field: string) =>
  typed(draft[language].texts[field]) !== typed(initial[language].texts[field]);

/**
 * What an empty cell of `language` shows readers, as the public pages will fall back: Marathi shows the Hindi
 * (as typed now), then the English.
 */
export function fallbackText(draft: Draft, language: TranslatedLanguage, field: string, key: string, english: string): string {
  for (const next of FALLBACK_CHAIN[language].slice(1)) {
    if (next === 'en') return english;
    const text = draft[next as TranslatedLanguage].texts[field]?.[key] ?? '';
    if (text.trim()) return text;
  }
  return english;
}

/** The language whose text an empty cell of `language` shows (for the hint under it). */
export function fallbackLanguage(draft: Draft, language: TranslatedLanguage, field: string, key: string): 'en' | TranslatedLanguage {
  for (const next of FALLBACK_CHAIN[language].slice(1)) {
    if (next === 'en') return 'en';
    if ((draft[next as TranslatedLanguage].texts[field]?.[key] ?? '').trim()) return next as TranslatedLanguage;
  }
  return 'en';
}

/**
 * The edit to send: per language the fields whose texts changed (as whole values in the English structure, a
 * cleared one as null) and the confirmed fields; undefined when there is nothing to send. `english` is the form's
 * English by field.
 */
export function editOf(fields: readonly TranslatableField[], draft: Draft, initial: Draft, english: Record<string, unknown>): TranslationsEdit | undefined {
  const edit: TranslationsEdit = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const values: Record<string, unknown> = {};
    for (const f of fields) {
      if (!fieldChanged(draft, initial, language, f.name) || f.blocked?.(english[f.name])) continue;
      const cells = new Map(f.cells(english[f.name]).map((c) => [c.key, c.text]));
      values[f.name] = f.valueOf(english[f.name], draft[language].texts[f.name] ?? {}, (key) =>
        fallbackText(draft, language, f.name, key, cells.get(key) ?? ''),
      );
    }
    const confirmed = draft[language].confirmed.filter((name) => !(name in values));
    if (Object.keys(values).length || confirmed.length)
      edit[language] = { ...(Object.keys(values).length && { values }), ...(confirmed.length && { confirmed }) };
  }
  return Object.keys(edit).length ? edit : undefined;
}
