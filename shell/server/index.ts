// The shell's server side: answers the site's pages (index.html with the page's head, data and hints),
// robots.txt and sitemap.xml. Static files are left to the static server this handler runs in front of.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { splitLanguagePath } from '@site/contracts/languages';
import { renderPage, type ShellConfig } from './html-page';
import { robotsTxt, sitemapXml } from './sitemap';

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

/**
 * `config` is read on each request, so the environment or a test may change it while the server runs.
 * `security(nonce)`: the headers of a page (its Content-Security-Policy allows the page's inline script by `nonce`).
 */
export function createShellHandler(dir: string, config: () => ShellConfig, security: (nonce: string) => Record<string, string> = () => ({})) {
  return async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
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
      if (!isPagePath(pathname)) return next();
      const nonce = randomBytes(16).toString('base64');
      const page = await renderPage(dir, pathname, config(), nonce, search);
      const privatePage = PRIVATE_PAGE.test(splitLanguagePath(pathname).path);
      return send(req, res, page.status, 'text/html; charset=utf-8', page.html, { ...security(nonce), ...(page.noindex ? { 'X-Robots-Tag': 'noindex' } : {}), ...(privatePage ? { 'Referrer-Policy': 'no-referrer' } : {}) });
    } catch (err) {
      // The plain page still works: the browser loads its configuration and data itself.
      console.error('The page could not be prepared:', err);
      return next();
    }
  };
}
