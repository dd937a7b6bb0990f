// The person of an application (docs/behaviour.md §16.3): their other applications, those possibly theirs, and a
// recruiter's word on two of them. A link changes both applications' histories: their pages read them again.
import { PERSON_ROUTE, type PersonAnswer, type PersonLinkInput } from '@site/contracts';
import { api } from '@site/shared-ui';

const PERSON_TAG = 'Person';
const url = (id: string) => PERSON_ROUTE.replace(':id', encodeURIComponent(id));

const personApi = api.enhanceEndpoints({ addTagTypes: [PERSON_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    // Named apart from privacy's `person` (Find a Person): one API client holds both.
    applicationPerson: build.query<PersonAnswer, string>({ query: (id) => url(id), providesTags: [PERSON_TAG] }),
    linkApplicationPerson: build.mutation<PersonAnswer, { id: string } & PersonLinkInput>({
      query: ({ id, ...body }) => ({ url: url(id), method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [PERSON_TAG, 'applyJobs']),
    }),
  }),
});

export const { useApplicationPersonQuery, useLinkApplicationPersonMutation } = personApi;
