import { AUTH_MESSAGES } from '@site/contracts/resources';
import {
  api,
  ErrorState,
  Link,
  Loading,
  logoutVisitor,
  openModal,
  REMOTE_PATHS,
  t,
  useAppDispatch,
  useAppSelector,
  useMessageText,
  useParams,
  visitorVerified,
} from '@site/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { AccountCard } from './account-card';

type Outcome = 'confirmed' | 'gone' | 'otherAccount' | 'sessionEnded' | 'failed';

const outcomeOf = (status: unknown): Outcome => (status === 400 ? 'gone' : status === 403 ? 'otherAccount' : status === 401 ? 'sessionEnded' : 'failed');

/**
 * /verify-email/{token} (docs/behaviour.md §21): the sign-up's link confirms the visitor's address, once, in the
 * session of the account it was sent for: a visitor who is not signed in is asked to sign in first.
 */
export function VerifyEmailPage() {
  const { id: link = '' } = useParams();
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.session.token);
  const [verify] = api.useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const text = useMessageText();
  // Sent once per session, even when React runs the effect twice (a second try would find the link used); a new
  // sign-in (another account, or after the session ended) tries again.
  const sentWith = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentWith.current === token) return;
    sentWith.current = token;
    setOutcome(null);
    verify({ token, link })
      .unwrap()
      .then(() => {
        setOutcome('confirmed');
        void dispatch(visitorVerified());
      })
      .catch((err: { status?: unknown }) => setOutcome(outcomeOf(err.status)));
  }, [token, link, verify, dispatch]);

  const login = (
    <button type="button" className="ui-button ui-button--primary" onClick={() => dispatch(openModal('login'))}>
      {t('Login')}
    </button>
  );
  const label = t('Confirm your e-mail');
  if (!token || outcome === 'sessionEnded')
    return (
      <AccountCard label={label} title={t('Sign in to confirm your e-mail')}>
        <p>
          {token ? t('Your session has ended.') + ' ' : ''}
          {t('Sign in to the account you created with this address: this page then confirms it.')}
        </p>
        {login}
        <p>{t('Forgot your password? A new one set from a link sent to this address confirms it too.')}</p>
        <button type="button" className="ui-button ui-button--ghost" onClick={() => dispatch(openModal('forgotPassword'))}>
          {t('Set a new password')}
        </button>
        <p>{t('If you did not create an account, you can ignore the e-mail.')}</p>
      </AccountCard>
    );
  if (!outcome) return <Loading text={t('Confirming your e-mail...')} />;
  if (outcome === 'failed')
    return <ErrorState message={t('Your e-mail could not be confirmed. Please check your connection.')} onRetry={() => window.location.reload()} />;
  if (outcome === 'otherAccount')
    return (
      <AccountCard label={label} title={t('This link is for another account')}>
        <p role="status">{text(AUTH_MESSAGES.otherAccountsLink)}.</p>
        <button type="button" className="ui-button ui-button--primary" onClick={() => void dispatch(logoutVisitor())}>
          {t('Sign out')}
        </button>
      </AccountCard>
    );
  if (outcome === 'gone')
    return (
      <AccountCard label={label} title={text(AUTH_MESSAGES.linkGone)}>
        <p>{t('A confirmation link works once, for 7 days. If your address is not confirmed yet, ask for a new link on “My applications”.')}</p>
        <Link className="ui-button ui-button--primary" to={REMOTE_PATHS.main.myApplications}>
          {t('My applications')}
        </Link>
      </AccountCard>
    );
  return (
    <AccountCard label={label} title={t('Your e-mail address is confirmed')}>
      <p role="status">{t('Thank you. Your account now shows the applications you made with this address.')}</p>
      <Link className="ui-button ui-button--primary" to={REMOTE_PATHS.main.myApplications}>
        {t('See my applications')}
      </Link>
    </AccountCard>
  );
}
