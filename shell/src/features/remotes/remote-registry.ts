// The three remotes, where their routes start, and how they are loaded: at run time, from the manifests named
// in /app-config.json, only when one of their routes is visited. A remote's release that fails to load or draw is
// reported and gives way to the release the configuration names after it.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Language } from '@site/contracts/languages';
import { REPORT_TOKENS_COOKIE } from '@site/contracts/release-cookies';
import { type Catalogues, currentLanguage, DEFAULT_LANGUAGE, getRuntimeConfig, loadCatalogues, remotePrefixes, type RuntimeConfig } from '@site/shared-ui';
import type { ComponentType } from 'react';

export type RemoteId = keyof RuntimeConfig['remotes'];

export const REMOTES: Record<RemoteId, { container: string; label: string; prefixes: string[] }> = {
  main: { container: 'mf_main_site', label: 'main site', prefixes: remotePrefixes('main') },
  integrated: { container: 'mf_integrated_site', label: 'integrated site', prefixes: remotePrefixes('integrated') },
  admin: { container: 'mf_admin', label: 'back office', prefixes: remotePrefixes('admin') },
};

/**
 * Which remote owns a path (docs/behaviour.md §2.1 routes; docs/architecture.md §1), or null for none. `pathname` is
 * the address without its language; the back office is in English only, so it has no /hi or /mr address.
 */
export function remoteForPath(pathname: string, language: Language = DEFAULT_LANGUAGE): RemoteId | null {
  const lower = pathname.toLowerCase();
  for (const [id, remote] of Object.entries(REMOTES) as Array<[RemoteId, (typeof REMOTES)[RemoteId]]>) {
    if (id === 'admin' && language !== DEFAULT_LANGUAGE) continue;
    if (remote.prefixes.some((p) => lower === p || lower.startsWith(`${p}/`))) return id;
  }
  return null;
}

/**
 * What a remote's exposed `./Routes` gives: its pages, and its words in Hindi and Marathi, which the shell loads
 * (for the page's language only) before drawing them. Its server code (`server/routes.cjs`) exports the same.
 */
export interface RemoteModule {
  default: ComponentType;
  messages?: Catalogues;
}

let manifests: RuntimeConfig['remotes'] | null = null;

/** Registers the remotes (`only` some of them again, forcing the runtime to forget a failed attempt). */
export function registerSiteRemotes(urls: RuntimeConfig['remotes'], only?: RemoteId) {
  manifests = urls;
  const ids = only ? [only] : (Object.keys(REMOTES) as RemoteId[]);
  registerRemotes(
    ids.map((id) => ({ name: REMOTES[id].container, entry: urls[id] })),
    { force: Boolean(only) },
  );
}

/**
 * What was reported of each release on this page: each outcome once. The API counts them per release, only with the
 * token the shell gave with the releases (it names every release of the remote this page may fall back to).
 */
const reported = new Set<string>();

/** The token the shell sent for `id` beside a drawn page (a kept page carries none of its own). */
function tokenBesidePage(id: RemoteId): string | undefined {
  const held = document.cookie.split('; ').find((c) => c.startsWith(`${REPORT_TOKENS_COOKIE}=`));
  return held ? (new URLSearchParams(decodeURIComponent(held.slice(REPORT_TOKENS_COOKIE.length + 1))).get(id) ?? undefined) : undefined;
}

function report(id: RemoteId, outcome: 'loaded' | 'failed', stage?: 'load' | 'draw') {
  const { apiUrl, releases } = getRuntimeConfig();
  const release = releases?.[id]?.id;
  const token = releases?.[id]?.token ?? tokenBesidePage(id);
  const key = `${id} ${release} ${outcome}`;
  if (!release || reported.has(key)) return;
  reported.add(key);
  fetch(`${apiUrl.replace(/\/$/, '')}/releases/report`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ remote: id, release, outcome, stage, where: 'browser', token }),
  }).catch(() => undefined);
}

/**
 * The remote's release failed to load or draw: it is reported and, when the page names a release to fall back to
 * (the one live before), that one becomes the remote's. False when there is none left.
 */
export function fallBackRelease(id: RemoteId, stage: 'load' | 'draw'): boolean {
  report(id, 'failed', stage);
  const config = getRuntimeConfig();
  const release = config.releases?.[id];
  const next = release?.fallback[0];
  if (!release || !next) return false;
  config.releases![id] = { ...release, id: next.id, fallback: release.fallback.slice(1) };
  config.remotes[id] = next.url;
  ready.delete(id);
  // Both releases are the same container: the chunks the failed one left must not be taken for the next one's.
  delete (globalThis as Record<string, unknown>)[`rspackChunk${REMOTES[id].container}`];
  registerSiteRemotes(config.remotes, id);
  return true;
}

/** A remote that does not answer within this time shows the fallback (and can be retried). */
export const REMOTE_TIMEOUT_MS = 2500;

const loaded = new Map<RemoteId, Promise<ComponentType>>();
/** Remotes whose routes are here already: their area draws at once (as the server drew it), without a loading step. */
const ready = new Map<RemoteId, ComponentType>();

export const readyRemoteRoutes = (id: RemoteId) => ready.get(id);

/** The server hands over the remote routes it loaded itself. */
export function primeRemoteRoutes(id: RemoteId, routes: ComponentType) {
  ready.set(id, routes);
  loaded.set(id, Promise.resolve(routes));
}

/** The routes of a remote; one load per remote unless `retry` starts afresh after a failure. */
export function loadRemoteRoutes(id: RemoteId, retry = false): Promise<ComponentType> {
  const cached = loaded.get(id);
  if (cached && !retry) return cached;
  const routes = fetchRemoteRoutes(id, retry);
  loaded.set(id, routes);
  // A failure is not kept: the next visit tries again.
  routes.catch(() => loaded.get(id) === routes && loaded.delete(id));
  return routes;
}

async function fetchRemoteRoutes(id: RemoteId, retry: boolean): Promise<ComponentType> {
  // A failed attempt stays cached inside the federation runtime: register that remote again to start afresh
  // (only that one: forcing the others would drop the containers and shared modules they already use).
  if (retry && manifests) registerSiteRemotes(manifests, id);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The ${REMOTES[id].label} did not answer within ${REMOTE_TIMEOUT_MS / 1000} s`)), REMOTE_TIMEOUT_MS);
  });
  try {
    // The remote's words in the page's language come with its pages, so they are drawn in it from the start.
    const load = loadRemote<RemoteModule>(`${REMOTES[id].container}/Routes`).then(async (mod) => {
      await loadCatalogues(currentLanguage(), [mod?.messages]);
      return mod;
    });
    const mod = await Promise.race([load, timeout]);
    if (!mod?.default) throw new Error(`The ${REMOTES[id].label} did not provide its pages`);
    ready.set(id, mod.default);
    report(id, 'loaded');
    return mod.default;
  } catch (err) {
    if (fallBackRelease(id, 'load')) return fetchRemoteRoutes(id, false);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
