// The back office's inbox (docs/behaviour.md §13): every visitor submission in one list, with a status, an
// assignee, internal notes and a history.
import { z } from 'zod';
import { APPLICATION_STATUSES } from './constants.js';
import { LANGUAGES } from './languages.js';
import { OBJECT_ID } from './fields.js';
import { FROM_AFTER_TO, fromNotAfterTo, pagingParams, searchParams } from './list-query.js';
import { RESOURCE_KEYS, RESOURCES, SOURCE_PATTERN, type SubmissionKey } from './resources.js';

/** Enquiries, bookings and messages; applications keep their recruiting pipeline. */
export const ENQUIRY_STATUSES = ['New', 'In progress', 'Closed', 'Spam'] as const;

export const SUBMISSION_KEYS = RESOURCE_KEYS.filter((k): k is SubmissionKey => RESOURCES[k].access === 'submission');

/** The statuses a submission of this type moves through; a submission without one is New. */
export const statusesOf = (key: SubmissionKey): readonly string[] => (key === 'applyJobs' ? APPLICATION_STATUSES : ENQUIRY_STATUSES);

const typeMessage = `type must be one of ${SUBMISSION_KEYS.join(', ')}`;
const jobMessage = 'job must be a job ID';
const assigneeMessage = 'assignee must be an admin ID, or "none"';
export const SOURCE_FILTER_MESSAGE = 'source must be lower-case words joined by hyphens';

export const inboxQuery = z
  .object({
    ...pagingParams,
    ...searchParams,
    type: z.enum(SUBMISSION_KEYS as [SubmissionKey, ...SubmissionKey[]], { error: typeMessage }).optional(),
    status: z.string({ error: 'status must be one text' }).max(40).optional(),
    assignee: z
      .string({ error: assigneeMessage })
      .refine((v) => v === 'none' || OBJECT_ID.test(v), assigneeMessage)
      .optional(),
    /** Only the applications to this job (found by their `j:<jobId>` term, never by reading the applications). */
    job: z.string({ error: jobMessage }).regex(OBJECT_ID, jobMessage).optional(),
    /** Only the applications a screening answer knocked out (their `f:knockout` term; docs/behaviour.md §20). */
    flag: z.enum(['knockout'], { error: 'flag must be knockout' }).optional(),
    /** Only the applications a job link's source brought (their `s:<source>` term). */
    source: z.string({ error: SOURCE_FILTER_MESSAGE }).max(60, SOURCE_FILTER_MESSAGE).regex(SOURCE_PATTERN, SOURCE_FILTER_MESSAGE).optional(),
  })
  .refine(fromNotAfterTo, FROM_AFTER_TO);

/** An admin's change to a submission: any of a new status, a new assignee (null: nobody) and a note; `notify` only goes with a status. */
export const inboxChange = z
  .object({
    status: z.string({ error: 'status must be text' }).max(40).optional(),
    assignee: z.union([z.string().regex(OBJECT_ID, 'assignee must be an admin ID'), z.null()], { error: 'assignee must be an admin ID or null' }).optional(),
    note: z.string({ error: 'note must be text' }).trim().min(1, 'The note is empty').max(2000, 'A note is at most 2000 characters').optional(),
    /** With a move of an application to Shortlisted, Hired or Rejected: e-mail the candidate from that status's template (on unless false). */
    notify: z.boolean({ error: 'notify must be true or false' }).optional(),
  })
  .refine((c) => c.status !== undefined || c.assignee !== undefined || c.note !== undefined, {
    message: 'Nothing to change: send a status, an assignee or a note',
  });

export type InboxQuery = z.output<typeof inboxQuery>;
export type InboxChange = z.output<typeof inboxChange>;

const submissionType = z.enum(SUBMISSION_KEYS as [SubmissionKey, ...SubmissionKey[]]);
/** One `value` under each submission type (an object with every type named, rather than a record, so its keys are documented). */
export const perSubmissionType = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(SUBMISSION_KEYS.map((key) => [key, value])) as Record<SubmissionKey, T>);

/** One row of the inbox. */
export const inboxItem = z.object({
  type: submissionType,
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The job, the service or the message subject. */
  subject: z.string(),
  createdAt: z.string(),
  status: z.string(),
  assignee: z.string().nullable(),
  /** The language of the page it was sent from (docs/i18n.md); English for one sent before languages existed. */
  language: z.enum(LANGUAGES),
  /** An application a screening answer knocked out. */
  knockout: z.boolean().optional(),
  /** The job link's source that brought an application (`?src=`), as stored. */
  source: z.string().optional(),
});
export type InboxItem = z.output<typeof inboxItem>;

/**
 * One line of a submission's history: a status, an assignee or a note (from the inbox or the type's own screen), or a
 * field edited on the type's own screen (`text`: the field), an e-mail or SMS to the candidate (or an SMS's receipt), or an
 * interview scheduled, moved or cancelled (`text` says which).
 */
export const inboxEvent = z.object({
  at: z.string(),
  by: z.string(),
  byName: z.string().optional(),
  kind: z.enum(['status', 'assignee', 'note', 'edit', 'email', 'sms', 'interview', 'person']),
  from: z.string().nullish(),
  to: z.string().nullish(),
  text: z.string().optional(),
});
export type InboxEvent = z.output<typeof inboxEvent>;

/** How many there are, and how many were added this month and last month (UTC months). */
export const monthFigures = z.object({ total: z.number().int(), thisMonth: z.number().int(), lastMonth: z.number().int() });
export type MonthFigures = z.output<typeof monthFigures>;

/** `GET /admin/dashboard`: every figure of the back office's home in one answer. */
export const dashboardFigures = z.object({
  clients: monthFigures,
  services: monthFigures,
  submissions: perSubmissionType(monthFigures),
  /** The latest submissions of every type, newest first. */
  recent: z.array(inboxItem),
  /** Which database holds the site, and on the embedded one how many submissions it serves within the measured figures. */
  database: z.object({ embedded: z.boolean(), submissions: z.number().int(), workingRange: z.number().nullable() }),
});
export type DashboardFigures = z.output<typeof dashboardFigures>;

/** From this share of the embedded database's working range on, the dashboard says it is time to move to MongoDB. */
export const WORKING_RANGE_WARNING = 0.8;

/** `GET /admin/export/<type>?q=&status=&from=&to=`: a CSV of the type's submissions that pass the table's search and filters. */
export const exportPathOf = (key: SubmissionKey) => `admin/export/${key}`;

/** `GET /admin/inbox/counts`: how many submissions are New in all (the navigation), and each type's count by status. */
export const submissionCounts = z.object({
  new: z.number().int(),
  types: perSubmissionType(z.object({ total: z.number().int(), statuses: z.record(z.string(), z.number().int()) })),
  /** Job id -> its applications' count by status (those sent with a `jobId`). */
  jobs: z.record(z.string(), z.record(z.string(), z.number().int())),
});
export type SubmissionCounts = z.output<typeof submissionCounts>;
