// The SMS beside each status e-mail (docs/sms.md, "Status SMS"): one text per language, with fixed words and only
// the job's stored title and the candidate's link filled in, so nothing a visitor typed is ever sent. Each may carry
// its DLT template id and the registered template's text (`{#var#}` where DLT has a variable): a text whose fixed
// words differ from it would be blocked by the operator, so it is refused when saved.
import { z } from 'zod';
import { type Language, LANGUAGE_NAMES, LANGUAGES, languagePath } from './languages.js';
import { smsParts } from './sms-text.js';

/** What an SMS text may say in braces: no name or other typed words. */
export const SMS_PLACEHOLDERS = ['jobTitle', 'link'] as const;
export const SMS_TEXT_MAX = 480;
/** DLT's mark of a variable in a registered template. */
export const DLT_VARIABLE = '{#var#}';

/** One language's SMS of a template, as stored and answered. */
export interface TemplateSms {
  text: string;
  /** The DLT template id registered for this text. */
  dltTemplateId?: string;
  /** The registered template's text, variables as `{#var#}`. */
  dltText?: string;
}
export type TemplateSmsSet = Record<Language, TemplateSms>;

const words = (segment: string) => segment.replace(/\s+/g, ' ').trim();
const SMS_VARIABLE = new RegExp(`\\{(?:${SMS_PLACEHOLDERS.join('|')})\\}`);

/** Whether a text's fixed words (those outside its variables) are the registered template's, variable for variable. */
export function matchesDlt(text: string, dltText: string): boolean {
  const ours = text.split(SMS_VARIABLE).map(words);
  const theirs = dltText.split(DLT_VARIABLE).map(words);
  return ours.length === theirs.length && ours.every((segment, i) => segment === theirs[i]);
}

/** The message of a text that differs from its registered template, in the language's name. */
export const dltMismatchMessage = (language: Language) =>
  `The ${LANGUAGE_NAMES[language].english} SMS differs from its registered DLT template: keep its fixed words, with {jobTitle} or {link} where it has {#var#}`;

const smsEdit = (language: Language) => {
  const name = `${LANGUAGE_NAMES[language].english} SMS`;
  return z.object(
    {
      text: z
        .string({ error: `The ${name} must be text` })
        .trim()
        .min(1, `The ${name} is empty`)
        .max(SMS_TEXT_MAX, `An SMS is at most ${SMS_TEXT_MAX} characters`)
        .superRefine((text, ctx) => {
          const unknown = [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!).find((p) => !SMS_PLACEHOLDERS.includes(p as never));
          if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: `The ${name} uses {${unknown}}: an SMS may use only {jobTitle} and {link}` });
        }),
      /** Empty or null removes it; left out, the stored one stays. */
      dltTemplateId: z
        .string({ error: 'A DLT template id must be digits' })
        .trim()
        .regex(/^\d{0,30}$/, 'A DLT template id is up to 30 digits')
        .nullish(),
      dltText: z
        .string({ error: 'The registered DLT text must be text' })
        .trim()
        .max(SMS_TEXT_MAX, `A DLT text is at most ${SMS_TEXT_MAX} characters`)
        .nullish(),
    },
    { error: `The ${name} must be an object` },
  );
};

/** `sms` of a template save: the languages edited; one left out keeps what it had. */
export const templateSmsEdit = z.object(
  Object.fromEntries(LANGUAGES.map((l) => [l, smsEdit(l).optional()])) as Record<Language, z.ZodOptional<ReturnType<typeof smsEdit>>>,
  {
    error: 'sms must be an object',
  },
);
export type TemplateSmsEdit = z.output<typeof templateSmsEdit>;

const storedSms = z.object({ text: z.string(), dltTemplateId: z.string().optional(), dltText: z.string().optional() });
export const templateSmsSet = z.object({ en: storedSms, hi: storedSms, mr: storedSms });

/** Values that stand in for a template's variables while it is edited: a job's title and a link as long as a real one. */
export function sampleSms(text: string, language: Language, siteUrl: string, jobTitle: string) {
  const link = `${siteUrl}${languagePath(language, '/application/')}${'x'.repeat(43)}`;
  return text.replaceAll('{jobTitle}', jobTitle).replaceAll('{link}', link);
}

/** What an SMS costs as edited, with its sample values put in. */
export const sampleSmsParts = (text: string, language: Language, siteUrl: string, jobTitle: string) => smsParts(sampleSms(text, language, siteUrl, jobTitle));
