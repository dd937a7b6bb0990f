import { isIP } from 'node:net';
import { coversEveryAddress, netmaskBits } from './address-ranges.js';

/** Express's names for address ranges, accepted in a TRUST_PROXY list. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  // A prefix length, or (IPv4) a dotted netmask, as Express accepts them.
  return /^\d+$/.test(bits) ? Number(bits) <= (version === 4 ? 32 : 128) : version === 4 && isIP(bits) === 4 && netmaskBits(bits) !== null;
};

/**
 * TRUST_PROXY as Express's `trust proxy`: unset, empty or "false" = trust no proxy (the socket address is the
 * client, X-Forwarded-For is ignored); a whole number = that many proxies in front; else a comma-separated list
 * of proxy addresses or CIDR ranges. "true" (trust every hop) is refused: any client could then pick its own
 * address; so are ranges that together hold every address (0.0.0.0/0, ::/0), which mean the same. Returns a message
 * for a bad value.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] | string {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v) || false;
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length || !entries.length || v === 'true' || coversEveryAddress(entries)) {
    return `TRUST_PROXY must be a number of proxies or a comma-separated list of proxy addresses or CIDR ranges${bad.length && v !== 'true' ? ` (not ${bad.join(', ')})` : ''}; "true", or ranges of every address such as 0.0.0.0/0 or ::/0, would let any client choose its address`;
  }
  return entries;
}
