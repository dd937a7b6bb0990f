// The home enquiry and the contact message: a visitor submission added through the API, the product's success
// toast or the §8 failure text (docs/behaviour.md §8); a new result replaces the form's last toast.
import type { ResourceKey } from '@site/contracts/resources';
import type { FieldValues } from 'react-hook-form';
import { useAddMutation } from '../api/api';
import { getRuntimeConfig } from '../config/runtime-config';
import { toast } from '../lib/toast';
import { submissionErrorText } from '../api/submission-feedback';
import { type SubmissionFormOptions, useSubmissionForm } from './use-submission-form';

export function useAddSubmissionForm<T extends FieldValues>(
  key: ResourceKey,
  form: Pick<SubmissionFormOptions<T>, 'contract' | 'empty'>,
  messages: { success: string; failed: string },
) {
  const [add] = useAddMutation();
  const topic = { topic: key };
  return useSubmissionForm({
    ...form,
    send: (body) => add({ key, body }).unwrap(),
    onSent: () => toast.success(messages.success, topic),
    onFailed: (error) => toast.error(submissionErrorText(error, messages.failed), topic),
    minFillMs: getRuntimeConfig().minFillMs,
  });
}
