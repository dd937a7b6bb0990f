// What the firm's words to a candidate call the job (docs/behaviour.md §18): anyone may apply with anyone's address,
// so a title the visitor typed is never repeated to that address.

/** The words of a status e-mail's `{jobTitle}` when the application names no job. */
export const NO_JOB_TITLE = 'the position you applied for';

/**
 * The job's title as stored from the job itself (an application with a `jobId` keeps the job's own title, §16), or
 * null when the application names no job: its `jobTitle` is then the visitor's own text.
 */
export function jobTitleOf(application: Record<string, unknown>): string | null {
  const title = typeof application.jobTitle === 'string' ? application.jobTitle.trim() : '';
  return typeof application.jobId === 'string' && application.jobId && title ? title : null;
}
