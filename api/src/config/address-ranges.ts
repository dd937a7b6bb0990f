// Whether a TRUST_PROXY list trusts every address, as Express (proxy-addr) matches it: an IPv4 client is compared
// with IPv6 ranges as its IPv4-mapped address (::ffff:a.b.c.d), and an IPv4-mapped range as the IPv4 one. So every
// range is placed in the IPv6 space, IPv4 ones in ::ffff:0:0/96, and the list covers everything when its ranges
// together span that block (every IPv4 client) or the whole space (every IPv6 client).
import { isIP } from 'node:net';

const V6_BITS = 128n;
const MAPPED_V4 = { from: 0xffffn << 32n, to: (0xffffn << 32n) | 0xffffffffn };
const EVERY_V6 = { from: 0n, to: (1n << V6_BITS) - 1n };

type Span = { from: bigint; to: bigint };

const ipv4Value = (address: string) => address.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);

/** The 16-bit groups of an IPv6 address written in any of its forms (`::`, a dotted IPv4 tail, a zone). */
function ipv6Value(address: string): bigint {
  const groupsOf = (text: string): bigint[] =>
    text
      ? text.split(':').flatMap((part) => {
          if (!part.includes('.')) return [BigInt(parseInt(part, 16))];
          const v4 = ipv4Value(part);
          return [v4 >> 16n, v4 & 0xffffn];
        })
      : [];
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const first = groupsOf(head);
  const last = tail === undefined ? [] : groupsOf(tail);
  const groups = tail === undefined ? first : [...first, ...Array<bigint>(8 - first.length - last.length).fill(0n), ...last];
  return groups.reduce((value, group) => (value << 16n) | group, 0n);
}

/** The prefix length of a dotted IPv4 netmask; null when its ones are not contiguous. */
export function netmaskBits(mask: string): number | null {
  const bits = ipv4Value(mask).toString(2).padStart(32, '0');
  return /^1*0*$/.test(bits) ? (bits.indexOf('0') === -1 ? 32 : bits.indexOf('0')) : null;
}

/** The addresses of one TRUST_PROXY entry (an address or a CIDR range, already checked), in the IPv6 space. */
function spanOf(entry: string): Span | null {
  const [address = '', bits] = entry.split('/');
  const version = isIP(address);
  if (!version) return null;
  const v4 = version === 4;
  const prefix = bits === undefined ? (v4 ? 32 : 128) : /^\d+$/.test(bits) ? Number(bits) : netmaskBits(bits);
  if (prefix === null) return null;
  const value = v4 ? MAPPED_V4.from | ipv4Value(address) : ipv6Value(address);
  const hostBits = V6_BITS - BigInt(v4 ? prefix + 96 : prefix);
  const from = (value >> hostBits) << hostBits;
  return { from, to: from + (1n << hostBits) - 1n };
}

/** Whether the spans together hold every address of `whole`. */
function cover(spans: Span[], whole: Span): boolean {
  let next = whole.from;
  for (const span of [...spans].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))) {
    if (span.from > next) break;
    if (span.to >= next) next = span.to + 1n;
    if (next > whole.to) return true;
  }
  return false;
}

/** True when the entries trust every IPv4 client or every IPv6 client (0.0.0.0/0, ::/0, ::ffff:0:0/96, two halves...). */
export function coversEveryAddress(entries: string[]): boolean {
  const spans = entries.map(spanOf).filter((span): span is Span => span !== null);
  return cover(spans, MAPPED_V4) || cover(spans, EVERY_V6);
}
