// The server's CSV of a submission table (made and streamed by the API with the table's search and filter), as an
// object URL the caller must revoke; an error is read as JSON.
import { exportPathOf, type SubmissionKey } from '@site/contracts';
import { api } from '@site/shared-ui';

export interface ExportArgs {
  key: SubmissionKey;
  q?: string;
  status?: string;
  job?: string;
  flag?: 'knockout';
  source?: string;
}

const exportApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportCsv: build.mutation<string, ExportArgs>({
      query: ({ key, ...filter }) => ({
        url: `/${exportPathOf(key)}`,
        params: Object.fromEntries(Object.entries(filter).filter(([, v]) => v)),
        responseHandler: async (res) => (res.ok ? URL.createObjectURL(await res.blob()) : res.json()),
      }),
    }),
  }),
});

export const { useExportCsvMutation } = exportApi;
