// "Your walk-in interview" on the candidate's page (docs/behaviour.md §26): the booking of this application at a
// drive, with the pass the desk scans at the gate (QR code and its code as text), and, until the slot starts,
// another time of the same drive or a cancellation.
import type { CandidateBooking } from '@site/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api, ConfirmDialog, errorMessage, Link, Loading, t } from '@site/shared-ui';
import { lazy, Suspense, useState } from 'react';
import { useDriveCandidateBookingQuery, useDriveCandidateCancelMutation, useDriveCandidateMoveMutation } from '../../../lib/drive-api';
import { BookingDetails } from '../../../components/drives/booking-details';
import { SlotChoice } from '../../../components/drives/slot-choice';
import { drivePath } from '../../../components/drives/drive-text';
import '../../../components/drives/drives.css';

const PassQr = lazy(() => import('./pass-qr'));

/** Another time of the same drive: its slots as the public page shows them. */
function MoveChoice({ booking, token, onDone }: { booking: CandidateBooking; token: string; onDone: (moved: boolean) => void }) {
  const { data: drive, isLoading } = api.usePublicDriveQuery(booking.driveId);
  const [move, moving] = useDriveCandidateMoveMutation();
  const [slot, setSlot] = useState<string | null>(null);
  if (isLoading) return <Loading text={t('Loading the times...')} />;
  if (!drive) return <p role="alert">{t('The times could not be loaded. Please check your connection.')}</p>;
  const others = drive.slots.filter((s) => s.start !== booking.slot.start);
  return (
    <div className="main-walk-in__move">
      <p>{t('Choose another time:')}</p>
      <SlotChoice name="walk-in-move" slots={others} chosen={slot} onChoose={setSlot} disabled={moving.isLoading} />
      <div className="main-walk-in__buttons">
        <button
          type="button"
          className="ui-button ui-button--primary"
          disabled={!slot || moving.isLoading}
          onClick={() =>
            void move({ token, slot: slot! })
              .unwrap()
              .then(
                () => onDone(true),
                () => undefined,
              )
          }
        >
          {moving.isLoading ? t('Moving...') : t('Move my booking')}
        </button>
        <button type="button" className="ui-button ui-button--ghost" onClick={() => onDone(false)} disabled={moving.isLoading}>
          {t('Keep my time')}
        </button>
      </div>
      {moving.isError && <p role="alert">{errorMessage(moving.error) || t('That did not work. Please check your connection and try again.')}</p>}
    </div>
  );
}

export function WalkInCard({ token }: { token: string }) {
  const { data: booking, error } = useDriveCandidateBookingQuery(token, { skip: !token });
  const [cancel, cancelling] = useDriveCandidateCancelMutation();
  const [moving, setMoving] = useState(false);
  const [asking, setAsking] = useState(false);
  const [moved, setMoved] = useState(false);
  // No booking (or none that can be read): the page shows nothing of drives.
  if (!booking || (error as FetchBaseQueryError | undefined)?.status) return null;
  const booked = booking.status === 'booked';
  return (
    <section className={`main-walk-in${booked ? '' : ' main-walk-in--off'}`} aria-labelledby="walk-in-title">
      <h2 id="walk-in-title">{t('Your walk-in interview')}</h2>
      {booking.status === 'cancelled' && (
        <p className="ui-alert" role="status">
          {t('You cancelled this booking.')} <Link to={drivePath(booking.driveId)}>{t('Book another time')}</Link>
        </p>
      )}
      {booking.status === 'driveCancelled' && (
        <p className="ui-alert" role="status">
          {t('This walk-in interview has been cancelled. We are sorry: we will tell you by SMS when there is another.')}
        </p>
      )}
      {moved && booked && (
        <p className="ui-alert ui-alert--success" role="status">
          {t('Your booking has been moved. We sent you an SMS with the details.')}
        </p>
      )}
      <BookingDetails booking={booking} />
      {booked && (
        <div className="main-walk-in__pass">
          <Suspense fallback={<div className="main-walk-in__qr main-walk-in__qr--loading" />}>
            <PassQr pass={booking.pass} />
          </Suspense>
          <p>
            {t('Show this code at the gate. Your pass:')} <strong className="main-walk-in__code">{booking.pass}</strong>
          </p>
        </div>
      )}
      {booked && booking.canChange && !moving && (
        <div className="main-walk-in__buttons">
          <button type="button" className="ui-button ui-button--primary" onClick={() => setMoving(true)}>
            {t('Move to another time')}
          </button>
          <button type="button" className="ui-button ui-button--ghost" onClick={() => setAsking(true)}>
            {t('Cancel my booking')}
          </button>
        </div>
      )}
      {booked && moving && (
        <MoveChoice
          booking={booking}
          token={token}
          onDone={(done) => {
            setMoving(false);
            setMoved(done);
          }}
        />
      )}
      {cancelling.isError && <p role="alert">{errorMessage(cancelling.error) || t('That did not work. Please check your connection and try again.')}</p>}
      <ConfirmDialog
        open={asking}
        text={t('Cancel your walk-in interview? Your seat goes to someone else.')}
        confirmLabel={t('Cancel my booking')}
        busyLabel={t('Cancelling...')}
        busy={cancelling.isLoading}
        onConfirm={() =>
          void cancel(token)
            .unwrap()
            .then(
              () => setAsking(false),
              () => setAsking(false),
            )
        }
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
