// The Candidates screen's filters besides the status (docs/behaviour.md §16.2, §20): one job's applications, those a
// job link's source brought and those a screening answer knocked out. All live in the address
// (?job=…&source=…&flag=knockout), so the Jobs screen links here.
import { usePage } from '@site/shared-ui';
import { SourceSelect } from '../../components/source-select';

interface Props {
  job: string | undefined;
  onJob: (job: string | undefined) => void;
  source: string | undefined;
  onSource: (source: string | undefined) => void;
  knockout: boolean;
  onKnockout: (on: boolean) => void;
}

/** The jobs offered in the filter, by title (a list of at most 100: older ones stay reachable from the Jobs screen). */
const JOBS = { key: 'jobs', sort: 'jobTitle', limit: 100 } as const;

export function ApplicationFilters({ job, onJob, source, onSource, knockout, onKnockout }: Props) {
  const jobs = usePage(JOBS).data?.items ?? [];
  const known = !job || jobs.some((j) => j._id === job);
  return (
    <div className="admin-application-filters">
      <label>
        Job
        <select name="job" value={job ?? ''} onChange={(e) => onJob(e.target.value || undefined)}>
          <option value="">All jobs</option>
          {!known && <option value={job}>The job in the link</option>}
          {jobs.map((j) => (
            <option key={j._id} value={j._id}>
              {j.jobTitle}
            </option>
          ))}
        </select>
      </label>
      <SourceSelect value={source} onChange={onSource} />
      <label>
        <input type="checkbox" name="knockout" checked={knockout} onChange={(e) => onKnockout(e.target.checked)} />
        Knockout answers only
      </label>
    </div>
  );
}

/** The mark of an application a screening answer knocked out. */
export function KnockoutMark() {
  return (
    <span className="admin-flag" title="A screening answer knocked this candidate out">
      Knockout
    </span>
  );
}
