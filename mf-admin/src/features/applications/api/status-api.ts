// A status change from the table goes through the inbox's change route, which e-mails the candidate on a move to
// Shortlisted, Hired or Rejected unless `notify` is false, and writes both into the history.
import { api } from '@site/shared-ui';

const statusApi = api.injectEndpoints({
  endpoints: (build) => ({
    moveApplication: build.mutation<unknown, { id: string; status: string; notify: boolean }>({
      query: ({ id, status, notify }) => ({ url: `admin/inbox/applyJobs/${encodeURIComponent(id)}`, method: 'POST', body: { status, notify } }),
      invalidatesTags: (_r, error) => (error ? [] : ['applyJobs']),
    }),
  }),
});

export const { useMoveApplicationMutation } = statusApi;
