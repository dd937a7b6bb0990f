// The home enquiry form (spec §2.3, §5, §8): every field required, e-mail and numeric mobile checks, the nine
// service choices; the spec's toasts; cleared after a successful send. Checked with the API's own contract.
import { zodResolver } from '@hookform/resolvers/zod';
import { homeEnquiryInput, type HomeEnquiryInput, SERVICE_CHOICES } from '@site/api/contracts';
import { SelectField, submissionErrorText, TextAreaField, TextField, useAddMutation } from '@site/shared-ui';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';

export const HOME_ENQUIRY_MESSAGES = {
  success: 'Inquiry submitted successfully!',
  failed: 'Failed to submit inquiry',
} as const;

const EMPTY = { firstName: '', lastName: '', email: '', mobile: '', service: '', description: '' } as unknown as HomeEnquiryInput;

export function HomeEnquiryForm() {
  const [add] = useAddMutation();
  const { register, handleSubmit, formState, reset } = useForm<HomeEnquiryInput>({ resolver: zodResolver(homeEnquiryInput), defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await add({ key: 'homeEnquiry', body: homeEnquiryInput.parse(values) }).unwrap();
      toast.success(HOME_ENQUIRY_MESSAGES.success);
      reset(EMPTY);
    } catch (error) {
      toast.error(submissionErrorText(error, HOME_ENQUIRY_MESSAGES.failed));
    }
  });

  return (
    <form className="ui-form main-enquiry__form" onSubmit={submit} noValidate aria-label="Enquiry form">
      <div className="ui-form__row">
        <TextField label="First Name" autoComplete="given-name" required error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Last Name" autoComplete="family-name" required error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <div className="ui-form__row">
        <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <TextField label="Mobile" type="tel" inputMode="numeric" autoComplete="tel" required error={errors.mobile?.message} {...register('mobile')} />
      </div>
      <SelectField label="Service" options={SERVICE_CHOICES} placeholder="Select a service" required error={errors.service?.message} {...register('service')} />
      <TextAreaField label="Description" rows={4} required error={errors.description?.message} {...register('description')} />
      <button type="submit" className="ui-button ui-button--primary main-enquiry__submit" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Submit Enquiry'}
      </button>
    </form>
  );
}
