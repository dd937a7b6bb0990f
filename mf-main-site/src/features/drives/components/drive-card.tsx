// One upcoming drive in a list (the drives page, a job's page): its day, place, jobs and seats left, linking to its page.
import type { PublicDrive } from '@site/contracts';
import { Link, t } from '@site/shared-ui';
import { FiBriefcase, FiCalendar, FiMapPin, FiUsers } from 'react-icons/fi';
import { dayText, drivePath, driveState, seatsLeft } from '../../../components/drives/drive-text';

export function DriveCard({ drive, headingLevel = 2, source }: { drive: PublicDrive; headingLevel?: 2 | 3; source?: string }) {
  const state = driveState(drive);
  const Heading = `h${headingLevel}` as const;
  const to = `${drivePath(drive._id)}${source ? `?src=${encodeURIComponent(source)}` : ''}`;
  return (
    <li className="main-drive-card">
      <Heading className="main-drive-card__title">
        <Link to={to}>{drive.title}</Link>
      </Heading>
      <ul className="main-drive-card__facts">
        <li>
          <FiCalendar aria-hidden /> <span className="ui-visually-hidden">{t('Day:')}</span> {dayText(drive.day)}
        </li>
        <li>
          <FiMapPin aria-hidden /> <span className="ui-visually-hidden">{t('Place:')}</span> {drive.address}
        </li>
        <li>
          <FiBriefcase aria-hidden /> <span className="ui-visually-hidden">{t('Jobs:')}</span> {drive.jobs.map((j) => j.title).join(', ')}
        </li>
        <li className={`main-drive-card__seats main-drive-card__seats--${state}`}>
          <FiUsers aria-hidden />{' '}
          {state === 'cancelled'
            ? t('Cancelled')
            : state === 'full'
              ? t('Fully booked: you may still walk in')
              : state === 'past'
                ? t('Already taken place')
                : t('{count, plural, one {# seat left} other {# seats left}}', { count: seatsLeft(drive) })}
        </li>
      </ul>
      <Link className="ui-button ui-button--primary main-drive-card__go" to={to} aria-label={t('See the times of {title}', { title: drive.title })}>
        {state === 'open' ? t('Book a time') : t('See details')}
      </Link>
    </li>
  );
}
