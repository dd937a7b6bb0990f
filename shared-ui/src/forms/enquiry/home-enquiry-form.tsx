// The home enquiry (docs/behaviour.md §2.3, §2.10, §5, §8), one form for both sites: every field required, e-mail and numeric
// mobile checks, the nine service choices, checked with the API's own contract; the product's toasts; cleared after
// a successful send. Loaded lazily (HomeEnquiryForm) so zod is not in the first page. The visitor must agree to
// the privacy notice (§14.1).
import { homeEnquiryInput, SERVICE_CHOICES } from '@site/contracts';
import { SelectField, TextAreaField, TextField } from '../../fields/form-field';
import { ConsentCheckbox } from '../../fields/consent-checkbox';
import { HoneypotField } from '../../fields/spam-guard';
import { t } from '../../i18n/i18n';
import { useAddSubmissionForm } from '../use-add-submission-form';
import { consentForm } from '../use-submission-form';
import { serviceChoiceLabel } from './service-choice-label';

export const HOME_ENQUIRY_MESSAGES = {
  success: 'Inquiry submitted successfully!',
  failed: 'Failed to submit inquiry',
} as const;

// The service starts unselected.
const FORM = consentForm(homeEnquiryInput, ['firstName', 'lastName', 'email', 'mobile', 'service', 'description']);

export interface HomeEnquiryFormProps {
  /** The submit button's text. */
  submitLabel: string;
  /** Id of the heading that names the form, or else `label`. */
  labelledBy?: string;
  label?: string;
}

export default function HomeEnquiryForm({ submitLabel, labelledBy, label }: HomeEnquiryFormProps) {
  const { register, submit, formState, trap } = useAddSubmissionForm('homeEnquiry', FORM, HOME_ENQUIRY_MESSAGES);
  const { errors, isSubmitting } = formState;

  return (
    <form className="ui-form" onSubmit={submit} noValidate aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label}>
      <div className="ui-form__row">
        <TextField label={t('First Name')} autoComplete="given-name" required error={errors.firstName?.message} {...register('firstName')} />
        <TextField label={t('Last Name')} autoComplete="family-name" required error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <div className="ui-form__row">
        <TextField label={t('Email')} type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <TextField label={t('Mobile')} type="tel" inputMode="numeric" autoComplete="tel" required error={errors.mobile?.message} {...register('mobile')} />
      </div>
      <SelectField
        label={t('Service')}
        options={SERVICE_CHOICES}
        optionLabel={serviceChoiceLabel}
        placeholder={t('Select a service')}
        required
        error={errors.service?.message}
        {...register('service')}
      />
      <TextAreaField label={t('Description')} rows={4} required error={errors.description?.message} {...register('description')} />
      <ConsentCheckbox error={errors.consent?.message} {...register('consent')} />
      <HoneypotField ref={trap} />
      <button type="submit" className="ui-button ui-button--primary ui-enquiry__submit" disabled={isSubmitting}>
        {isSubmitting ? t('Sending...') : submitLabel}
      </button>
    </form>
  );
}
