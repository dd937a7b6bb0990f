// The job as its public page reads it in the poster's language (docs/i18n.md): its own translation where it has one,
// else the fallback the page itself shows (Marathi → Hindi → English), so the poster and the page it opens agree.
import { type Language } from '@site/contracts/languages';
import { RESOURCES } from '@site/contracts/resources';
import { api } from '@site/shared-ui';

export interface PosterJob {
  _id: string;
  jobTitle: string;
  location?: string;
  salary?: string | string[];
  cv?: 'required' | 'optional' | 'none';
}

const { path, list } = RESOURCES.jobs;

const posterApi = api.injectEndpoints({
  endpoints: (build) => ({
    posterJob: build.query<PosterJob | null, { id: string; language: Language }>({
      query: ({ id, language }) => ({ url: `${path}/${list}/${encodeURIComponent(id)}`, params: { lang: language } }),
      transformResponse: (answer: { data?: PosterJob }) => answer.data ?? null,
      providesTags: ['jobs'],
    }),
  }),
});

export const { usePosterJobQuery } = posterApi;
