import { describe, expect, it } from '@jest/globals';
import { acceptedLanguage, languagePath, latinDigits, requestLanguage, splitLanguagePath } from './languages.js';

describe('language addresses', () => {
  it('keeps English addresses and puts hi or mr first', () => {
    expect(splitLanguagePath('/main/home')).toEqual({ language: 'en', path: '/main/home' });
    expect(splitLanguagePath('/mr/jobdetail/abc')).toEqual({ language: 'mr', path: '/jobdetail/abc' });
    expect(splitLanguagePath('/hi')).toEqual({ language: 'hi', path: '/' });
    // A path that only starts with the letters is not a language.
    expect(splitLanguagePath('/hiring')).toEqual({ language: 'en', path: '/hiring' });
    expect(languagePath('en', '/main/jobs')).toBe('/main/jobs');
    expect(languagePath('mr', '/main/jobs')).toBe('/mr/main/jobs');
    expect(languagePath('hi', '/')).toBe('/hi');
  });
});

describe('the language a request asks for', () => {
  it('takes ?lang first, then Accept-Language by weight, then English', () => {
    expect(requestLanguage('mr', 'hi')).toBe('mr');
    expect(requestLanguage('xx', 'hi-IN,en;q=0.5')).toBe('hi');
    expect(requestLanguage(undefined, 'en;q=0.4, mr-IN;q=0.9')).toBe('mr');
    expect(requestLanguage(undefined, 'fr, de')).toBe('en');
    expect(requestLanguage(['mr'], null)).toBe('en');
    expect(acceptedLanguage('mr;q=0')).toBeNull();
  });
});

describe('Devanagari digits', () => {
  it('are written as Latin digits', () => {
    expect(latinDigits('९८७६५४३२१०')).toBe('9876543210');
    expect(latinDigits('+91 ९८२२०-१२३४५')).toBe('+91 98220-12345');
  });
});
