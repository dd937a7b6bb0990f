// Until when a drawn page stays true by itself, with no write to its content: the open jobs are the ones open today
// in India, and a drive's slot stops being bookable when it starts.
import { endOfIndiaDay } from '@site/contracts/jobs';

interface SlotsOf {
  day?: unknown;
  slots?: Array<{ start?: unknown }>;
}

/** When a slot of `day` (YYYY-MM-DD in India) starting at `start` (HH:MM IST) begins (ms). */
const slotStart = (day: unknown, start: unknown) => (typeof day === 'string' && typeof start === 'string' ? Date.parse(`${day}T${start}:00+05:30`) : NaN);

/** `drives`: what the page shows of drives (one or a list), if any. */
export function pageUntil(drives: unknown, now = Date.now()): number {
  const shown = (Array.isArray(drives) ? drives : drives ? [drives] : []) as SlotsOf[];
  const starts = shown.flatMap((d) => (Array.isArray(d?.slots) ? d.slots.map((s) => slotStart(d.day, s?.start)) : [])).filter((t) => t > now);
  return Math.min(endOfIndiaDay(new Date(now)), ...starts);
}
