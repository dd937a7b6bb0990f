import { JobsGrid, useList } from '@site/shared-ui';
import { IntegratedHero } from '../banner/integrated-hero';

/** /integrat/Job: banner and 'Available Career Opportunities'. */
export function JobsPage() {
  const { data, isLoading } = useList('jobs');
  return (
    <>
      <IntegratedHero label="JOBS" />
      <JobsGrid jobs={data} loading={isLoading} />
    </>
  );
}
