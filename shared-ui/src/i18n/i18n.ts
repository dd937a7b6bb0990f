// The words of the public sites (docs/i18n.md): one Lingui instance for the shell and every remote, shared through
// shared-ui like the store. A message's id is its English text, so an English page loads no catalogue.
import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from '@site/contracts/languages';

export type { Messages };

i18n.load(DEFAULT_LANGUAGE, {});
i18n.activate(DEFAULT_LANGUAGE);

/** The message `id` (its English text, ICU MessageFormat) in the page's language, with `values` filled in. */
export function t(id: string, values?: Record<string, unknown>): string {
  return i18n._(id, values);
}

/** The page's language. */
export const currentLanguage = (): Language => i18n.locale as Language;

/** Adds a package's messages for `language` (each package brings its own catalogue) and makes it the page's. */
export function addMessages(language: Language, messages: Messages) {
  i18n.load(language, messages);
  if (i18n.locale !== language) i18n.activate(language);
}

/** A number as the page's language writes it (Indian grouping, Latin digits). */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(INTL_LOCALES[currentLanguage()], options).format(value);
