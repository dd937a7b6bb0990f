// A visitor submission form (home enquiry, contact message): checked with the API's own contract, sent to the
// resource's add call with the spam-defence fields, the product's success toast and a cleared form, or the §8
// failure text. The form renders `honeypot` with its fields.
import { zodResolver } from '@hookform/resolvers/zod';
import type { ResourceKey } from '@site/contracts/resources';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import { toast } from '../lib/toast';
import type { z } from 'zod';
import { useAddMutation } from '../api/api';
import { useSpamGuard } from '../ui/forms/spam-guard';
import { submissionErrorText } from '../ui/submissions/submission-feedback';

export function useSubmissionForm<T extends FieldValues>(
  key: ResourceKey,
  contract: z.ZodType<T, T>,
  empty: T,
  messages: { success: string; failed: string },
) {
  const [add] = useAddMutation();
  const guard = useSpamGuard();
  const form = useForm<T>({ resolver: zodResolver(contract), defaultValues: empty as DefaultValues<T> });
  const submit = form.handleSubmit(async (values) => {
    try {
      await add({ key, body: { ...values, ...guard.fields() } }).unwrap();
      toast.success(messages.success);
      form.reset(empty);
      guard.restart();
    } catch (error) {
      toast.error(submissionErrorText(error, messages.failed));
    }
  });
  return { ...form, submit, trap: guard.trap };
}
