import { JobsGrid, t, useList } from '@site/shared-ui';
import { MainHero } from '../../components/main-hero';

/** /main/jobs (docs/behaviour.md §2.4): hero labelled JOBS and 'Available Career Opportunities'. */
export function JobsPage() {
  const { data, isLoading } = useList('jobs');
  return (
    <>
      <MainHero label={t('JOBS')} />
      <JobsGrid jobs={data} loading={isLoading} />
    </>
  );
}
