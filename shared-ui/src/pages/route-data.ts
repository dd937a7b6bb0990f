// A page's data sent with its HTML (by the shell's server) goes straight into the API cache, so the page draws
// without waiting for its API calls; without it, the calls start before the page's code has loaded.
import type { PublicSiteSettings } from '@site/contracts/constants';
import { splitLanguagePath } from '@site/contracts/languages';
import type { ResourceKey } from '@site/contracts/resources';
import type { PostedForm } from '@site/contracts';
import { api } from '../api/api';
import type { AppStore } from '../store/store';
import { setPostedForm } from '../ui/forms/posted-form';
import { matchSitePage } from './site-pages';

export interface RouteData {
  lists: Partial<Record<ResourceKey, unknown[]>>;
  item?: { key: ResourceKey; id: string; data: unknown };
  /** The candidate's page: the application its token opens, null when it opens nothing. */
  application?: { token: string; data: unknown };
  /** docs/behaviour.md §26: the upcoming drives (no `id`), or the drive `id` (null when there is none). */
  drives?: { id?: string; data: unknown };
  /** What the frame of every site page shows of the site settings (docs/behaviour.md §23). */
  settings?: PublicSiteSettings;
  /** The page answers a post of one of its plain forms: the step it is at. */
  posted?: PostedForm;
}

export const ROUTE_DATA_ID = 'route-data';

/** The JSON of `<script type="application/json" id="…">`, or null. */
export function readInlineJson<T>(id: string, doc: Document = document): T | null {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

export function seedRouteData(store: AppStore, data: RouteData) {
  setPostedForm(data.posted ?? null);
  const entries = Object.entries(data.lists).map(([key, value]) => ({ endpointName: 'list' as const, arg: key as ResourceKey, value: value ?? [] }));
  store.dispatch(api.util.upsertQueryEntries(entries));
  if (data.item) store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'item', arg: { key: data.item.key, id: data.item.id }, value: data.item.data }]));
  if (data.settings) store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'siteSettings', arg: undefined, value: data.settings }]));
  if (data.application)
    store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'candidateApplication', arg: data.application.token, value: data.application.data as never }]));
  if (data.drives && data.drives.id === undefined && Array.isArray(data.drives.data))
    store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'publicDrives', arg: '', value: data.drives.data as never }]));
  // null: the shell's server found no such drive, and the page says so as it is drawn.
  if (data.drives?.id) store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'publicDrive', arg: data.drives.id, value: data.drives.data as never }]));
}

/** Starts the API calls of the page at `pathname` (an address in any language) that are not cached yet. */
export function prefetchRouteData(store: AppStore, pathname: string) {
  const match = matchSitePage(splitLanguagePath(pathname).path);
  if (!match) return;
  const calls = match.page.lists.map((key) => store.dispatch(api.endpoints.list.initiate(key)));
  if (match.page.remote) calls.push(store.dispatch(api.endpoints.siteSettings.initiate()) as never);
  if (match.page.item && match.id) calls.push(store.dispatch(api.endpoints.item.initiate({ key: match.page.item, id: match.id })) as never);
  if (match.page.application && match.id) calls.push(store.dispatch(api.endpoints.candidateApplication.initiate(match.id)) as never);
  if (match.page.drives === 'list') calls.push(store.dispatch(api.endpoints.publicDrives.initiate('')) as never);
  if (match.page.drives === 'one' && match.id) calls.push(store.dispatch(api.endpoints.publicDrive.initiate(match.id)) as never);
  // The page subscribes itself once drawn; these only start the calls early.
  for (const call of calls) void Promise.resolve(call).finally(() => call.unsubscribe());
}
