// How a job's stored fields are shown (spec §3, §9): salary's first element or 'Not specified', job type
// 'Full-time' when absent, requirement and benefit as lines, similar jobs by the rule of §4.
import { LIMITS } from '@site/api/contracts/constants';

export interface JobLike {
  _id: string;
  jobTitle: string;
  jobType?: string;
}

export const salaryText = (salary: readonly string[] | string | undefined) => (Array.isArray(salary) ? salary[0] : salary)?.trim() || 'Not specified';

export const jobTypeText = (jobType: string | undefined) => jobType?.trim() || 'Full-time';

/** A list whose entries may themselves hold newline-separated lines: one line each, blanks dropped. */
export function lines(list: readonly string[] | string | undefined): string[] {
  const items = Array.isArray(list) ? list : list ? [list] : [];
  return items.flatMap((item) => item.split(/\r?\n/)).map((l) => l.replace(/^[-•*]\s*/, '').trim()).filter(Boolean);
}

const firstWord = (title: string) => title.trim().split(/\s+/)[0]?.toLowerCase() ?? '';

/**
 * Other jobs whose title shares the first word with the current one, or whose job type matches; at most 3.
 * Title matches come first (they are the closer kin), each group keeping the list's order.
 */
export function similarJobs<T extends JobLike>(current: JobLike, jobs: readonly T[], max: number = LIMITS.similarJobs): T[] {
  const word = firstWord(current.jobTitle);
  const type = jobTypeText(current.jobType);
  const others = jobs.filter((j) => j._id !== current._id);
  const byTitle = others.filter((j) => word !== '' && firstWord(j.jobTitle) === word);
  const byType = others.filter((j) => !byTitle.includes(j) && jobTypeText(j.jobType) === type);
  return [...byTitle, ...byType].slice(0, max);
}
