import { describe, expect, it } from '@jest/globals';
import {
  canaryPassHolds,
  mintCanaryPass,
  mintReportToken,
  readReportToken,
  REPORT_TOKEN_TTL_MS,
  visitorAddressHolds,
  visitorAddressProof,
} from './release-tokens.js';

const SECRET = 'the-shell-and-the-api-share-this-secret-in-tests';
const NOW = Date.UTC(2026, 5, 1);

describe('a report token', () => {
  const mint = (address: string) => mintReportToken(SECRET, { kind: 'page', remote: 'integrated', ids: ['aaaaaaaaaaaa', 'bbbbbbbbbbbb'], address, now: NOW });
  const token = mint('203.0.113.7');

  it('names the remote, the releases, the visitor and its end, and is read only with the secret, until it ends', () => {
    expect(readReportToken(SECRET, token, NOW)).toEqual({
      kind: 'page',
      remote: 'integrated',
      ids: ['aaaaaaaaaaaa', 'bbbbbbbbbbbb'],
      visitor: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      expiresAt: (NOW + REPORT_TOKEN_TTL_MS) / 1000,
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
    });
    expect(readReportToken('another-secret-of-at-least-32-characters', token, NOW)).toBeNull();
    expect(readReportToken(SECRET, token, NOW + REPORT_TOKEN_TTL_MS)).toBeNull();
  });

  it('is refused when any part of it is changed', () => {
    const fields = token.split('.');
    for (const [i, changed] of [
      [1, 'server'],
      [2, 'main'],
      [3, 'aaaaaaaaaaaa'],
      [4, readReportToken(SECRET, mint('203.0.113.8'), NOW)!.visitor],
      [5, String(Number(fields[5]) + 3600)],
    ] as const) {
      const altered = fields.map((f, j) => (j === i ? changed : f)).join('.');
      expect(readReportToken(SECRET, altered, NOW)).toBeNull();
    }
    expect(readReportToken(SECRET, `${token}x`, NOW)).toBeNull();
    expect(readReportToken(SECRET, '', NOW)).toBeNull();
  });

  it('names one visitor by one hash, and never by the address itself', () => {
    const visitor = (address: string) => readReportToken(SECRET, mint(address), NOW)!.visitor;
    expect(visitor('203.0.113.7')).toBe(visitor('203.0.113.7'));
    expect(visitor('203.0.113.8')).not.toBe(visitor('203.0.113.7'));
    expect(token).not.toContain('203.0.113.7');
    expect(readReportToken(SECRET, mintReportToken(SECRET, { kind: 'server', remote: 'main', ids: ['aaaaaaaaaaaa'], now: NOW }), NOW)!.visitor).toBe('shell');
  });

  it('is new each time: one page, one token', () => {
    expect(mintReportToken(SECRET, { kind: 'page', remote: 'integrated', ids: ['aaaaaaaaaaaa'], now: NOW })).not.toBe(
      mintReportToken(SECRET, { kind: 'page', remote: 'integrated', ids: ['aaaaaaaaaaaa'], now: NOW }),
    );
  });
});

describe('a canary pass', () => {
  const ends = NOW / 1000 + 3600;
  const pass = mintCanaryPass(SECRET, '64b7f0c2a1d3e4f5a6b7c8d9', ends);

  it('holds with the secret until the session it was given for ends', () => {
    expect(canaryPassHolds(SECRET, pass, NOW)).toBe(true);
    expect(canaryPassHolds(SECRET, pass, ends * 1000)).toBe(false);
    expect(canaryPassHolds('another-secret-of-at-least-32-characters', pass, NOW)).toBe(false);
  });

  it('is refused as `1`, missing, or with its end moved', () => {
    expect(canaryPassHolds(SECRET, '1', NOW)).toBe(false);
    expect(canaryPassHolds(SECRET, undefined, NOW)).toBe(false);
    expect(canaryPassHolds(SECRET, pass.replace(`.${ends}.`, `.${ends + 86_400}.`), NOW)).toBe(false);
    // A report token is no pass.
    expect(canaryPassHolds(SECRET, mintReportToken(SECRET, { kind: 'page', remote: 'main', ids: ['aaaaaaaaaaaa'], now: NOW }), NOW)).toBe(false);
  });
});

describe("a visitor's address, as the shell names it", () => {
  const proof = visitorAddressProof(SECRET, '203.0.113.7');

  it('holds for the address it was made for, with the secret', () => {
    expect(visitorAddressHolds(SECRET, '203.0.113.7', proof)).toBe(true);
    expect(visitorAddressHolds(SECRET, '2001:db8::7', visitorAddressProof(SECRET, '2001:db8::7'))).toBe(true);
  });

  it('does not hold for another address or another secret', () => {
    expect(visitorAddressHolds(SECRET, '203.0.113.8', proof)).toBe(false);
    expect(visitorAddressHolds('another-secret-of-at-least-32-characters', '203.0.113.7', proof)).toBe(false);
    expect(visitorAddressHolds(SECRET, '203.0.113.7', visitorAddressProof('another-secret-of-at-least-32-characters', '203.0.113.7'))).toBe(false);
  });

  it('does not hold without a proof, or for an address longer than any IP address', () => {
    expect(visitorAddressHolds(SECRET, '203.0.113.7', '')).toBe(false);
    expect(visitorAddressHolds(SECRET, '203.0.113.7', undefined)).toBe(false);
    expect(visitorAddressHolds(SECRET, '203.0.113.7', `${proof}x`)).toBe(false);
    const long = 'a'.repeat(65);
    expect(visitorAddressHolds(SECRET, long, visitorAddressProof(SECRET, long))).toBe(false);
    const longest = 'a'.repeat(64);
    expect(visitorAddressHolds(SECRET, longest, visitorAddressProof(SECRET, longest))).toBe(true);
  });
});
