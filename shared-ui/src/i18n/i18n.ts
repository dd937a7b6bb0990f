// The words of the public sites (docs/i18n.md): one Lingui instance for the shell and every remote, shared through
// shared-ui like the store. A message's id is its English text, so an English page loads no catalogue, and not
// Lingui either: it is loaded with the first catalogue of a Hindi or Marathi page (English pages keep their bytes).
import type { I18n, Messages } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language, type TranslatedLanguage } from '@site/contracts/languages';
import { formatMessage } from './format-message';
import { type Catalogues, newLingui, state } from './i18n-state';

export type { Catalogues, Messages };

const has = (messages: object, id: string) => Object.prototype.hasOwnProperty.call(messages, id);

/**
 * Lingui at once, where tests and development builds need it synchronously (`addMessages`). Production builds drop
 * this branch, and with it the static import: there Lingui comes only through `loadCatalogues`.
 */
function linguiNow(): I18n | null {
  if (process.env.NODE_ENV !== 'production') state.lingui ??= newLingui(setupI18n);
  return state.lingui;
}

/** The message `id` (its English text, ICU MessageFormat) in the page's language, with `values` filled in. */
export function t(id: string, values?: Record<string, unknown>): string {
  const { lingui, language } = state;
  if (language !== DEFAULT_LANGUAGE && lingui && has(lingui.messages, id)) return lingui._(id, values);
  // Untranslated (every English page): the English text itself, read as ICU MessageFormat where it has placeholders.
  if (!id.includes('{')) return id;
  try {
    return formatMessage(id, values, INTL_LOCALES[language]);
  } catch {
    return id;
  }
}

/** The page's language. */
export const currentLanguage = (): Language => state.language;

/** Adds messages for `language` and makes it the page's, at once (tests; pages load theirs with `loadCatalogues`). */
export function addMessages(language: Language, messages: Messages) {
  const lingui = linguiNow();
  if (!lingui) throw new Error('Lingui is not loaded yet: load the catalogues with loadCatalogues');
  lingui.load(language, messages);
  activateLanguage(language);
}

/** Makes `language` the page's (its catalogues loaded first, `loadCatalogues`). */
export function activateLanguage(language: Language) {
  state.language = language;
  // Plurals' `#` are written with the language's `Intl` locale: Latin digits in Marathi too (docs/i18n.md).
  if (state.lingui && state.lingui.locale !== language) state.lingui.activate(language, [INTL_LOCALES[language]]);
}

/**
 * Runs `draw` with `language` active and puts the one before back: the server draws pages of every language in one
 * process, each synchronously (`renderToString`), so nothing else runs in between.
 */
export function inLanguage<T>(language: Language, draw: () => T): T {
  const before = currentLanguage();
  activateLanguage(language);
  try {
    return draw();
  } finally {
    activateLanguage(before);
  }
}

/** A number as the page's language writes it (Indian grouping, Latin digits). */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(INTL_LOCALES[currentLanguage()], options).format(value);

type CatalogueModule = () => Promise<{ default: Messages }>;

/**
 * A package's catalogues (`src/locales/hi.json`, `mr.json`: English text → ICU translation, compiled at build time),
 * e.g. `catalogues({ hi: () => import('./hi.json'), mr: () => import('./mr.json') })`. A remote built when English
 * messages were compiled at build time passes those first: they are kept for the `t()` its own code bundles.
 */
export function catalogues(
  translations: Record<TranslatedLanguage, CatalogueModule> | Messages,
  older?: Record<TranslatedLanguage, CatalogueModule>,
): Catalogues {
  if (older) for (const [id, message] of Object.entries(translations as Messages)) if (typeof message !== 'string') state.source[id] = message;
  const modules = older ?? (translations as Record<TranslatedLanguage, CatalogueModule>);
  return { hi: () => modules.hi().then((m) => m.default), mr: () => modules.mr().then((m) => m.default) };
}

/**
 * Loads `language`'s catalogue of each package (once per package and language), and Lingui with the first. English
 * needs neither, nor the code that loads them: it is a chunk of its own.
 */
export function loadCatalogues(language: Language, packages: ReadonlyArray<Catalogues | null | undefined>): Promise<void> {
  return language === DEFAULT_LANGUAGE
    ? Promise.resolve()
    : import('./load-catalogues').then((m) => m.loadTranslations(language as TranslatedLanguage, packages));
}
