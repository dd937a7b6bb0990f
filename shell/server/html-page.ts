// The shell's HTML for one address: the page's own head (title, description, canonical, the addresses of its other
// languages, Open Graph, JSON-LD), the runtime configuration and the page's data inline, and hints that start every
// download the page needs at once: the API and the remote's origin, the start-up chunks, the route's remote, the
// hero image, and on a Hindi or Marathi page its Devanagari type. A page is drawn in the language of its address.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PostedForm } from '@site/contracts';
import { DEFAULT_LANGUAGE, type Language, languagePath, splitLanguagePath } from '@site/contracts/languages';
import { inLanguage, loadCatalogues, type RuntimeConfig, sharedUiCatalogues, t } from '@site/shared-ui';
import { headHtml, matchSitePage, pageAddresses, responsiveSrcSet, scriptJson, SITE_NAME, siteDescription } from '@site/shared-ui/pages';
import { shellCatalogues } from '../src/locales';
import { loadPageData } from './page-data';
import { pageUntil } from './page-until';
import { type PageRemote, pageRemote } from './page-remote';
import { releaseFailed } from './release-failures';
import { renderApp } from './render-app';
import { type Assets, remoteAssets, shellAssets } from './page-assets';
import { visitorConfig } from './visitor-config';
import type { VisitorReleases } from './visitor-releases';

export interface ShellConfig {
  apiUrl: string;
  remotes: { main: string; integrated: string; admin: string };
  siteUrl: string;
  /** The API's shortest time to fill a visitor form: the forms wait it out before sending. */
  minFillMs?: number;
  /** Each remote's public key (base64 DER): only server code it signed is run. */
  remoteKeys?: Partial<Record<'main' | 'integrated' | 'admin', string | null>>;
  /** Production: remotes' server code only over HTTPS, and the bucket cookie only over HTTPS. */
  production?: boolean;
  /**
   * Shared with the API (SHELL_SECRET): pages carry report tokens the API counts, and an admin's canary pass is
   * honoured. Unset, neither is (tests of other things).
   */
  shellSecret?: string;
  /** TRUST_PROXY: which proxies in front may name the visitor in X-Forwarded-For (as the API reads it). */
  trustProxy?: string;
}

/**
 * Which remote owns a path that is not a public page of the table (the back office, unknown addresses). The back
 * office is in English only: under /hi and /mr it is not found.
 */
const remoteByPrefix = (pathname: string, language: Language): keyof ShellConfig['remotes'] | null =>
  language === DEFAULT_LANGUAGE && /^\/admin(\/|$)/i.test(pathname) ? 'admin' : null;

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
 * On a page drawn here, the code that takes it over starts downloading once the page has shown what it shows: after
 * `load`, its fonts, and its largest paint (two frames after the browser reports it, or at once where the browser
 * cannot report it, or after 3 s). Code fetched earlier competed with a Devanagari page's type for a slow line, and
 * Lighthouse counts every request begun before that paint as one the paint waited for. It asks for one file per task:
 * adding a script or a preload element costs a slow phone several milliseconds, and one task adding them all blocked
 * it. The loader is the same text on every page (what it loads is data beside it), so the page's policy allows it by
 * its hash and a drawn page carries nothing made for one answer: it can be kept and sent again.
 *
 * A public page drawn whole (`onUse`) works as it is: its links are links and its candidate forms post to the server.
 * Its code (about 200 KB on a phone's line) is fetched only once the visitor uses the page: a key, a press or focus on
 * anything but a link or a server form's button (a link pressed takes the focus too), a field taking the focus, or a form that only its code draws (not a plain
 * form) coming within 200 px of the screen. A visitor or admin signed in on this browser gets it at once (their session comes back with
 * it). A button pressed before the code was there (the menu, "Login") is remembered as `pageTap`; the shell presses
 * it again once the page responds.
 */
