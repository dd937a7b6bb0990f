// The personal-data calls of the back office (docs/behaviour.md §14.2) on the site's one API client (its address,
// admin token and session handling). A person is asked for by e-mail address or by mobile number. An erase refreshes
// the record and the submission lists; a retention run too.
import {
  type EraseResult,
  type PersonQuery,
  type PersonRecord,
  PRIVACY_ROUTES,
  type RetentionInput,
  type RetentionRunResult,
  type RetentionSettings,
  SUBMISSION_KEYS,
} from '@site/contracts';
import { api } from '@site/shared-ui';

export const privacyApi = api.enhanceEndpoints({ addTagTypes: ['Person', 'Retention'] }).injectEndpoints({
  endpoints: (build) => ({
    person: build.query<PersonRecord, PersonQuery>({
      query: (person) => ({ url: PRIVACY_ROUTES.person, params: person }),
      providesTags: ['Person'],
    }),
    /** Every CV of the person as one zip, as an object URL the caller must revoke; an error is read as JSON. */
    personResumes: build.mutation<string, PersonQuery>({
      query: (person) => ({
        url: PRIVACY_ROUTES.personResumes,
        params: person,
        responseHandler: async (res) => (res.ok ? URL.createObjectURL(await res.blob()) : res.json()),
      }),
    }),
    erase: build.mutation<EraseResult, PersonQuery>({
      query: (person) => ({ url: PRIVACY_ROUTES.erase, method: 'POST', body: person }),
      invalidatesTags: (_r, error) => (error ? [] : ['Person', ...SUBMISSION_KEYS]),
    }),
    retention: build.query<RetentionSettings, void>({
      query: () => PRIVACY_ROUTES.retention,
      providesTags: ['Retention'],
    }),
    saveRetention: build.mutation<RetentionSettings, RetentionInput>({
      query: (body) => ({ url: PRIVACY_ROUTES.retention, method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Retention']),
    }),
    runRetention: build.mutation<RetentionRunResult, void>({
      query: () => ({ url: PRIVACY_ROUTES.retentionRun, method: 'POST' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Retention', 'Person', ...SUBMISSION_KEYS]),
    }),
  }),
});

export const { usePersonQuery, usePersonResumesMutation, useEraseMutation, useRetentionQuery, useSaveRetentionMutation, useRunRetentionMutation } = privacyApi;
