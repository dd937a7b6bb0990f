// The e-mail that tells a candidate their application moved (docs/behaviour.md §18): the status's template in the
// application's language with the application's values in its placeholders, in the site's own look
// (mail-layout.ts), HTML and plain text.
import { COMPANY, type Language, type Placeholder, type TemplateText } from '@site/contracts';
import { plainName, render } from '../../mail/index.js';
import type { Mail } from '../../mail/index.js';
import { applicationWords } from '../application-words.js';
import { jobTitleOf, NO_JOB_TITLE } from './job-title.js';

/** The button of every e-mail to a candidate about their application: to their own page (docs/behaviour.md §17). */
export const FOLLOW_APPLICATION = 'Follow your application';

export type PlaceholderValues = Record<Placeholder, string>;

/** The text with each `{placeholder}` replaced (a saved template names only known ones). */
export const fill = (text: string, values: PlaceholderValues) =>
  text.replace(/\{([^{}]*)\}/g, (all, name: string) => (name in values ? values[name as Placeholder] : all));

/** `{interview}` while none is scheduled: it reads well after "Your interview:" as the built-in text has it. */
export const NO_INTERVIEW = 'to be arranged: we will call you with a day and time';
/** `{name}` when the name holds no plain words ("Dear there"; in Hindi and Marathi, "Dear candidate"). */
export const NO_NAME = 'there';

/**
 * The values of one application in `language`; `interview` is its next interview in words, or a sentence saying
 * none is set; `jobTitle` the job's title in that language (by default the one stored from the job).
 */
export function valuesOf(
  application: Record<string, unknown>,
  interview: string | null,
  language: Language = 'en',
  jobTitle = jobTitleOf(application),
): PlaceholderValues {
  const t = applicationWords(language);
  return {
    name: plainName(String(application.name ?? '')) || t(NO_NAME),
    jobTitle: jobTitle ?? t(NO_JOB_TITLE),
    company: COMPANY.name,
    interview: interview ?? t(NO_INTERVIEW),
  };
}

/** The candidate's e-mail: the subject on one line, each paragraph of the body its own, and the way to their page. */
export function statusMail(template: TemplateText, to: string, values: PlaceholderValues, pageUrl: string, language: Language = 'en'): Mail {
  const subject = fill(template.subject, values).replace(/\s+/g, ' ');
  const [heading, ...paragraphs] = fill(template.body, values)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const button = { text: applicationWords(language)(FOLLOW_APPLICATION), href: pageUrl };
  return { kind: 'status', to, subject, ...render({ heading: heading ?? subject, paragraphs, rows: [], button, language }) };
}
