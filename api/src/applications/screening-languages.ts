// A visitor on a Hindi or Marathi page answers a job's choice questions with the choices as they read them
// (docs/i18n.md): the application stores the English choice, the one the job's knockout answer names and the office
// reads. A choice is looked up in the page's language first, then in the languages it falls back to, then in any.
import {
  answerScreening,
  FALLBACK_CHAIN,
  type Language,
  questionsOf,
  ScreeningError,
  type ScreeningQuestion,
  TRANSLATED_LANGUAGES,
  type Translatable,
  type TranslatedLanguage,
} from '@site/contracts';
import { localizedDoc } from '../common/resource/localized-doc.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Devanagari may be typed composed or not (a nukta): compared as one form. */
const same = (a: string, b: string) => a.trim().normalize('NFC') === b.trim().normalize('NFC');

/** The translated languages in the order a choice is looked up in for a reader of `language`. */
export function lookupOrder(language: Language): TranslatedLanguage[] {
  const chain = FALLBACK_CHAIN[language].filter((l): l is TranslatedLanguage => l !== 'en');
  return [...chain, ...TRANSLATED_LANGUAGES.filter((l) => !chain.includes(l))];
}

/** The choices of question `id` in `language`, where they match the English ones one for one. */
function choicesIn(job: Translatable, language: TranslatedLanguage, english: ScreeningQuestion): readonly string[] | null {
  const translated = questionsOf({ questions: job.translations?.[language]?.values.questions }).find((q) => q.id === english.id);
  return translated && Array.isArray(translated.options) && translated.options.length === english.options.length ? translated.options : null;
}

/** The answers with each choice given in Hindi or Marathi replaced by its English choice; other answers as sent. */
export function englishAnswers(job: Record<string, unknown> & Translatable, sent: unknown, language: Language): unknown {
  if (!isObject(sent)) return sent;
  const answers = { ...sent };
  for (const q of questionsOf(job)) {
    const given = answers[q.id];
    if (q.kind !== 'choice' || typeof given !== 'string' || q.options.some((o) => same(o, given))) continue;
    for (const lang of lookupOrder(language)) {
      const at = choicesIn(job, lang, q)?.findIndex((o) => same(o, given)) ?? -1;
      if (at !== -1) {
        answers[q.id] = q.options[at];
        break;
      }
    }
  }
  return answers;
}

/** The job's questions as a reader of `language` saw them. */
export const questionsIn = (job: Record<string, unknown> & Translatable, language: Language): ScreeningQuestion[] =>
  questionsOf(localizedDoc({ ...job, _id: job._id, questions: questionsOf(job) }, ['questions'], language));

/**
 * Why answers the English check refuses are refused, worded with the questions and choices as a reader of `language`
 * saw them: each choice answer is put in their words and checked against their questions (same order, same ids).
 */
export function refusalIn(job: Record<string, unknown> & Translatable, sent: unknown, language: Language): string | null {
  const english = englishAnswers(job, sent, language);
  if (!isObject(english)) return null;
  const theirs = questionsIn(job, language);
  const answers = { ...english };
  questionsOf(job).forEach((q, i) => {
    const at = q.kind === 'choice' && typeof answers[q.id] === 'string' ? q.options.indexOf(answers[q.id] as string) : -1;
    if (at !== -1 && theirs[i]?.options[at] !== undefined) answers[q.id] = theirs[i].options[at];
  });
  try {
    answerScreening(theirs, answers);
  } catch (err) {
    if (err instanceof ScreeningError) return err.message;
    throw err;
  }
  return null;
}
