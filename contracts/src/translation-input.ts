// What an editor sends to translate a content item or the site settings (docs/i18n.md, "Translated content"): per
// language the values they set and the fields they confirm (the `TranslationsEdit` shape). Each value is checked
// with its English field's own rule; a list or record of the English (screening questions, FAQs, business hours)
// keeps its structure, only its words differ. An empty value removes a translation, so the field falls back.
import { z } from 'zod';
import { LANGUAGE_NAMES, TRANSLATED_LANGUAGES, type TranslatedLanguage } from './languages.js';
import type { ContentKey } from './resources.js';
import { questionsOf } from './screening.js';
import type { ContentDeclaration } from './resources/content-declaration.js';
import { CONTENT_DECLARATIONS } from './resources/index.js';
import type { TranslationsEdit } from './translations.js';

/** Empty as `applyTranslationsEdit` reads it: such a value removes the translation. */
const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const nameOf = (language: TranslatedLanguage) => LANGUAGE_NAMES[language].english;

/** JSON text (a multipart form's field) or the value itself (a JSON body); empty text is no translations. */
function fromJsonText(v: unknown, ctx: { addIssue: (issue: { code: 'custom'; message: string }) => void }) {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return undefined;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Translations must be valid JSON' });
    return z.NEVER;
  }
}

type Structure = (translated: unknown, english: unknown, language: string) => string | null;

/**
 * The English structure a structured field's translation keeps, by field name: the problem, or null. A translation
 * that kept it can be read in place of the English (the public pages and the answers to a job's questions do).
 */
const STRUCTURES: Record<string, Structure> = {
  questions(translated, english, language) {
    const en = questionsOf({ questions: english });
    const list = questionsOf({ questions: translated });
    const kept = list.length === en.length && en.every((q) => list.some((t) => t.id === q.id && t.kind === q.kind && t.options.length === q.options.length));
    return kept ? null : `The ${language} screening questions must be the English ones with their words translated: the same IDs, kinds and number of choices`;
  },
  faqs(translated, english, language) {
    const count = Array.isArray(english) ? english.length : 0;
    return Array.isArray(translated) && translated.length === count ? null : `The ${language} FAQs must be as many as the English ones (${count})`;
  },
  businessHours(translated, english, language) {
    const days = (v: unknown) => (isObject(v) ? Object.keys(v).sort().join() : '');
    return !isObject(english) || days(translated) === days(english) ? null : `The ${language} business hours must give the same days as the English ones`;
  },
};

