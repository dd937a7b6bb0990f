// The one reading of a request's path that every static answer (files, releases, the shell's pages) works from:
// decoded exactly once and normalised here, then handed on re-encoded, so a decoder further on (sirv decodes again)
// finds the same path. A path spelled twice-encoded (`%252e%252e`) thus stays a name, never a `..`.

/** Source maps and their compressed copies are for the team's tools, not for visitors (they would publish the source). */
const SOURCE_MAP = /\.map(\.br|\.gz)?$/i;

/**
 * The path of `url` (a request's `req.url`), decoded once, with `.` and `..` resolved: `{ pathname, url }`, `url`
 * being the same path encoded again with the original query. Null when it is no path: a malformed escape, a NUL or
 * a backslash, or a `..` above the root.
 * @param {string | undefined} url
 * @returns {{ pathname: string, url: string } | null}
 */
export function readRequestPath(url) {
  const at = (url ?? '/').indexOf('?');
  const [raw, query] = at === -1 ? [url ?? '/', ''] : [url.slice(0, at), url.slice(at)];
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || /[\0\\]/.test(decoded)) return null;
  const segments = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment !== '..') segments.push(segment);
    else if (!segments.pop()) return null;
  }
  const trailing = segments.length && /\/\.{0,2}$/.test(decoded) ? '/' : '';
  const pathname = `/${segments.join('/')}${trailing}`;
  // encodeURI leaves `?` and `#`, which would start a query or a fragment.
  return { pathname, url: encodeURI(pathname).replace(/[?#]/g, encodeURIComponent) + query };
}

/** Whether a decoded path names a source map, with or without a trailing `/`. */
export const isSourceMap = (pathname) => SOURCE_MAP.test(pathname.replace(/\/+$/, ''));
