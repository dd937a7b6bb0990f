// The resume calls of the back office, on the site's one API client (its address, admin token and session
// handling): a one-time signed link for the inline preview, and the file itself for a download.
import { api, assetUrl, errorMessage } from '@site/shared-ui';

const resumeApi = api.injectEndpoints({
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
    }),
  }),
});

export const { useResumeLinkQuery, useResumeFileMutation } = resumeApi;

/** The text for a resume call that failed: the server's message, else its status, else no answer. */
export function resumeFailure(error: unknown): string {
  const { status, originalStatus } = (error ?? {}) as { status?: unknown; originalStatus?: unknown };
  const answered = typeof status === 'number' ? status : originalStatus;
  return errorMessage(error) ?? (typeof answered === 'number' ? `Request failed (${answered})` : 'Failed to fetch');
}
