// /admin/reset-password/{token} (docs/behaviour.md §21): an admin's single-use link to set a new password. The link is
// checked first, so a used or expired one says so at once (not after a new password is typed twice).
import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_MESSAGES, AUTH_ROUTES, newPassword } from '@site/contracts';
import { api, errorMessage, Link, Loading, Logo, useParams, useResetPasswordMutation } from '@site/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import './login-page.css';
import { ADMIN_LOGIN, FORGOT_PASSWORD_PATH } from '../../lib/paths';
import { PasswordField } from '../../components/password-field';

const fields = z
  .object({ password: newPassword('New password is required'), confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match' });

/** `…/resetPassword/check`: 200 while the link would set a password, 400 once it is used or expired; it is not used up. */
const resetLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminResetLink: build.query<{ message: string }, string>({
      query: (token) => ({ url: `/${AUTH_ROUTES.adminResetPassword}/check`, method: 'POST', body: { token } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export function ResetPasswordPage() {
  const { id: token = '' } = useParams();
  const [reset] = useResetPasswordMutation();
  const [outcome, setOutcome] = useState<{ done?: string; gone?: boolean; problem?: string }>({});
  const link = resetLinkApi.useAdminResetLinkQuery(token, { skip: !token || Boolean(outcome.done) });
  const gone = outcome.gone || !token || (link.error !== undefined && 'status' in link.error && link.error.status === 400);
  const { register, handleSubmit, formState } = useForm<z.input<typeof fields>>({
    resolver: zodResolver(fields),
    defaultValues: { password: '', confirm: '' },
  });
  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      setOutcome({ done: (await reset({ role: 'admin', token, password }).unwrap()).message });
    } catch (err) {
      const message = errorMessage(err);
      setOutcome(message === AUTH_MESSAGES.linkGone ? { gone: true } : { problem: message ?? 'Your password could not be changed. Please try again.' });
    }
  });
  if (link.isLoading) return <Loading text="Checking your link..." />;
  return (
    <main className="admin-login">
      <form className="admin-login__card" onSubmit={onSubmit} noValidate aria-labelledby="admin-reset-title">
        <Logo />
        {gone ? (
          <>
            <h1 id="admin-reset-title">{AUTH_MESSAGES.linkGone}</h1>
            <p className="admin-login__text">A link to set a new password works once, for 30 minutes.</p>
            <Link className="ui-button ui-button--primary" to={FORGOT_PASSWORD_PATH}>
              ASK FOR A NEW LINK
            </Link>
          </>
        ) : outcome.done ? (
          <>
            <h1 id="admin-reset-title">Password changed</h1>
            <p className="admin-login__notice" role="status">
              {outcome.done}
            </p>
            <Link className="ui-button ui-button--primary" to={ADMIN_LOGIN}>
              SIGN IN
            </Link>
          </>
        ) : (
          <>
            <h1 id="admin-reset-title">Set a new password</h1>
            <p className="admin-login__text">Every session of your account will be signed out.</p>
            <PasswordField signIn label="New password" purpose="new" error={formState.errors.password?.message} {...register('password')} />
            <PasswordField signIn label="Repeat the new password" purpose="new" error={formState.errors.confirm?.message} {...register('confirm')} />
            {outcome.problem && (
              <p className="ui-alert" role="alert">
                {outcome.problem}
              </p>
            )}
            <button type="submit" className="ui-button ui-button--primary" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Saving...' : 'SET THE NEW PASSWORD'}
            </button>
          </>
        )}
      </form>
    </main>
  );
}
