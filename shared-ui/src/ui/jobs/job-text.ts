// How a job's salary and type read on every page (docs/behaviour.md §3, §9): the salary list's first element or
// 'Not specified', the job type or 'Full-time'.

export const salaryText = (salary: readonly string[] | string | undefined) => (Array.isArray(salary) ? salary[0] : salary)?.trim() || 'Not specified';

export const jobTypeText = (jobType: string | undefined) => jobType?.trim() || 'Full-time';
