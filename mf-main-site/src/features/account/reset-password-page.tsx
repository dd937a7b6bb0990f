import { lazyForm, openModal, useAppDispatch, useParams } from '@site/shared-ui';
import { useState } from 'react';
import { AccountCard } from './account-card';

// The form and its zod checks load with the page's first visit, not with the site.
const ResetPasswordForm = lazyForm(async () => ({ default: (await import('./reset-password-form')).ResetPasswordForm }));

/** /reset-password/{token} (docs/behaviour.md §21): a visitor's single-use link to set a new password. */
export function ResetPasswordPage() {
  const { id: token = '' } = useParams();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<{ done?: string; gone?: boolean }>({});
  if (state.gone)
    return (
      <AccountCard label="PASSWORD" title="This link has expired or has already been used">
        <p>A link to set a new password works once, for 30 minutes. You can ask for a new one.</p>
        <button type="button" className="ui-button ui-button--primary" onClick={() => dispatch(openModal('forgotPassword'))}>
          Send me a new link
        </button>
      </AccountCard>
    );
  if (state.done)
    return (
      <AccountCard label="PASSWORD" title="Your password has been changed">
        <p role="status">{state.done}</p>
        <button type="button" className="ui-button ui-button--primary" onClick={() => dispatch(openModal('login'))}>
          Login
        </button>
      </AccountCard>
    );
  return (
    <AccountCard label="PASSWORD" title="Set a new password">
      <p>Choose a new password for your account. Every other session of the account will be signed out.</p>
      <ResetPasswordForm token={token} onDone={(done) => setState({ done })} onGone={() => setState({ gone: true })} />
    </AccountCard>
  );
}
