// The dashboard's one call: every figure and the latest submissions (docs/behaviour.md §2.1).
import { type DashboardFigures, SUBMISSION_KEYS } from '@site/contracts';
import { api } from '@site/shared-ui';

const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<DashboardFigures, void>({
      query: () => 'admin/dashboard',
      // A new or changed submission, client or service refreshes the figures.
      providesTags: [...SUBMISSION_KEYS, 'clients', 'services'],
    }),
  }),
});

export const { useDashboardQuery } = dashboardApi;
