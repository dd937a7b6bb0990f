import { describe, expect, it } from '@jest/globals';
import { parseTrustProxy } from './trust-proxy.js';

const REFUSAL = /^TRUST_PROXY must be a number of proxies .*"true", or ranges of every address .* would let any client choose its address$/;

describe('parseTrustProxy', () => {
  it('keeps proxy addresses and ranges that leave some clients out', () => {
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7/255.255.255.0, ::1, fe80::/10, loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7/255.255.255.0',
      '::1',
      'fe80::/10',
      'loopback',
    ]);
    // Both IPv4 halves but one address: not everyone.
    expect(parseTrustProxy('0.0.0.0/1,128.0.0.0/2,192.0.0.0/3,224.0.0.0/4,240.0.0.0/5,248.0.0.0/6,252.0.0.0/7,254.0.0.0/8,255.0.0.0/9')).toHaveLength(9);
    expect(parseTrustProxy('::ffff:10.0.0.0/104')).toEqual(['::ffff:10.0.0.0/104']);
  });

  it('refuses every range of every address with the message "true" gets', () => {
    const everyone = [
      '0.0.0.0/0',
      '::/0',
      '10.1.2.3/0',
      '0.0.0.0/0.0.0.0',
      '::ffff:0:0/96',
      '::ffff:0.0.0.0/96',
      '0.0.0.0/1, 128.0.0.0/1',
      '10.0.0.0/8, 0.0.0.0/1, 128.0.0.0/2, 192.0.0.0/2',
      '::/1,8000::/1',
      'loopback, 2001:db8::1, ::/0',
    ];
    expect(parseTrustProxy('true')).toMatch(REFUSAL);
    for (const value of everyone) expect([value, parseTrustProxy(value)]).toEqual([value, parseTrustProxy('true')]);
  });

  it('refuses a netmask whose ones are not contiguous, which Express cannot read', () => {
    expect(parseTrustProxy('10.0.0.0/255.0.255.0')).toMatch(/\(not 10\.0\.0\.0\/255\.0\.255\.0\)/);
  });
});
