// How long a Shortlisted e-mail with no interview yet waits for the interview's invitation (docs/behaviour.md §18).
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './env.js';

const holdMs = (env: Record<string, string>) => loadConfig({ MONGODB_URI: 'mongodb://127.0.0.1:27017', ...env }).mail.shortlistHoldMs;

describe('SHORTLIST_MAIL_HOLD_MS', () => {
  it('is 30 minutes unless set; 0 sends the e-mail at once', () => {
    expect(holdMs({})).toBe(1_800_000);
    expect(holdMs({ SHORTLIST_MAIL_HOLD_MS: '0' })).toBe(0);
    expect(holdMs({ SHORTLIST_MAIL_HOLD_MS: '600000' })).toBe(600_000);
  });

  it('refuses a wait below 0, beyond a day, or not a whole number of milliseconds', () => {
    for (const value of ['-1', '86400001', '1.5', 'half an hour']) expect(() => holdMs({ SHORTLIST_MAIL_HOLD_MS: value })).toThrow(/SHORTLIST_MAIL_HOLD_MS/);
  });
});
