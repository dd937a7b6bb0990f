// The site settings (docs/behaviour.md §23): read and saved whole.
import { SETTINGS_ROUTES, type SiteSettingsAnswer, type SiteSettingsInput, type TranslationsEdit } from '@site/contracts';
import { api } from '@site/shared-ui';

const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The settings carry their footer's Hindi and Marathi (`settings.translations`). */
    siteSettingsAdmin: build.query<SiteSettingsAnswer, void>({
      query: () => SETTINGS_ROUTES.settings,
      providesTags: ['siteSettings'],
    }),
    saveSiteSettings: build.mutation<SiteSettingsAnswer & { message: string }, SiteSettingsInput & { translations?: TranslationsEdit }>({
      query: (body) => ({ url: SETTINGS_ROUTES.settings, method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['siteSettings']),
    }),
  }),
});

export const { useSiteSettingsAdminQuery, useSaveSiteSettingsMutation } = settingsApi;
