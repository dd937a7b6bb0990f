// Days and moments as people in India write them (docs/behaviour.md §11; mobile numbers are phone.ts's): shared by the
// e-mails and the back office. A moment is in India's time zone, whatever the reader's machine is set to, so every
// screen, e-mail and admin reads the same time.
import { INTL_LOCALES } from './languages.js';
import { lazily } from './lazily.js';
import { momentInWords } from './moment-words.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar day ("2026-11-28", or the day of a full date-time) as "28 Nov 2026"; anything else as it was. */
export function formatIndianDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(day.trim());
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : day;
}

type DateLike = string | number | Date | null | undefined;

const parsed = (value: DateLike) => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A moment as the back office and the e-mails write it: "24 Nov 2026, 11:32 pm"; '' for no or an unreadable value. */
export function momentInIndia(value: DateLike): string {
  const date = parsed(value);
  return date ? momentInWords(date, 'en') : '';
}

/** The same moment, named as an e-mail names it: "12 Jun 2026, 10:30 am IST". */
export const istWords = (at: Date | string) => `${momentInWords(at, 'en')} IST`;

const DAY_IN_INDIA = lazily(() => new Intl.DateTimeFormat(INTL_LOCALES.en, { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' }));
/** A calendar day as a form stores it (YYYY-MM-DD): no moment in time, so no time zone may move it. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CALENDAR_DAY_WORDS = lazily(() => new Intl.DateTimeFormat(INTL_LOCALES.en, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }));

/** The day of a moment in India: "24 Nov 2026"; a stored calendar day ("2026-11-24") is that day. '' for no or an unreadable value. */
export function dayInIndia(value: DateLike): string {
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return parsed(value) ? CALENDAR_DAY_WORDS().format(new Date(value)) : '';
  const date = parsed(value);
  return date ? DAY_IN_INDIA().format(date) : '';
}
