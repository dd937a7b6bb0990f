import { AUTH_MESSAGES } from '@site/contracts/resources';
import { api, ErrorState, Link, Loading, openModal, REMOTE_PATHS, useAppDispatch, useAppSelector, useParams, visitorVerified } from '@site/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { AccountCard } from './account-card';

type Outcome = 'confirmed' | 'gone' | 'failed';

/** /verify-email/{token} (docs/behaviour.md §21): the sign-up's link confirms the visitor's address, once. */
export function VerifyEmailPage() {
  const { id: token = '' } = useParams();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => Boolean(s.session.token));
  const [verify] = api.useVerifyEmailMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Sent once per page, even when React runs the effect twice: a second try would find the link used.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify(token)
      .unwrap()
      .then(() => {
        setOutcome('confirmed');
        void dispatch(visitorVerified());
      })
      .catch((err: { status?: unknown }) => setOutcome(err.status === 400 ? 'gone' : 'failed'));
  }, [token, verify, dispatch]);

  if (!outcome) return <Loading text="Confirming your e-mail..." />;
  if (outcome === 'failed') return <ErrorState message="Your e-mail could not be confirmed. Please check your connection." onRetry={() => window.location.reload()} />;
  if (outcome === 'gone')
    return (
      <AccountCard label="YOUR ACCOUNT" title={AUTH_MESSAGES.linkGone}>
        <p>A confirmation link works once, for 7 days. If your address is not confirmed yet, sign in and ask for a new link on “My applications”.</p>
        <Link className="ui-button ui-button--primary" to={REMOTE_PATHS.main.myApplications}>
          My applications
        </Link>
      </AccountCard>
    );
  return (
    <AccountCard label="YOUR ACCOUNT" title="Your e-mail address is confirmed">
      <p role="status">Thank you. Your account now shows the applications you made with this address.</p>
      {signedIn ? (
        <Link className="ui-button ui-button--primary" to={REMOTE_PATHS.main.myApplications}>
          See my applications
        </Link>
      ) : (
        <button type="button" className="ui-button ui-button--primary" onClick={() => dispatch(openModal('login'))}>
          Login
        </button>
      )}
    </AccountCard>
  );
}
