// The booking enquiry (docs/behaviour.md §2.7, §7.3, §8): name, email, mobile, address and date, checked with the API's
// contract, with the visitor's agreement to the privacy notice (§14.1) and a date from today in India on (§5);
// 'Enquiry Added!' then the modal closes and the form clears.
import { serviceEnquiryInput, todayInIndia } from '@site/contracts';
import {
  ConsentCheckbox,
  getRuntimeConfig,
  HoneypotField,
  isNetworkFailure,
  richText,
  t,
  TextField,
  toast,
  tryAgainLaterText,
  useAddMutation,
} from '@site/shared-ui';
import { consentForm, useSubmissionForm } from '@site/shared-ui/forms';

export const BOOKING_MESSAGES = {
  success: 'Enquiry Added!',
  refused: 'Something went wrong!',
  failed: 'Failed to submit data',
} as const;

const FORM = consentForm(serviceEnquiryInput, ['name', 'email', 'mobile', 'address', 'date', 'service']);

/** A new booking result replaces the last one on screen. */
const TOPIC = { topic: 'ServiceEnquiry' };

/**
 * `service`: the service's title as this page shows it (the visitor's language); `serviceId`: the service itself,
 * by which the API stores its one English name for the office.
 */
export function BookingForm({ service, serviceId, onDone }: { service: string; serviceId: string; onDone: () => void }) {
  const [add] = useAddMutation();
  const { register, submit, formState, trap } = useSubmissionForm({
    ...FORM,
    send: (body) => add({ key: 'ServiceEnquiry', body: { ...body, service, serviceId } }).unwrap(),
    minFillMs: getRuntimeConfig().minFillMs,
    onSent: () => {
      toast.success(BOOKING_MESSAGES.success, TOPIC);
      onDone();
    },
    // docs/behaviour.md §8: a refusal from the server says 'Something went wrong!' (or the server's words when it asks
    // to try again later), no answer at all 'Failed to submit data'.
    onFailed: (error) => toast.error(isNetworkFailure(error) ? BOOKING_MESSAGES.failed : (tryAgainLaterText(error) ?? BOOKING_MESSAGES.refused), TOPIC),
  });
  const { errors, isSubmitting } = formState;

  return (
    <form className="ui-form" onSubmit={submit} noValidate aria-label={t('Book {service}', { service })}>
      <p className="main-booking__service">{richText(t('Service: <0>{service}</0>', { service }), [(words) => <strong>{words}</strong>])}</p>
      <TextField label={t('Name')} autoComplete="name" required error={errors.name?.message} {...register('name')} />
      <div className="ui-form__row">
        <TextField label={t('Email')} type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <TextField label={t('Mobile')} type="tel" inputMode="numeric" autoComplete="tel" required error={errors.mobile?.message} {...register('mobile')} />
      </div>
      <TextField label={t('Address')} autoComplete="street-address" required error={errors.address?.message} {...register('address')} />
      {/* The picker starts at today in India, the day the API counts from (docs/behaviour.md §5). */}
      <TextField label={t('Date')} type="date" min={todayInIndia()} required error={errors.date?.message} {...register('date')} />
      <ConsentCheckbox error={errors.consent?.message} {...register('consent')} />
      <HoneypotField ref={trap} />
      <button type="submit" className="ui-button ui-button--primary" disabled={isSubmitting}>
        {isSubmitting ? t('Sending...') : t('Submit Enquiry')}
      </button>
    </form>
  );
}
