// The candidate's own page (docs/behaviour.md §17): what a private link shows and what the candidate can do there.
import { z } from 'zod';
import { APPLICATION_STATUSES } from './constants.js';
import { consentRecord } from './privacy.js';

export { CANDIDATE_ROUTES } from './resources.js';

/** The words a candidate reads for each stage: no internal names, notes or assignee. */
export const CANDIDATE_STAGES: Record<(typeof APPLICATION_STATUSES)[number], string> = {
  New: 'Received',
  Reviewed: 'Being reviewed',
  Shortlisted: 'Shortlisted',
  Rejected: 'Not selected',
  Hired: 'Offered the job',
  Withdrawn: 'Withdrawn by you',
};

/** An upcoming interview as the candidate sees it (interviews are scheduled from the back office). */
export const candidateInterview = z.object({
  id: z.string(),
  /** The invitation's calendar UID: "Add to calendar" then adds the same event, not a second one. */
  uid: z.string(),
  /** ISO date-time, UTC. */
  startsAt: z.string(),
  minutes: z.number().int(),
  place: z.string().optional(),
  videoLink: z.string().optional(),
  note: z.string().optional(),
});

/** `GET /application/:token`. */
export const candidateApplication = z.object({
  application: z.object({
    jobTitle: z.string(),
    /** ISO date-time of the application. */
    appliedAt: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    /** The stage in plain words. */
    stage: z.string(),
    /** Whether it can still be withdrawn (not once hired, rejected or withdrawn). */
    canWithdraw: z.boolean(),
    /** Upcoming interviews, soonest first. */
    interviews: z.array(candidateInterview),
  }),
});
export type CandidateApplication = z.output<typeof candidateApplication>;

/** `GET /application/:token/export`: what the site holds about this application, as a download. */
export const candidateExport = z.object({
  exportedAt: z.string(),
  application: z.record(z.string(), z.unknown()),
  consent: consentRecord.nullable(),
  /** Its stage changes, oldest first (who in the firm made them is not the candidate's data). */
  stages: z.array(z.object({ at: z.string(), from: z.string().nullish(), to: z.string().nullish() })),
  /** The e-mails sent about it. */
  mails: z.array(z.object({ to: z.string(), subject: z.string(), status: z.string(), createdAt: z.string().optional() })),
});
export type CandidateExport = z.output<typeof candidateExport>;

/** `POST /application/:token/erase`. */
export const candidateEraseResult = z.object({ message: z.string() });
