// Dates in the page's language (docs/i18n.md: Latin digits, India's conventions). English keeps the locale each
// caller always wrote it in, so English pages read exactly as before.
import { INTL_LOCALES } from '@site/contracts/languages';
import { currentLanguage } from '../i18n/i18n';

/** `date` written with `options` in the page's language; on English pages in `englishLocale`. */
export function formatDate(date: string | Date, options: Intl.DateTimeFormatOptions, englishLocale: string = INTL_LOCALES.en): string {
  const language = currentLanguage();
  return new Intl.DateTimeFormat(language === 'en' ? englishLocale : INTL_LOCALES[language], options).format(new Date(date));
}
