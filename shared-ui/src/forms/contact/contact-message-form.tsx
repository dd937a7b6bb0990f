// "Send Us a Message" (docs/behaviour.md §2.4, §2.10, §7.3, §8): the visitor's contact form, checked with the API's
// userContact contract before sending, with the visitor's agreement to the privacy notice (§14.1). Loaded lazily
// (ContactMessageForm) so zod is not in the first page.
import { userContactInput } from '@site/contracts';
import { useId } from 'react';
import { TextAreaField, TextField } from '../../fields/form-field';
import { ConsentCheckbox } from '../../fields/consent-checkbox';
import { HoneypotField } from '../../fields/spam-guard';
import { t } from '../../i18n/i18n';
import { useAddSubmissionForm } from '../use-add-submission-form';
import { consentForm } from '../use-submission-form';

export const CONTACT_MESSAGES = {
  success: 'Contact Details submitted successfully!',
  failed: 'Failed to submit Contact Details',
} as const;

const FORM = consentForm(userContactInput, ['name', 'email', 'subject', 'message']);

export interface ContactMessageFormProps {
  /** The form's heading; 'Send Us a Message' unless told. */
  title?: string;
  /** Heading level, so the form fits the page outline (h2 by default). */
  headingLevel?: 2 | 3;
}

export default function ContactMessageForm({ title, headingLevel = 2 }: ContactMessageFormProps) {
  const { register, submit, formState, trap } = useAddSubmissionForm('userContact', FORM, CONTACT_MESSAGES);
  const { errors, isSubmitting } = formState;
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();

  return (
    <form className="ui-form ui-contact-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Heading id={titleId} className="ui-contact-form__title">
        {title ?? t('Send Us a Message')}
      </Heading>
      <div className="ui-form__row">
        <TextField label={t('Your Name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField label={t('Your Email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      </div>
      <TextField label={t('Subject')} error={errors.subject?.message} {...register('subject')} />
      <TextAreaField label={t('Message')} rows={5} error={errors.message?.message} {...register('message')} />
      <ConsentCheckbox error={errors.consent?.message} {...register('consent')} />
      <HoneypotField ref={trap} />
      <button type="submit" className="ui-button ui-button--primary ui-contact-form__submit" disabled={isSubmitting}>
        {isSubmitting ? t('Sending...') : t('Send Message')}
      </button>
    </form>
  );
}
