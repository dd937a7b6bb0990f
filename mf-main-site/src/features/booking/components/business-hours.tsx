// Business hours, Monday to Sunday (docs/behaviour.md §2.7): a day whose openingTime is Closed shows Closed in red.
import { type BusinessHours, DEFAULT_BUSINESS_HOURS, WEEKDAYS } from '@site/contracts/constants';
import { FiClock } from 'react-icons/fi';

export interface DayRow {
  day: string;
  closed: boolean;
  hours: string;
}

export function businessDays(hours: Partial<BusinessHours> | undefined): DayRow[] {
  return WEEKDAYS.map((d) => {
    const h = hours?.[d] ?? DEFAULT_BUSINESS_HOURS[d];
    const closed = h.openingTime.trim().toLowerCase() === 'closed';
    return { day: d.charAt(0).toUpperCase() + d.slice(1), closed, hours: closed ? 'Closed' : `${h.openingTime} - ${h.closingTime}` };
  });
}

export function BusinessHoursPanel({ hours }: { hours: Partial<BusinessHours> | undefined }) {
  return (
    <section className="main-hours" aria-labelledby="hours-title">
      <h2 id="hours-title" className="main-panel__title">
        <FiClock aria-hidden /> Business Hours
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
