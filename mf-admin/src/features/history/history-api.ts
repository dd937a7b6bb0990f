// Content history calls (docs/behaviour.md §24) on the site's one API client. A restore refreshes the history, the
// recent deletions and the resource's own lists (their tag is the resource key).
import { type ContentKey, type DeletedItem, HISTORY_ROUTES, type HistoryList, type HistoryVersionDetail, RESOURCES } from '@site/contracts';
import { api } from '@site/shared-ui';

type Item = { resource: ContentKey; id: string };
const fill = (route: string, p: Item & { n?: number }) =>
  route
    .replace(':resource', p.resource)
    .replace(':id', p.id)
    .replace(':n', String(p.n ?? ''));

export const historyApi = api.enhanceEndpoints({ addTagTypes: ['History'] }).injectEndpoints({
  endpoints: (build) => ({
    versions: build.query<HistoryList, Item>({ query: (p) => fill(HISTORY_ROUTES.versions, p), providesTags: ['History'] }),
    version: build.query<HistoryVersionDetail, Item & { n: number }>({ query: (p) => fill(HISTORY_ROUTES.version, p), providesTags: ['History'] }),
    /** The item as it is now; null when it is deleted. */
    currentItem: build.query<Record<string, unknown> | null, Item>({
      query: ({ resource, id }) => ({
        url: `${RESOURCES[resource].path}/${RESOURCES[resource].list}/${id}?view=office`,
        validateStatus: (res) => res.ok || res.status === 404,
      }),
      transformResponse: (body: { data?: Record<string, unknown> }) => body?.data ?? null,
      providesTags: (_r, _e, { resource }) => ['History', resource],
    }),
    deleted: build.query<{ deleted: DeletedItem[] }, void>({ query: () => HISTORY_ROUTES.deleted, providesTags: ['History'] }),
    restore: build.mutation<{ message: string }, Item & { n: number }>({
      query: (p) => ({ url: fill(HISTORY_ROUTES.restore, p), method: 'POST' }),
      invalidatesTags: (_r, error, { resource }) => (error ? [] : ['History', resource]),
    }),
  }),
});

export const { useVersionsQuery, useVersionQuery, useCurrentItemQuery, useDeletedQuery, useRestoreMutation } = historyApi;
