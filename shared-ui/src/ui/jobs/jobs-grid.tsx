// 'Available Career Opportunities' (docs/behaviour.md §2.4, §2.10): job cards with Read more to the job detail.
import { FiBriefcase, FiClock, FiMapPin } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import type { Entity } from '../../api/types';
import { t } from '../../i18n/i18n';
import { jobTypeLabel, salaryText } from './job-text';
import { postedText } from './relative-time';
import './jobs-grid.css';

type Job = Entity<'jobs'>;

export function JobsGrid({ jobs, loading }: { jobs: Job[] | undefined; loading?: boolean }) {
  return (
    <section className="ui-section ui-container" aria-labelledby="jobs-grid-title">
      <h2 id="jobs-grid-title" className="ui-jobs__title">
        {t('Available Career Opportunities')}
      </h2>
      {loading && !jobs?.length ? (
        <p role="status">{t('Loading jobs...')}</p>
      ) : !jobs?.length ? (
        <p>{t('There are no openings right now. Please check back soon.')}</p>
      ) : (
        <ul className="ui-jobs">
          {jobs.map((job) => (
            <li key={job._id} className="ui-jobs__card">
              <h3>{job.jobTitle}</h3>
              <p className="ui-jobs__meta">
                <span>
                  <FiMapPin aria-hidden /> {job.location}
                </span>
                <span>
                  <FiBriefcase aria-hidden /> {jobTypeLabel(job.jobType)}
                </span>
                <span>
                  <FiClock aria-hidden /> {job.experience}
                </span>
              </p>
              <p className="ui-jobs__salary">{salaryText(job.salary)}</p>
              {/* Read on the server and again in the browser a moment later: "just now" may have become "1 minute ago". */}
              <p className="ui-jobs__posted" suppressHydrationWarning>
                {postedText(job.createdAt)}
              </p>
              <Link className="ui-button ui-button--primary" to={`/jobdetail/${job._id}`} aria-label={t('Read more about {job}', { job: job.jobTitle })}>
                {t('Read more')}
                <span className="ui-visually-hidden"> {t('about {job}', { job: job.jobTitle })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
