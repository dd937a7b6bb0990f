import { Loading, useItem } from '@site/shared-ui';
import { Link, useParams } from 'react-router-dom';

/** /jobdetail/{id} and /jobdetails/{id} (spec §2.8). */
export function JobDetailPage() {
  const { id } = useParams();
  const { data: job, isLoading } = useItem('jobs', id);
  if (isLoading) return <Loading text="Loading job details..." />;
  if (!job)
    return (
      <div className="ui-container ui-section">
        <h1>Job Not Found</h1>
        <Link to="/main/jobs">Go Back to Jobs</Link>
      </div>
    );
  return (
    <article className="ui-container ui-section">
      <h1>{job.jobTitle}</h1>
      <p>{job.description}</p>
    </article>
  );
}
