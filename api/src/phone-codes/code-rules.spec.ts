import { describe, expect, it } from '@jest/globals';
import { PHONE_CODE } from '@site/contracts';
import { codeId, codeMatches, hashCode, hasExpired, newCode, resendWaitMs, storedCode, triesLeft } from './code-rules.js';

const KEY = 'k'.repeat(43);
const at = (s: number) => new Date(1_700_000_000_000 + s * 1000);

describe('a code', () => {
  it('is 6 digits, leading zeros kept, and not always the same', () => {
    const codes = Array.from({ length: 200 }, newCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('is stored as a keyed hash bound to its number and purpose, never as itself', () => {
    const id = codeId('apply', '+919876543210');
    const stored = storedCode(KEY, id, '012345', at(0));
    expect(JSON.stringify(stored)).not.toContain('012345');
    expect(codeMatches(KEY, stored, '012345')).toBe(true);
    expect(codeMatches(KEY, stored, '012346')).toBe(false);
    // Another key, number or purpose gives another hash.
    expect(codeMatches('x'.repeat(43), stored, '012345')).toBe(false);
    expect(hashCode(KEY, codeId('applications', '+919876543210'), '012345')).not.toBe(stored.hash);
    expect(hashCode(KEY, codeId('apply', '+919876543211'), '012345')).not.toBe(stored.hash);
  });

  it('lives 10 minutes', () => {
    const stored = storedCode(KEY, 'apply:+919876543210', '123456', at(0));
    expect(hasExpired(stored, at(PHONE_CODE.expiresInS - 1))).toBe(false);
    expect(hasExpired(stored, at(PHONE_CODE.expiresInS))).toBe(true);
  });

  it('may be sent again 30 s after the last', () => {
    const stored = storedCode(KEY, 'apply:+919876543210', '123456', at(0));
    expect(resendWaitMs(null, at(0))).toBe(0);
    expect(resendWaitMs(stored, at(0))).toBe(30_000);
    expect(resendWaitMs(stored, at(29.5))).toBe(500);
    expect(resendWaitMs(stored, at(30))).toBe(0);
  });

  it('allows 5 tries: the fifth wrong one leaves none', () => {
    const stored = storedCode(KEY, 'apply:+919876543210', '123456', at(0));
    expect([1, 2, 3, 4, 5, 6].map((wrong) => triesLeft(stored, wrong))).toEqual([4, 3, 2, 1, 0, 0]);
  });
});
