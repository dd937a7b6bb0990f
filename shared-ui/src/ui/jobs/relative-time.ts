// "Posted 3 days ago" from a creation date (docs/architecture.md §5: real relative time, not a fixed text).
// Written out for English instead of Intl.RelativeTimeFormat: the first Intl object a page makes loads the
// browser's locale data, one of the longest tasks of a page's start on a phone (docs/performance.md). Hindi and
// Marathi pages say it with their catalogues' plurals, in the words that fit after "posted".
import { currentLanguage, t } from '../../i18n/i18n';

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

const UNITS: Array<[unit: Unit, seconds: number, last: string | null, next: string | null]> = [
  ['year', 365 * 24 * 3600, 'last year', 'next year'],
  ['month', 30 * 24 * 3600, 'last month', 'next month'],
  ['week', 7 * 24 * 3600, 'last week', 'next week'],
  ['day', 24 * 3600, 'yesterday', 'tomorrow'],
  ['hour', 3600, null, null],
  ['minute', 60, null, null],
];

/** One literal message each, so the catalogue test finds them. */
const WORDS: Record<string, () => string> = {
  'last year': () => t('last year'),
  'next year': () => t('next year'),
  'last month': () => t('last month'),
  'next month': () => t('next month'),
  'last week': () => t('last week'),
  'next week': () => t('next week'),
  yesterday: () => t('yesterday'),
  tomorrow: () => t('tomorrow'),
};
const AGO: Record<Unit, (count: number) => string> = {
  year: (count) => t('{count, plural, one {# year ago} other {# years ago}}', { count }),
  month: (count) => t('{count, plural, one {# month ago} other {# months ago}}', { count }),
  week: (count) => t('{count, plural, one {# week ago} other {# weeks ago}}', { count }),
  day: (count) => t('{count, plural, one {# day ago} other {# days ago}}', { count }),
  hour: (count) => t('{count, plural, one {# hour ago} other {# hours ago}}', { count }),
  minute: (count) => t('{count, plural, one {# minute ago} other {# minutes ago}}', { count }),
};
const IN: Record<Unit, (count: number) => string> = {
  year: (count) => t('{count, plural, one {in # year} other {in # years}}', { count }),
  month: (count) => t('{count, plural, one {in # month} other {in # months}}', { count }),
  week: (count) => t('{count, plural, one {in # week} other {in # weeks}}', { count }),
  day: (count) => t('{count, plural, one {in # day} other {in # days}}', { count }),
  hour: (count) => t('{count, plural, one {in # hour} other {in # hours}}', { count }),
  minute: (count) => t('{count, plural, one {in # minute} other {in # minutes}}', { count }),
};

export function relativeTime(date: string | Date | undefined, now = Date.now()): string {
  const english = currentLanguage() === 'en';
  const time = date ? new Date(date).getTime() : NaN;
  if (Number.isNaN(time)) return t('recently');
  const seconds = Math.round((time - now) / 1000);
  for (const [unit, size, last, next] of UNITS) {
    if (Math.abs(seconds) < size) continue;
    const count = Math.trunc(seconds / size);
    const named = count === -1 ? last : count === 1 ? next : null;
    if (named) return WORDS[named]!();
    // English counts by hand: a plural message would make the page's first Intl object.
    if (!english) return count < 0 ? AGO[unit](-count) : IN[unit](count);
    const amount = `${Math.abs(count)} ${unit}${Math.abs(count) === 1 ? '' : 's'}`;
    return count < 0 ? `${amount} ago` : `in ${amount}`;
  }
  return t('just now');
}

/** "Posted 3 days ago", in the page's language. */
export const postedText = (date: string | Date | undefined, now?: number) => t('Posted {time}', { time: relativeTime(date, now) });
