// The words of the e-mails a visitor gets, in their language (docs/i18n.md). Each room keeps its e-mails' words in
// catalogues beside its code (`locales/hi.json`, `locales/mr.json`: English text → translation, ICU MessageFormat),
// read through Lingui. A message's id is its English text, so English needs no catalogue and reads as it always did.
import { readFileSync } from 'node:fs';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, FALLBACK_CHAIN, INTL_LOCALES, isLanguage, type Language, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@site/contracts';

/** The message `id` (its English text) in one language, with `values` filled in. */
export type Words = (id: string, values?: Record<string, string | number>) => string;

/** The language a submission was sent in (stored with it); one stored before languages is English. */
export const languageOf = (doc: Record<string, unknown>): Language => (isLanguage(doc.language) ? doc.language : DEFAULT_LANGUAGE);

/** Ids a catalogue lacks, as `<language>:<id>`: such a message falls back, and the catalogue tests list them. */
export const missingMailWords = new Set<string>();

// Lingui turns `\uXXXX` in a result into the character it names: a backslash in a value (a job title, a name) is
// carried through as a private-use character, so values come out exactly as they went in.
const BACKSLASH = '\uE000';
const shield = (values?: Record<string, string | number>) =>
  values && Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.replaceAll('\\', BACKSLASH) : v]));

/** A room's catalogues, read once from its `locales` folder. */
function readCatalogues(folder: URL): Record<TranslatedLanguage, Messages> {
  const read = (language: TranslatedLanguage) => JSON.parse(readFileSync(new URL(`${language}.json`, folder), 'utf8')) as Record<string, string>;
  return Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, read(language)])) as Record<TranslatedLanguage, Messages>;
}

/**
 * The words of a room's e-mails in each language, from its `locales` folder (`new URL('./locales/', import.meta.url)`).
 * A message a catalogue lacks falls back as content does (Marathi → Hindi → English). Numbers, plurals and dates in
 * a message follow the language's `Intl` locale (Latin digits).
 */
export function mailWords(folder: URL): (language: Language) => Words {
  const catalogues = readCatalogues(folder);
  const made = new Map<Language, Words>();
  const make = (language: Language): Words => {
    // The fallback chain read backwards: each language's messages over those it falls back to.
    const messages: Messages = {};
    for (const lang of [...FALLBACK_CHAIN[language]].reverse()) {
      if (lang !== 'en') for (const [id, text] of Object.entries(catalogues[lang])) messages[id] = compileMessage(String(text));
    }
    const i18n: I18n = setupI18n({ locale: language, locales: INTL_LOCALES[language], messages: { [language]: messages } });
    // English, and a message no catalogue has, are compiled from the id when first asked for.
    i18n.setMessagesCompiler(compileMessage);
    return (id, values) => {
      if (language !== DEFAULT_LANGUAGE && !(id in catalogues[language as TranslatedLanguage])) missingMailWords.add(`${language}:${id}`);
      return i18n._(id, shield(values)).replaceAll(BACKSLASH, '\\');
    };
  };
  return (language) => {
    let words = made.get(language);
    if (!words) made.set(language, (words = make(language)));
    return words;
  };
}
