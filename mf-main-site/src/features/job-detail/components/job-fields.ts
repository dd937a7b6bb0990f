// How a job's requirement and benefit lists are shown (docs/behaviour.md §3) and which jobs are similar (§4).
import { LIMITS } from '@site/contracts/constants';
import { isJobOpen } from '@site/contracts/jobs';
import { jobTypeText } from '@site/shared-ui';

export interface JobLike {
  _id: string;
  jobTitle: string;
  jobType?: string;
}

/** A list whose entries may themselves hold newline-separated lines: one line each, blanks dropped. */
export function lines(list: readonly string[] | string | undefined): string[] {
  const items = Array.isArray(list) ? list : list ? [list] : [];
  return items
    .flatMap((item) => item.split(/\r?\n/))
    .map((l) => l.replace(/^[-•*]\s*/, '').trim())
    .filter(Boolean);
}

const firstWord = (title: string) => title.trim().split(/\s+/)[0]?.toLowerCase() ?? '';

/**
 * Other jobs whose title shares the first word with the current one, or whose job type matches; at most 3.
 * Title matches come first (they are the closer kin), each group keeping the list's order.
 */
export function similarJobs<T extends JobLike>(current: JobLike, jobs: readonly T[], max: number = LIMITS.similarJobs): T[] {
  const word = firstWord(current.jobTitle);
  const type = jobTypeText(current.jobType);
  // Only open jobs: a list read before a closing date passed may still hold the job.
  const others = jobs.filter((j) => j._id !== current._id && isJobOpen(j));
  const byTitle = others.filter((j) => word !== '' && firstWord(j.jobTitle) === word);
  const byType = others.filter((j) => !byTitle.includes(j) && jobTypeText(j.jobType) === type);
  return [...byTitle, ...byType].slice(0, max);
}
