import { JobsGrid, t, useList } from '@site/shared-ui';
import { IntegratedHero } from '../../components/integrated-hero';
import { CareersSlider } from './components/careers-slider';
import './jobs.css';

/** /integrat/Job (docs/behaviour.md §2.10): banner, 'Available Career Opportunities' (Read more to the job detail) and the image slider. */
export function JobsPage() {
  const jobs = useList('jobs');
  const banners = useList('integratedBanner');
  return (
    <>
      <IntegratedHero label={t('JOBS')} />
      <div className="integrated-jobs">
        <JobsGrid jobs={jobs.data} loading={jobs.isLoading} />
      </div>
      <CareersSlider banners={banners.data ?? []} />
    </>
  );
}
