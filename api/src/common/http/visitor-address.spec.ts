import { describe, expect, it } from '@jest/globals';
import type { Request, Response } from 'express';
import { VISITOR_ADDRESS_HEADER, VISITOR_PROOF_HEADER, visitorAddressProof } from '@site/contracts/release-tokens';
import { believeVisitorAddress } from './visitor-address.js';

const SECRET = 'the-shell-and-the-api-share-this-secret-in-tests';
const SHELL = '10.0.0.5';
const VISITOR = '203.0.113.7';

/** The address a request is counted by after the middleware, sent with these headers from the shell. */
function ipAfter(headers: Record<string, string>): string | undefined {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  // As Express's request: `ip` a getter on the prototype, `get` reading a header.
  const req = Object.create({
    get ip() {
      return SHELL;
    },
  }) as Request;
  req.get = ((name: string) => lower[name.toLowerCase()]) as Request['get'];
  let called = false;
  believeVisitorAddress(SECRET)(req, {} as Response, () => {
    called = true;
  });
  expect(called).toBe(true);
  return req.ip;
}

const signed = (address: string, proof = visitorAddressProof(SECRET, address)) => ({ [VISITOR_ADDRESS_HEADER]: address, [VISITOR_PROOF_HEADER]: proof });

describe('believeVisitorAddress', () => {
  it('counts the request as the visitor the shell names with a valid proof, IPv4 or IPv6', () => {
    expect(ipAfter(signed(VISITOR))).toBe(VISITOR);
    expect(ipAfter(signed('2001:db8::7'))).toBe('2001:db8::7');
  });

  it('ignores a wrong proof, a proof for another address or with another secret', () => {
    expect(ipAfter(signed(VISITOR, 'not-a-proof'))).toBe(SHELL);
    expect(ipAfter(signed(VISITOR, visitorAddressProof(SECRET, '203.0.113.8')))).toBe(SHELL);
    expect(ipAfter(signed(VISITOR, visitorAddressProof('another-secret-of-at-least-32-characters', VISITOR)))).toBe(SHELL);
  });

  it('ignores an address without a proof, a proof without an address, and no headers', () => {
    expect(ipAfter({ [VISITOR_ADDRESS_HEADER]: VISITOR })).toBe(SHELL);
    expect(ipAfter({ [VISITOR_PROOF_HEADER]: visitorAddressProof(SECRET, VISITOR) })).toBe(SHELL);
    expect(ipAfter({})).toBe(SHELL);
  });

  it('ignores an address that is no IP address, even with its proof', () => {
    for (const address of ['not-an-address', 'shell', '203.0.113.7, 198.51.100.1', '203.0.113.256', '']) expect(ipAfter(signed(address))).toBe(SHELL);
  });
});
