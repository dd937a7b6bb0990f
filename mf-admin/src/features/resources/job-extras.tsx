// What the Jobs screen adds to the generic one (docs/behaviour.md §16): a job's status as visitors meet it, its
// applications by stage linking to the Candidates screen filtered to the job, and an open job's Poster link (a
// printable A4 poster with a QR code, docs/behaviour.md §16.2) and Close and Mark filled buttons.
import { APPLICATION_STATUSES } from '@site/contracts/constants';
import { jobStatusOf } from '@site/contracts/jobs';
import { type Entity, Link, toast, useEditMutation } from '@site/shared-ui';
import { RoleLink } from '../../components/role-link';
import { useSubmissionCountsQuery } from '../../lib/counts-api';
import { APPLICATIONS_PATH, jobPosterPath } from '../../lib/paths';

type Job = Entity<'jobs'>;

/** Open, Closed or Filled, and the closing date: a job past its date shows Closed though nobody closed it. */
export function JobStatusCell({ job }: { job: Job }) {
  const status = jobStatusOf(job);
  return (
    <span className="admin-job-status">
      <span className="admin-badge" data-job-status={status}>
        {status}
      </span>
      {job.closesOn && <small>{status === 'Open' ? `until ${job.closesOn}` : `closed on ${job.closesOn}`}</small>}
    </span>
  );
}

/**
 * The job's applications by stage (counted in the derived documents), each stage linking to the Candidates screen
 * filtered to the job and the stage, for every role that may see applications; as text for any other. A name that
 * adds to what the cell shows starts with what it shows (WCAG 2.5.3, label in name), so a voice command that reads
 * the screen finds it.
 */
export function JobApplicationsCell({ job }: { job: Job }) {
  const { data } = useSubmissionCountsQuery();
  const counts = data?.jobs[job._id] ?? {};
  const total = Object.values(counts).reduce((n, c) => n + c, 0);
  const candidates = (status?: string) => `${APPLICATIONS_PATH}?job=${job._id}${status ? `&status=${encodeURIComponent(status)}` : ''}`;
  const count = (label: string, status?: string, name?: string) => (
    <RoleLink
      key={label}
      to={candidates(status)}
      aria-label={name}
      fallback={
        <span key={label} aria-label={name}>
          {label}
        </span>
      }
    >
      {label}
    </RoleLink>
  );
  if (!data) return <span aria-busy="true">…</span>;
  return (
    <span className="admin-job-counts">
      {count(`${total} in all`, undefined, `${total} in all: applications to ${job.jobTitle}`)}
      {APPLICATION_STATUSES.filter((s) => counts[s]).map((s) => count(`${s} ${counts[s]}`, s))}
    </span>
  );
}

/** Poster, Close and Mark filled, for an open job: a closed one takes no applicants to print for. */
export function JobActions({ row: job }: { row: Job }) {
  const [edit, { isLoading }] = useEditMutation();
  if (jobStatusOf(job) !== 'Open') return null;
  const set = async (status: 'Closed' | 'Filled') => {
    try {
      await edit({ key: 'jobs', id: job._id, body: { status } }).unwrap();
      toast.success(status === 'Closed' ? `Closed ${job.jobTitle}` : `Marked ${job.jobTitle} filled`);
    } catch {
      toast.error('Failed to update job!');
    }
  };
  return (
    <span className="admin-job-actions">
      <Link to={jobPosterPath(job._id)} className="ui-button ui-button--small" aria-label={`Poster: ${job.jobTitle}`}>
        Poster
      </Link>
      <button type="button" className="ui-button ui-button--small" disabled={isLoading} aria-label={`Close ${job.jobTitle}`} onClick={() => void set('Closed')}>
        Close
      </button>
      <button
        type="button"
        className="ui-button ui-button--small"
        disabled={isLoading}
        aria-label={`Mark filled: ${job.jobTitle}`}
        onClick={() => void set('Filled')}
      >
        Mark filled
      </button>
    </span>
  );
}
