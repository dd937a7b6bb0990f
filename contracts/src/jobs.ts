// Whether a job takes applications (docs/behaviour.md §16). Computed where it is read, from the stored status and
// the closing date, so a job closes on its date without anything being written. And whether its form asks for a CV.
// zod-free: the public pages load it with their head.
import { JOB_STATUSES, todayInIndia } from './constants.js';

export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_CLOSED_MESSAGE = 'This job is no longer accepting applications';

/** A job as stored or answered: only its `status` and `closesOn` are read. */
type JobLike = object;

/** The stored status: a job stored before statuses existed is Open. */
export const storedJobStatus = (job: JobLike): JobStatus =>
  JOB_STATUSES.includes((job as { status?: unknown }).status as JobStatus) ? (job as { status: JobStatus }).status : 'Open';

/** The status a visitor meets: an Open job whose closing date (India's date) has passed counts as Closed. */
export function jobStatusOf(job: JobLike, today = todayInIndia()): JobStatus {
  const stored = storedJobStatus(job);
  if (stored !== 'Open') return stored;
  const { closesOn } = job as { closesOn?: unknown };
  return typeof closesOn === 'string' && closesOn && closesOn < today ? 'Closed' : 'Open';
}

/** Whether a job's apply form asks for a CV: a guard's or a housekeeper's need not have one ('none'). */
export const JOB_CV_REQUIREMENTS = ['required', 'optional', 'none'] as const;
export type JobCvRequirement = (typeof JOB_CV_REQUIREMENTS)[number];
export const JOB_CV_LABELS: Readonly<Record<JobCvRequirement, string>> = { required: 'Required', optional: 'Optional', none: 'Not asked' };

/** The stored CV requirement: a job stored before it was asked takes a CV if one is sent. */
export const storedJobCv = (job: JobLike): JobCvRequirement =>
  JOB_CV_REQUIREMENTS.includes((job as { cv?: unknown }).cv as JobCvRequirement) ? (job as { cv: JobCvRequirement }).cv : 'optional';

export const isJobOpen = (job: JobLike, today?: string) => jobStatusOf(job, today) === 'Open';

/** When India's current day ends (ms): what a list of open jobs computed today holds until. */
export function endOfIndiaDay(now = new Date()): number {
  const today = todayInIndia(now);
  // India is UTC+5:30 all year: its midnight is 18:30 UTC the day before.
  return Date.parse(`${today}T00:00:00+05:30`) + 24 * 3600 * 1000;
}
