// A remote's pages on the server: its `server/routes.cjs` (built beside its browser files, deployed with them) is
// fetched from the remote's origin and run here with this server's React and shared-ui, as the browser shares
// them. It is read again when the remote's files change (ETag), so a remote deployed alone is drawn anew. It gives
// its pages and, like its browser module, its words in Hindi and Marathi.
// It runs with this process's rights, so it runs only when signed by the remote's team: `routes.cjs.sig` must be
// the Ed25519 signature, by the key whose public half the configuration names, of the file's SHA-256 with the name
// of the remote and the release the shell draws (docs/decisions/0010). So an older release's code served under a
// newer release's address, or another remote's code, is refused.
import { createHash, createPublicKey, verify } from 'node:crypto';
import { type ReleaseRemote, serverCodeSignedText } from '@site/contracts/releases';
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';
import * as SharedUi from '@site/shared-ui';
import type { Catalogues } from '@site/shared-ui';
import type { ComponentType } from 'react';

const SHARED: Record<string, unknown> = { react: React, 'react-dom': ReactDom, 'react/jsx-runtime': JsxRuntime, '@site/shared-ui': SharedUi };
const CHECK_MS = 2000;

/** What a remote's server code exports: its routes component and its catalogues. */
export interface RemoteServerModule {
  routes: ComponentType;
  messages?: Catalogues;
}

interface Entry {
  checkedAt: number;
  etag: string | null;
  routes: RemoteServerModule | null;
  /** Why the code last fetched was not run (logged once, not at every check). */
  refused?: string;
  /** Why the remote's code could not be had, when that is its own doing (not this server's configuration). */
  failure?: string;
}

/** The remote's server code, or why it cannot be had (no `failure` when it is this server that runs none). */
export interface ServerCode {
  module: RemoteServerModule | null;
  failure?: string;
}
const cache = new Map<string, Entry>();

function evaluate(code: string): RemoteServerModule | null {
  const module = { exports: {} as { default?: ComponentType; messages?: Catalogues } };
  const require = (name: string) => {
    if (name in SHARED) return SHARED[name];
    throw new Error(`A remote's server code may only require shared modules, not ${name}`);
  };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  const { default: routes, messages } = module.exports;
  return routes ? { routes, messages } : null;
}

/** Who may have their server code run, and how it must arrive. */
export interface Trust {
  /** The remote's public key (base64 DER); without one, no server code of it runs. */
  publicKey: string | null;
  /** Only over HTTPS (production). */
  httpsOnly: boolean;
}

/**
 * Which code the shell expects at an address: release `release` of `remote` (a release's id, or UNRELEASED_BUILD for
 * the remote's current build at its root). The signature must name both.
 */
export interface SignedAs {
  remote: ReleaseRemote;
  release: string;
}

/** This server runs none of the remote's code: it has no key for it, or the code would not come over HTTPS. */
export function configRefusal(url: string, trust: Trust): string | null {
  if (trust.httpsOnly && new URL(url).protocol !== 'https:') return "a remote's server code is taken over HTTPS only";
  if (!trust.publicKey) return 'no public key is configured for this remote';
  return null;
}

/** Why the fetched code must not run, or null when its signature holds (and it came over HTTPS where asked). */
async function refusal(url: string, code: Buffer, trust: Trust, signedAs: SignedAs): Promise<string | null> {
  const refused = configRefusal(url, trust);
  if (refused || !trust.publicKey) return refused;
  const res = await fetch(`${url}.sig`, { signal: AbortSignal.timeout(2000), headers: { 'Cache-Control': 'no-cache' } });
  if (!res.ok) return `its signature could not be read (${res.status})`;
  const signature = Buffer.from((await res.text()).trim(), 'base64');
  const key = createPublicKey({ key: Buffer.from(trust.publicKey, 'base64'), format: 'der', type: 'spki' });
  const signed = Buffer.from(serverCodeSignedText(signedAs.remote, signedAs.release, createHash('sha256').update(code).digest('hex')));
  return verify(null, signed, key, signature)
    ? null
    : `its signature does not match (it must sign this code as ${signedAs.release} of the ${signedAs.remote} remote)`;
}

async function refresh(url: string, cacheKey: string, hit: Entry | undefined, trust: Trust, signedAs: SignedAs): Promise<Entry> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000), headers: hit?.etag ? { 'If-None-Match': hit.etag } : {} });
    if (res.status === 304 && hit) {
      hit.checkedAt = Date.now();
      return hit;
    }
    const code = res.ok ? Buffer.from(await res.arrayBuffer()) : null;
    const refused = code ? await refusal(url, code, trust, signedAs) : null;
    if (refused && refused !== hit?.refused) console.error(`Refused the server code of ${url}: ${refused}. Its pages are drawn in the browser only.`);
    const routes = code && !refused ? evaluate(code.toString('utf8')) : null;
    const failure = !code
      ? `its server code could not be read (${res.status})`
      : refused
        ? configRefusal(url, trust)
          ? undefined
          : `its server code was refused: ${refused}`
        : routes
          ? undefined
          : 'its server code exports no pages';
    // Refused code is fetched whole again at the next check: a signature published just after its file is then seen.
    const entry: Entry = { checkedAt: Date.now(), etag: res.ok && !refused ? res.headers.get('etag') : null, routes, refused: refused ?? undefined, failure };
    cache.set(cacheKey, entry);
    return entry;
  } catch (err) {
    console.error(`The server code of ${url} could not be loaded:`, err);
    const entry: Entry = {
      checkedAt: Date.now(),
      etag: null,
      routes: null,
      failure: `its server code could not be loaded: ${err instanceof Error ? err.message : String(err)}`,
    };
    cache.set(cacheKey, entry);
    return entry;
  }
}

const refreshing = new Map<string, Promise<Entry>>();
const codeOf = (entry: Entry): ServerCode => ({ module: entry.routes, ...(entry.failure ? { failure: entry.failure } : {}) });

/**
 * The remote's routes component and catalogues (`module` null when they cannot be had: the page is then drawn in the
 * browser only), as `signedAs` says they must be signed. Once known, they are answered at once and checked again in
 * the background every 2 s.
 */
export function remoteServerCode(manifestUrl: string, trust: Trust, signedAs: SignedAs): Promise<ServerCode> {
  const url = new URL('server/routes.cjs', new URL('.', manifestUrl)).href;
  const key = `${signedAs.remote}\n${signedAs.release}\n${url}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.checkedAt < CHECK_MS) return Promise.resolve(codeOf(hit));
  let pending = refreshing.get(key);
  if (!pending) {
    pending = refresh(url, key, hit, trust, signedAs).finally(() => refreshing.delete(key));
    refreshing.set(key, pending);
  }
  return hit?.routes ? Promise.resolve(codeOf(hit)) : pending.then(codeOf);
}

export const remoteServerRoutes = (manifestUrl: string, trust: Trust, signedAs: SignedAs): Promise<RemoteServerModule | null> =>
  remoteServerCode(manifestUrl, trust, signedAs).then((code) => code.module);
