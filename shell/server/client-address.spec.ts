import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from '@jest/globals';
import { clientAddress, trustedProxies } from './client-address';

const request = (socket: string, forwarded?: string) =>
  ({ socket: { remoteAddress: socket }, headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } }) as unknown as IncomingMessage;

describe("the visitor's address", () => {
  it('is the connection’s unless TRUST_PROXY names the proxies in front', () => {
    expect(clientAddress(request('::ffff:127.0.0.1', '203.0.113.1'), trustedProxies(undefined))).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1', '203.0.113.1'), trustedProxies('false'))).toBe('127.0.0.1');
  });

  it('is the one the trusted proxies forwarded, however many addresses a client put before it', () => {
    expect(clientAddress(request('127.0.0.1', '198.51.100.9, 203.0.113.1'), trustedProxies('1'))).toBe('203.0.113.1');
    expect(clientAddress(request('127.0.0.1', '198.51.100.9, 203.0.113.1, 10.0.0.2'), trustedProxies('2'))).toBe('203.0.113.1');
    expect(clientAddress(request('127.0.0.1'), trustedProxies('1'))).toBe('127.0.0.1');
  });

  it('reads a list of proxies: addresses, CIDR ranges and the named ranges', () => {
    expect(clientAddress(request('127.0.0.1', '198.51.100.9, 203.0.113.1'), trustedProxies('loopback'))).toBe('203.0.113.1');
    expect(clientAddress(request('10.1.2.3', '203.0.113.1, 10.9.9.9'), trustedProxies('10.0.0.0/8'))).toBe('203.0.113.1');
    expect(clientAddress(request('192.168.1.7', '203.0.113.1'), trustedProxies('192.168.1.7'))).toBe('203.0.113.1');
    // A connection from no trusted proxy is the client, whatever it says.
    expect(clientAddress(request('198.51.100.4', '203.0.113.1'), trustedProxies('10.0.0.0/8'))).toBe('198.51.100.4');
  });
});
