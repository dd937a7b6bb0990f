import { describe, expect, it } from '@jest/globals';
import { PHONE_CODE_MESSAGES } from '@site/contracts';
import { loadConfig } from '../config/env.js';
import { prefixOf, secondsUntil, sendLimits, verifyLimits } from './code-limits.js';

const config = loadConfig({ MONGODB_URI: 'mongodb://127.0.0.1:1', JWT_SECRET: 's'.repeat(32), DATA_DIR: '/tmp/phone-code-limits-spec' }).phoneCodes;
const who = { e164: '+919876543210', client: '203.0.113.9' };

describe('the limits of codes', () => {
  it('have the figures of the README by default', () => {
    const figures = Object.fromEntries(sendLimits(config).map((l) => [l.name, [l.rate.limit, l.rate.windowMs / 3_600_000]]));
    expect(figures).toEqual({
      'phone-code-client': [10, 1],
      'phone-code-number': [5, 1],
      'phone-code-number-day': [10, 24],
      'phone-code-prefix': [30, 1],
      'phone-code-site': [500, 1],
    });
    expect(verifyLimits(config).map((l) => [l.rate.limit, l.rate.windowMs])).toEqual([[30, 3_600_000]]);
  });

  it('are set from the environment', () => {
    const raised = loadConfig({
      MONGODB_URI: 'mongodb://127.0.0.1:1',
      JWT_SECRET: 's'.repeat(32),
      DATA_DIR: '/tmp/phone-code-limits-spec',
      PHONE_CODE_SITE_HOURLY_LIMIT: '7',
      PHONE_CODE_PREFIX_HOURLY_LIMIT: '3',
    }).phoneCodes.limits;
    expect([raised.site.limit, raised.prefix.limit, raised.number.limit]).toEqual([7, 3, 5]);
  });

  it('count the most particular first and the site-wide ceiling last', () => {
    const limits = sendLimits(config);
    expect(limits.map((l) => l.keyOf(who))).toEqual(['203.0.113.9', '+919876543210', '+919876543210', '987654', 'all']);
    expect(limits.at(-1)!.message).toBe(PHONE_CODE_MESSAGES.tooManyNow);
  });

  it('read a number range as its first 6 digits after +91', () => {
    expect(prefixOf('+919876543210')).toBe('987654');
    expect(prefixOf('+916000000001')).toBe('600000');
  });

  it('say when to try again in whole seconds, at least 1', () => {
    const now = 1_000_000;
    expect(secondsUntil(new Date(now + 29_001), now, 0)).toBe(30);
    expect(secondsUntil(new Date(now + 30_000), now, 0)).toBe(30);
    expect(secondsUntil(new Date(now - 5), now, 0)).toBe(1);
    expect(secondsUntil(undefined, now, 3_600_000)).toBe(3600);
  });
});
