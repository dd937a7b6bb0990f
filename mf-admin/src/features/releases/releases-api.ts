// The Releases screen's calls (docs/decisions/0013): the remotes this admin may switch, with their releases, and a
// switch of one remote's live release. A switch refetches the view, so the screen shows what the API now serves.
import type { AdminReleasesView, ReleaseRemoved, CanaryPass, LiveRelease, ReleaseRemote, ReleaseSwitch } from '@site/contracts/releases';
import { api } from '@site/shared-ui';

const base = 'admin/releases';

const releasesApi = api.enhanceEndpoints({ addTagTypes: ['Releases'] }).injectEndpoints({
  endpoints: (build) => ({
    adminReleases: build.query<AdminReleasesView, void>({
      query: () => base,
      providesTags: ['Releases'],
    }),
    switchRelease: build.mutation<LiveRelease, { remote: ReleaseRemote; change: ReleaseSwitch }>({
      query: ({ remote, change }) => ({ url: `${base}/${encodeURIComponent(remote)}/switch`, method: 'POST', body: change }),
      // A refused switch may still mean the view is stale (another admin switched first): refetch either way.
      invalidatesTags: ['Releases'],
    }),
    removeRelease: build.mutation<ReleaseRemoved, { remote: ReleaseRemote; id: string }>({
      query: ({ remote, id }) => ({ url: `${base}/${encodeURIComponent(remote)}/remove`, method: 'POST', body: { id } }),
      invalidatesTags: ['Releases'],
    }),
    // A mutation, not a query: a new pass is asked for each time the admin turns the choice on, never cached.
    canaryPass: build.mutation<CanaryPass, void>({
      query: () => ({ url: `${base}/canary-pass`, method: 'GET' }),
    }),
  }),
});

export const { useAdminReleasesQuery, useRemoveReleaseMutation, useSwitchReleaseMutation, useCanaryPassMutation } = releasesApi;
