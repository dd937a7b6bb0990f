// A walk-in drive's day and times as the page's reader writes them (docs/behaviour.md §26): "Saturday, 12 September
// 2026" / "शनिवार, 12 सप्टेंबर, 2026"; "9:30 am" / "सुबह 9:30" / "सकाळी 9:30 वाजता" (Latin digits, as the e-mails
// and SMS write them). A drive's day and slots are India's calendar day and clock: no time zone moves them.
import { INTL_LOCALES, type Language } from '@site/contracts/languages';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<Language, Intl.DateTimeFormat>();

const formatOf = <K>(cache: Map<K, Intl.DateTimeFormat>, key: K, make: () => Intl.DateTimeFormat) => {
  let format = cache.get(key);
  if (!format) cache.set(key, (format = make()));
  return format;
};

/** "2026-09-12" in words; `short`: "Sat, 12 Sept". Anything else as it was. */
export function driveDayWords(day: string, language: Language, short = false): string {
  if (!DAY.test(day)) return day;
  const format = formatOf(
    dayFormats,
    `${language}|${short}`,
    () =>
      new Intl.DateTimeFormat(
        INTL_LOCALES[language],
        short
          ? { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }
          : { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
      ),
  );
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** Marathi says a part of the day before a time in the locative, and ends with "वाजता" (as moment-words.ts does). */
const MARATHI_AT: Record<string, string> = { पहाट: 'पहाटे', सकाळ: 'सकाळी', दुपार: 'दुपारी', संध्याकाळ: 'संध्याकाळी', रात्र: 'रात्री' };

/** "09:30" in words. */
export function driveTimeWords(clock: string, language: Language): string {
  if (!CLOCK.test(clock)) return clock;
  const format = formatOf(
    timeFormats,
    language,
    () =>
      new Intl.DateTimeFormat(
        INTL_LOCALES[language],
        language === 'en'
          ? { timeZone: 'UTC', hour: 'numeric', minute: '2-digit', hour12: true }
          : { timeZone: 'UTC', hour: 'numeric', minute: '2-digit', dayPeriod: 'short' },
      ),
  );
  const parts = format.formatToParts(new Date(`2000-01-01T${clock}:00Z`)).map((p) => ({ ...p, value: p.value.replace(/\u202f/g, ' ') }));
  if (language !== 'mr') return parts.map((p) => p.value).join('');
  return `${parts.map((p) => (p.type === 'dayPeriod' ? (MARATHI_AT[p.value] ?? p.value) : p.value)).join('')} वाजता`;
}

/** A slot as "9:30 am – 10:00 am". */
export const driveSlotWords = (slot: { start: string; end: string }, language: Language) =>
  `${driveTimeWords(slot.start, language)} – ${driveTimeWords(slot.end, language)}`;
