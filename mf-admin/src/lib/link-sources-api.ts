// The job links' sources (docs/behaviour.md §16.2), read by whoever works on jobs: the inbox's and the Candidates
// screen's filter and the job posters. Kept with the settings' tag, so a saved settings screen refreshes them.
import { type LinkSource, SETTINGS_ROUTES } from '@site/contracts';
import { api } from '@site/shared-ui';

const sourcesApi = api.injectEndpoints({
  endpoints: (build) => ({
    linkSources: build.query<LinkSource[], void>({
      query: () => SETTINGS_ROUTES.sources,
      transformResponse: (answer: { sources: LinkSource[] }) => answer.sources,
      providesTags: ['siteSettings'],
    }),
  }),
});

export const { useLinkSourcesQuery } = sourcesApi;

/** A source's name with its key, or the key alone when the list no longer has it (an older application's). */
export const sourceName = (sources: readonly LinkSource[] | undefined, key: string) => {
  const label = sources?.find((s) => s.key === key)?.label;
  return label && label !== key ? `${label} (${key})` : key;
};
