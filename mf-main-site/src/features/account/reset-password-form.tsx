// The new password of a visitor's reset link (docs/behaviour.md §21), checked with the API's contract before sending.
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, newPassword } from '@site/contracts';
import { errorMessage, TextField, useResetPasswordMutation } from '@site/shared-ui';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const fields = z.object({ password: newPassword('New password is required'), confirm: z.string() }).refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match' });

/** `onGone`: the link is used or expired. */
export function ResetPasswordForm({ token, onDone, onGone }: { token: string; onDone: (message: string) => void; onGone: () => void }) {
  const [reset] = useResetPasswordMutation();
  const { register, handleSubmit, formState, setError } = useForm<z.input<typeof fields>>({ resolver: zodResolver(fields), defaultValues: { password: '', confirm: '' } });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async ({ password }) => {
    try {
      onDone((await reset({ role: 'user', token, password }).unwrap()).message);
    } catch (err) {
      if (errorMessage(err) === AUTH_MESSAGES.linkGone) onGone();
      else setError('password', { message: errorMessage(err) ?? 'Your password could not be changed. Please try again.' });
    }
  });
  return (
    <form className="ui-form" onSubmit={submit} noValidate aria-label="Set a new password">
      <TextField label="New password" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <TextField label="Repeat the new password" type="password" autoComplete="new-password" error={errors.confirm?.message} {...register('confirm')} />
      <button type="submit" className="ui-button ui-button--primary" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Set the new password'}
      </button>
    </form>
  );
}
