// The e-mail that tells a candidate their application moved (docs/behaviour.md §18): the status's template with the
// application's values in its placeholders, in the site's own look (mail-layout.ts), HTML and plain text.
import { COMPANY, type Placeholder, type StatusTemplateInput } from '@site/contracts';
import { plainName, render } from '../../mail/index.js';
import type { Mail } from '../../mail/index.js';
import { jobTitleOf, NO_JOB_TITLE } from './job-title.js';

/** The button of every e-mail to a candidate about their application: to their own page (docs/behaviour.md §17). */
export const FOLLOW_APPLICATION = 'Follow your application';

export type PlaceholderValues = Record<Placeholder, string>;

/** The text with each `{placeholder}` replaced (a saved template names only known ones). */
export const fill = (text: string, values: PlaceholderValues) => text.replace(/\{([^{}]*)\}/g, (all, name: string) => (name in values ? values[name as Placeholder] : all));

/** `{interview}` while none is scheduled: it reads well after "Your interview:" as the built-in text has it. */
export const NO_INTERVIEW = 'to be arranged: we will call you with a day and time';

/** The values of one application; `interview` is its next interview in words, or a sentence saying none is set. */
export function valuesOf(application: Record<string, unknown>, interview: string | null): PlaceholderValues {
  return {
    name: plainName(String(application.name ?? '')) || 'there',
    jobTitle: jobTitleOf(application) ?? NO_JOB_TITLE,
    company: COMPANY.name,
    interview: interview ?? NO_INTERVIEW,
  };
}

/** The candidate's e-mail: the subject on one line, each paragraph of the body its own, and the way to their page. */
export function statusMail(template: StatusTemplateInput, to: string, values: PlaceholderValues, pageUrl: string): Mail {
  const subject = fill(template.subject, values).replace(/\s+/g, ' ');
  const [heading, ...paragraphs] = fill(template.body, values)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return { kind: 'status', to, subject, ...render({ heading: heading ?? subject, paragraphs, rows: [], button: { text: FOLLOW_APPLICATION, href: pageUrl } }) };
}
