// Personal-data rights (docs/behaviour.md §14): consent to the privacy notice, everything held about one person
// found, exported and erased, a visitor deleting their own account, and how long each kind of submission is kept.
import { z } from 'zod';
import { email } from './fields.js';
import { SUBMISSION_KEYS } from './inbox.js';
import type { SubmissionKey } from './resources.js';

/** Stored as `consent` on a submission sent with `consent: true`; a submission without it has none. */
export interface ConsentRecord {
  at: string;
  /** The version of the notice in force when the visitor agreed: its `updatedAt`. */
  noticeVersion: string;
}

// Zod-free, so the public pages load them without zod (docs/architecture.md §3).
export { currentNotice, PRIVACY_ROUTES } from './resources.js';

/** `?email=` of the find and the CV download; also the body of erase. An unknown address is an empty answer. */
export const personQuery = z.object({ email: email() });

/** A visitor deleting their own account confirms it with their password. */
export const deleteOwnAccountInput = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

export const RETENTION_MAX_DAYS = 3650;
const retentionDays = z
  .number({ error: 'Retention must be a whole number of days, or null to keep' })
  .int('Retention must be a whole number of days, or null to keep')
  .min(1, 'Retention is at least 1 day')
  .max(RETENTION_MAX_DAYS, `Retention is at most ${RETENTION_MAX_DAYS} days`)
  .nullable();

/** Days each submission type is kept after it arrives; null (the default) keeps it until erased. */
export const retentionInput = z.partialRecord(z.enum(SUBMISSION_KEYS as [SubmissionKey, ...SubmissionKey[]], { error: `type must be one of ${SUBMISSION_KEYS.join(', ')}` }), retentionDays);

export type RetentionDays = Record<SubmissionKey, number | null>;
export type DeletedCounts = Record<SubmissionKey, number> & { files: number };
/** Counts of a deletion that has deleted nothing yet. */
export const noDeletions = (): DeletedCounts => ({ ...(Object.fromEntries(SUBMISSION_KEYS.map((key) => [key, 0])) as Record<SubmissionKey, number>), files: 0 });

/** GET retention. */
export interface RetentionSettings {
  retention: RetentionDays;
  /** The last run, by the daily job or an admin; null before the first. */
  lastRun: RetentionRun | null;
  /** A run still going on (it deletes in batches), with what it has deleted so far; null when none is. */
  running: RetentionRun | null;
}

export interface RetentionRun {
  at: string;
  by: 'schedule' | 'admin';
  deleted: DeletedCounts;
}

/** POST retention/run: the counts when the run ended within the wait, or the run going on in the background. */
export type RetentionRunResult = { message: string; deleted: DeletedCounts } | { message: string; running: RetentionRun };

/** A submission as the find shows it: the stored document, its consent, its inbox notes and history. */
export type PersonSubmission = Record<string, unknown> & { _id: string; createdAt?: string; consent: ConsentRecord | null };

/** GET person: everything held about one e-mail address. */
export interface PersonRecord {
  email: string;
  /** The visitor account, without its password hash. */
  account: { _id: string; name: string; email: string; mobile?: string; createdAt?: string; consent: ConsentRecord | null } | null;
  submissions: Record<SubmissionKey, PersonSubmission[]>;
  /** E-mails sent to or about the person (subject, status, when). */
  mails: Array<{ _id: string; to: string; subject: string; status: string; createdAt?: string }>;
  /** Openings of the person's CVs by admins. */
  resumeLog: Array<{ applicationId: string; at: string; adminEmail: string; how: string }>;
}

/** POST erase: what was deleted (all zero for an unknown address or a repeat). */
export interface EraseResult {
  message: string;
  erased: DeletedCounts & { accounts: number; mails: number };
}

export type PersonQuery = z.input<typeof personQuery>;
export type RetentionInput = z.input<typeof retentionInput>;
