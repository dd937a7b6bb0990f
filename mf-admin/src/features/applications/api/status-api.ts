// A status change from the table goes through the inbox's change route, which e-mails the candidate on a move to
// Shortlisted, Hired or Rejected unless `notify` is false, and writes both into the history.
import { api } from '@site/shared-ui';

const statusApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Answers the application as it now is: its e-mails say whether the candidate's is held (docs/behaviour.md §18).
    moveApplication: build.mutation<
      { deliveries: Array<{ kind: string; status: string; createdAt?: string; heldUntil?: string }> },
      { id: string; status: string; notify: boolean }
    >({
      query: ({ id, status, notify }) => ({ url: `admin/inbox/applyJobs/${encodeURIComponent(id)}`, method: 'POST', body: { status, notify } }),
      invalidatesTags: (_r, error) => (error ? [] : ['applyJobs']),
    }),
  }),
});

export const { useMoveApplicationMutation } = statusApi;
