// A moment in words for an e-mail, in India's time zone, as the reader's language writes it (Latin digits). English
// keeps the back office's form ("12 Jun 2026, 10:30 am IST"); Hindi and Marathi spell the weekday and month out and
// say the part of the day, as people there read a time ("शनिवार, 12 सितंबर 2026 को सुबह 10:30 बजे").
import { INTL_LOCALES, type Language } from '@site/contracts';
import { istWords } from '../common/format/ist-words.js';
import { mailWords } from './mail-words.js';

const words = mailWords(new URL('./locales/', import.meta.url));

const SPELLED: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Kolkata',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
};
const formats = { hi: new Intl.DateTimeFormat(INTL_LOCALES.hi, SPELLED), mr: new Intl.DateTimeFormat(INTL_LOCALES.mr, SPELLED) };

/**
 * Intl names Marathi's parts of the day as nouns ("सकाळ 10:30"); before a time Marathi says them in the locative and
 * ends with "वाजता" ("सकाळी 10:30 वाजता").
 */
const MARATHI_AT: Record<string, string> = { पहाट: 'पहाटे', सकाळ: 'सकाळी', दुपार: 'दुपारी', संध्याकाळ: 'संध्याकाळी', रात्र: 'रात्री' };

export function momentWords(at: Date | string, language: Language): string {
  if (language === 'en') return istWords(at);
  const parts = formats[language].formatToParts(new Date(at));
  const spelled =
    language === 'mr'
      ? `${parts.map((p) => (p.type === 'dayPeriod' ? (MARATHI_AT[p.value] ?? p.value) : p.value)).join('')} वाजता`
      : parts.map((p) => p.value).join('');
  return words(language)('{moment} IST', { moment: spelled });
}
