// The release commands' calls to the API's release registry, each signed with the remote team's key (the one that
// signs its server code): the API checks the signature with the team's public key (docs/decisions/0013).
import { sign } from 'node:crypto';
import { signingKey } from '../remote-signing.mjs';

/** The API the commands talk to: API_URL, else the local one on API_PORT. */
export const apiUrlFromEnv = (env = process.env) => (env.API_URL ?? `http://127.0.0.1:${env.API_PORT ?? 4000}`).replace(/\/$/, '');

/** A signed call for `remote`'s team; answers the parsed JSON, or throws with the API's message. */
export async function teamRequest(apiUrl, remote, method, pathAndQuery, body, env = process.env) {
  const { RELEASE_SIGNATURE_HEADERS, signedRequestText } = await import('@site/contracts/releases');
  const text = body === undefined ? '' : JSON.stringify(body);
  const at = new Date().toISOString();
  const signature = sign(null, Buffer.from(signedRequestText(method, pathAndQuery, at, text)), signingKey(remote, env)).toString('base64');
  const res = await fetch(`${apiUrl}${pathAndQuery}`, {
    method,
    headers: {
      [RELEASE_SIGNATURE_HEADERS.at]: at,
      [RELEASE_SIGNATURE_HEADERS.signature]: signature,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : text,
    signal: AbortSignal.timeout(60_000),
  });
  const answer = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${pathAndQuery}: ${res.status} ${answer?.message ?? res.statusText}`);
  return answer;
}

/** Registers a release written on disk; answers `{ id, pruned }`. */
export const registerRelease = (apiUrl, record, env) => teamRequest(apiUrl, record.remote, 'POST', `/releases/${record.remote}`, { record }, env);
/** Every release the API keeps for `remote`, newest first (`ReleaseListEntry[]`). */
export const listReleases = (apiUrl, remote, env) => teamRequest(apiUrl, remote, 'GET', `/releases/${remote}`, undefined, env);
/** A switch (`ReleaseSwitch`); answers the remote's new pointer. */
export const switchRelease = (apiUrl, remote, change, env) => teamRequest(apiUrl, remote, 'POST', `/releases/${remote}/switch`, change, env);
/** Removes a release that is neither live, the canary nor a previous one; answers `{ removed, releases }` (those kept). */
export const removeRelease = (apiUrl, remote, id, env) => teamRequest(apiUrl, remote, 'POST', `/releases/${remote}/remove`, { id }, env);
/** The live pointers of every remote (public). */
export async function livePointers(apiUrl) {
  const res = await fetch(`${apiUrl}/releases/live`, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`GET /releases/live: ${res.status}`);
  return res.json();
}
