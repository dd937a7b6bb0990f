// A remote's pages on the server: its `server/routes.cjs` (built beside its browser files, deployed with them) is
// fetched from the remote's origin and run here with this server's React and shared-ui, as the browser shares
// them. It is read again when the remote's files change (ETag), so a remote deployed alone is drawn anew.
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';
import * as SharedUi from '@site/shared-ui';
import type { ComponentType } from 'react';

const SHARED: Record<string, unknown> = { react: React, 'react-dom': ReactDom, 'react/jsx-runtime': JsxRuntime, '@site/shared-ui': SharedUi };
const CHECK_MS = 2000;

interface Entry {
  checkedAt: number;
  etag: string | null;
  routes: ComponentType | null;
}
const cache = new Map<string, Entry>();

function evaluate(code: string): ComponentType | null {
  const module = { exports: {} as { default?: ComponentType } };
  const require = (name: string) => {
    if (name in SHARED) return SHARED[name];
    throw new Error(`A remote's server code may only require shared modules, not ${name}`);
  };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  return module.exports.default ?? null;
}

async function refresh(url: string, hit: Entry | undefined): Promise<ComponentType | null> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000), headers: hit?.etag ? { 'If-None-Match': hit.etag } : {} });
    if (res.status === 304 && hit) {
      hit.checkedAt = Date.now();
      return hit.routes;
    }
    const entry: Entry = { checkedAt: Date.now(), etag: res.ok ? res.headers.get('etag') : null, routes: res.ok ? evaluate(await res.text()) : null };
    cache.set(url, entry);
    return entry.routes;
  } catch (err) {
    console.error(`The server code of ${url} could not be loaded:`, err);
    cache.set(url, { checkedAt: Date.now(), etag: null, routes: null });
    return null;
  }
}

const refreshing = new Map<string, Promise<ComponentType | null>>();

/**
 * The remote's routes component, or null when it cannot be had (the page is then drawn in the browser only).
 * Once known, it is answered at once and checked again in the background every 2 s.
 */
export function remoteServerRoutes(manifestUrl: string): Promise<ComponentType | null> {
  const url = new URL('server/routes.cjs', new URL('.', manifestUrl)).href;
  const hit = cache.get(url);
  if (hit && Date.now() - hit.checkedAt < CHECK_MS) return Promise.resolve(hit.routes);
  let pending = refreshing.get(url);
  if (!pending) {
    pending = refresh(url, hit).finally(() => refreshing.delete(url));
    refreshing.set(url, pending);
  }
  return hit?.routes ? Promise.resolve(hit.routes) : pending;
}
