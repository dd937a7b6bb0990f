// The new password of a visitor's reset link (docs/behaviour.md §21), checked with the API's contract before sending.
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, newPassword } from '@site/contracts';
import { errorMessage, t, TextField, useMessageText, useResetPasswordMutation } from '@site/shared-ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

/** The form's checks; this form's own message in the page's language (the contract's show through the field). */
const fieldsOf = (mismatch: string) =>
  z
    .object({ password: newPassword('New password is required'), confirm: z.string() })
    .refine((v) => v.password === v.confirm, { path: ['confirm'], message: mismatch });

/** `onGone`: the link is used or expired. */
export function ResetPasswordForm({ token, onDone, onGone }: { token: string; onDone: (message: string) => void; onGone: () => void }) {
  const [reset] = useResetPasswordMutation();
  const text = useMessageText();
  const mismatch = t('The passwords do not match');
  const fields = useMemo(() => fieldsOf(mismatch), [mismatch]);
  const { register, handleSubmit, formState, setError } = useForm<z.input<typeof fields>>({
    resolver: zodResolver(fields),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async ({ password }) => {
    try {
      onDone((await reset({ role: 'user', token, password }).unwrap()).message);
    } catch (err) {
      // The server says it in the page's language.
      const said = errorMessage(err);
      if (said === AUTH_MESSAGES.linkGone || said === text(AUTH_MESSAGES.linkGone)) onGone();
      else setError('password', { message: said ?? t('Your password could not be changed. Please try again.') });
    }
  });
  return (
    <form className="ui-form" onSubmit={submit} noValidate aria-label={t('Set a new password')}>
      <TextField label={t('New password')} type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <TextField label={t('Repeat the new password')} type="password" autoComplete="new-password" error={errors.confirm?.message} {...register('confirm')} />
      <button type="submit" className="ui-button ui-button--primary" disabled={isSubmitting}>
        {isSubmitting ? t('Saving...') : t('Set the new password')}
      </button>
    </form>
  );
}
