// The interview calls (docs/behaviour.md §19). They share the applications' tag: a change adds to the application's
// history and e-mails, so its inbox page and its interviews refetch together.
import type { Interview, InterviewInput, UpcomingDays } from '@site/contracts';
import { api } from '@site/shared-ui';

const base = 'admin/hiring/interviews';
const TAGS = ['applyJobs' as const];

const interviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    interviews: build.query<Interview[], string>({
      query: (applicationId) => `${base}/${encodeURIComponent(applicationId)}`,
      transformResponse: (res: { interviews: Interview[] }) => res.interviews,
      providesTags: TAGS,
    }),
    upcomingInterviews: build.query<UpcomingDays['days'], { from?: string; days?: number }>({
      query: (params) => ({ url: base, params }),
      transformResponse: (res: UpcomingDays) => res.days,
      providesTags: TAGS,
    }),
    scheduleInterview: build.mutation<{ interview: Interview }, { applicationId: string; input: InterviewInput }>({
      query: ({ applicationId, input }) => ({ url: `${base}/${encodeURIComponent(applicationId)}`, method: 'POST', body: input }),
      invalidatesTags: (_r, error) => (error ? [] : TAGS),
    }),
    rescheduleInterview: build.mutation<{ interview: Interview }, { applicationId: string; id: string; input: InterviewInput }>({
      query: ({ applicationId, id, input }) => ({ url: `${base}/${encodeURIComponent(applicationId)}/${encodeURIComponent(id)}`, method: 'POST', body: input }),
      invalidatesTags: (_r, error) => (error ? [] : TAGS),
    }),
    cancelInterview: build.mutation<{ interview: Interview }, { applicationId: string; id: string }>({
      query: ({ applicationId, id }) => ({ url: `${base}/${encodeURIComponent(applicationId)}/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      invalidatesTags: (_r, error) => (error ? [] : TAGS),
    }),
  }),
});

export const { useInterviewsQuery, useUpcomingInterviewsQuery, useScheduleInterviewMutation, useRescheduleInterviewMutation, useCancelInterviewMutation } =
  interviewsApi;
