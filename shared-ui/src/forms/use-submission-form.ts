// What every visitor form does (home enquiry, contact message, booking, job application, sign-up): it is checked
// with the API's own contract and sent with the spam-defence fields; after a success it is empty again at once, so
// nothing sent stays on screen to be sent twice (docs/behaviour.md §4); a failed send keeps what was typed (§8).
// The form renders `trap` as its <HoneypotField>.
//
// It holds no module state, so the remotes' forms bundle it through `@site/shared-ui/forms`; what must be one
// instance across the site (the toasts, the API client, the runtime configuration) comes in through `send`, the
// callbacks and `minFillMs`.
import { zodResolver } from '@hookform/resolvers/zod';
import { requiredConsent } from '@site/contracts';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type SpamGuardFields, useSpamGuard } from '../fields/spam-guard';

export interface SubmissionFormOptions<T extends FieldValues> {
  contract: z.ZodType<T, T>;
  /** The values of the empty form: where it starts and where a success takes it back. */
  empty: T;
  /** Sends the checked values; throws when the send failed. An answer that is no success resolves `false`: nothing changes. */
  send: (body: T & SpamGuardFields) => Promise<unknown>;
  /** After a success, once the form is empty: say so, close the modal, show what happens next. */
  onSent?: () => void;
  /** After a failed send; the form keeps its values. */
  onFailed?: (error: unknown) => void;
  /**
   * The API's shortest time to fill a form, `getRuntimeConfig().minFillMs` of the shared singleton (this module is
   * bundled into remotes and holds no configuration); a form filled faster waits it out before sending (§7.7).
   */
  minFillMs: number | undefined;
}

/**
 * A visitor form's contract and empty values: the API's input plus the visitor's agreement to the privacy notice
 * (docs/behaviour.md §14.1); the named text fields start empty and the box unticked, which the contract refuses
 * with its own messages.
 */
export function consentForm<Shape extends z.ZodRawShape>(input: z.ZodObject<Shape>, textFields: ReadonlyArray<keyof Shape & string>) {
  const contract = input.extend({ consent: requiredConsent });
  const empty = { ...Object.fromEntries(textFields.map((name) => [name, ''])), consent: false } as unknown as z.input<typeof contract>;
  return { contract, empty };
}

export function useSubmissionForm<T extends FieldValues>({ contract, empty, send, onSent, onFailed, minFillMs }: SubmissionFormOptions<T>) {
  const guard = useSpamGuard(minFillMs);
  const form = useForm<T>({ resolver: zodResolver(contract), defaultValues: empty as DefaultValues<T> });
  const submit = form.handleSubmit(async (values) => {
    try {
      if ((await send({ ...values, ...(await guard.fields()) })) === false) return;
    } catch (error) {
      onFailed?.(error);
      return;
    }
    form.reset(empty);
    guard.restart();
    onSent?.();
  });
  return { ...form, submit, trap: guard.trap };
}
