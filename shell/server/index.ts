// The shell's server side: answers the site's pages (index.html with the page's head, data and hints), the runtime
// configuration (/app-config.json), robots.txt and sitemap.xml. Pages and configuration name the releases of the
// remotes this visitor gets. Static files are left to the static server this handler runs in front of. The release
// checks are answered on a port of their own, for the API only (createReleaseCheckHandler).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { posix } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { splitLanguagePath } from '@site/contracts/languages';
import { renderPage, type ShellConfig } from './html-page';
import { liveReleases } from './live-releases';
import { withoutRecentFailures } from './page-remote';
import { releaseCheckAnswer } from './release-check';
import { reportTokens } from './report-tokens';
import { robotsTxt, sitemapXml } from './sitemap';
import { visitorConfig } from './visitor-config';
import { cookiesOf, visitorReleases } from './visitor-releases';

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

/**
 * `config` is read on each request, so the environment or a test may change it while the server runs.
 * `security(nonce)`: the headers of a page (its Content-Security-Policy allows the page's inline script by `nonce`).
 */
export function createShellHandler(dir: string, config: () => ShellConfig, security: (nonce: string) => Record<string, string> = () => ({})) {
  return async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (namesReleaseChecks(req.url ?? '')) return send(req, res, 404, 'text/plain; charset=utf-8', 'Not found');
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
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
      // The releases this visitor gets (the same on every page, and in the configuration their browser reads).
      const visitor = visitorReleases(await liveReleases(current.apiUrl), current.remotes, cookiesOf(req), {
        secret: current.shellSecret,
        secure: current.production,
      });
      const releases = withoutRecentFailures(visitor.releases);
      const cookie: Record<string, string> = visitor.setCookie ? { 'Set-Cookie': visitor.setCookie } : {};
      const mint = reportTokens(current, req);
      if (pathname === '/app-config.json')
        return send(req, res, 200, 'application/json', JSON.stringify(visitorConfig(current, releases, mint)), {
          'Access-Control-Allow-Origin': '*',
          ...cookie,
        });
      const nonce = randomBytes(16).toString('base64');
      const page = await renderPage(dir, pathname, current, nonce, search, releases, mint);
      const privatePage = PRIVATE_PAGE.test(splitLanguagePath(pathname).path);
      return send(req, res, page.status, 'text/html; charset=utf-8', page.html, {
        ...security(nonce),
        ...(page.noindex ? { 'X-Robots-Tag': 'noindex' } : {}),
        ...(privatePage ? { 'Referrer-Policy': 'no-referrer' } : {}),
        ...cookie,
      });
    } catch (err) {
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
