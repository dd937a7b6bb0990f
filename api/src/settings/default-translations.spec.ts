import { describe, expect, it } from '@jest/globals';
import { TRANSLATED_LANGUAGES } from '@site/contracts';
import { offGlossary } from '@site/contracts/glossary';
import { DEFAULT_SETTINGS_TRANSLATIONS } from './default-translations.js';

describe('the default footer and address in Hindi and Marathi', () => {
  it('spell the trade’s terms as the glossary does', () => {
    const problems = TRANSLATED_LANGUAGES.flatMap((language) =>
      Object.entries(DEFAULT_SETTINGS_TRANSLATIONS[language]?.values ?? {}).flatMap(([field, text]) =>
        offGlossary(language, String(text)).map((word) => `${language} ${field}: ${word}`),
      ),
    );
    expect(problems).toEqual([]);
  });
});
