// The inbox calls (docs/behaviour.md §13) on the site's one API client. Each submission type's tag is provided
// by the inbox too, so a change on a type's own screen refreshes it, and an inbox change refreshes that screen.
import { type InboxChange, type InboxEvent, type InboxItem, SUBMISSION_KEYS, type SubmissionKey } from '@site/contracts';
import { api } from '@site/shared-ui';

export interface InboxFilter {
  page?: number;
  type?: SubmissionKey;
  status?: string;
  assignee?: string;
  q?: string;
  from?: string;
  to?: string;
  /** Only the applications to this job. */
  job?: string;
  /** Only the applications a screening answer knocked out. */
  flag?: 'knockout';
  /** Only the applications a job link's source brought. */
  source?: string;
}

export interface Delivery {
  kind: 'notification' | 'confirmation' | 'account' | 'status' | 'interview';
  to: string;
  /** What the e-mail said it was about; older records have none. */
  subject?: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: number;
  lastError?: string;
  sentAt?: string;
  createdAt?: string;
  /** A waiting status e-mail held for the interview's invitation: it goes then unless an interview is scheduled first. */
  heldUntil?: string;
}

export interface InboxDetail {
  item: InboxItem;
  submission: Record<string, unknown> & { _id: string };
  history: InboxEvent[];
  deliveries: Delivery[];
}

export const INBOX_PAGE_SIZE = 10;

const inboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    inbox: build.query<{ items: InboxItem[]; total: number; page: number; limit: number }, InboxFilter>({
      query: (filter) => ({
        url: 'admin/inbox',
        params: Object.fromEntries(Object.entries({ limit: INBOX_PAGE_SIZE, ...filter }).filter(([, v]) => v !== undefined && v !== '')),
      }),
      providesTags: [...SUBMISSION_KEYS],
    }),
    inboxItem: build.query<InboxDetail, { type: SubmissionKey; id: string }>({
      query: ({ type, id }) => `admin/inbox/${encodeURIComponent(type)}/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, { type }) => [type],
    }),
    changeInboxItem: build.mutation<InboxDetail, { type: SubmissionKey; id: string; change: InboxChange }>({
      query: ({ type, id, change }) => ({ url: `admin/inbox/${encodeURIComponent(type)}/${encodeURIComponent(id)}`, method: 'POST', body: change }),
      invalidatesTags: (_r, error, { type }) => (error ? [] : [type]),
    }),
  }),
});

export const { useInboxQuery, useInboxItemQuery, useChangeInboxItemMutation } = inboxApi;
/** Who submissions may be assigned to and who may interview: the active admins, by name only. */
export { useAssignableAdminsQuery } from '../../lib/admin-names-api';
