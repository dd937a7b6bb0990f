// The site settings (docs/behaviour.md §23): read and saved whole.
import { SETTINGS_ROUTES, type SiteSettingsAnswer, type SiteSettingsInput } from '@site/contracts';
import { api } from '@site/shared-ui';

const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    siteSettingsAdmin: build.query<SiteSettingsAnswer, void>({
      query: () => SETTINGS_ROUTES.settings,
      providesTags: ['siteSettings'],
    }),
    saveSiteSettings: build.mutation<SiteSettingsAnswer & { message: string }, SiteSettingsInput>({
      query: (body) => ({ url: SETTINGS_ROUTES.settings, method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['siteSettings']),
    }),
  }),
});

export const { useSiteSettingsAdminQuery, useSaveSiteSettingsMutation } = settingsApi;
