// The words of the public sites (docs/i18n.md): one Lingui instance for the shell and every remote, shared through
// shared-ui like the store. A message's id is its English text, so an English page loads no catalogue, and not
// Lingui either: it is loaded with the first catalogue of a Hindi or Marathi page (English pages keep their bytes).
import type { I18n, Messages } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language, type TranslatedLanguage } from '@site/contracts/languages';
import { formatCompiled } from './format-compiled';

export type { Messages };

interface State {
  /** The page's language. */
  language: Language;
  /** Lingui, once a Hindi or Marathi catalogue was loaded. */
  lingui: I18n | null;
  linguiLoading: Promise<I18n> | null;
  /** The English messages that have placeholders, compiled (`catalogues`). */
  source: Messages;
}

/**
 * One state per page (and per server process), even where a copy of this module is bundled: the forms reach the
 * remotes through `@site/shared-ui/forms`, which bundles what they import. Remotes are deployed alone, so this
 * shape is a contract between builds: add to it, never change what is there.
 */
const INSTANCE = Symbol.for('site.i18n');
const shared = globalThis as typeof globalThis & { [INSTANCE]?: State };
const state = (shared[INSTANCE] ??= { language: DEFAULT_LANGUAGE, lingui: null, linguiLoading: null, source: {} });

const has = (messages: object, id: string) => Object.prototype.hasOwnProperty.call(messages, id);
const newLingui = (setup: typeof setupI18n) => setup({ locale: DEFAULT_LANGUAGE, locales: [INTL_LOCALES[DEFAULT_LANGUAGE]], messages: { [DEFAULT_LANGUAGE]: {} } });

/** Lingui, loaded once (a chunk of its own in the browser). */
function loadLingui(): Promise<I18n> {
  if (state.lingui) return Promise.resolve(state.lingui);
  state.linguiLoading ??= import('@lingui/core').then(({ setupI18n: setup }) => (state.lingui ??= newLingui(setup)));
  return state.linguiLoading;
}

/**
 * Lingui at once, where tests and development builds need it synchronously (`addMessages`). Production builds drop
 * this branch, and with it the static import: there Lingui comes only through `loadLingui`.
 */
function linguiNow(): I18n | null {
  if (process.env.NODE_ENV !== 'production') state.lingui ??= newLingui(setupI18n);
  return state.lingui;
}

/** The message `id` (its English text, ICU MessageFormat) in the page's language, with `values` filled in. */
export function t(id: string, values?: Record<string, unknown>): string {
  const { lingui, language } = state;
  if (language !== DEFAULT_LANGUAGE && lingui && has(lingui.messages, id)) return lingui._(id, values);
  // Untranslated (every English page): the English text itself. One with placeholders was compiled from its id at
  // build time (`catalogues`); tests and development builds compile it as it is first used.
  if (!id.includes('{')) return id;
  let compiled = state.source[id];
  if (compiled === undefined && process.env.NODE_ENV !== 'production') compiled = state.source[id] = compileMessage(id);
  return compiled === undefined ? id : formatCompiled(compiled, values, INTL_LOCALES[language]);
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
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(INTL_LOCALES[currentLanguage()], options).format(value);

/** One package's translations: each language's catalogue, loaded only on that language's pages. */
export type Catalogues = Record<TranslatedLanguage, () => Promise<Messages>>;

type CatalogueModule = () => Promise<{ default: Messages }>;

/**
 * A package's catalogues (`src/locales/hi.json`, `mr.json`: English text → ICU translation, compiled at build time),
 * e.g. `catalogues(english, { hi: () => import('./hi.json'), mr: () => import('./mr.json') })`. `english` is
 * `./hi.json?english`: the package's English messages that have placeholders, compiled from their ids, so an English
 * page formats them without any catalogue. Only compiled messages are taken: where nothing compiles (tests, whose
 * loader ignores the query), the English ids are compiled as they are used.
 */
export function catalogues(english: Messages, translations: Record<TranslatedLanguage, CatalogueModule>): Catalogues {
  for (const [id, message] of Object.entries(english)) if (typeof message !== 'string') state.source[id] = message;
  return { hi: () => translations.hi().then((m) => m.default), mr: () => translations.mr().then((m) => m.default) };
}

const isTranslated = (language: Language): language is TranslatedLanguage => language !== DEFAULT_LANGUAGE;

const loading = new WeakMap<() => Promise<Messages>, Promise<void>>();

/**
 * Loads `language`'s catalogue of each package (once per package and language), and Lingui with the first; English
 * needs neither. A catalogue that cannot be had leaves its words in English rather than the page unusable.
 */
export async function loadCatalogues(language: Language, packages: ReadonlyArray<Catalogues | null | undefined>): Promise<void> {
  if (!isTranslated(language)) return;
  let lingui: I18n;
  try {
    lingui = await loadLingui();
  } catch (err) {
    state.linguiLoading = null;
    console.error(`The ${language} words could not be loaded:`, err);
    return;
  }
  await Promise.all(
    packages.map((pkg): Promise<void> | undefined => {
      const load = pkg?.[language];
      if (!load) return undefined;
      let pending = loading.get(load);
      if (!pending) {
        pending = load().then(
          (messages: Messages) => lingui.load(language, messages),
          (err: unknown) => {
            loading.delete(load);
            console.error(`The ${language} words could not be loaded:`, err);
          },
        );
        loading.set(load, pending);
      }
      return pending;
    }),
  );
  // Lingui may have arrived after the page's language was made active.
  if (state.language === language && lingui.locale !== language) lingui.activate(language, [INTL_LOCALES[language]]);
}
