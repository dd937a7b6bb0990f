// The site settings both sites show (docs/behaviour.md §23): drawn on the server with the page, then from the cache.
// Until they are read (a server that gave up waiting for them), the defaults stand in, so the contact bar, footer
// and cards keep their place on the page instead of appearing late and pushing the page down.
import { SITE_SETTINGS_DEFAULTS } from '@site/contracts/constants';
import { api } from './api';

export function useSiteSettings(options?: { skip?: boolean }) {
  const { data, isLoading } = api.useSiteSettingsQuery(undefined, options);
  return { settings: data ?? (options?.skip ? undefined : SITE_SETTINGS_DEFAULTS), isLoading };
}
