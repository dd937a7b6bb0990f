// The data a page shows, read from the API while the HTML is written, so the page draws without its own calls.
// A slow or failing API costs the page nothing: it is sent without data and the browser asks for it. A Hindi or
// Marathi page reads its content in its language (`?lang=`), as the browser's calls on that page do.
import type { PostedForm } from '@site/contracts';
import { type PublicSiteSettings, SETTINGS_ROUTES } from '@site/contracts/constants';
import { DEFAULT_LANGUAGE, type Language } from '@site/contracts/languages';
import { CANDIDATE_ROUTES, RESOURCES, type ResourceKey } from '@site/contracts/resources';
import { DRIVE_PATHS as DRIVES, driveOf, drivesOf, type PageData, type SitePage } from '@site/shared-ui/pages';

const API_TIMEOUT_MS = 800;

const inFlight = new Map<string, Promise<unknown>>();

/**
 * One API read per address at a time: pages asked for together share it, so a burst of page requests costs the
 * API one read per list, not one per page (and nothing is kept, so no page shows data older than its request).
 */
function getJson(url: string): Promise<unknown> {
  let pending = inFlight.get(url);
  if (!pending) {
    pending = fetch(url, { signal: AbortSignal.timeout(API_TIMEOUT_MS) })
      .then((res) => {
        if (res.status === 404 || res.status === 400) return null;
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        return res.json();
      })
      .finally(() => inFlight.delete(url));
    inFlight.set(url, pending);
  }
  return pending;
}

const listUrl = (apiUrl: string, key: ResourceKey) => `${apiUrl.replace(/\/$/, '')}/${RESOURCES[key].path}/${RESOURCES[key].list}`;
/** `url` asked in `language`: English addresses stay as they were. */
const inLanguage = (url: string, language: Language) => (language === DEFAULT_LANGUAGE ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${language}`);

export async function fetchList(apiUrl: string, key: ResourceKey, language: Language = DEFAULT_LANGUAGE): Promise<unknown[] | undefined> {
  const body = (await getJson(inLanguage(listUrl(apiUrl, key), language)).catch(() => undefined)) as Record<string, unknown> | unknown[] | undefined;
  const listKey = RESOURCES[key].listKey;
  const list = listKey && body && !Array.isArray(body) ? body[listKey] : body;
  return Array.isArray(list) ? list : undefined;
}

/** The document of a detail page: null when there is none, undefined when the API could not say. */
export async function fetchItem(
  apiUrl: string,
  key: ResourceKey,
  id: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Record<string, unknown> | null | undefined> {
  try {
    const body = (await getJson(inLanguage(`${listUrl(apiUrl, key)}/${encodeURIComponent(id)}`, language))) as { data?: Record<string, unknown> } | null;
    return body ? (body.data ?? null) : null;
  } catch {
    return undefined;
  }
}

/** The candidate's application by its link's token: null when the link opens nothing, undefined when the API could not say. */
export async function fetchApplication(
  apiUrl: string,
  token: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Record<string, unknown> | null | undefined> {
  try {
    return (await getJson(
      inLanguage(`${apiUrl.replace(/\/$/, '')}/${CANDIDATE_ROUTES.page.replace(':token', encodeURIComponent(token))}`, language),
    )) as Record<string, unknown> | null;
  } catch {
    return undefined;
  }
}

/** The upcoming drives: undefined when the API could not say. */
export async function fetchDrives(apiUrl: string, language: Language = DEFAULT_LANGUAGE): Promise<unknown[] | undefined> {
  const body = await getJson(inLanguage(`${apiUrl.replace(/\/$/, '')}/${DRIVES.list}`, language)).catch(() => undefined);
  return body === undefined || body === null ? undefined : drivesOf(body);
}

/** One drive: null when there is none, undefined when the API could not say. */
export async function fetchDrive(apiUrl: string, id: string, language: Language = DEFAULT_LANGUAGE): Promise<Record<string, unknown> | null | undefined> {
  try {
    const body = await getJson(inLanguage(`${apiUrl.replace(/\/$/, '')}/${DRIVES.one.replace(':id', encodeURIComponent(id))}`, language));
    return body ? (driveOf(body) as unknown as Record<string, unknown>) : null;
  } catch {
    return undefined;
  }
}

/** What the sites show of the site settings (docs/behaviour.md §23), read at every page: no rebuild shows a change. */
export async function fetchSettings(apiUrl: string, language: Language = DEFAULT_LANGUAGE): Promise<PublicSiteSettings | undefined> {
  const body = await getJson(inLanguage(`${apiUrl.replace(/\/$/, '')}/${SETTINGS_ROUTES.public}`, language)).catch(() => undefined);
  return body && typeof body === 'object' ? (body as PublicSiteSettings) : undefined;
}

export interface LoadedPageData extends PageData {
  /** Every read the page asked for was answered (a document that is not there is an answer). */
  complete: boolean;
  /** Only what was actually read: the browser fetches the rest. */
  loaded: {
    lists: Partial<Record<ResourceKey, unknown[]>>;
    item?: { key: ResourceKey; id: string; data: unknown };
    application?: { token: string; data: unknown };
    drives?: { id?: string; data: unknown };
    settings?: PublicSiteSettings;
    posted?: PostedForm;
  };
}

/** `settings`: the page has the sites' frame (a page of a remote), which shows the site settings. */
export async function loadPageData(
  apiUrl: string,
  lists: ResourceKey[],
  item?: { key: ResourceKey; id: string },
  application?: string,
  settings = false,
  language: Language = DEFAULT_LANGUAGE,
  drives?: { kind: NonNullable<SitePage['drives']>; id?: string },
): Promise<LoadedPageData> {
  const driveId = drives?.kind === 'one' ? drives.id : undefined;
  const [values, doc, app, shown, upcoming, drive] = await Promise.all([
    Promise.all(lists.map((key) => fetchList(apiUrl, key, language))),
    item ? fetchItem(apiUrl, item.key, item.id, language) : Promise.resolve(undefined),
    application ? fetchApplication(apiUrl, application, language) : Promise.resolve(undefined),
    settings ? fetchSettings(apiUrl, language) : Promise.resolve(undefined),
    drives?.kind === 'list' ? fetchDrives(apiUrl, language) : Promise.resolve(undefined),
    driveId ? fetchDrive(apiUrl, driveId, language) : Promise.resolve(undefined),
  ]);
  const loadedLists = Object.fromEntries(lists.flatMap((key, i) => (values[i] ? [[key, values[i]]] : [])));
  const asked = [
    ...values,
    item ? doc : null,
    application ? app : null,
    settings ? shown : null,
    drives?.kind === 'list' ? upcoming : null,
    driveId ? drive : null,
  ];
  return {
    complete: asked.every((read) => read !== undefined),
    lists: loadedLists,
    item: application ? app : driveId ? drive : doc,
    ...(upcoming ? { drives: upcoming as PageData['drives'] } : {}),
    loaded: {
      ...(upcoming ? { drives: { data: upcoming } } : {}),
      // A drive that is not there is sent as null, so the page says so as it is drawn.
      ...(driveId && drive !== undefined ? { drives: { id: driveId, data: drive } } : {}),
      lists: loadedLists,
      ...(item && doc !== undefined ? { item: { ...item, data: doc } } : {}),
      // A link that opens nothing is sent as null, so the page says so as it is drawn.
      ...(application && app !== undefined ? { application: { token: application, data: app } } : {}),
      ...(shown ? { settings: shown } : {}),
    },
  };
}
