// The shell's HTML for one address: the page's own head (title, description, canonical, Open Graph, JSON-LD),
// the runtime configuration and the page's data inline, and hints that start every download the page needs at
// once: the API and the remote's origin, the start-up chunks, the route's remote, and the hero image.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ComponentType } from 'react';
import { canonicalPath, headHtml, matchSitePage, responsiveSrcSet, scriptJson, SITE_DESCRIPTION, SITE_NAME } from '@site/shared-ui/pages';
import { loadPageData } from './page-data';
import { remoteServerRoutes } from './remote-routes';
import { renderApp } from './render-app';
import { type Assets, remoteAssets, shellAssets } from './page-assets';

export interface ShellConfig {
  apiUrl: string;
  remotes: { main: string; integrated: string; admin: string };
  siteUrl: string;
  /** The API's shortest time to fill a visitor form: the forms wait it out before sending. */
  minFillMs?: number;
  /** Each remote's public key (base64 DER): only server code it signed is run. */
  remoteKeys?: Partial<Record<'main' | 'integrated' | 'admin', string | null>>;
  /** Production: remotes' server code only over HTTPS. */
  production?: boolean;
}

/** Which remote owns a path that is not a public page of the table (the back office, unknown addresses). */
const remoteByPrefix = (pathname: string): keyof ShellConfig['remotes'] | null => (/^\/admin(\/|$)/i.test(pathname) ? 'admin' : null);

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const originOf = (url: string) => new URL(url).origin;

function assetUrl(apiUrl: string, stored: string) {
  return /^(https?:|data:)/.test(stored) ? stored : `${apiUrl.replace(/\/$/, '')}${stored.startsWith('/') ? '' : '/'}${stored}`;
}

/** The hero's preload names the same copies as the page's `<img srcset sizes="100vw">`, so the one fetched is used. */
function heroPreload(apiUrl: string, hero: string) {
  const srcset = responsiveSrcSet(hero, (p) => assetUrl(apiUrl, p));
  const set = srcset ? ` imagesrcset="${attr(srcset)}" imagesizes="100vw"` : '';
  return `<link rel="preload" as="image" href="${attr(assetUrl(apiUrl, hero))}"${set} fetchpriority="high">`;
}

/**
 * On a page drawn here, the code that takes it over starts downloading after the page has loaded and painted, so
 * it never competes with the page's own styles and images. All of it is asked for at once.
 */
function loadCodeAfterLoad(html: string, chunks: string[], nonce: string) {
  const entries: string[] = [];
  const withoutEntry = html.replace(/<script defer(?:="defer")? src="([^"]+)"><\/script>/g, (_tag, src: string) => {
    entries.push(src);
    return '';
  });
  const start = `(function(){var d=document;function go(){${JSON.stringify(chunks)}.forEach(function(h){var l=d.createElement('link');l.rel='preload';l.as='script';l.href=h;d.head.appendChild(l)});${JSON.stringify(entries)}.forEach(function(s){var e=d.createElement('script');e.src=s;d.head.appendChild(e)})}function later(){requestAnimationFrame(function(){setTimeout(go,0)})}d.readyState==='complete'?later():addEventListener('load',later)})()`;
  return withoutEntry.replace('</body>', () => `<script nonce="${attr(nonce)}">${start.replace(/</g, '\\u003c')}</script></body>`);
}

/** The page's markup, or '' (the browser draws it) if drawing it here fails. */
function drawn(pathname: string, config: ShellConfig, data: { loaded: Parameters<typeof renderApp>[2] }, remoteId: keyof ShellConfig['remotes'] | null, routes: ComponentType | null) {
  try {
    return renderApp(pathname, config, data.loaded, remoteId && routes ? { id: remoteId, routes } : null);
  } catch (err) {
    console.error(`${pathname} could not be drawn on the server:`, err);
    return '';
  }
}

export async function renderPage(dir: string, pathname: string, config: ShellConfig, nonce: string): Promise<{ html: string; status: number; noindex: boolean }> {
  const match = matchSitePage(pathname);
  const remoteId = match ? match.page.remote : remoteByPrefix(pathname);
  let noindex = !match || Boolean(match.page.noindex);
  const [template, shell, remote, data, remoteRoutes] = await Promise.all([
    readFile(path.join(dir, 'index.html'), 'utf8'),
    shellAssets(dir).catch((): Assets => ({ scripts: [], styles: [] })),
    remoteId ? remoteAssets(config.remotes[remoteId]) : Promise.resolve(null),
    match ? loadPageData(config.apiUrl, match.page.lists, match.page.item && match.id ? { key: match.page.item, id: match.id } : undefined, match.page.application ? match.id : undefined, match.page.remote !== null) : Promise.resolve(null),
    match && remoteId ? remoteServerRoutes(config.remotes[remoteId], { publicKey: config.remoteKeys?.[remoteId] ?? null, httpsOnly: Boolean(config.production) }) : Promise.resolve(null),
  ]);

  const organization = { name: data?.loaded.settings?.companyName ?? SITE_NAME, url: config.siteUrl };
  const admin = /^\/admin(\/|$)/i.test(pathname);
  const meta = match && data ? match.page.meta(data, organization) : { title: `${admin ? 'Back office' : 'Page Not Found'} | ${SITE_NAME}`, description: SITE_DESCRIPTION };
  const hero = match && data ? match.page.hero?.(data) : undefined;
  noindex ||= Boolean(meta.noindex);
  const head = headHtml({
    ...meta,
    url: `${config.siteUrl}${canonicalPath(pathname)}`,
    imageUrl: meta.image ? assetUrl(config.apiUrl, meta.image) : undefined,
    noindex,
  });

  // A public page is drawn here when its remote's server code is at hand (the landing page is the shell's own).
  const body = match && data && (remoteId === null || remoteRoutes) ? drawn(pathname, config, data, remoteId, remoteRoutes) : '';
  const origins = [...new Set([originOf(config.apiUrl), ...(remote && remoteId ? [originOf(config.remotes[remoteId])] : [])])];
  const scripts = [...shell.scripts, ...(remote?.scripts ?? [])];
  const hints = [
    ...origins.map((o) => `<link rel="preconnect" href="${attr(o)}" crossorigin>`),
    ...(hero ? [heroPreload(config.apiUrl, hero)] : []),
    ...(remote && remoteId ? [`<link rel="preload" as="fetch" href="${attr(config.remotes[remoteId])}" crossorigin>`] : []),
    ...[...shell.styles, ...(remote?.styles ?? [])].map((href) => `<link rel="stylesheet" href="${attr(href)}">`),
    // A page drawn here shows without its code: the code is fetched once the page has loaded (see below).
    ...(body ? [] : scripts.map((href) => `<link rel="preload" as="script" href="${attr(href)}">`)),
    `<script type="application/json" id="app-config">${scriptJson({ apiUrl: config.apiUrl, siteUrl: config.siteUrl, remotes: config.remotes, minFillMs: config.minFillMs })}</script>`,
    ...(data ? [`<script type="application/json" id="route-data">${scriptJson(data.loaded)}</script>`] : []),
  ];
  // Functions, not strings, as replacements: a `$` in a job title must stay a `$`.
  let html = template
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace('</head>', () => `    ${hints.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  if (body) html = loadCodeAfterLoad(html, scripts, nonce);
  const missing = (match?.page.item || match?.page.application) && data && data.item === null;
  return { html, status: missing ? 404 : 200, noindex };
}
