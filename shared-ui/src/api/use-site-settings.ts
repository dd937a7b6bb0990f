// The site settings both sites show (docs/behaviour.md §23): drawn on the server with the page, then from the cache.
import { api } from './api';

export function useSiteSettings(options?: { skip?: boolean }) {
  const { data, isLoading } = api.useSiteSettingsQuery(undefined, options);
  return { settings: data, isLoading };
}
