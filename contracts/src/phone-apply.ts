// Applying with a mobile number proved by a code (docs/behaviour.md §16.1): a name, the number, the job's screening
// answers and consent; an e-mail address and a CV only where the job asks for them.
import { z } from 'zod';
import { CONSENT_MESSAGE, OBJECT_ID, requiredConsent, requiredText } from './fields.js';
import { indianMobile } from './phone.js';
import { PHONE_ROUTES, SOURCE_PATTERN } from './resources.js';
import { applicationAnswers } from './screening.js';
import { candidateApplication } from './candidate.js';

/** Where a phone application is sent (multipart: the CV, when the job takes one, is a `resume` file). */
export const PHONE_APPLY_ROUTE = PHONE_ROUTES.apply;

export const PHONE_APPLY_MESSAGES = {
  proof: 'Please confirm your mobile number with the code we sent you',
  cvRequired: 'This job asks for a CV: please attach it',
  source: 'Unknown link source',
} as const;

const optionalEmail = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .toLowerCase()
  .max(200)
  .pipe(z.union([z.literal(''), z.email({ error: 'Please enter a valid email address' })]))
  .optional()
  .transform((v) => v || undefined);

export const phoneApplicationInput = z.object({
  name: requiredText('Name is required', 100),
  mobile: indianMobile,
  jobId: z.string({ error: 'Invalid job ID' }).regex(OBJECT_ID, 'Invalid job ID'),
  answers: applicationAnswers(),
  consent: z.union([requiredConsent, z.literal('true').transform(() => true as const)], { error: CONSENT_MESSAGE }),
  /** The proof of the number: what `POST /phone-codes/verify` answered. */
  phoneToken: z.string({ error: PHONE_APPLY_MESSAGES.proof }).min(1, PHONE_APPLY_MESSAGES.proof).max(2000),
  email: optionalEmail,
  source: z.string({ error: PHONE_APPLY_MESSAGES.source }).max(60).regex(SOURCE_PATTERN, PHONE_APPLY_MESSAGES.source).optional(),
});
export type PhoneApplicationInput = z.infer<typeof phoneApplicationInput>;

/** The answer: the application stored now, or the one this number already made to this job (nothing new stored). */
export const phoneApplicationAnswer = z.object({
  message: z.string(),
  data: z.object({
    _id: z.string(),
    alreadyApplied: z.boolean(),
    /** The candidate's private page (the number is proved: it is theirs), in the page's language. */
    page: z.string(),
  }),
});
export type PhoneApplicationAnswer = z.infer<typeof phoneApplicationAnswer>;

/** `POST /applications/mine`: a candidate's applications, by a proof of their number (purpose `applications`). */
export const MY_PHONE_APPLICATIONS_ROUTE = PHONE_ROUTES.mine;
export const myPhoneApplicationsInput = z.object({
  phoneToken: z.string({ error: PHONE_APPLY_MESSAGES.proof }).min(1, PHONE_APPLY_MESSAGES.proof).max(2000),
});
/** Each as its private page shows it, newest first, with `page`: a new private link to that page in the request's language. */
export const myPhoneApplicationsAnswer = z.object({
  applications: z.array(candidateApplication.shape.application.extend({ page: z.string() })),
});
export type MyPhoneApplications = z.infer<typeof myPhoneApplicationsAnswer>;
