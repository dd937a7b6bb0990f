// /main/drives/{id} (docs/behaviour.md §26): one walk-in interview day, drawn by the shell's server with its seats
// left, and the booking form made for a cheap phone (loaded when the visitor comes near it).
import { SOURCE_PATTERN } from '@site/contracts/resources';
import { api, ErrorState, lazyForm, Link, Loading, postedForm, t, useLocation, useParams } from '@site/shared-ui';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { FiCalendar, FiExternalLink, FiMapPin, FiNavigation } from 'react-icons/fi';
import { SlotChoice } from '../../components/drives/slot-choice';
import { dayText, driveState } from '../../components/drives/drive-text';
import '../../components/drives/drives.css';
import { BOOKING_FORM_ID, PlainBooking } from './components/plain-booking';

// The form and its zod checks load when the visitor comes near it.
// Drawn plain (an HTML form the server answers) until then: it works before that code and without it.
const BookingForm = lazyForm(async () => ({ default: (await import('./components/booking-form')).BookingForm }), 'main-drive__form-frame', PlainBooking);

function Missing() {
  return (
    <div className="ui-state ui-state--page">
      <h1>{t('Drive Not Found')}</h1>
      <p>{t('This walk-in interview may have been removed.')}</p>
      <Link className="ui-button ui-button--primary" to="/main/drives">
        {t('See all walk-in interviews')}
      </Link>
    </div>
  );
}

export function DrivePage() {
  const { id = '' } = useParams();
  const { currentData: drive, error, isFetching, refetch } = api.usePublicDriveQuery(id, { skip: !id });
  const { search } = useLocation();
  // A post of the plain booking form comes back with its time chosen.
  const [slot, setSlot] = useState<string | null>(() => postedForm('drive-book')?.values['drive-slot'] || null);
  const src = new URLSearchParams(search).get('src');
  const source = src && SOURCE_PATTERN.test(src) ? src : undefined;
  const status = (error as FetchBaseQueryError | undefined)?.status;

  // null: the shell's server found no such drive.
  if (drive === null || status === 404 || status === 400) return <Missing />;
  if (!drive && isFetching) return <Loading text={t('Loading the walk-in interview...')} />;
  if (!drive) return <ErrorState message={t('The walk-in interview could not be loaded. Please check your connection.')} onRetry={() => void refetch()} />;

  const state = driveState(drive);
  return (
    <article className="ui-section main-drive">
      <div className="ui-container main-drive__layout">
        <div className="main-drive__head">
          <Link className="main-job__back" to="/main/drives">
            {t('← All walk-in interviews')}
          </Link>
          <p className="main-drive__eyebrow">{t('Walk-in interview')}</p>
          <h1>{drive.title}</h1>
          {state === 'cancelled' && (
            <p className="ui-alert" role="status">
              {t('This walk-in interview has been cancelled.')}
            </p>
          )}
          {state === 'past' && (
            <p className="ui-alert" role="status">
              {t('This walk-in interview has already taken place.')}
            </p>
          )}
          <ul className="main-drive__facts">
            <li>
              <FiCalendar aria-hidden /> <span className="ui-visually-hidden">{t('Day:')}</span> <strong>{dayText(drive.day)}</strong>
            </li>
            <li>
              <FiMapPin aria-hidden /> <span className="ui-visually-hidden">{t('Place:')}</span> {drive.address}
              {drive.mapUrl && (
                <>
                  {' '}
                  <a href={drive.mapUrl} target="_blank" rel="noopener noreferrer" className="main-drive__map">
                    {t('Open the map')} <FiExternalLink aria-hidden />
                  </a>
                </>
              )}
            </li>
            {drive.directions && (
              <li>
                <FiNavigation aria-hidden /> <span className="ui-visually-hidden">{t('How to get there:')}</span> {drive.directions}
              </li>
            )}
          </ul>
          <h2 className="main-drive__subtitle">{t('Jobs at this interview')}</h2>
          <ul className="main-drive__jobs">
            {drive.jobs.map((job) => (
              <li key={job._id}>
                <Link to={`/jobdetail/${job._id}`}>{job.title}</Link>
              </li>
            ))}
          </ul>
        </div>
        <section className="main-drive__book" aria-labelledby="drive-book">
          <h2 id="drive-book" className="main-drive__subtitle">
            {state === 'open' ? t('Choose a time') : t('Times')}
          </h2>
          {state === 'full' && <p className="main-drive__note">{t('Every time is fully booked. You may still walk in on the day: you will wait longer.')}</p>}
          <SlotChoice slots={drive.slots} chosen={slot} onChoose={setSlot} disabled={state !== 'open'} form={BOOKING_FORM_ID} />
          {state === 'open' && <BookingForm drive={drive} slot={slot} onSlot={setSlot} source={source} />}
        </section>
      </div>
    </article>
  );
}
