// The visitor's address as the shell sees it: the connection's, or, behind proxies the operator trusts
// (TRUST_PROXY, read as the API reads it: a number of proxies in front, or their addresses and CIDR ranges), the one
// the nearest untrusted hop is named by in X-Forwarded-For. The report tokens name visitors by it.
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** A number of proxies in front, the proxies' addresses, or none (the connection is the client). */
export type TrustedProxies = number | BlockList | null;

/** Express's names for address ranges, as TRUST_PROXY may hold them. */
const NAMED_RANGES: Record<string, Array<[string, number]>> = {
  loopback: [
    ['127.0.0.0', 8],
    ['::1', 128],
  ],
  linklocal: [
    ['169.254.0.0', 16],
    ['fe80::', 10],
  ],
  uniquelocal: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['fc00::', 7],
  ],
};

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');
/** `::ffff:10.0.0.1`, as Node names an IPv4 client on a dual-stack socket, is 10.0.0.1. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

const parsed = new Map<string, TrustedProxies>();

/** TRUST_PROXY's value (unset, empty or `false`: none). Entries that are no address or range are left out. */
export function trustedProxies(value: string | undefined): TrustedProxies {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return null;
  if (/^\d+$/.test(v)) return Number(v) || null;
  let list = parsed.get(v);
  if (list === undefined) {
    const blocks = new BlockList();
    for (const entry of v.split(',').map((e) => e.trim())) {
      const [address = '', bits] = entry.split('/');
      for (const [net, prefix] of NAMED_RANGES[entry] ?? []) blocks.addSubnet(net, prefix, family(net));
      if (!isIP(address)) continue;
      if (bits === undefined) blocks.addAddress(address, family(address));
      else if (/^\d+$/.test(bits)) blocks.addSubnet(address, Number(bits), family(address));
    }
    parsed.set(v, (list = blocks));
  }
  return list;
}

export function clientAddress(req: IncomingMessage, trusted: TrustedProxies): string {
  const socket = plain(req.socket.remoteAddress ?? '');
  if (!trusted) return socket;
  // The hops from the nearest: the connection, then X-Forwarded-For from its right.
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((a) => plain(a.trim()))
    .filter(Boolean)
    .reverse();
  const hops = [socket, ...forwarded];
  if (typeof trusted === 'number') return hops[Math.min(trusted, hops.length - 1)]!;
  let i = 0;
  while (i < hops.length - 1 && isIP(hops[i]!) && trusted.check(hops[i]!, family(hops[i]!))) i++;
  return hops[i]!;
}
