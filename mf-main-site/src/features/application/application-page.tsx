import { api, ErrorState, Link, Loading, REMOTE_PATHS, t, useParams } from '@site/shared-ui';
import { lazy, Suspense, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { useHydrated } from '../../lib/use-hydrated';
import { ApplicationActions } from './components/application-actions';
import { ApplicationSummary } from './components/application-summary';
import './application.css';

// The walk-in interview's card, its calls and its QR code load only on the candidate's page.
const WalkInCard = lazy(async () => ({ default: (await import('./components/walk-in-card')).WalkInCard }));

function Gone({ title, text }: { title: string; text: string }) {
  return (
    <div className="ui-state ui-state--page">
      <h1>{title}</h1>
      <p>{text}</p>
      <Link className="ui-button ui-button--primary" to="/main/jobs">
        {t('See our open jobs')}
      </Link>
    </div>
  );
}

/** /application/{token} (docs/behaviour.md §17): the candidate's own application, opened by their private link. */
export function ApplicationPage() {
  const { id: token = '' } = useParams();
  const { data, error, isLoading, refetch } = api.useCandidateApplicationQuery(token, { skip: !token });
  const [erased, setErased] = useState(false);
  const hydrated = useHydrated();

  if (erased) return <Gone title={t('Your application has been erased')} text={t('We no longer hold your application, your CV or the e-mails about it.')} />;
  if (isLoading) return <Loading text={t('Loading your application...')} />;
  const status = error && 'status' in error ? error.status : null;
  // null: the shell's server found the link opens nothing.
  if (!token || status === 404 || (data as unknown) === null)
    return (
      <Gone
        title={t('This link is no longer valid')}
        text={t('The application it opened may have been withdrawn and erased, or kept for its full time and deleted.')}
      />
    );
  if (!data) return <ErrorState message={t('Your application could not be loaded. Please check your connection.')} onRetry={() => void refetch()} />;

  return (
    <>
      <PageHeader title={t('Your application')} />
      <article className="ui-section main-application">
        <div className="ui-container main-application__layout">
          <section className="main-application__summary" aria-labelledby="application-job">
            <ApplicationSummary application={data.application} level={1} titleId="application-job" />
            {hydrated && (
              <Suspense fallback={null}>
                <WalkInCard token={token} />
              </Suspense>
            )}
            <p className="main-application__all">
              <Link to={REMOTE_PATHS.main.myApplications}>{t('All my applications')}</Link>
            </p>
          </section>
          <ApplicationActions token={token} canWithdraw={data.application.canWithdraw} onErased={() => setErased(true)} />
        </div>
      </article>
    </>
  );
}
