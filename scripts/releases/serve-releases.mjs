// A remote's releases on its static server: `/releases/<id>/...` from `<remote package>/releases/<id>/`, only for
// the ids `releases/index.json` lists (what the API keeps), every file immutable: a release never changes.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { readRequestPath } from '../request-path.mjs';

export const RELEASE_PATH = /^\/releases\/([0-9a-f]{12})\//;

/** The ids listed in `index.json`, read again when the file changes. */
function listedIds(releasesDir) {
  const file = path.join(releasesDir, 'index.json');
  let seen = { mtimeMs: -1, ids: new Set() };
  return () => {
    let mtimeMs;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return new Set();
    }
    if (mtimeMs !== seen.mtimeMs) {
      try {
        seen = { mtimeMs, ids: new Set(JSON.parse(readFileSync(file, 'utf8')).releases) };
      } catch {
        seen = { mtimeMs, ids: new Set() };
      }
    }
    return seen.ids;
  };
}

/** A handler for `/releases/...` requests; `(req, res) => boolean`: false when the path is not a release's. */
export function serveReleases(releasesDir) {
  const listed = listedIds(releasesDir);
  const files = sirv(releasesDir, {
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders: (res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  return (req, res) => {
    // The id is read from the path as the file will be found (decoded once, `..` resolved): no spelling of `..`
    // steps out of a listed release, and sirv, which decodes again, is handed the path encoded again.
    const read = readRequestPath(req.url);
    if (!(read ?? { pathname: req.url ?? '' }).pathname.startsWith('/releases/')) return false;
    const id = read && RELEASE_PATH.exec(read.pathname)?.[1];
    if (!id || !listed().has(id)) {
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' }).end('Not found');
      return true;
    }
    req.url = read.url.slice('/releases'.length);
    files(req, res, () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found'));
    return true;
  };
}
