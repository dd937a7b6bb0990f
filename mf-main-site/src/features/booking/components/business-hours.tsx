// Business hours, Monday to Sunday (docs/behaviour.md §2.7): a day whose openingTime is Closed shows Closed in red, a
// day open from midnight to midnight shows "Open 24 hours". Days and those words in the page's language; the hours
// as the admin typed them.
import { type BusinessHours, DEFAULT_BUSINESS_HOURS, type Weekday, WEEKDAYS } from '@site/contracts/constants';
import { t } from '@site/shared-ui';
import { FiClock } from 'react-icons/fi';

export interface DayRow {
  day: string;
  closed: boolean;
  hours: string;
}

/** How a closed day is typed, in English and in a Hindi or Marathi translation of the hours. */
const CLOSED = ['closed', 'बंद'];

// One literal message per day, so the catalogue test finds each.
const DAY_NAMES: Record<Weekday, () => string> = {
  monday: () => t('Monday'),
  tuesday: () => t('Tuesday'),
  wednesday: () => t('Wednesday'),
  thursday: () => t('Thursday'),
  friday: () => t('Friday'),
  saturday: () => t('Saturday'),
  sunday: () => t('Sunday'),
};

export function businessDays(hours: Partial<BusinessHours> | undefined): DayRow[] {
  return WEEKDAYS.map((d) => {
    const h = hours?.[d] ?? DEFAULT_BUSINESS_HOURS[d];
    const closed = CLOSED.includes(h.openingTime.trim().toLowerCase());
    const text = closed ? t('Closed') : isWholeDay(h.openingTime, h.closingTime) ? t('Open 24 hours') : `${h.openingTime} - ${h.closingTime}`;
    return { day: DAY_NAMES[d](), closed, hours: text };
  });
}

/** Minutes after midnight of a time as admins type it ("09:00", "9:30 pm", "12 AM"); undefined for other text. */
function minutesOf(time: string): number | undefined {
  const m = time.trim().match(/^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?m?\.?$/i);
  if (!m) return undefined;
  const [hour, minute] = [Number(m[1]), Number(m[2] ?? 0)];
  if (minute > 59 || hour > 24 || (m[3] && (hour < 1 || hour > 12))) return undefined;
  const h24 = m[3] ? (hour % 12) + (m[3].toLowerCase() === 'p' ? 12 : 0) : hour;
  return h24 * 60 + minute;
}

/** Open from midnight to the end of the day: 00:00 to 23:59, 24:00 or 00:00 again. */
export function isWholeDay(opening: string, closing: string): boolean {
  const [open, close] = [minutesOf(opening), minutesOf(closing)];
  return open === 0 && close !== undefined && (close >= 23 * 60 + 59 || close === 0);
}

export function BusinessHoursPanel({ hours }: { hours: Partial<BusinessHours> | undefined }) {
  return (
    <section className="main-hours" aria-labelledby="hours-title">
      <h2 id="hours-title" className="main-panel__title">
        <FiClock aria-hidden /> {t('Business Hours')}
      </h2>
      <dl className="main-hours__list">
        {businessDays(hours).map((row) => (
          <div key={row.day} className="main-hours__row">
            <dt>{row.day}</dt>
            <dd className={row.closed ? 'main-hours__closed' : undefined}>{row.hours}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
