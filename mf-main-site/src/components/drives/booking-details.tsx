// A booked walk-in interview in a few lines: day, time, place and its map (the booking's answer, the private page).
import './drives.css';
import type { CandidateBooking } from '@site/contracts';
import { t } from '@site/shared-ui';
import { FiCalendar, FiClock, FiExternalLink, FiMapPin, FiNavigation } from 'react-icons/fi';
import { dayText, slotText } from './drive-text';

export function BookingDetails({ booking }: { booking: CandidateBooking }) {
  return (
    <ul className="main-drive__facts main-drive__booked">
      <li>
        <strong>{booking.title}</strong>
      </li>
      <li>
        <FiCalendar aria-hidden /> <span className="ui-visually-hidden">{t('Day:')}</span> {dayText(booking.day)}
      </li>
      <li>
        <FiClock aria-hidden /> <span className="ui-visually-hidden">{t('Time:')}</span> {t('{time} (IST)', { time: slotText(booking.slot) })}
      </li>
      <li>
        <FiMapPin aria-hidden /> <span className="ui-visually-hidden">{t('Place:')}</span> {booking.address}
        {booking.mapUrl && (
          <>
            {' '}
            <a href={booking.mapUrl} target="_blank" rel="noopener noreferrer" className="main-drive__map">
              {t('Open the map')} <FiExternalLink aria-hidden />
            </a>
          </>
        )}
      </li>
      {booking.directions && (
        <li>
          <FiNavigation aria-hidden /> <span className="ui-visually-hidden">{t('How to get there:')}</span> {booking.directions}
        </li>
      )}
    </ul>
  );
}
