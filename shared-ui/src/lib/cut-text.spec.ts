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
  it('never splits a Devanagari letter: a vowel sign or a conjunct stays with its letter', () => {
    // 'प्रत्येक' is प्र + त्ये + क: a cut after 4 or 5 code units would split त्ये (त, virama, य, vowel sign).
    expect(cutText('प्रत्येक', 4)).toBe('प्र...');
    expect(cutText('प्रत्येक', 5)).toBe('प्र...');
    expect(cutText('प्रत्येक', 7)).toBe('प्रत्ये...');
    expect(cutText('सेवा देतो', 2)).toBe('से...');
  });
});
