import { describe, expect, it } from '@jest/globals';
import { languageName, languageOf } from './language-words';

describe('language words', () => {
  it('names each language in English; a submission without one came from an English page', () => {
    expect(['en', 'hi', 'mr'].map(languageName)).toEqual(['English', 'Hindi', 'Marathi']);
    expect(languageName(undefined)).toBe('English');
    expect(languageOf('fr')).toBe('en');
    expect(languageOf('mr')).toBe('mr');
  });
});
