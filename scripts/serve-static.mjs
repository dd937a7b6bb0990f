// Serves a built app: files with a content hash in their name cached for a year, every other file (HTML,
// remoteEntry, manifests, server code) asked for again each time, so a replaced build is picked up on the next
// page load; source maps never sent, however their name is spelled; the build's brotli and gzip copies sent to browsers that
// accept them; CORS open so the shell can fetch a remote's manifest; /app-config.json built from the environment
// (unless the handler answers it); unknown paths fall back to index.html (client-side routes). `handler` (the
// shell's pages) runs first. Every part reads the path as request-path.mjs decoded it, once.
import http from 'node:http';
import sirv from 'sirv';
import { appConfigFromEnv } from './app-config.mjs';
import { securityHeaders } from './content-security-policy.mjs';
import { logAsJsonInProduction } from './log.mjs';
import { isSourceMap, readRequestPath } from './request-path.mjs';
import { serveReleases } from './releases/serve-releases.mjs';

/** Files whose name carries a hash of their content: a new build gives a new name, so they may be kept a year. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

/**
 * `appConfig`: what /app-config.json answers (default: built from the environment on each request).
 * `handler(req, res, next)`: answers first, or calls `next()` for the static files.
 */
export function serveStatic({ dir, port, host = '127.0.0.1', appConfig, handler, releasesDir }) {
  // A remote's releases (docs/releases.md), beside its current build.
  const releases = releasesDir ? serveReleases(releasesDir) : () => false;
  const assets = sirv(dir, {
    single: true,
    // Read from disk on each request (not a file list taken at start): a remote rebuilt while the server runs
    // is served whole, with its new hashed chunks, on the next page load.
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders: (res, pathname) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // Everything else (HTML, remoteEntry.js, the manifests, a remote's server code) is asked for again each time.
      res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const pageSecurity = appConfig ? securityHeaders(appConfig) : null;
  const server = http.createServer((req, res) => {
    const read = readRequestPath(req.url);
    if (!read) return res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request: the address is not valid.');
    if (isSourceMap(read.pathname)) return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    req.url = read.url;
    if (releases(req, res)) return;
    const files = () => {
      // A page (index.html, also answered for the app's client-side routes) gets the site's security headers (the
      // handler's pages carry their own).
      if (/(\.html|\/[^.]*)$/.test(req.url?.split('?')[0] ?? '')) {
        for (const [name, value] of Object.entries(pageSecurity ?? securityHeaders(appConfigFromEnv(process.env)))) res.setHeader(name, value);
      }
      if (req.url?.split('?')[0] !== '/app-config.json') return assets(req, res);
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' });
      res.end(JSON.stringify(appConfig ?? appConfigFromEnv(process.env)));
    };
    if (handler) {
      // The handler may answer /app-config.json itself (the shell's names each visitor's releases).
      // A failing handler must not take the server down: the request gets a 500, the next one is served.
      return void Promise.resolve(handler(req, res, files)).catch((err) => {
        console.error(err);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Server error');
      });
    }
    files();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

// `node scripts/serve-static.mjs <dir> <port>`
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, port] = process.argv.slice(2);
  logAsJsonInProduction('static');
  await serveStatic({ dir, port: Number(port) });
  console.log(`Serving ${dir} on http://127.0.0.1:${port}`);
}
