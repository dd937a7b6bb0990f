import { describe, expect, it } from '@jest/globals';
import { MESSAGE_CATALOGUES } from './message-catalogues.js';
import { GLOSSARY, offGlossary } from './glossary.js';

describe('offGlossary', () => {
  it('names each refused spelling with the one to use', () => {
    expect(offGlossary('mr', 'हाउसकीपिंग आणि एकात्मिक फॅसिलिटी व्यवस्थापन')).toEqual([
      'हाउसकीपिंग → हाऊसकीपिंग',
      'एकात्मिक → इंटिग्रेटेड',
      'फॅसिलिटी व्यवस्थापन → फॅसिलिटी मॅनेजमेंट',
    ]);
    expect(offGlossary('hi', 'एकीकृत हाऊसकीपिंग')).toEqual(['हाऊसकीपिंग → हाउसकीपिंग', 'एकीकृत → इंटीग्रेटेड']);
  });

  it('passes the glossary’s own words, and a term used as it is in the other language’s spelling only there', () => {
    expect(offGlossary('mr', 'हाऊसकीपिंग, इंटिग्रेटेड फॅसिलिटी मॅनेजमेंट, पगार व्यवस्थापन')).toEqual([]);
    expect(offGlossary('hi', 'हाउसकीपिंग और इंटीग्रेटेड सेवाएँ')).toEqual([]);
  });

  it('never refuses a spelling it also asks for', () => {
    for (const terms of Object.values(GLOSSARY)) for (const term of terms) expect(term.not).not.toContain(term.use);
  });
});

describe.each(Object.keys(MESSAGE_CATALOGUES) as Array<keyof typeof MESSAGE_CATALOGUES>)('the %s validation messages', (language) => {
  it('use the glossary’s words', () => {
    const catalogue = MESSAGE_CATALOGUES[language];
    expect(Object.values(catalogue).flatMap((text) => offGlossary(language, text))).toEqual([]);
  });
});
