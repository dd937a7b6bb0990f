// How a Hindi or Marathi page gets its words: Lingui and each package's catalogue of the page's language. English
// pages never load this module.
import type { I18n, Messages } from '@lingui/core';
import { INTL_LOCALES, type TranslatedLanguage } from '@site/contracts/languages';
import { type Catalogues, newLingui, state } from './i18n-state';

/** Lingui, loaded once (a chunk of its own in the browser). */
function loadLingui(): Promise<I18n> {
  if (state.lingui) return Promise.resolve(state.lingui);
  state.linguiLoading ??= import('@lingui/core').then(({ setupI18n }) => (state.lingui ??= newLingui(setupI18n)));
  return state.linguiLoading;
}

const loading = new WeakMap<() => Promise<Messages>, Promise<void>>();

/** `loadCatalogues` for a translated language. A catalogue that cannot be had leaves its words in English rather than the page unusable. */
export async function loadTranslations(language: TranslatedLanguage, packages: ReadonlyArray<Catalogues | null | undefined>): Promise<void> {
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
