// The back office's inbox (docs/behaviour.md §13): every visitor submission in one list, with a status, an
// assignee, internal notes and a history.
import { z } from 'zod';
import { APPLICATION_STATUSES } from './constants.js';
import { OBJECT_ID } from './fields.js';
import { FROM_AFTER_TO, fromNotAfterTo, pagingParams, searchParams } from './list-query.js';
import { RESOURCE_KEYS, RESOURCES, type SubmissionKey } from './resources.js';

/** Enquiries, bookings and messages; applications keep their recruiting pipeline. */
export const ENQUIRY_STATUSES = ['New', 'In progress', 'Closed', 'Spam'] as const;

export const SUBMISSION_KEYS = RESOURCE_KEYS.filter((k): k is SubmissionKey => RESOURCES[k].access === 'submission');

/** The statuses a submission of this type moves through; a submission without one is New. */
export const statusesOf = (key: SubmissionKey): readonly string[] => (key === 'applyJobs' ? APPLICATION_STATUSES : ENQUIRY_STATUSES);

const typeMessage = `type must be one of ${SUBMISSION_KEYS.join(', ')}`;
const assigneeMessage = 'assignee must be an admin ID, or "none"';

export const inboxQuery = z
  .object({
    ...pagingParams,
    ...searchParams,
    type: z.enum(SUBMISSION_KEYS as [SubmissionKey, ...SubmissionKey[]], { error: typeMessage }).optional(),
    status: z.string({ error: 'status must be one text' }).max(40).optional(),
    assignee: z.string({ error: assigneeMessage }).refine((v) => v === 'none' || OBJECT_ID.test(v), assigneeMessage).optional(),
  })
  .refine(fromNotAfterTo, FROM_AFTER_TO);

/** An admin's change to a submission: any of a new status, a new assignee (null: nobody) and a note. */
export const inboxChange = z
  .object({
    status: z.string({ error: 'status must be text' }).max(40).optional(),
    assignee: z.union([z.string().regex(OBJECT_ID, 'assignee must be an admin ID'), z.null()], { error: 'assignee must be an admin ID or null' }).optional(),
    note: z.string({ error: 'note must be text' }).trim().min(1, 'The note is empty').max(2000, 'A note is at most 2000 characters').optional(),
  })
  .refine((c) => c.status !== undefined || c.assignee !== undefined || c.note !== undefined, { message: 'Nothing to change: send a status, an assignee or a note' });

export type InboxQuery = z.output<typeof inboxQuery>;
export type InboxChange = z.output<typeof inboxChange>;

/** One row of the inbox. */
export interface InboxItem {
  type: SubmissionKey;
  id: string;
  name: string;
  email: string;
  /** The job, the service or the message subject. */
  subject: string;
  createdAt: string;
  status: string;
  assignee: string | null;
}

/**
 * One line of a submission's history: a status, an assignee or a note (from the inbox or the type's own screen), or a
 * field edited on the type's own screen (`text`: the field).
 */
export interface InboxEvent {
  at: string;
  by: string;
  byName?: string;
  kind: 'status' | 'assignee' | 'note' | 'edit';
  from?: string | null;
  to?: string | null;
  text?: string;
}

/** How many there are, and how many were added this month and last month (UTC months). */
export interface MonthFigures {
  total: number;
  thisMonth: number;
  lastMonth: number;
}

/** `GET /admin/dashboard`: every figure of the back office's home in one answer. */
export interface DashboardFigures {
  clients: MonthFigures;
  services: MonthFigures;
  submissions: Record<SubmissionKey, MonthFigures>;
  /** The latest submissions of every type, newest first. */
  recent: InboxItem[];
  /** Which database holds the site, and on the embedded one how many submissions it serves within the measured figures. */
  database: { embedded: boolean; submissions: number; workingRange: number | null };
}

/** From this share of the embedded database's working range on, the dashboard says it is time to move to MongoDB. */
export const WORKING_RANGE_WARNING = 0.8;

/** `GET /admin/export/<type>?q=&status=&from=&to=`: a CSV of the type's submissions that pass the table's search and filters. */
export const exportPathOf = (key: SubmissionKey) => `admin/export/${key}`;

/** `GET /admin/inbox/counts`: how many submissions are New in all (the navigation), and each type's count by status. */
export interface SubmissionCounts {
  new: number;
  types: Record<SubmissionKey, { total: number; statuses: Record<string, number> }>;
}
