import { JobsGrid, t, useList } from '@site/shared-ui';
import { MainHero } from '../../components/main-hero';
import { WalkInLink } from '../../components/drives/walk-in-link';

/** /main/jobs (docs/behaviour.md §2.4): hero labelled JOBS and 'Available Career Opportunities'. */
export function JobsPage() {
  const { data, isLoading } = useList('jobs');
  return (
    <>
      <MainHero label={t('JOBS')} />
      <WalkInLink />
      <JobsGrid jobs={data} loading={isLoading} />
    </>
  );
}
