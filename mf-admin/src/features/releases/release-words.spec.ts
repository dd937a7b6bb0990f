import { describe, expect, it } from '@jest/globals';
import { canaryShare } from './switch-dialog';
import { remoteNoun } from '../../lib/release-names';
import { countText, rateText } from './release-words';

describe('releases in words', () => {
  it('writes failure rates to one decimal, and a dash before any report', () => {
    expect(rateText(null)).toBe('—');
    expect(rateText(0)).toBe('0 %');
    expect(rateText(3.24)).toBe('3.2 %');
    expect(rateText(100)).toBe('100 %');
    expect(countText(123456)).toBe('1,23,456');
  });

  it('names each remote inside a sentence', () => {
    expect(remoteNoun('main')).toBe('the main site');
    expect(remoteNoun('admin')).toBe('the back office');
  });

  it("takes a canary's share as a whole number of percent from 1 to 99", () => {
    expect(['1', ' 20 ', '99'].map(canaryShare)).toEqual([1, 20, 99]);
    expect(['', '0', '100', '2.5', 'ten', '-3'].map(canaryShare)).toEqual([null, null, null, null, null, null]);
  });
});
