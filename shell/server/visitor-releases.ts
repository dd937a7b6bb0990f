// Which release of each remote this visitor gets: the canary when their bucket (a cookie, 0-99, given at random)
// is below the canary's share or when a signed-in admin chose to see every canary (their browser holds a canary pass
// from the API, good until their session ends); else the live release. The releases live before follow, in order:
// where a failing release falls back.
import { canaryPassHolds } from '@site/contracts/release-tokens';
import { type Cookies, parseCookie } from 'cookie';
import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type LiveReleases, RELEASE_BUCKET_COOKIE, RELEASE_REMOTES, type ReleaseRemote, SEE_CANARIES_COOKIE } from '@site/contracts/releases';

/** One release of a remote: its id and its manifest's address. */
export interface ReleaseAt {
  id: string;
  url: string;
}

/** The release this visitor gets first, then the ones to fall back to, in order. */
export type VisitorReleases = Partial<Record<ReleaseRemote, ReleaseAt[]>>;

/** Release `id` of a remote whose root build's manifest is `manifestUrl`: its files are under `releases/<id>/`. */
export const releaseManifestUrl = (manifestUrl: string, id: string) => new URL(`releases/${id}/mf-manifest.json`, new URL('.', manifestUrl)).href;

/** The request's cookies, by name. */
export const cookiesOf = (req: IncomingMessage): Cookies => parseCookie(req.headers.cookie ?? '');

const BUCKET = /^\d{1,2}$/;

/** How the shell tells a visitor apart: `secret` checks an admin's canary pass; `secure`: the site is on HTTPS. */
export interface VisitorTrust {
  secret?: string;
  secure?: boolean;
}

/** The visitor's bucket, and the cookie to set when they had none (or a broken one). */
export function bucketOf(cookies: Cookies, secure = false): { bucket: number; setCookie?: string } {
  const held = cookies[RELEASE_BUCKET_COOKIE];
  if (held && BUCKET.test(held)) return { bucket: Number(held) };
  const bucket = randomInt(100);
  return { bucket, setCookie: `${RELEASE_BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}` };
}

/**
 * Per remote with a release, the releases in the order this visitor tries them. The bucket cookie is only given
 * while a canary runs (it decides nothing otherwise): `setCookie` is then the header to send.
 */
export function visitorReleases(
  pointers: Partial<LiveReleases> | null,
  remotes: Record<ReleaseRemote, string>,
  cookies: Cookies,
  { secret, secure }: VisitorTrust = {},
): { releases: VisitorReleases; setCookie?: string } {
  const releases: VisitorReleases = {};
  const seesCanaries = secret ? canaryPassHolds(secret, cookies[SEE_CANARIES_COOKIE]) : false;
  let visitor: ReturnType<typeof bucketOf> | undefined;
  for (const remote of RELEASE_REMOTES) {
    const pointer = pointers?.[remote];
    if (!pointer) continue;
    const canary = pointer.canary && (seesCanaries || (visitor ??= bucketOf(cookies, secure)).bucket < pointer.canary.percent) ? pointer.canary.id : null;
    // Without a live release (nor the canary), the remote's root build is drawn, as before releases existed.
    if (!canary && !pointer.live) continue;
    const ids = [...new Set([canary, pointer.live, ...pointer.previous].filter((id): id is string => Boolean(id)))];
    releases[remote] = ids.map((id) => ({ id, url: releaseManifestUrl(remotes[remote], id) }));
  }
  return { releases, ...(visitor?.setCookie ? { setCookie: visitor.setCookie } : {}) };
}
