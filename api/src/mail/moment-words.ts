// A moment in words for an e-mail, in India's time zone, as the reader's language writes it (Latin digits), with the
// time zone named in the reader's words. The wording is the contracts' `momentInWords`, which the candidate's page
// shows too: "12 Jun 2026, 10:30 am IST", "शनिवार, 12 सितंबर 2026 को सुबह 10:30 बजे (भारतीय समय)".
import { istWords, type Language, momentInWords } from '@site/contracts';
import { mailWords } from './mail-words.js';

const words = mailWords(new URL('./locales/', import.meta.url));

export function momentWords(at: Date | string, language: Language): string {
  if (language === 'en') return istWords(at);
  return words(language)('{moment} IST', { moment: momentInWords(at, language) });
}
