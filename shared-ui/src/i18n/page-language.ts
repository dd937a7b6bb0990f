// A page's language comes from its address (docs/i18n.md): its words are loaded before it is drawn, and its router
// works under the language's prefix, so every page and link is written as in English (`/main/jobs`).
import { DEFAULT_LANGUAGE, type Language, splitLanguagePath } from '@site/contracts/languages';
import { sharedUiCatalogues } from '../locales';
import { activateLanguage, type Catalogues, loadCatalogues } from './i18n';

/** The language of the page at `pathname` (`/mr/main/home` → Marathi). */
export const languageOfPath = (pathname: string): Language => splitLanguagePath(pathname).language;

/** The router's basename on a page in `language`: `/hi`, `/mr`, none in English. */
export const routerBasename = (language: Language) => (language === DEFAULT_LANGUAGE ? undefined : `/${language}`);

/** Loads the shared kit's and `packages`' words in `language` and makes it the page's. */
export async function startLanguage(language: Language, packages: ReadonlyArray<Catalogues | null | undefined> = []) {
  await loadCatalogues(language, [sharedUiCatalogues, ...packages]);
  activateLanguage(language);
}
