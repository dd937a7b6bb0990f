// The security headers of every HTML answer of the site: the shell's pages and each app's index.html, the remotes
// running alone included. Admin tokens live in this origin's storage, beside the code of all three remotes, so the
// page runs only scripts from the site's own origins (and the one inline loader of a server-drawn page, by its
// hash: the same on every page, so a drawn page can be kept and sent again), is never framed by another site, and
// tells other sites no more than its origin.

const originOf = (url) => new URL(url).origin;

/**
 * @param {{ apiUrl: string, remotes: Record<string, string> }} appConfig where the API and the remotes are
 * @param {string[]} [scriptHashes] the hashes of the inline scripts the answer may run (`'sha256-…'`)
 */
export function securityHeaders(appConfig, scriptHashes = []) {
  const api = originOf(appConfig.apiUrl);
  // A remote's releases are served by its own origin (releases/<id>/): its origin covers them.
  const remotes = [...new Set(Object.values(appConfig.remotes).map(originOf))];
  const self = ["'self'", ...remotes];
  const policy = {
    'default-src': ["'self'"],
    // No 'unsafe-inline' and no eval: a script injected into a page does not run.
    'script-src': [...self, ...scriptHashes],
    // React sets style attributes; a style cannot run code.
    'style-src': [...self, "'unsafe-inline'"],
    'img-src': [...self, api, 'data:', 'blob:'],
    'font-src': [...self, 'data:'],
    'connect-src': [...self, api],
    // The CV preview shows the API's file in a frame.
    'frame-src': [api, 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // No other site may frame a page of this one (a framed "Erase all data" is two clicks from a hostile page).
    'frame-ancestors': ["'none'"],
  };
  return {
    'Content-Security-Policy': Object.entries(policy)
      .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
      .join('; '),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
