// "Posted 3 days ago" from a creation date (docs/architecture.md §5: real relative time, not a fixed text).
// Written out for English instead of Intl.RelativeTimeFormat: the first Intl object a page makes loads the
// browser's locale data, one of the longest tasks of a page's start on a phone (docs/performance.md).
const UNITS: Array<[unit: string, seconds: number, last: string | null, next: string | null]> = [
  ['year', 365 * 24 * 3600, 'last year', 'next year'],
  ['month', 30 * 24 * 3600, 'last month', 'next month'],
  ['week', 7 * 24 * 3600, 'last week', 'next week'],
  ['day', 24 * 3600, 'yesterday', 'tomorrow'],
  ['hour', 3600, null, null],
  ['minute', 60, null, null],
];

export function relativeTime(date: string | Date | undefined, now = Date.now()): string {
  const time = date ? new Date(date).getTime() : NaN;
  if (Number.isNaN(time)) return 'recently';
  const seconds = Math.round((time - now) / 1000);
  for (const [unit, size, last, next] of UNITS) {
    if (Math.abs(seconds) < size) continue;
    const count = Math.trunc(seconds / size);
    if (count === -1 && last) return last;
    if (count === 1 && next) return next;
    const amount = `${Math.abs(count)} ${unit}${Math.abs(count) === 1 ? '' : 's'}`;
    return count < 0 ? `${amount} ago` : `in ${amount}`;
  }
  return 'just now';
}
