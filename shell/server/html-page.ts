// The shell's HTML for one address: the page's own head (title, description, canonical, Open Graph, JSON-LD),
// the runtime configuration and the page's data inline, and hints that start every download the page needs at
// once: the API and the remote's origin, the start-up chunks, the route's remote, and the hero image.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { canonicalPath, headHtml, matchSitePage, responsiveSrcSet, scriptJson, SITE_DESCRIPTION, SITE_NAME } from '@site/shared-ui/pages';
import { loadPageData } from './page-data';
import { type Assets, remoteAssets, shellAssets } from './page-assets';

export interface ShellConfig {
  apiUrl: string;
  remotes: { main: string; integrated: string; admin: string };
  siteUrl: string;
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

export async function renderPage(dir: string, pathname: string, config: ShellConfig): Promise<{ html: string; status: number; noindex: boolean }> {
  const match = matchSitePage(pathname);
  const remoteId = match ? match.page.remote : remoteByPrefix(pathname);
  const noindex = !match;
  const [template, shell, remote, data] = await Promise.all([
    readFile(path.join(dir, 'index.html'), 'utf8'),
    shellAssets(dir).catch((): Assets => ({ scripts: [], styles: [] })),
    remoteId ? remoteAssets(config.remotes[remoteId]) : Promise.resolve(null),
    match ? loadPageData(config.apiUrl, match.page.lists, match.page.item && match.id ? { key: match.page.item, id: match.id } : undefined) : Promise.resolve(null),
  ]);

  const organization = { name: SITE_NAME, url: config.siteUrl };
  const admin = /^\/admin(\/|$)/i.test(pathname);
  const meta = match && data ? match.page.meta(data, organization) : { title: `${admin ? 'Back office' : 'Page Not Found'} | ${SITE_NAME}`, description: SITE_DESCRIPTION };
  const hero = match && data ? match.page.hero?.(data) : undefined;
  const head = headHtml({
    ...meta,
    url: `${config.siteUrl}${canonicalPath(pathname)}`,
    imageUrl: meta.image ? assetUrl(config.apiUrl, meta.image) : undefined,
    noindex,
  });

  const origins = [...new Set([originOf(config.apiUrl), ...(remote && remoteId ? [originOf(config.remotes[remoteId])] : [])])];
  const hints = [
    ...origins.map((o) => `<link rel="preconnect" href="${attr(o)}" crossorigin>`),
    ...(hero ? [heroPreload(config.apiUrl, hero)] : []),
    ...(remote && remoteId ? [`<link rel="preload" as="fetch" href="${attr(config.remotes[remoteId])}" crossorigin>`] : []),
    ...[...shell.styles, ...(remote?.styles ?? [])].map((href) => `<link rel="stylesheet" href="${attr(href)}">`),
    ...[...shell.scripts, ...(remote?.scripts ?? [])].map((href) => `<link rel="preload" as="script" href="${attr(href)}">`),
    `<script type="application/json" id="app-config">${scriptJson(config)}</script>`,
    ...(data ? [`<script type="application/json" id="route-data">${scriptJson(data.loaded)}</script>`] : []),
  ];
  // Functions, not strings, as replacements: a `$` in a job title must stay a `$`.
  const html = template.replace(/<title>[^<]*<\/title>/, () => head).replace('</head>', () => `    ${hints.join('\n    ')}\n  </head>`);
  const missing = match?.page.item && data && data.item === null;
  return { html, status: missing ? 404 : 200, noindex };
}