export const PAGE_LOADER = `(function(){var d=document,w=window,c=JSON.parse(d.getElementById('page-code').textContent);var q=c.preload.map(function(h){return['link',h]}).concat(c.scripts.map(function(s){return['script',s]}));function go(){var n=q.shift();if(!n)return;var e=d.createElement(n[0]);if(n[0]==='link'){e.rel='preload';e.as='script';e.href=n[1]}else e.src=n[1];d.head.appendChild(e);setTimeout(go,0)}var started=0;function start(){if(started++)return;requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}function later(){var types=w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];setTimeout(start,3000);(d.fonts?d.fonts.ready:Promise.resolve()).then(function(){if(types.indexOf('largest-contentful-paint')===-1)return start();new PerformanceObserver(start).observe({type:'largest-contentful-paint',buffered:true})})}function signedIn(){try{return Boolean(localStorage.token||localStorage.adminToken||sessionStorage.adminToken)}catch(e){return false}}if(!c.onUse||signedIn())return d.readyState==='complete'?later():addEventListener('load',later);var kinds=['pointerdown','keydown','focusin'],near=w.IntersectionObserver&&new IntersectionObserver(function(es){if(es.some(function(x){return x.isIntersecting}))use({})},{rootMargin:'200px 0px'});function use(e){var t=e.target&&e.target.closest?e.target:null;if(t&&t.closest('a[href],form[method] button:not([type=button])'))return;if(e.type==='pointerdown'&&t)w.pageTap=t.closest('button[type=button]')||undefined;kinds.forEach(function(k){removeEventListener(k,use,true)});if(near)near.disconnect();start()}kinds.forEach(function(k){addEventListener(k,use,true)});if(near)d.querySelectorAll('[data-lazy-form=""]').forEach(function(f){near.observe(f)})})()`;

/** The loader's hash, as a Content-Security-Policy source. */
export const PAGE_LOADER_HASH = `'sha256-${createHash('sha256').update(PAGE_LOADER).digest('base64')}'`;

function loadCodeAfterLoad(html: string, chunks: string[], onUse: boolean) {
  const entries: string[] = [];
  const withoutEntry = html.replace(/<script defer(?:="defer")? src="([^"]+)"><\/script>/g, (_tag, src: string) => {
    entries.push(src);
    return '';
  });
  const code = `<script type="application/json" id="page-code">${scriptJson({ preload: chunks, scripts: entries, onUse })}</script>`;
  return withoutEntry.replace('</body>', () => `${code}<script>${PAGE_LOADER}</script></body>`);
}

/** The page's markup, or null (the browser draws it) if drawing it here fails. */
function drawn(
  pathname: string,
  language: Language,
  search: string,
  config: RuntimeConfig,
  data: { loaded: Parameters<typeof renderApp>[4] },
  remote: PageRemote | null,
) {
  try {
    return renderApp(pathname, language, search, config, data.loaded, remote?.module ? { id: remote.id, routes: remote.module.routes } : null);
  } catch (err) {
    console.error(
      `${languagePath(language, pathname)} could not be drawn on the server${remote?.release ? ` with release ${remote.release.id} of the ${remote.id} remote` : ''}:`,
      err,
    );
    return null;
  }
}

/** The Devanagari type of a Hindi or Marathi page: its styles, and its font fetched at once. */
function devanagariHints(shell: Assets) {
  return [
    ...(shell.devanagari?.fonts ?? []).map((href) => `<link rel="preload" as="font" type="font/woff2" href="${attr(href)}" crossorigin>`),
    ...(shell.devanagari?.styles ?? []).map((href) => `<link rel="stylesheet" href="${attr(href)}">`),
  ];
}

/** The configuration the browser gets: the page's remote as drawn here, the others as this visitor resolves them. */
function pageConfig(config: ShellConfig, releases: VisitorReleases, remote: PageRemote | null, saveData: boolean): RuntimeConfig {
  const all = remote ? { ...releases, [remote.id]: remote.release ? [remote.release, ...remote.rest] : [] } : releases;
  // No report tokens: a drawn page is every visitor's bytes (the visitor's come as a cookie beside it).
  return visitorConfig(config, all, undefined, saveData);
}

const trustOf = (config: ShellConfig, id: keyof ShellConfig['remotes']) => ({
  publicKey: config.remoteKeys?.[id] ?? null,
  httpsOnly: Boolean(config.production),
});

const moduleIds = new WeakMap<object, number>();
let modulesSeen = 0;
const idOf = (module: object | null) => {
  if (!module) return 0;
  if (!moduleIds.has(module)) moduleIds.set(module, ++modulesSeen);
  return moduleIds.get(module)!;
};

