// Personal-data rights (docs/behaviour.md §14): consent to the privacy notice, everything held about one person
// found, exported and erased, a visitor deleting their own account, and how long each kind of submission is kept.
import { z } from 'zod';
import { email } from './fields.js';
import { perSubmissionType, SUBMISSION_KEYS } from './inbox.js';
import { indianMobile } from './phone.js';
import type { SubmissionKey } from './resources.js';

/** Stored as `consent` on a submission sent with `consent: true`; a submission without it has none. */
export const consentRecord = z.object({
  at: z.string(),
  /** The version of the notice in force when the visitor agreed: its `updatedAt`. */
  noticeVersion: z.string(),
});
export type ConsentRecord = z.output<typeof consentRecord>;

// Zod-free, so the public pages load them without zod (docs/architecture.md §3).
export { currentNotice, PRIVACY_ROUTES } from './resources.js';

export const PERSON_QUERY_MESSAGES = { both: 'Give an e-mail address or a mobile number, not both' } as const;

/**
 * `?email=` or `?mobile=` of the find and the CV download; also the body of erase. An unknown address or number is an
 * empty answer. A mobile number is read as people type it and stands for every submission made with it.
 */
export const personQuery = z
  .object({ email: email().optional(), mobile: indianMobile.optional() })
  .refine((q) => q.email !== undefined || q.mobile !== undefined, { message: 'Email is required', path: ['email'] })
  .refine((q) => q.email === undefined || q.mobile === undefined, { message: PERSON_QUERY_MESSAGES.both, path: ['mobile'] });
/** Whom a privacy request is about: an e-mail address, or a mobile number as stored ("+919876543210"). */
export type Person = { email: string; mobile?: undefined } | { mobile: string; email?: undefined };

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
export const retentionInput = z.partialRecord(
  z.enum(SUBMISSION_KEYS as [SubmissionKey, ...SubmissionKey[]], { error: `type must be one of ${SUBMISSION_KEYS.join(', ')}` }),
  retentionDays,
);

const count = z.number().int();
export const retentionDaysSchema = perSubmissionType(z.number().int().nullable());
export type RetentionDays = z.output<typeof retentionDaysSchema>;
export const deletedCounts = perSubmissionType(count).extend({ files: count });
export type DeletedCounts = z.output<typeof deletedCounts>;
/** Counts of a deletion that has deleted nothing yet. */
export const noDeletions = (): DeletedCounts => ({
  ...(Object.fromEntries(SUBMISSION_KEYS.map((key) => [key, 0])) as Record<SubmissionKey, number>),
  files: 0,
});

export const retentionRun = z.object({ at: z.string(), by: z.enum(['schedule', 'admin']), deleted: deletedCounts });
export type RetentionRun = z.output<typeof retentionRun>;

/** GET retention. */
export const retentionSettings = z.object({
  retention: retentionDaysSchema,
  /** The last run, by the daily job or an admin; null before the first. */
  lastRun: retentionRun.nullable(),
  /** A run still going on (it deletes in batches), with what it has deleted so far; null when none is. */
  running: retentionRun.nullable(),
});
export type RetentionSettings = z.output<typeof retentionSettings>;

/** POST retention/run: the counts when the run ended within the wait (200), or the run going on in the background (202). */
export const retentionRunDone = z.object({ message: z.string(), deleted: deletedCounts });
export const retentionRunGoing = z.object({ message: z.string(), running: retentionRun });
export type RetentionRunResult = z.output<typeof retentionRunDone> | z.output<typeof retentionRunGoing>;

/** A submission as the find shows it: the stored document, its consent, its inbox notes and history. */
export const personSubmission = z.looseObject({ _id: z.string(), createdAt: z.string().optional(), consent: consentRecord.nullable() });
export type PersonSubmission = Record<string, unknown> & z.output<typeof personSubmission>;

/** GET person: everything held about one e-mail address or mobile number (the one asked for). */
export const personRecord = z.object({
  email: z.string().optional(),
  /** As stored, "+919876543210": a number finds no account (accounts are found by their address). */
  mobile: z.string().optional(),
  /** The visitor account, without its password hash. */
  account: z
    .object({
      _id: z.string(),
      name: z.string(),
      email: z.string(),
      mobile: z.string().optional(),
      createdAt: z.string().optional(),
      consent: consentRecord.nullable(),
    })
    .nullable(),
  submissions: perSubmissionType(z.array(personSubmission)),
  /** E-mails sent to or about the person (subject, status, when). */
  mails: z.array(z.object({ _id: z.string(), to: z.string(), subject: z.string(), status: z.string(), createdAt: z.string().optional() })),
  /** Openings of the person's CVs by admins. */
  resumeLog: z.array(z.object({ applicationId: z.string(), at: z.string(), adminEmail: z.string(), how: z.string() })),
});
export type PersonRecord = Omit<z.output<typeof personRecord>, 'submissions'> & { submissions: Record<SubmissionKey, PersonSubmission[]> };

/** POST erase: what was deleted (all zero for an unknown address or a repeat). */
export const eraseResult = z.object({ message: z.string(), erased: deletedCounts.extend({ accounts: count, mails: count }) });
export type EraseResult = z.output<typeof eraseResult>;

export type PersonQuery = z.input<typeof personQuery>;
export type RetentionInput = z.input<typeof retentionInput>;
