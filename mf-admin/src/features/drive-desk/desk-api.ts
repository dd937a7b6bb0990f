// The calls of the check-in desk and the interviewer's queue (docs/behaviour.md §26): the drive, finding a person by
// pass or number, check-ins and walk-ins (sent from the desk's outbox), the interviewer's people and their outcomes.
import { type AdminDrive, type DeskAnswer, DRIVE_ROUTES, type DriveOutcome, type DrivePerson, type OutcomesAnswer } from '@site/contracts';
import { api } from '@site/shared-ui';
import type { CheckInItem, WalkInItem } from './desk-outbox';

const PEOPLE_TAG = 'DeskPeople';
const route = (name: keyof typeof DRIVE_ROUTES, driveId: string) => `/${DRIVE_ROUTES[name].replace(':id', encodeURIComponent(driveId))}`;

export const deskApi = api.enhanceEndpoints({ addTagTypes: [PEOPLE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    deskDrive: build.query<AdminDrive, string>({
      query: (driveId) => route('adminOne', driveId),
      transformResponse: (res: { drive: AdminDrive }) => res.drive,
    }),
    /** The person a pass or a number names at this drive (404 when none). */
    deskFind: build.query<DeskAnswer, { driveId: string; pass?: string; mobile?: string }>({
      query: ({ driveId, pass, mobile }) => ({ url: route('find', driveId), params: pass ? { pass } : { mobile } }),
      keepUnusedDataFor: 0,
    }),
    deskCheckIn: build.mutation<DeskAnswer, CheckInItem>({
      query: ({ driveId, key, pass, mobile }) => ({ url: route('checkIn', driveId), method: 'POST', body: { key, ...(pass ? { pass } : { mobile }) } }),
      invalidatesTags: (_r, error) => (error ? [] : [PEOPLE_TAG]),
    }),
    deskWalkIn: build.mutation<DeskAnswer, WalkInItem>({
      query: ({ driveId, key, name, mobile, jobId, language }) => ({
        url: route('walkIn', driveId),
        method: 'POST',
        body: { key, name, mobile, jobId, language },
      }),
      invalidatesTags: (_r, error) => (error ? [] : [PEOPLE_TAG]),
    }),
    /** The signed-in interviewer's people at the drive: those checked in and given to them, in queue order. */
    interviewerQueue: build.query<DrivePerson[], string>({
      query: (driveId) => ({ url: route('roster', driveId), params: { interviewer: 'me' } }),
      transformResponse: (res: { people: DrivePerson[] }) => res.people,
      providesTags: [PEOPLE_TAG],
    }),
    queueOutcome: build.mutation<OutcomesAnswer, { driveId: string; person: string; result: DriveOutcome; note?: string }>({
      query: ({ driveId, person, result, note }) => ({
        url: route('outcomes', driveId),
        method: 'POST',
        body: { people: [person], result, ...(note ? { note } : {}) },
      }),
      invalidatesTags: (_r, error) => (error ? [] : [PEOPLE_TAG]),
    }),
  }),
});

export const { useDeskDriveQuery, useLazyDeskFindQuery, useDeskCheckInMutation, useDeskWalkInMutation, useInterviewerQueueQuery, useQueueOutcomeMutation } =
  deskApi;
