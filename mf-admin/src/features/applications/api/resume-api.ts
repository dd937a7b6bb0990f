// The resume calls of the back office, on the site's one API client (its address, admin token and session
// handling): a one-time signed link for the inline preview, the file itself for a download, and who opened it.
import { api, assetUrl, errorMessage } from '@site/shared-ui';

/** One opening of a CV (docs/behaviour.md §10): when, which admin, how and from which address. */
export interface ResumeAccess {
  at: string;
  adminId: string;
  adminEmail: string | null;
  how: string;
  ip: string;
}

/** Every opening of a CV is logged: after one, the log is read again. */
export const RESUME_LOG_TAG = 'ResumeLog';

const resumeApi = api.enhanceEndpoints({ addTagTypes: [RESUME_LOG_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** The address of a signed link to the resume (opens once, within a minute, so never reused from the cache). */
    resumeLink: build.query<string, string>({
      query: (id) => `admin/applyJobs/resumeLink/${encodeURIComponent(id)}`,
      transformResponse: (res: { url: string }) => assetUrl(res.url) ?? '',
      keepUnusedDataFor: 0,
    }),
    /** The file, as an object URL the caller must revoke; an error answer is read as JSON for its message. */
    resumeFile: build.mutation<string, string>({
      query: (id) => ({
        url: `admin/applyJobs/resume/${encodeURIComponent(id)}`,
        responseHandler: async (res) => (res.ok ? URL.createObjectURL(await res.blob()) : res.json()),
      }),
      invalidatesTags: (_r, error) => (error ? [] : [RESUME_LOG_TAG]),
    }),
    /** Who opened the application's CV, oldest first. */
    resumeLog: build.query<ResumeAccess[], string>({
      query: (id) => `admin/applyJobs/resumeLog/${encodeURIComponent(id)}`,
      transformResponse: (res: { resumeLog: ResumeAccess[] }) => res.resumeLog,
      providesTags: [RESUME_LOG_TAG],
    }),
  }),
});

export const { useResumeLinkQuery, useResumeFileMutation, useResumeLogQuery } = resumeApi;

/** The action that has the CV access log read again (after the preview frame opened the file). */
export const resumeLogChanged = () => resumeApi.util.invalidateTags([RESUME_LOG_TAG]);

/** The text for a resume call that failed: the server's message, else its status, else no answer. */
export function resumeFailure(error: unknown): string {
  const { status, originalStatus } = (error ?? {}) as { status?: unknown; originalStatus?: unknown };
  const answered = typeof status === 'number' ? status : originalStatus;
  return errorMessage(error) ?? (typeof answered === 'number' ? `Request failed (${answered})` : 'Failed to fetch');
}
