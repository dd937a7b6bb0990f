// The site's languages (docs/i18n.md): English at today's addresses, Hindi and Marathi under /hi and /mr.
// Zod-free: the public pages load this with their first page.

export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The languages a content field or an e-mail can be translated into (English is the source). */
export const TRANSLATED_LANGUAGES = ['hi', 'mr'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in itself (the language switcher) and in English (the back office). */
/** `readHere`: the offer to read a page in the language, in the language itself (to a reader who chose it). */
export const LANGUAGE_NAMES: Record<Language, { own: string; english: string; readHere: string }> = {
  en: { own: 'English', english: 'English', readHere: 'Read this page in English' },
  hi: { own: 'हिन्दी', english: 'Hindi', readHere: 'यह पेज हिन्दी में पढ़ें' },
  mr: { own: 'मराठी', english: 'Marathi', readHere: 'हे पान मराठीत वाचा' },
};

/**
 * The `Intl` locale of each language. Hindi and Marathi pages write numbers in Latin digits (`-u-nu-latn`):
 * Marathi's default in `Intl` is Devanagari digits, but salaries, phone numbers and dates are typed with Latin
 * digits on Indian phone keyboards, and the Constitution (Art. 343) makes the international form of Indian
 * numerals the official one. Grouping stays Indian (12,34,567).
 */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn', mr: 'mr-IN-u-nu-latn' };

/** Where a missing translation is looked for next, field by field: Marathi falls back to Hindi, then English. */
export const FALLBACK_CHAIN: Record<Language, readonly Language[]> = { en: ['en'], hi: ['hi', 'en'], mr: ['mr', 'hi', 'en'] };

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** `/mr/main/home` → Marathi and `/main/home`; an English address is itself. */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const m = /^\/(hi|mr)(\/.*)?$/i.exec(pathname);
  if (!m) return { language: DEFAULT_LANGUAGE, path: pathname };
  return { language: m[1]!.toLowerCase() as Language, path: m[2] || '/' };
}

/** The address of `path` in `language`: English keeps it as it is, the others put their code first. */
export function languagePath(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** The supported language a browser's `Accept-Language` prefers most (by its q weights), or null. */
export function acceptedLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { code: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.q > 0 && isLanguage(l.code))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.code as Language | undefined) ?? null;
}

/** The language an API call asks for: `?lang=` when given and known, else `Accept-Language`, else English. */
export function requestLanguage(query: unknown, acceptLanguage: string | null | undefined): Language {
  const asked = typeof query === 'string' ? query.toLowerCase() : undefined;
  return isLanguage(asked) ? asked : (acceptedLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE);
}

/** Devanagari digits (०-९) as Latin ones: a phone number typed on a Devanagari keyboard is stored as digits. */
export const latinDigits = (text: string) => text.replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - 0x0966));
