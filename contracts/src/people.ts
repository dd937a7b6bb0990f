// One person, however often they apply (docs/behaviour.md §16.3): an application's other applications by the same
// proved number, and those that are possibly the same person, which a recruiter links or keeps apart.
import { z } from 'zod';

/** `GET` the person of an application; `POST` a recruiter's link or unlink of another application. */
export const PERSON_ROUTE = 'admin/applications/:id/person';

/** Why another application may be the same person. */
export const POSSIBLE_REASONS = {
  sharedPhone: 'The same mobile number, confirmed by code, with another name (a family may share a phone)',
  sameNameAndPhone: 'The same name and mobile number, not confirmed by code',
  sameEmail: 'The same e-mail address',
} as const;
export type PossibleReason = keyof typeof POSSIBLE_REASONS;

const application = z.object({
  id: z.string(),
  name: z.string(),
  jobTitle: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export const personAnswer = z.object({
  /** The proved number (`+91…`) this application was made with, if any. */
  candidate: z.string().nullable(),
  /** The same person's other applications: the same proved number and name, or linked by a recruiter. */
  applications: z.array(application.extend({ linkedBy: z.string().nullable() })),
  /** Possibly the same person: never merged by themselves. */
  possible: z.array(application.extend({ reason: z.enum(Object.keys(POSSIBLE_REASONS) as [PossibleReason, ...PossibleReason[]]) })),
  /** Kept apart by a recruiter ("not the same person"). */
  apart: z.array(application.extend({ by: z.string() })),
});
export type PersonAnswer = z.infer<typeof personAnswer>;

/** A recruiter says whether another application is the same person (`same`) or not. */
export const personLinkInput = z.object({
  other: z.string({ error: 'Invalid application ID' }).regex(/^[a-f\d]{24}$/i, 'Invalid application ID'),
  same: z.boolean({ error: 'Say whether they are the same person' }),
});
export type PersonLinkInput = z.infer<typeof personLinkInput>;
