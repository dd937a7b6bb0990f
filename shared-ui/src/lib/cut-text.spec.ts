import { describe, expect, it } from '@jest/globals';
import { cutText } from './cut-text';

describe('cutText', () => {
  it('keeps texts up to the limit', () => {
    expect(cutText('a'.repeat(100))).toBe('a'.repeat(100));
    expect(cutText(undefined)).toBe('');
  });
  it('cuts longer texts to 100 characters plus an ellipsis', () => {
    expect(cutText('b'.repeat(101))).toBe(`${'b'.repeat(100)}...`);
    expect(cutText('abcdef', 3)).toBe('abc...');
  });
});