/** Which answer knocks a candidate out is the English question's: a translation's own is not read. */
function withoutKnockout(v: unknown): unknown {
  let list = v;
  if (typeof v === 'string') {
    try {
      list = JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }
  return Array.isArray(list) ? list.map((q: unknown) => (isObject(q) ? { ...q, knockout: null } : q)) : v;
}

const languageShape = (language: TranslatedLanguage, fields: readonly string[]) => {
  const name = nameOf(language);
  return z.looseObject(
    {
      values: z
        .record(z.string(), z.unknown(), { error: `The ${name} values must be an object of field to translated value` })
        .optional()
        .describe(`The translated value of each field set (${fields.join(', ') || 'none'}), in the shape of its English value; '' or null removes one`),
      confirmed: z
        .array(z.string({ error: `The ${name} confirmed fields must be a list of field names` }), {
          error: `The ${name} confirmed fields must be a list of field names`,
        })
        .optional()
        .describe('Fields whose translation is still right for the current English (no longer "source changed")'),
    },
    { error: `The ${name} translations must be an object with values and confirmed` },
  );
};

/**
 * The translations an add or edit sends, for the fields of `schemas` (each field's English schema). `english`: the
 * item's English after the save, which a structured field's translation must keep the structure of (none: the
 * structure is not checked). Answers a `TranslationsEdit` whose values are as each field's schema gives them, or
 * null for a removal.
 */
export function translationsEditOf(schemas: Record<string, z.ZodType>, english?: Record<string, unknown>) {
  const fields = Object.keys(schemas);
  const shape = z.looseObject(Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, languageShape(l, fields).optional()])), {
    error: `Translations must be an object by language: ${TRANSLATED_LANGUAGES.join(', ')}`,
  });
  const unknownField = (name: string, field: string) =>
    fields.length
      ? `The ${name} translations cannot hold "${field}": the fields translated are ${fields.join(', ')}`
      : `The ${name} translations cannot hold "${field}": nothing here is translated`;
  return z.preprocess(fromJsonText, shape.optional()).transform((sent, ctx): TranslationsEdit | undefined => {
    if (sent === undefined) return undefined;
    const problem = (message: string, path: Array<string | number>) => ctx.addIssue({ code: 'custom', message, path });
    const edit: TranslationsEdit = {};
    for (const key of Object.keys(sent)) {
      if (!(TRANSLATED_LANGUAGES as readonly string[]).includes(key))
        problem(`Translations are given for ${TRANSLATED_LANGUAGES.join(' and ')} only, not "${key}"`, [key]);
    }
    for (const language of TRANSLATED_LANGUAGES) {
      const given = sent[language] as { values?: Record<string, unknown>; confirmed?: string[] } | undefined;
      if (!given) continue;
      const name = nameOf(language);
      // `sources` is what a read answers beside the values: sent back as it came, it changes nothing and is not read.
      for (const key of Object.keys(given))
        if (key !== 'values' && key !== 'confirmed' && key !== 'sources')
          problem(`The ${name} translations must be an object with values and confirmed, not "${key}"`, [language, key]);
      const values: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(given.values ?? {})) {
        const schema = schemas[field];
        if (!schema) {
          problem(unknownField(name, field), [language, 'values', field]);
          continue;
        }
        if (isEmpty(value)) {
          values[field] = null;
          continue;
        }
        const parsed = schema.safeParse(field === 'questions' ? withoutKnockout(value) : value);
        if (!parsed.success) {
          problem(`${name} ${field}: ${parsed.error.issues[0]?.message ?? 'Invalid value'}`, [language, 'values', field]);
          continue;
        }
        const broken = english && STRUCTURES[field]?.(parsed.data, english[field], name);
        if (broken) problem(broken, [language, 'values', field]);
        values[field] = isEmpty(parsed.data) ? null : parsed.data;
      }
      for (const field of given.confirmed ?? []) if (!schemas[field]) problem(unknownField(name, field), [language, 'confirmed']);
      edit[language] = { ...(given.values && { values }), ...(given.confirmed && { confirmed: [...new Set(given.confirmed)] }) };
    }
    return edit;
  });
}

/** The English schemas of `fields`, by field, from an input's shape (for `translationsEditOf`). */
export const translatableShape = (shape: Record<string, z.ZodType>, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((f) => f in shape).map((f) => [f, shape[f]!]));

/** The translations a content resource's add or edit takes: its declared translatable fields, each checked as its English. */
export const contentTranslationsInputOf = (declaration: ContentDeclaration, english?: Record<string, unknown>) =>
  translationsEditOf(translatableShape(declaration.fields, declaration.translatable), english);

/** The translations a content item's add or edit takes (`TRANSLATABLE_FIELDS`), each checked as its English. */
export const translationsInput = (key: ContentKey, english?: Record<string, unknown>) => contentTranslationsInputOf(CONTENT_DECLARATIONS[key], english);

const storedTranslation = z.object({
  values: z.record(z.string(), z.unknown()).describe('The translated value of each translated field'),
  sources: z
    .record(z.string(), z.unknown())
    .describe('The English each value was translated from (or confirmed against): a different English now marks it "source changed"'),
});

/** Translations as stored beside the English and answered to the back office (`Translations`). */
export const storedTranslations = z.object(
  Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, storedTranslation.optional()])) as Record<TranslatedLanguage, z.ZodOptional<typeof storedTranslation>>,
);