/**
 * What a page's bytes depend on beyond its address, the visitor's releases and the content: the remote code that
 * draws it and the files it names, both read again every 2 s (a remote deployed on its own is drawn anew).
 */
export async function drawnWith(address: string, config: ShellConfig, releases: VisitorReleases): Promise<string> {
  const { language, path: pathname } = splitLanguagePath(address);
  const match = matchSitePage(pathname);
  const remoteId = match ? match.page.remote : remoteByPrefix(pathname, language);
  if (!remoteId) return '';
  const picked = await pageRemote(remoteId, config.remotes[remoteId], config, releases[remoteId], trustOf(config, remoteId), Boolean(match));
  return `${picked.release?.id ?? ''} ${idOf(picked.module)} ${JSON.stringify(await remoteAssets(picked.url))}`;
}

/**
 * `address`: the page's path, in any language (`/mr/main/home`); `search`: its query, as the browser has it;
 * `releases`: the releases this visitor gets (none: each remote's configured build);
 * `saveData`: they asked to save data (no hero photo, the narrowest copies);
 * `posted`: the page answers a post of its plain form, which it draws at that step.
 */
export async function renderPage(
  dir: string,
  address: string,
  config: ShellConfig,
  search = '',
  releases: VisitorReleases = {},
  saveData = false,
  posted: PostedForm | null = null,
): Promise<{ html: string; status: number; noindex: boolean; drawn: boolean; until: number }> {
  const { language, path: pathname } = splitLanguagePath(address);
  const match = matchSitePage(pathname);
  const remoteId = match ? match.page.remote : remoteByPrefix(pathname, language);
  let noindex = !match || Boolean(match.page.noindex);
  const trust = (id: keyof ShellConfig['remotes']) => trustOf(config, id);
  // The release whose server code draws the page (only public pages are drawn here), its files named in parallel.
  const pickedRemote = remoteId
    ? pageRemote(remoteId, config.remotes[remoteId], config, releases[remoteId], trust(remoteId), Boolean(match))
    : Promise.resolve(null);
  const [template, shell, picked, pickedAssets, data] = await Promise.all([
    readFile(path.join(dir, 'index.html'), 'utf8'),
    shellAssets(dir).catch((): Assets => ({ scripts: [], styles: [] })),
    pickedRemote,
    pickedRemote.then((r) => (r ? remoteAssets(r.url) : null)),
    match
      ? loadPageData(
          config.apiUrl,
          match.page.lists,
          match.page.item && match.id ? { key: match.page.item, id: match.id } : undefined,
          match.page.application ? match.id : undefined,
          match.page.remote !== null,
          language,
          match.page.drives ? { kind: match.page.drives, id: match.id } : undefined,
        )
      : Promise.resolve(null),
  ]);
  let [remote, remoteFiles] = [picked, pickedAssets];
  if (data && posted) data.loaded.posted = posted;

  // Everything worded is written in one synchronous step with the page's language active: other pages, in other
  // languages, are written by this process between any two awaits. The words of the page's language, the
  // remote's included, are at hand before.
  const write = async (remote: PageRemote | null) => {
    await loadCatalogues(language, [sharedUiCatalogues, shellCatalogues, remote?.module?.messages]);
    const runtime = pageConfig(config, releases, remote, saveData);
    return inLanguage(language, () => {
      const organization = { name: data?.loaded.settings?.companyName ?? SITE_NAME, url: config.siteUrl };
      const admin = remoteId === 'admin';
      const meta =
        match && data
          ? match.page.meta(data, organization)
          : { title: `${admin ? 'Back office' : t('Page Not Found')} | ${SITE_NAME}`, description: siteDescription() };
      const noindexed = noindex || Boolean(meta.noindex);
      return {
        runtime,
        noindexed,
        head: headHtml({
          ...meta,
          ...pageAddresses(config.siteUrl, language, pathname, !noindexed),
          imageUrl: meta.image ? assetUrl(config.apiUrl, meta.image) : undefined,
          noindex: noindexed,
        }),
        hero: match && data ? match.page.hero?.(data) : undefined,
        // A public page is drawn here when its remote's server code is at hand (the landing page is the shell's own).
        body: match && data && (remoteId === null || remote?.module) ? drawn(pathname, language, search, runtime, data, remote) : '',
      };
    });
  };
  let page = await write(remote);
  // A release that throws while drawing gives way to the releases before it: the first that draws the page is
  // used, and the ones that threw are reported. When none draws, the fault is not theirs: the page is sent undrawn.
  if (page.body === null && remote?.release) {
    const threw = [remote.release];
    for (let left = remote.rest; left.length && threw.length < 3;) {
      const next = await pageRemote(remote.id, config.remotes[remote.id], config, left, trust(remote.id), true);
      if (!next.module || !next.release) break;
      const retried = await write(next);
      if (retried.body === null) {
        threw.push(next.release);
        left = next.rest;
        continue;
      }
      for (const release of threw) releaseFailed(config, remote.id, release.id, 'draw', 'its pages threw while drawing');
      [remote, page, remoteFiles] = [next, retried, await remoteAssets(next.url)];
      break;
    }
  }
  noindex = page.noindexed;
  const { head, hero, runtime } = page;
  const body = page.body ?? '';
  const origins = [...new Set([originOf(config.apiUrl), ...(remoteFiles && remote ? [originOf(remote.url)] : [])])];
  const scripts = [...shell.scripts, ...(remoteFiles?.scripts ?? [])];
  // A page drawn whole, with its data: one that waits for its browser to draw or read anything is not kept.
  const whole = Boolean(body) && (!match || Boolean(data?.complete));
  const hints = [
    // Which release of each remote drew the page (and takes it over in the browser).
    ...Object.entries(runtime.releases ?? {}).map(([id, release]) => `<meta name="release:${id}" content="${attr(release.id)}">`),
    ...origins.map((o) => `<link rel="preconnect" href="${attr(o)}" crossorigin>`),
    ...(hero && !saveData ? [heroPreload(config.apiUrl, hero)] : []),
    // A page drawn here reads the remote's manifest when its code runs, after its largest paint: asked for at once,
    // it took a slow line from the page's styles and type.
    ...(remoteFiles && remote && !body ? [`<link rel="preload" as="fetch" href="${attr(remote.url)}" crossorigin>`] : []),
    ...[...shell.styles, ...(remoteFiles?.styles ?? [])].map((href) => `<link rel="stylesheet" href="${attr(href)}">`),
    ...(language === DEFAULT_LANGUAGE ? [] : devanagariHints(shell)),
    // The first paint waits for the drawn page's end (a mark after the root: Chromium lets go of `#root` at its start
    // tag). A slow phone's parser yields mid-page, and a paint of the page's first half moved everything its second
    // half then pushed down (the landing page's centred text: CLS 0.14 in one load of three).
    ...(body ? ['<link rel="expect" href="#drawn" blocking="render">'] : []),
    // What the API did not answer in time is drawn loading, which only the page's code completes: without it, the
    // browser asks for the page again, by then read (and kept), instead of showing "Loading..." for good.
    ...(body && !whole ? ['<noscript><meta http-equiv="refresh" content="3"></noscript>'] : []),
    // A page drawn here shows without its code: the code is fetched once the page has loaded (see below).
    ...(body ? [] : scripts.map((href) => `<link rel="preload" as="script" href="${attr(href)}">`)),
    `<script type="application/json" id="app-config">${scriptJson(runtime)}</script>`,
    ...(data ? [`<script type="application/json" id="route-data">${scriptJson(data.loaded)}</script>`] : []),
  ];
  // Functions, not strings, as replacements: a `$` in a job title must stay a `$`.
  let html = template
    .replace('<html lang="en">', () => `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace('</head>', () => `    ${hints.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${body ? '<template id="drawn"></template>' : ''}`);
  // Only a page search engines see is whole without its code: a private page (a candidate's own, a reset link) and a
  // page drawn without its data need it at once.
  if (body) html = loadCodeAfterLoad(html, scripts, whole && !noindex);
  // An address no page has (outside the back office, which routes its own) and a document that is not there are
  // both not found: the "Page Not Found" page is sent with its status, so search engines drop the address.
  const missing = (match?.page.item || match?.page.application || match?.page.drives === 'one') && data && data.item === null;
  const unknown = !match && remoteId === null;
  return { html, status: missing || unknown ? 404 : 200, noindex, drawn: whole, until: pageUntil(data?.loaded.drives?.data) };
}
