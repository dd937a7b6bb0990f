// The integrated home's Get in Touch form (spec §2.10, §5, §8): the home enquiry, checked with the API's own
// contract before sending (the same rules as every other copy of the form), the spec's toasts, cleared on success.
import { zodResolver } from '@hookform/resolvers/zod';
import { homeEnquiryInput, type HomeEnquiryInput, SERVICE_CHOICES } from '@site/api/contracts';
import { SelectField, submissionErrorText, TextAreaField, TextField, useAddMutation } from '@site/shared-ui';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';

export const GET_IN_TOUCH_MESSAGES = {
  success: 'Inquiry submitted successfully!',
  failed: 'Failed to submit inquiry',
} as const;

// The service starts unselected; the contract rejects that with its own message.
const EMPTY = { firstName: '', lastName: '', email: '', mobile: '', service: '', description: '' } as unknown as HomeEnquiryInput;

export function GetInTouchForm({ labelledBy }: { labelledBy?: string }) {
  const [add] = useAddMutation();
  const { register, handleSubmit, formState, reset } = useForm<HomeEnquiryInput>({ resolver: zodResolver(homeEnquiryInput), defaultValues: EMPTY });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await add({ key: 'homeEnquiry', body: homeEnquiryInput.parse(values) }).unwrap();
      toast.success(GET_IN_TOUCH_MESSAGES.success);
      reset(EMPTY);
    } catch (error) {
      toast.error(submissionErrorText(error, GET_IN_TOUCH_MESSAGES.failed));
    }
  });

  return (
    <form className="ui-form integrated-touch__form" onSubmit={submit} noValidate aria-labelledby={labelledBy}>
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
      <button type="submit" className="ui-button ui-button--primary integrated-touch__submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Enquiry'}
      </button>
    </form>
  );
}
