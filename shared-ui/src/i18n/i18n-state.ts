// The page's i18n state, shared by `t()` and the loading of catalogues (which only Hindi and Marathi pages fetch).
import type { I18n, Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language, type TranslatedLanguage } from '@site/contracts/languages';

interface State {
  /** The page's language. */
  language: Language;
  /** Lingui, once a Hindi or Marathi catalogue was loaded. */
  lingui: I18n | null;
  linguiLoading: Promise<I18n> | null;
  /** English messages compiled by remotes built before English was read from its text, for the `t()` they bundle. */
  source: Messages;
}

/**
 * One state per page (and per server process), even where a copy of this module is bundled: the forms reach the
 * remotes through `@site/shared-ui/forms`, which bundles what they import. Remotes are deployed alone, so this
 * shape is a contract between builds: add to it, never change what is there.
 */
const INSTANCE = Symbol.for('site.i18n');
const shared = globalThis as typeof globalThis & { [INSTANCE]?: State };
export const state = (shared[INSTANCE] ??= { language: DEFAULT_LANGUAGE, lingui: null, linguiLoading: null, source: {} });

export const newLingui = (setup: typeof setupI18n) =>
  setup({ locale: DEFAULT_LANGUAGE, locales: [INTL_LOCALES[DEFAULT_LANGUAGE]], messages: { [DEFAULT_LANGUAGE]: {} } });

/** One package's translations: each language's catalogue, loaded only on that language's pages. */
export type Catalogues = Record<TranslatedLanguage, () => Promise<Messages>>;
