// The status e-mail templates (docs/behaviour.md §18) and their preview with a real application.
import type { StatusTemplate, StatusTemplateInput, TemplatePreview, TemplateStatus } from '@site/contracts';
import { api } from '@site/shared-ui';

const base = 'admin/hiring/templates';

const templatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    statusTemplates: build.query<StatusTemplate[], void>({
      query: () => base,
      transformResponse: (res: { templates: StatusTemplate[] }) => res.templates,
      providesTags: ['applyJobs'],
    }),
    saveStatusTemplate: build.mutation<{ message: string }, { status: TemplateStatus; input: StatusTemplateInput }>({
      query: ({ status, input }) => ({ url: `${base}/${status}`, method: 'POST', body: input }),
      invalidatesTags: (_r, error) => (error ? [] : ['applyJobs']),
    }),
    templatePreview: build.query<TemplatePreview, { status: TemplateStatus; applicationId: string } & StatusTemplateInput>({
      query: ({ status, ...params }) => ({ url: `${base}/${status}/preview`, params }),
    }),
    /** The newest application: whose values the preview shows. */
    newestApplication: build.query<{ id: string; name: string } | null, void>({
      query: () => ({ url: 'admin/inbox', params: { type: 'applyJobs', limit: 1 } }),
      transformResponse: (res: { items: Array<{ id: string; name: string }> }) => res.items[0] ?? null,
    }),
  }),
});

export const { useStatusTemplatesQuery, useSaveStatusTemplateMutation, useLazyTemplatePreviewQuery, useNewestApplicationQuery } = templatesApi;
