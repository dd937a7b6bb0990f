// The words the site uses for its own trade in Hindi and Marathi: one spelling per term, so a visitor never meets two
// names for one thing (a Marathi reader who sees हाउसकीपिंग on one page and हाऊसकीपिंग on the next wonders whether
// they are two services). Catalogues, seed content and default settings are held to it by their tests; what an
// editor types in the back office is not.
import type { TranslatedLanguage } from './languages.js';

export interface GlossaryTerm {
  /** The English term, as the catalogues' ids write it. */
  english: string;
  /** The one spelling used. */
  use: string;
  /** Spellings and synonyms seen before, not used. */
  not: readonly string[];
}

export const GLOSSARY: Record<TranslatedLanguage, readonly GlossaryTerm[]> = {
  hi: [
    { english: 'housekeeping', use: 'हाउसकीपिंग', not: ['हाऊसकीपिंग'] },
    { english: 'integrated', use: 'इंटीग्रेटेड', not: ['एकीकृत', 'इंटिग्रेटेड'] },
    { english: 'a copy of your data (never a file format)', use: 'जानकारी की प्रति', not: ['JSON'] },
  ],
  mr: [
    { english: 'housekeeping', use: 'हाऊसकीपिंग', not: ['हाउसकीपिंग'] },
    { english: 'integrated', use: 'इंटिग्रेटेड', not: ['एकात्मिक', 'इंटीग्रेटेड'] },
    { english: 'facility management', use: 'फॅसिलिटी मॅनेजमेंट', not: ['फॅसिलिटी व्यवस्थापन'] },
    { english: 'a copy of your data (never a file format)', use: 'माहितीची प्रत', not: ['JSON'] },
  ],
};

/** The glossary's refused spellings found in `text`, each named with the spelling to use instead. */
export function offGlossary(language: TranslatedLanguage, text: string): string[] {
  return GLOSSARY[language].flatMap((term) => term.not.filter((word) => text.includes(word)).map((word) => `${word} → ${term.use}`));
}
