import { type Entity, jobTypeLabel, Link, postedText, t } from '@site/shared-ui';
import { FiMapPin } from 'react-icons/fi';
import { similarJobs } from './job-fields';

/** Similar Jobs (docs/behaviour.md §2.8, §4): up to 3 other openings. */
export function SimilarJobsList({ job, jobs }: { job: Entity<'jobs'>; jobs: Entity<'jobs'>[] | undefined }) {
  if (!jobs) return <p role="status">{t('Loading similar jobs...')}</p>;
  const similar = similarJobs(job, jobs);
  if (similar.length === 0) return <p className="main-job__none">{t('No similar openings right now.')}</p>;
  return (
    <ul className="main-similar">
      {similar.map((j) => (
        <li key={j._id}>
          <Link to={`/jobdetail/${j._id}`}>{j.jobTitle}</Link>
          <span>
            <FiMapPin aria-hidden /> {j.location} · {jobTypeLabel(j.jobType)}
          </span>
          {/* The server's "just now" may be "1 minute ago" when the browser takes the page over. */}
          <span suppressHydrationWarning>{postedText(j.createdAt)}</span>
        </li>
      ))}
    </ul>
  );
}
