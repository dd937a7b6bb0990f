import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { contentLanguage } from './content-language.js';

describe('contentLanguage', () => {
  it('reads ?lang= in any letter case, and none as English', () => {
    expect(contentLanguage(undefined)).toBe('en');
    expect(contentLanguage('mr')).toBe('mr');
    expect(contentLanguage('HI')).toBe('hi');
    expect(contentLanguage('en')).toBe('en');
  });

  it('refuses any other value, naming the languages', () => {
    for (const value of ['fr', '', 'marathi', ['hi', 'mr']]) {
      expect(() => contentLanguage(value)).toThrow(new BadRequestException('lang must be one of en, hi, mr'));
    }
  });
});
