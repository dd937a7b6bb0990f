// A moment in words, in India's time zone, as the reader's language writes it (Latin digits): the one wording of an
// interview's time in the e-mails and on the candidate's page. English keeps the back office's form ("12 Jun 2026,
// 10:30 am"); Hindi and Marathi spell the weekday and month out and say the part of the day, as people there read a
// time ("शनिवार, 12 सितंबर 2026 को सुबह 10:30 बजे", "शनिवार, 12 सप्टेंबर, 2026 रोजी सकाळी 10:30 वाजता"). The time
// zone is named by the caller, in its own words.
import { INTL_LOCALES, type Language } from './languages.js';
import { lazily } from './lazily.js';

const IN_INDIA = { timeZone: 'Asia/Kolkata', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' } as const;

const FORMATS: Record<Language, () => Intl.DateTimeFormat> = {
  en: lazily(() => new Intl.DateTimeFormat(INTL_LOCALES.en, { ...IN_INDIA, month: 'short', hour12: true })),
  hi: lazily(() => new Intl.DateTimeFormat(INTL_LOCALES.hi, { ...IN_INDIA, weekday: 'long', month: 'long', dayPeriod: 'short' })),
  mr: lazily(() => new Intl.DateTimeFormat(INTL_LOCALES.mr, { ...IN_INDIA, weekday: 'long', month: 'long', dayPeriod: 'short' })),
};

/**
 * Intl names Marathi's parts of the day as nouns ("सकाळ 10:30"); before a time Marathi says them in the locative and
 * ends with "वाजता" ("सकाळी 10:30 वाजता").
 */
const MARATHI_AT: Record<string, string> = { पहाट: 'पहाटे', सकाळ: 'सकाळी', दुपार: 'दुपारी', संध्याकाळ: 'संध्याकाळी', रात्र: 'रात्री' };

/** `at` in India's time, in `language`'s words, without the time zone's name. */
export function momentInWords(at: Date | string, language: Language): string {
  // Some ICU versions put a narrow no-break space before "am": written the same everywhere, plain text included.
  const parts = FORMATS[language]()
    .formatToParts(new Date(at))
    .map((p) => ({ ...p, value: p.value.replace(/\u202f/g, ' ') }));
  if (language !== 'mr') return parts.map((p) => p.value).join('');
  return `${parts.map((p) => (p.type === 'dayPeriod' ? (MARATHI_AT[p.value] ?? p.value) : p.value)).join('')} वाजता`;
}
