// Where a page is in each language (docs/i18n.md): its canonical link names its own language's address; the
// hreflang links and the sitemap name every language's, English being the default (x-default).
import { DEFAULT_LANGUAGE, type Language, LANGUAGES, languagePath } from '@site/contracts/languages';
import type { LanguageAlternate } from './page-head';
import { canonicalPath } from './site-pages';

/** The absolute address of the English `path` in `language` (`siteUrl` without a trailing slash). */
export const pageUrl = (siteUrl: string, language: Language, path: string) => `${siteUrl}${languagePath(language, path)}`;

/** The page at the English `path` in every language, and English again as the default for every other. */
export function languageAlternates(siteUrl: string, path: string): LanguageAlternate[] {
  return [
    ...LANGUAGES.map((hreflang) => ({ hreflang, href: pageUrl(siteUrl, hreflang, path) })),
    { hreflang: 'x-default', href: pageUrl(siteUrl, DEFAULT_LANGUAGE, path) },
  ];
}

/**
 * The canonical address of the page at the English `path` shown in `language`, and, for a page search engines may
 * list (`indexed`), its addresses in every language. Private and missing pages name no other language.
 */
export function pageAddresses(siteUrl: string, language: Language, path: string, indexed: boolean): { url: string; alternates?: LanguageAlternate[] } {
  const canonical = canonicalPath(path);
  return { url: pageUrl(siteUrl, language, canonical), ...(indexed ? { alternates: languageAlternates(siteUrl, canonical) } : {}) };
}
