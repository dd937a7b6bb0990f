// The shell's server side: answers the site's pages (index.html with the page's head, data and hints), the runtime
// configuration (/app-config.json), robots.txt and sitemap.xml. Pages and configuration name the releases of the
// remotes this visitor gets. Static files are left to the static server this handler runs in front of. The release
// checks are answered on a port of their own, for the API only (createReleaseCheckHandler).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { posix } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { splitLanguagePath } from '@site/contracts/languages';
import { RELEASE_REMOTES } from '@site/contracts/releases';
import { REPORT_TOKENS_COOKIE, SEE_CANARIES_COOKIE } from '@site/contracts/release-cookies';
import { VISITOR_ADDRESS_HEADER, VISITOR_PROOF_HEADER, visitorAddressProof } from '@site/contracts/release-tokens';
import { clientAddress, trustedProxies } from './client-address';
import { contentVersion, SETTLING_MS } from './content-version';
import { answerPost, plainFormAt, PostRefused, readPost } from './form-posts';
import { drawnWith, PAGE_LOADER_HASH, renderPage, type ShellConfig } from './html-page';
import { bytesOf, type Encoding, type KeptPage, keptPage, PageCache } from './page-cache';
import { liveReleases } from './live-releases';
import { withoutRecentFailures } from './page-remote';
import { releaseCheckAnswer } from './release-check';
import { type MintToken, reportTokens } from './report-tokens';
import { robotsTxt, sitemapXml } from './sitemap';
import { visitorConfig } from './visitor-config';
import { cookiesOf, type VisitorReleases, visitorReleases } from './visitor-releases';

export type { ShellConfig };

/** A path with a file extension is a static file; anything else is a page of the single-page site. */
const isPagePath = (pathname: string) => !/\.[a-z0-9]+$/i.test(pathname);

/**
 * Pages whose address holds a private link's token (a candidate's page, a reset or confirmation link: docs/behaviour.md
 * §17, §21), in any language, so it is passed on to no other site.
 */
const PRIVATE_PAGE = /^\/(application|reset-password|verify-email|admin\/reset-password)\//i;

