// The tokens a page gives the browser's reports on the releases it names (@site/contracts/release-tokens), minted
// for this visitor, named by their address. Only the site's own pages get them: /app-config.json, which any origin
// may read, gives none to another site's page, which could otherwise have its own visitors report on ours.
import type { IncomingMessage } from 'node:http';
import { mintReportToken } from '@site/contracts/release-tokens';
import type { ReleaseRemote } from '@site/contracts/releases';
import { clientAddress, trustedProxies } from './client-address';

/** Mints the token of a remote's releases this visitor was given. */
export type MintToken = (remote: ReleaseRemote, ids: string[]) => string;

interface TokenConfig {
  siteUrl: string;
  /** Shared with the API; unset, no token is given (and the API counts no report). */
  shellSecret?: string;
  /** TRUST_PROXY: which proxies in front may name the visitor in X-Forwarded-For. */
  trustProxy?: string;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

/** A request from another site's page: a cross-origin read names its origin, a page's own read does not. */
function askedByAnotherSite(req: IncomingMessage, siteUrl: string): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  const host = hostOf(origin);
  return host === null || (host !== req.headers.host && host !== hostOf(siteUrl));
}

export function reportTokens(config: TokenConfig, req: IncomingMessage): MintToken | undefined {
  const secret = config.shellSecret;
  if (!secret || askedByAnotherSite(req, config.siteUrl)) return undefined;
  const address = clientAddress(req, trustedProxies(config.trustProxy));
  return (remote, ids) => mintReportToken(secret, { kind: 'page', remote, ids, address });
}
