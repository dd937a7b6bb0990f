import { describe, expect, it } from '@jest/globals';
import { isDatabaseUnavailable } from './database-unavailable.js';

const named = (name: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(name), { name, ...extra });

describe('isDatabaseUnavailable', () => {
  it('knows the driver’s errors for a database that is not there', () => {
    expect(isDatabaseUnavailable(named('MongoNetworkError'))).toBe(true);
    expect(isDatabaseUnavailable(named('MongoServerSelectionError'))).toBe(true);
    expect(isDatabaseUnavailable(named('MongoServerError', { code: 11600 }))).toBe(true);
  });

  it('knows a write to the socket of a database that died, as the driver lets it through, and through a cause', () => {
    const epipe = Object.assign(new Error('This socket has been ended by the other party'), { code: 'EPIPE' });
    expect(isDatabaseUnavailable(epipe)).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: epipe }))).toBe(true);
  });

  it('leaves every other error a 500', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(named('MongoServerError', { code: 11000 }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
