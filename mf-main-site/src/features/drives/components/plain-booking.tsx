// A drive booking as a plain HTML form (docs/behaviour.md §26): the times above belong to it (their radios name it),
// the job is chosen in it, and its questions come back with the job once it is posted. Its code (BookingForm) takes
// it over with what was typed.
import type { PublicDrive } from '@site/contracts';
import { postedForm, t } from '@site/shared-ui';
import { JobChoice } from '../../../components/drives/job-choice';
import { SlotChoice } from '../../../components/drives/slot-choice';
import { PlainButton, PlainCodeStep, PlainDetails, plainField, PlainNearest } from '../../../components/plain-form';

/** The id of the booking form, which the time radios above it name. */
export const BOOKING_FORM_ID = 'drive-booking';

export function PlainBooking({ drive }: { drive: PublicDrive }) {
  const posted = postedForm('drive-book');
  if (posted?.step === 'code') return <PlainCodeStep posted={posted} confirmLabel={t('Confirm and book')} />;
  if (posted?.step === 'nearest')
    return (
      <PlainNearest posted={posted}>
        {posted.nearest?.length ? (
          <>
            <p>{t('These times still have seats. Choose one to book it:')}</p>
            <SlotChoice name="drive-nearest" slots={posted.nearest} chosen={null} />
            <PlainButton action="book">{t('Confirm and book')}</PlainButton>
          </>
        ) : (
          <p>{t('Every time is fully booked. You may still walk in on the day: you will wait longer.')}</p>
        )}
      </PlainNearest>
    );
  const field = plainField(posted);
  return (
    <PlainDetails
      id={BOOKING_FORM_ID}
      posted={posted}
      className="main-drive__details"
      label={t('Book a time at {title}', { title: drive.title })}
      questions={posted?.questions ?? []}
      purpose={t('We use your mobile number only for this interview and the job: to send you the code, your pass and SMS about your application.')}
    >
      <JobChoice drive={drive} {...field('jobId')} />
    </PlainDetails>
  );
}
