// The visitor's address as the shell sees it: the connection's, or, behind proxies the operator trusts
// (TRUST_PROXY: a number of proxies in front, or their addresses, CIDR ranges and Express's named ranges), the one
// the nearest untrusted hop is named by in X-Forwarded-For. Read by proxy-addr, as Express reads it for the API, so
// both name a visitor alike. The report tokens name visitors by it.
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/** Whether hop `i` (0: the connection) at `address` is a trusted proxy; null: none is. */
export type TrustedProxies = ((address: string, i: number) => boolean) | null;

/** `::ffff:10.0.0.1`, as Node names an IPv4 client on a dual-stack socket, is 10.0.0.1. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

const compiled = new Map<string, TrustedProxies>();

/** TRUST_PROXY's value (unset, empty or `false`: none). A list the API would refuse trusts no one here. */
export function trustedProxies(value: string | undefined): TrustedProxies {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return null;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops ? (_address, i) => i < hops : null;
  }
  if (!compiled.has(v)) {
    let trust: TrustedProxies = null;
    try {
      trust = proxyAddr.compile(v.split(',').map((entry) => entry.trim()));
    } catch {
      // The API refuses to start with such a list: the connection stays the client.
    }
    compiled.set(v, trust);
  }
  return compiled.get(v)!;
}

export function clientAddress(req: IncomingMessage, trusted: TrustedProxies): string {
  return plain(trusted ? proxyAddr(req, trusted) : (req.socket.remoteAddress ?? ''));
}