function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) {
  const accept = String(req.headers['accept-encoding'] ?? '');
  const raw = Buffer.from(body);
  const [encoding, bytes] = /\bbr\b/.test(accept) ? ['br', brotliCompressSync(raw)] : /\bgzip\b/.test(accept) ? ['gzip', gzipSync(raw)] : [null, raw];
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** `/_releases/check/<remote>/<id>`: whether the shell accepts that release (asked by the API before a promotion). */
const CHECK_PATH = /^\/_releases\/check\/([^/]*)\/([^/]*)$/;

/**
 * Whether a public address names anything under `/_releases`, however it is spelled (percent-encoded, even twice,
 * backslashes, doubled slashes, capitals): the checks are not answered on the public port, and no spelling of
 * their path may reach a page either.
 */
export function namesReleaseChecks(url: string): boolean {
  const spellings = [url.split(/[?#]/)[0] ?? ''];
  try {
    // As the WHATWG parser reads it too (an absolute-form request target, `..`, backslashes).
    spellings.push(new URL(url, 'http://x').pathname);
  } catch {
    /* the raw path is enough */
  }
  return spellings.some((spelled) => {
    let path = spelled;
    for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(path); i++) {
      try {
        path = decodeURIComponent(path);
      } catch {
        break;
      }
    }
    return /^\/_releases(\/|$)/.test(posix.normalize(`/${path.replace(/\\/g, '/')}`).toLowerCase());
  });
}

/** The visitor's tokens for the releases of their page, as the cookie beside it (REPORT_TOKENS_COOKIE). */
function reportTokensCookie(releases: VisitorReleases, mint: MintToken | undefined, secure: boolean): string | null {
  if (!mint) return null;
  const tokens = new URLSearchParams();
  for (const remote of RELEASE_REMOTES) {
    const ids = (releases[remote] ?? []).map((r) => r.id);
    if (ids.length) tokens.set(remote, mint(remote, ids));
  }
  return tokens.size
    ? `${REPORT_TOKENS_COOKIE}=${encodeURIComponent(tokens.toString())}; Path=/; Max-Age=86400; SameSite=Lax${secure ? '; Secure' : ''}`
    : null;
}

/**
 * Whether a page may come from the cache: a public page, for a visitor who is not an admin choosing canaries, with
 * no address holding a private link. (Pages are drawn signed out for everyone: a session is restored in the browser.)
 */
function mayKeep(pathname: string, cookies: ReturnType<typeof cookiesOf>): boolean {
  const { path: page } = splitLanguagePath(pathname);
  return !PRIVATE_PAGE.test(page) && !/^\/admin(\/|$)/i.test(page) && !cookies[SEE_CANARIES_COOKIE];
}

/** Which releases drew the page: a visitor on the canary's side gets the pages kept for that side. */
const releasesWord = (releases: VisitorReleases) => RELEASE_REMOTES.map((r) => (releases[r] ?? []).map((x) => x.id).join('-')).join('/');

/**
 * A kept page's answer: its bytes in the encoding asked for, or 304 when the browser holds them. `visitorHead`: the
 * headers of this answer alone, as a flat list (name, value, …) like the page's own.
 */
async function sendKept(req: IncomingMessage, res: ServerResponse, page: KeptPage, visitorHead: string[] = []) {
  const inm = req.headers['if-none-match'];
  if (inm && inm.split(',').some((tag) => tag.trim() === page.etag)) return res.writeHead(304, [...page.head, ...visitorHead]).end();
  const accept = req.headers['accept-encoding'] ?? '';
  const encoding: Encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : 'identity';
  const bytes = await bytesOf(page, encoding);
  const length = ['Content-Length', String(bytes.length)];
  res.writeHead(page.status, [...page.head, ...visitorHead, ...(encoding === 'identity' ? length : ['Content-Encoding', encoding, ...length])]);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/**
 * `config` is read on each request, so the environment or a test may change it while the server runs.
 * `security(scriptHashes)`: the headers of a page (its Content-Security-Policy allows the page's inline loader by its
 * hash). `cache`: where drawn public pages are kept (one per server).
 */
export function createShellHandler(
  dir: string,
  config: () => ShellConfig,
  security: (scriptHashes: string[]) => Record<string, string> = () => ({}),
  cache = new PageCache(),
) {
  const pageHeaders = security([PAGE_LOADER_HASH]);
  return async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (namesReleaseChecks(req.url ?? '')) return send(req, res, 404, 'text/plain; charset=utf-8', 'Not found');
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') return next();
    let pathname: string;
    let search: string;
    try {
      const url = new URL(req.url ?? '/', 'http://x');
      pathname = decodeURIComponent(url.pathname);
      search = url.search;
    } catch {
      return send(req, res, 400, 'text/plain; charset=utf-8', 'Bad request: the address is not valid.');
    }
    try {
      if (pathname === '/robots.txt') return send(req, res, 200, 'text/plain; charset=utf-8', robotsTxt(config()));
      if (pathname === '/sitemap.xml') return send(req, res, 200, 'application/xml; charset=utf-8', await sitemapXml(config()));
      if (pathname !== '/app-config.json' && !isPagePath(pathname)) return next();
      const current = config();
      const cookies = cookiesOf(req);
      // The releases this visitor gets (the same on every page, and in the configuration their browser reads).
      const visitor = visitorReleases(await liveReleases(current.apiUrl), current.remotes, cookies, {
        secret: current.shellSecret,
        secure: current.production,
      });
      const releases = withoutRecentFailures(visitor.releases);
      const cookie: Record<string, string> = visitor.setCookie ? { 'Set-Cookie': visitor.setCookie } : {};
      const mint = reportTokens(current, req);
      const saveData = /^on$/i.test(String(req.headers['save-data'] ?? '').trim());
      if (pathname === '/app-config.json')
        return send(req, res, 200, 'application/json', JSON.stringify(visitorConfig(current, releases, mint, saveData)), {
          'Access-Control-Allow-Origin': '*',
          ...cookie,
        });
      const privatePage = PRIVATE_PAGE.test(splitLanguagePath(pathname).path);
      const draw = async () => {
        const page = await renderPage(dir, pathname, current, search, releases, saveData);
        const headers = {
          ...pageHeaders,
          ...(page.noindex ? { 'X-Robots-Tag': 'noindex' } : {}),
          ...(privatePage ? { 'Referrer-Policy': 'no-referrer' } : {}),
        };
        return { page: keptPage(page.html, page.status, headers, page.until), keep: page.drawn && page.status === 200 };
      };
      const tokens = reportTokensCookie(releases, mint, Boolean(current.production));
      const visitorHead = [...(visitor.setCookie ? ['Set-Cookie', visitor.setCookie] : []), ...(tokens ? ['Set-Cookie', tokens] : [])];
      if (req.method === 'POST') {
        const { language, path } = splitLanguagePath(pathname);
        const at = plainFormAt(path);
        if (!at) return next();
        const body = await readPost(req);
        const address = clientAddress(req, trustedProxies(current.trustProxy));
        const visitorHeaders: Record<string, string> = current.shellSecret
          ? { [VISITOR_ADDRESS_HEADER]: address, [VISITOR_PROOF_HEADER]: visitorAddressProof(current.shellSecret, address) }
          : {};
        const answer = await answerPost(at, body, { apiUrl: current.apiUrl, language, search, visitor: visitorHeaders });
        if ('redirect' in answer) return res.writeHead(303, [...visitorHead, 'Location', answer.redirect, 'Cache-Control', 'no-store']).end();
        // What was typed (and a number's proof) is this visitor's alone: drawn for them, kept nowhere.
        const page = await renderPage(dir, pathname, current, search, releases, saveData, answer.posted);
        return sendKept(req, res, keptPage(page.html, answer.status, { ...pageHeaders, 'Cache-Control': 'no-store' }, 0), visitorHead);
      }
      const version = mayKeep(pathname, cookies) ? await contentVersion(current.apiUrl) : null;
      if (!version) return sendKept(req, res, (await draw()).page, visitorHead);
      const key = JSON.stringify([pathname, search, saveData, releasesWord(releases), version.word, await drawnWith(pathname, current, releases)]);
      let drew = false;
      const page = await cache.getOrDraw(key, async () => {
        drew = true;
        const drawn = await draw();
        // Drawn just after the version moved, it may hold what another API instance had before: kept briefly.
        drawn.page.until = Math.min(drawn.page.until, Date.now() - version.since < SETTLING_MS ? version.since + SETTLING_MS : Infinity);
        return drawn;
      });
      // Whether this answer was drawn for it, for whoever measures the cache.
      return sendKept(req, res, page, [...visitorHead, 'X-Cache', drew ? 'MISS' : 'HIT']);
    } catch (err) {
      if (err instanceof PostRefused) return send(req, res, err.status, 'text/plain; charset=utf-8', err.message);
      // The plain page still works: the browser loads its configuration and data itself.
      console.error('The page could not be prepared:', err);
      return next();
    }
  };
}

/**
 * The release checks, on the shell's check port (SHELL_CHECK_PORT, on loopback by default): only
 * `GET /_releases/check/<remote>/<id>`, as the API asks it; anything else answers 404. That port is never exposed,
 * so no stranger can keep the shell busy or block a promotion.
 */
export function createReleaseCheckHandler(config: () => ShellConfig) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const check = req.method === 'GET' ? (req.url ?? '').match(CHECK_PATH) : null;
    if (!check) return send(req, res, 404, 'application/json; charset=utf-8', JSON.stringify({ message: 'Not found' }));
    try {
      const answer = await releaseCheckAnswer(config(), check[1]!, check[2]!);
      return send(req, res, answer.status, 'application/json; charset=utf-8', JSON.stringify(answer.body));
    } catch (err) {
      console.error('A release check failed:', err);
      return send(req, res, 500, 'application/json; charset=utf-8', JSON.stringify({ message: 'The release could not be checked.' }));
    }
  };
}
