// The status e-mail templates (docs/behaviour.md §18) and their preview with a real application.
import type { Language, StatusTemplate, StatusTemplateInput, TemplatePreview, TemplateStatus, TemplateText } from '@site/contracts';
import { RESOURCES } from '@site/contracts/resources';
import { api } from '@site/shared-ui';

const base = 'admin/hiring/templates';
const APPLICATIONS = RESOURCES.applyJobs;

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
    /** The e-mail in `lang` (always given: without it the API answers in the application's own language), from a draft. */
    templatePreview: build.query<TemplatePreview, { status: TemplateStatus; applicationId: string; lang: Language } & TemplateText>({
      query: ({ status, ...params }) => ({ url: `${base}/${status}/preview`, params }),
    }),
    /**
     * The newest application, whose values the preview shows: from the applications' own list, which every role of
     * this screen may read (the inbox is the owner's).
     */
    newestApplication: build.query<{ id: string; name: string } | null, void>({
      query: () => ({ url: `${APPLICATIONS.path}/${APPLICATIONS.list}`, params: { page: 1, limit: 1 } }),
      transformResponse: (res: Record<string, unknown>) => {
        const newest = (res[APPLICATIONS.listKey ?? 'items'] as Array<{ _id: string; name: string }> | undefined)?.[0];
        return newest ? { id: newest._id, name: newest.name } : null;
      },
      providesTags: ['applyJobs'],
    }),
  }),
});

export const { useStatusTemplatesQuery, useSaveStatusTemplateMutation, useLazyTemplatePreviewQuery, useNewestApplicationQuery } = templatesApi;
