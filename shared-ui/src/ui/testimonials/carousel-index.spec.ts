import { describe, expect, it } from '@jest/globals';
import { stepIndex } from './carousel-index';

describe('stepIndex', () => {
  it('moves forward and back', () => {
    expect(stepIndex(0, 1, 4)).toBe(1);
    expect(stepIndex(2, -1, 4)).toBe(1);
  });
  it('wraps at both ends', () => {
    expect(stepIndex(3, 1, 4)).toBe(0);
    expect(stepIndex(0, -1, 4)).toBe(3);
  });
  it('stays at 0 for an empty list', () => expect(stepIndex(0, 1, 0)).toBe(0));
});
