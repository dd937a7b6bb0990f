// How many submissions there are, by type and status, in one small answer: the navigation's New badge and a
// table's status filter read it (one call per screen, cached and shared; refetched after any submission write).
import { type SubmissionCounts, SUBMISSION_KEYS } from '@site/contracts';
import { api } from '@site/shared-ui';

const countsApi = api.injectEndpoints({
  endpoints: (build) => ({
    submissionCounts: build.query<SubmissionCounts, void>({
      query: () => 'admin/inbox/counts',
      providesTags: [...SUBMISSION_KEYS],
    }),
  }),
});

export const { useSubmissionCountsQuery } = countsApi;
