// /main/drives (docs/behaviour.md §26): the upcoming walk-in interview days, drawn by the shell's server with them.
import { api, ErrorState, Link, Loading, t, useLocation } from '@site/shared-ui';
import { SOURCE_PATTERN } from '@site/contracts/resources';
import { MainHero } from '../../components/main-hero';
import { DriveCard } from './components/drive-card';
import '../../components/drives/drives.css';

export function DrivesPage() {
  const { data: drives, isLoading, isError, refetch } = api.usePublicDrivesQuery('');
  const src = new URLSearchParams(useLocation().search).get('src');
  const source = src && SOURCE_PATTERN.test(src) ? src : undefined;
  return (
    <>
      <MainHero label={t('WALK-IN INTERVIEWS')} />
      <section className="ui-section main-drives" aria-labelledby="drives-title">
        <div className="ui-container">
          {/* The hero's banner holds the page's h1, as on the jobs page. */}
          <h2 id="drives-title" className="main-drives__title">
            {t('Walk-in interviews')}
          </h2>
          <p className="main-drives__lead">
            {t('Come to our office on the day, meet us and get an answer fast. Book a time so you do not wait in the queue.')}
          </p>
          {isLoading ? (
            <Loading text={t('Loading walk-in interviews...')} />
          ) : !drives && isError ? (
            <ErrorState message={t('The walk-in interviews could not be loaded. Please check your connection.')} onRetry={() => void refetch()} />
          ) : drives?.length ? (
            <ul className="main-drives__list">
              {drives.map((d) => (
                <DriveCard key={d._id} drive={d} source={source} />
              ))}
            </ul>
          ) : (
            <div className="ui-state ui-state--empty">
              <p>{t('No walk-in interviews are planned right now. You can still apply online for any open job.')}</p>
              <Link className="ui-button ui-button--primary" to="/main/jobs">
                {t('See open jobs')}
              </Link>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
