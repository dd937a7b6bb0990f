// The one way the back office writes a moment or a day: Indian English, India's time zone ("24 Nov 2026,
// 11:32 pm"), whatever the admin's browser is set to, so every screen and every admin reads the same time.
const ZONE = { timeZone: 'Asia/Kolkata' } as const;
const DAY = new Intl.DateTimeFormat('en-IN', { ...ZONE, day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  ...ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
/** A calendar day as a form stores it (YYYY-MM-DD): no moment in time, so no time zone may move it. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const UTC_DAY = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

const parsed = (value: string | number | Date | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "24 Nov 2026, 11:32 pm"; '' for no or an unreadable value. */
export function dateTime(value: string | number | Date | null | undefined): string {
  const date = parsed(value);
  return date ? DATE_TIME.format(date) : '';
}

/** "24 Nov 2026"; a stored calendar day ("2026-11-24") is that day. '' for no or an unreadable value. */
export function day(value: string | number | Date | null | undefined): string {
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return parsed(value) ? UTC_DAY.format(new Date(value)) : '';
  const date = parsed(value);
  return date ? DAY.format(date) : '';
}
