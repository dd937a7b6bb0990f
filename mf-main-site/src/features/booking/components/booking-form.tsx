// The booking enquiry (docs/behaviour.md §2.7, §7.3, §8): name, email, mobile, address and date, checked with the API's
// contract, with the visitor's agreement to the privacy notice (§14.1); 'Enquiry Added!' then the modal closes and
// the form clears.
import { zodResolver } from '@hookform/resolvers/zod';
import { requiredConsent, serviceEnquiryInput } from '@site/contracts';
import { ConsentCheckbox, HoneypotField, isNetworkFailure, TextField, toast, tryAgainLaterText, useAddMutation, useSpamGuard } from '@site/shared-ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

export const BOOKING_MESSAGES = {
  success: 'Enquiry Added!',
  refused: 'Something went wrong!',
  failed: 'Failed to submit data',
} as const;

const bookingForm = serviceEnquiryInput.extend({ consent: requiredConsent });
type BookingFormValues = z.input<typeof bookingForm>;

const EMPTY = { name: '', email: '', mobile: '', address: '', date: '', service: '', consent: false } as unknown as BookingFormValues;

/** Today as YYYY-MM-DD in the visitor's time zone (the earliest date to book). */
export function today(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export function BookingForm({ service, onDone }: { service: string; onDone: () => void }) {
  const [add] = useAddMutation();
  const guard = useSpamGuard();
  const { register, handleSubmit, formState, reset } = useForm<BookingFormValues>({ resolver: zodResolver(bookingForm), defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await add({ key: 'ServiceEnquiry', body: { ...values, service, ...guard.fields() } }).unwrap();
      toast.success(BOOKING_MESSAGES.success);
      reset(EMPTY);
      guard.restart();
      onDone();
    } catch (error) {
      // docs/behaviour.md §8: a refusal from the server says 'Something went wrong!' (or the server's words when it asks
      // to try again later), no answer at all 'Failed to submit data'. The form keeps what was typed.
      toast.error(isNetworkFailure(error) ? BOOKING_MESSAGES.failed : (tryAgainLaterText(error) ?? BOOKING_MESSAGES.refused));
    }
  });

  return (
    <form className="ui-form" onSubmit={submit} noValidate aria-label={`Book ${service}`}>
      <p className="main-booking__service">
        Service: <strong>{service}</strong>
      </p>
      <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
      <div className="ui-form__row">
        <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <TextField label="Mobile" type="tel" inputMode="numeric" autoComplete="tel" required error={errors.mobile?.message} {...register('mobile')} />
      </div>
      <TextField label="Address" autoComplete="street-address" required error={errors.address?.message} {...register('address')} />
      <TextField label="Date" type="date" min={today()} required error={errors.date?.message} {...register('date')} />
      <ConsentCheckbox error={errors.consent?.message} {...register('consent')} />
      <HoneypotField ref={guard.trap} />
      <button type="submit" className="ui-button ui-button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Submit Enquiry'}
      </button>
    </form>
  );
}
