import type { CandidateApplication } from '@site/contracts';
import { api, ErrorState, lazyForm, Link, Loading, openModal, richText, t, useAppDispatch, useAppSelector, visitorVerified } from '@site/shared-ui';
import { type ReactNode, useEffect, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { ApplicationSummary } from './components/application-summary';
import './application.css';

// Loaded when shown: its number check brings the contracts' rules, kept out of the page's first load.
const PhoneApplications = lazyForm(async () => ({ default: (await import('./phone-applications')).PhoneApplications }));

/** Applications made with a mobile number proved by a code, for anyone who applied without an account. */
function ByPhone({ level }: { level: 1 | 2 }) {
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <div className="main-application__actions main-phone-applications" role="region" aria-labelledby="by-phone-title">
      <Title id="by-phone-title">{t('Open your applications with your mobile number')}</Title>
      <PhoneApplications />
    </div>
  );
}

const statusOf = (error: unknown) => (error && typeof error === 'object' && 'status' in error ? error.status : null);

function Frame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title={t('My applications')} />
      <section className="ui-section main-application">
        <div className="ui-container">{children}</div>
      </section>
    </>
  );
}

/** "Please confirm your e-mail", with a button that sends the link again. */
function ConfirmNotice({ token, email }: { token: string; email?: string }) {
  const [resend, { isLoading }] = api.useResendVerificationMutation();
  const [said, setSaid] = useState<string | null>(null);
  return (
    <div className="main-application__actions" role="region" aria-label={t('Please confirm your e-mail')}>
      <h1>{t('Please confirm your e-mail')}</h1>
      <p>
        {richText(
          t(
            'We sent a confirmation link to <0>{email}</0> when you signed up. Once you open it, this page shows the applications you made with that address.',
            {
              email: email ?? t('your e-mail address'),
            },
          ),
          [(words) => <strong>{words}</strong>],
        )}
      </p>
      {said && <p role="status">{said}</p>}
      <button
        type="button"
        className="ui-button ui-button--primary"
        disabled={isLoading}
        onClick={() =>
          resend(token)
            .unwrap()
            .then((r) => setSaid(r.message))
            .catch(() => setSaid(t('The e-mail could not be sent. Please try again later.')))
        }
      >
        {isLoading ? t('Sending...') : t('Send the link again')}
      </button>
    </div>
  );
}

function ApplicationCard({ a }: { a: CandidateApplication['application'] }) {
  return (
    <li className="main-application__actions">
      <ApplicationSummary application={a} level={2} />
    </li>
  );
}

function Applications({ token }: { token: string }) {
  const { data, error, isLoading, refetch } = api.useMyApplicationsQuery(token);
  if (isLoading) return <Loading text={t('Loading your applications...')} />;
  if (!data)
    return (
      <ErrorState
        message={statusOf(error) === 401 ? t('Your session has ended. Please sign in again.') : t('Your applications could not be loaded.')}
        onRetry={() => void refetch()}
      />
    );
  if (!data.applications.length)
    return (
      <div className="ui-state ui-state--page">
        <h1>{t('My applications')}</h1>
        <p>{t('You have not applied for a job with this e-mail address yet.')}</p>
        <Link className="ui-button ui-button--primary" to="/main/jobs">
          {t('See our open jobs')}
        </Link>
      </div>
    );
  return (
    <>
      <h1>{t('My applications')}</h1>
      <ul className="main-my-applications">
        {data.applications.map((a) => (
          <ApplicationCard key={`${a.appliedAt}-${a.jobTitle}`} a={a} />
        ))}
      </ul>
    </>
  );
}

/**
 * /main/my-applications (docs/behaviour.md §21): the applications made with a mobile number proved by a code, and a
 * signed-in visitor's, once their address is confirmed.
 */
export function MyApplicationsPage() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.session.token);
  const { data, error, isLoading, refetch } = api.useVisitorMeQuery(token ?? '', { skip: !token });
  const verified = data?.user.verified;
  useEffect(() => {
    if (verified) void dispatch(visitorVerified());
  }, [verified, dispatch]);

  if (!token)
    return (
      <Frame>
        <ByPhone level={1} />
        <div className="ui-state main-phone-applications__account">
          <h2>{t('Applied with an account and an e-mail address?')}</h2>
          <p>{t('Sign in to see the applications you made with your account’s e-mail address.')}</p>
          <button type="button" className="ui-button" onClick={() => dispatch(openModal('login'))}>
            {t('Login')}
          </button>
        </div>
      </Frame>
    );
  if (isLoading) return <Loading text={t('Loading your account...')} />;
  if (!data)
    return (
      <Frame>
        <ErrorState
          message={statusOf(error) === 401 ? t('Your session has ended. Please sign in again.') : t('Your account could not be loaded.')}
          onRetry={() => void refetch()}
        />
      </Frame>
    );
  return (
    <Frame>
      {data.user.verified ? <Applications token={token} /> : <ConfirmNotice token={token} email={data.user.email} />}
      <ByPhone level={2} />
    </Frame>
  );
}
