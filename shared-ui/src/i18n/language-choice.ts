// The visitor's language choice (docs/i18n.md): kept in the `lang` cookie for a year, read by the browser only.
// Neither it nor the browser's languages ever redirect: at most the switcher points out the language preferred.
import { acceptedLanguage, isLanguage, type Language } from '@site/contracts/languages';

const COOKIE = 'lang';
const YEAR_S = 365 * 24 * 60 * 60;

/** Remembers `language` as the visitor's choice. */
export function rememberLanguage(language: Language, doc: Document = document) {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${COOKIE}=${language}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${secure}`;
}

/** The language the visitor chose before, or null. */
export function chosenLanguage(doc: Document = document): Language | null {
  const chosen = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]*)`).exec(doc.cookie)?.[1];
  return isLanguage(chosen) ? chosen : null;
}

/** The language the visitor chose before, else the one their browser prefers among the site's, else null. */
export function preferredLanguage(doc: Document = document, languages: readonly string[] = globalThis.navigator?.languages ?? []): Language | null {
  return chosenLanguage(doc) ?? acceptedLanguage(languages.join(','));
}
