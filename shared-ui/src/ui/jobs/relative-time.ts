// "Posted 3 days ago" from a creation date (docs/architecture.md §5: real relative time, not a fixed text).
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export function relativeTime(date: string | Date | undefined, now = Date.now()): string {
  const time = date ? new Date(date).getTime() : NaN;
  if (Number.isNaN(time)) return 'recently';
  const seconds = Math.round((time - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
