// A visitor's reset link (docs/behaviour.md §21): asked first whether it still works, so a used or expired link says
// so at once (not after a new password is typed twice); then the new password, and what happened.
import { AUTH_ROUTES } from '@site/contracts/resources';
import { api, ErrorState, Loading, openModal, t, useAppDispatch } from '@site/shared-ui';
import { useState } from 'react';
import { AccountCard } from './account-card';
import { ResetPasswordForm } from './reset-password-form';

/** `…/resetPassword/check`: 200 while the link would set a password, 400 once it is used or expired; it is not used up. */
const resetLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    resetLink: build.query<{ message: string }, string>({
      query: (token) => ({ url: `/${AUTH_ROUTES.userResetPassword}/check`, method: 'POST', body: { token } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export function ResetPassword({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<{ done?: string; gone?: boolean }>({});
  const link = resetLinkApi.useResetLinkQuery(token, { skip: !token || Boolean(state.done) });
  const status = link.error && 'status' in link.error ? link.error.status : null;
  const label = t('Set a new password');
  if (state.gone || !token || status === 400)
    return (
      <AccountCard label={label} title={t('This link has expired or has already been used')}>
        <p>{t('A link to set a new password works once, for 30 minutes. You can ask for a new one.')}</p>
        <button type="button" className="ui-button ui-button--primary" onClick={() => dispatch(openModal('forgotPassword'))}>
          {t('Send me a new link')}
        </button>
      </AccountCard>
    );
  if (state.done)
    return (
      <AccountCard label={label} title={t('Your password has been changed')}>
        <p role="status">{state.done}</p>
        <button type="button" className="ui-button ui-button--primary" onClick={() => dispatch(openModal('login'))}>
          {t('Login')}
        </button>
      </AccountCard>
    );
  if (link.isLoading) return <Loading text={t('Checking your link...')} />;
  if (link.isError) return <ErrorState message={t('Your link could not be checked. Please check your connection.')} onRetry={() => void link.refetch()} />;
  return (
    <AccountCard label={label} title={label}>
      <p>{t('Choose a new password for your account. Every other session of the account will be signed out.')}</p>
      <ResetPasswordForm token={token} onDone={(done) => setState({ done })} onGone={() => setState({ gone: true })} />
    </AccountCard>
  );
}
