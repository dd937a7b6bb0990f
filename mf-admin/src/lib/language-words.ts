// The language a visitor wrote in, as the back office names it (in English). A submission stored before languages
// were recorded came from an English page.
import { isLanguage, LANGUAGE_NAMES, type Language } from '@site/contracts';

export const languageOf = (value: unknown): Language => (isLanguage(value) ? value : 'en');

/** "English", "Hindi", "Marathi". */
export const languageName = (value: unknown) => LANGUAGE_NAMES[languageOf(value)].english;

/** The language a submission (or its inbox row) was written in. */
export const submissionLanguage = (submission: object): Language => languageOf((submission as { language?: unknown }).language);
