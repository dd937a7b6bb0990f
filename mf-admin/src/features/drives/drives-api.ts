// The back office's drive calls (docs/behaviour.md §26): the drives a page at a time, one drive, its writes, its
// people with outcomes in bulk, and its funnel. They share one tag: recording outcomes changes the people and the
// funnel, editing changes the list. Named `officeDrive…` apart from the desk's and the public site's calls.
import { type AdminDrive, type AdminDrivePage, DRIVE_ROUTES, type DriveFunnel, type DriveInput, type DriveOutcome, type DrivePerson } from '@site/contracts';
import { api } from '@site/shared-ui';
import { inBatches } from './people';

export const DRIVE_TAG = 'Drive';
const TAGS = [DRIVE_TAG];
const at = (route: string, id: string) => `/${route.replace(':id', encodeURIComponent(id))}`;
/** Also changes the applications' stages: their screens read them again. */
const AFTER_OUTCOMES = [DRIVE_TAG, 'applyJobs'] as const;

/** People per request when outcomes are recorded in bulk. */
export const OUTCOMES_AT_ONCE = 50;

export interface OutcomesArgs {
  id: string;
  people: string[];
  result: DriveOutcome;
  note?: string;
}

const drivesApi = api.enhanceEndpoints({ addTagTypes: TAGS }).injectEndpoints({
  endpoints: (build) => ({
    officeDrives: build.query<AdminDrivePage, { page: number; limit: number }>({
      query: (params) => ({ url: `/${DRIVE_ROUTES.admin}`, params }),
      providesTags: TAGS,
    }),
    officeDrive: build.query<AdminDrive, string>({
      query: (id) => at(DRIVE_ROUTES.adminOne, id),
      transformResponse: (res: { drive: AdminDrive }) => res.drive,
      providesTags: TAGS,
    }),
    officeDriveCreate: build.mutation<AdminDrive, DriveInput>({
      query: (body) => ({ url: `/${DRIVE_ROUTES.admin}`, method: 'POST', body }),
      transformResponse: (res: { drive: AdminDrive }) => res.drive,
      invalidatesTags: (_r, error) => (error ? [] : TAGS),
    }),
    officeDriveUpdate: build.mutation<AdminDrive, { id: string; input: DriveInput }>({
      query: ({ id, input }) => ({ url: at(DRIVE_ROUTES.adminOne, id), method: 'PUT', body: input }),
      transformResponse: (res: { drive: AdminDrive }) => res.drive,
      invalidatesTags: (_r, error) => (error ? [] : TAGS),
    }),
    officeDriveCancel: build.mutation<AdminDrive, { id: string; message: string }>({
      query: ({ id, message }) => ({ url: at(DRIVE_ROUTES.cancel, id), method: 'POST', body: { message } }),
      transformResponse: (res: { drive: AdminDrive }) => res.drive,
      invalidatesTags: (_r, error) => (error ? [] : TAGS),
    }),
    officeDrivePeople: build.query<DrivePerson[], string>({
      query: (id) => at(DRIVE_ROUTES.roster, id),
      transformResponse: (res: { people: DrivePerson[] }) => res.people,
      providesTags: TAGS,
    }),
    // Sent OUTCOMES_AT_ONCE people a request: each moves a stage and tells a candidate, so a whole drive's outcome is
    // many short requests (each bounded in time) rather than one long one.
    officeDriveOutcomes: build.mutation<{ changed: number }, OutcomesArgs>({
      async queryFn({ id, people, ...body }, _api, _extra, send) {
        let changed = 0;
        for (const batch of inBatches(people, OUTCOMES_AT_ONCE)) {
          const res = await send({ url: at(DRIVE_ROUTES.outcomes, id), method: 'POST', body: { ...body, people: batch } });
          if (res.error) return { error: res.error };
          changed += (res.data as { changed?: number }).changed ?? 0;
        }
        return { data: { changed } };
      },
      invalidatesTags: (_r, error) => (error ? [] : [...AFTER_OUTCOMES]),
    }),
    officeDriveNoShows: build.mutation<unknown, string>({
      query: (id) => ({ url: at(DRIVE_ROUTES.noShows, id), method: 'POST' }),
      invalidatesTags: (_r, error) => (error ? [] : [...AFTER_OUTCOMES]),
    }),
    officeDriveFunnel: build.query<DriveFunnel, string>({
      query: (id) => at(DRIVE_ROUTES.funnel, id),
      providesTags: TAGS,
    }),
    /** The funnel's CSV as an object URL the caller must revoke; an error answer is read as JSON. */
    officeDriveFunnelCsv: build.mutation<string, string>({
      query: (id) => ({
        url: at(DRIVE_ROUTES.funnelCsv, id),
        responseHandler: async (res) => (res.ok ? URL.createObjectURL(await res.blob()) : res.json()),
      }),
    }),
  }),
});

export const {
  useOfficeDrivesQuery,
  useOfficeDriveQuery,
  useOfficeDriveCreateMutation,
  useOfficeDriveUpdateMutation,
  useOfficeDriveCancelMutation,
  useOfficeDrivePeopleQuery,
  useOfficeDriveOutcomesMutation,
  useOfficeDriveNoShowsMutation,
  useOfficeDriveFunnelQuery,
  useOfficeDriveFunnelCsvMutation,
} = drivesApi;

/** How many people an answer says were changed (or told), when it says so. */
export function countIn(answer: unknown, ...keys: string[]): number | undefined {
  for (const key of keys) {
    const v = (answer as Record<string, unknown> | null)?.[key];
    if (typeof v === 'number') return v;
    if (Array.isArray(v)) return v.length;
  }
  return undefined;
}
