// The hiring workflow (docs/behaviour.md §18-17): e-mails that tell a candidate their application moved, from one
// editable template per status, and interviews with calendar invitations.
import { z } from 'zod';
import { OBJECT_ID } from './fields.js';
import { type Language, LANGUAGE_NAMES, LANGUAGES, type TranslatedLanguage } from './languages.js';
import { templateSmsEdit, templateSmsSet } from './template-sms.js';

// Each status's SMS beside its e-mail.
export * from './template-sms.js';

/** The statuses whose change may e-mail the candidate, each from its own template. */
export const TEMPLATE_STATUSES = ['Shortlisted', 'Hired', 'Rejected'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];
export const isTemplateStatus = (status: string | undefined): status is TemplateStatus => TEMPLATE_STATUSES.includes(status as TemplateStatus);

/** What a template may say in braces; anything else in braces is refused when saved. */
export const PLACEHOLDERS = ['name', 'jobTitle', 'company', 'interview'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** The names in braces a text uses, in order (`{name}` -> 'name'). */
export const placeholdersIn = (text: string) => [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);

const knownPlaceholders = (field: string) => (text: string, ctx: z.core.$RefinementCtx<string>) => {
  const unknown = placeholdersIn(text).filter((p) => !PLACEHOLDERS.includes(p as Placeholder));
  if (unknown.length) {
    ctx.addIssue({ code: 'custom', message: `The ${field} uses an unknown placeholder {${unknown[0]}}: use ${PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}` });
  }
};

/** A template's fields: each has a Hindi and a Marathi version (an empty one falls back, Marathi → Hindi → English). */
export const TEMPLATE_FIELDS = ['subject', 'body'] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];

const LIMITS: Record<TemplateField, number> = { subject: 200, body: 5000 };
const subjectText = () =>
  z
    .string({ error: 'subject must be text' })
    .trim()
    .min(1, 'The subject is empty')
    .max(LIMITS.subject, 'A subject is at most 200 characters')
    .superRefine(knownPlaceholders('subject'));
const bodyText = () =>
  z
    .string({ error: 'body must be text' })
    .trim()
    .min(1, 'The body is empty')
    .max(LIMITS.body, 'A body is at most 5000 characters')
    .superRefine(knownPlaceholders('body'));

/** One field of a translation: the same placeholders are allowed in every language, within the same length. */
const translatedText = (language: TranslatedLanguage, field: TemplateField) => {
  const name = `${LANGUAGE_NAMES[language].english} ${field}`;
  const text = z.string({ error: `The ${name} must be text` }).trim();
  return {
    text,
    name,
    checked: (t: typeof text) => t.max(LIMITS[field], `A ${name} is at most ${LIMITS[field]} characters`).superRefine(knownPlaceholders(name)),
  };
};
/** As an editor sends it: '' or null removes it, so it falls back. */
const translatedEdit = (language: TranslatedLanguage, field: TemplateField) => {
  const { text, checked } = translatedText(language, field);
  return checked(text).nullish();
};

/** What an editor sends of one language: the values set and the fields confirmed as still right for the English. */
const translationEdit = (language: TranslatedLanguage) =>
  z.object(
    {
      values: z
        .object(
          { subject: translatedEdit(language, 'subject'), body: translatedEdit(language, 'body') },
          { error: `The ${LANGUAGE_NAMES[language].english} values must be an object` },
        )
        .optional(),
      confirmed: z
        .array(z.enum(TEMPLATE_FIELDS, { error: 'Only subject and body can be confirmed' }), { error: 'confirmed must be a list of fields' })
        .optional(),
    },
    { error: `The ${LANGUAGE_NAMES[language].english} translation must be an object` },
  );

/**
 * `translations` of a template save, in the content's `TranslationsEdit` shape:
 * `{ hi: { values: { subject, body }, confirmed: ['body'] }, mr: … }`. A language left out keeps what it had.
 */
export const templateTranslationsEdit = z.object(
  { hi: translationEdit('hi').optional(), mr: translationEdit('mr').optional() },
  { error: 'translations must be an object' },
);

/** `POST /admin/hiring/templates/<status>`: the English subject and body, and optionally their translations. */
export const statusTemplateInput = z.object({
  subject: subjectText(),
  body: bodyText(),
  translations: templateTranslationsEdit.optional(),
  /** Its SMS per language (`{ mr: { text, dltTemplateId, dltText } }`); a language left out keeps its own. */
  sms: templateSmsEdit.optional(),
});
export type StatusTemplateInput = z.output<typeof statusTemplateInput>;

/** A template's words in one language (English, or a translation with its fallback applied). */
export type TemplateText = Pick<StatusTemplateInput, 'subject' | 'body'>;

const textFields = z.object({ subject: z.string().optional(), body: z.string().optional() });
const storedTranslation = z.object({ values: textFields, sources: textFields });
/** A template's translations as stored (the content's `Translations` shape): the values, and the English each was translated from. */
export const templateTranslations = z.object({ hi: storedTranslation.optional(), mr: storedTranslation.optional() });

export const statusTemplate = z.object({
  status: z.enum(TEMPLATE_STATUSES),
  subject: z.string(),
  body: z.string(),
  /**
   * The Hindi and Marathi versions. A translation whose `sources` differ from the English of now is "source
   * changed" (`translationState` of ./translations.ts); a missing one falls back.
   */
  translations: templateTranslations,
  /** The SMS a candidate with a proved number gets, in each language (./template-sms.ts). */
  sms: templateSmsSet,
  /** When an admin last saved it; absent while it is the built-in text. */
  updatedAt: z.iso.datetime().optional(),
});
export type StatusTemplate = z.output<typeof statusTemplate>;

export const statusTemplatesAnswer = z.object({ templates: z.array(statusTemplate) });
export const statusTemplateAnswer = z.object({ message: z.string(), template: statusTemplate });

/**
 * `GET /admin/hiring/templates/<status>/preview?applicationId=&lang=` (with `subject` and `body`: a draft in that
 * language): the e-mail as the candidate would get it, in `lang` or else the application's own language.
 */
export const templatePreviewQuery = z.object({
  applicationId: z.string({ error: 'applicationId must be an application ID' }).regex(OBJECT_ID, 'applicationId must be an application ID'),
  lang: z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(', ')}` }).optional(),
});
export const templatePreviewAnswer = z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string(), language: z.enum(LANGUAGES) });
export type TemplatePreview = z.output<typeof templatePreviewAnswer>;

/** A draft's subject and body in one language, checked as a save checks them (neither may be empty). */
export function templateDraft(language: Language) {
  if (language === 'en') return z.object({ subject: subjectText(), body: bodyText() });
  const field = (name: TemplateField) => {
    const t = translatedText(language, name);
    return t.checked(t.text.min(1, `The ${t.name} is empty`));
  };
  return z.object({ subject: field('subject'), body: field('body') });
}

// Interviews. India has one time zone and no daylight saving: Indian Standard Time is UTC+05:30 all year.
const IST_OFFSET_MS = 330 * 60_000;
const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "2026-06-12T10:30" read as a time in India, as the moment it is (null when it is no such time). */
export function istToUtc(local: string): Date | null {
  const m = LOCAL_MINUTE.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi) - IST_OFFSET_MS;
  const back = new Date(ms + IST_OFFSET_MS);
  // 2026-02-30 would roll over to March: refused rather than moved.
  return back.getUTCDate() === d && back.getUTCMonth() === mo - 1 && h < 24 && mi < 60 ? new Date(ms) : null;
}

/** A moment as India's clock shows it, in the form a `datetime-local` field takes ("2026-06-12T10:30"). */
export const utcToIst = (at: Date | string) => new Date(new Date(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);

/** The calendar day in India a moment falls on (YYYY-MM-DD): the interviews of a day are kept under it. */
export const istDay = (at: Date | string) => utcToIst(at).slice(0, 10);

export const INTERVIEW_MINUTES = { min: 15, max: 480 } as const;

const interviewFields = {
  /** Date and time in India (IST), minute precision. */
  startsAt: z
    .string({ error: 'startsAt must be a date and time in India (YYYY-MM-DDTHH:mm)' })
    .refine((v) => istToUtc(v) !== null, 'startsAt must be a date and time in India (YYYY-MM-DDTHH:mm)')
    .refine((v) => (istToUtc(v)?.getTime() ?? 0) > Date.now(), 'The interview must be in the future'),
  minutes: z
    .number({ error: 'minutes must be a number' })
    .int('minutes must be whole minutes')
    .min(INTERVIEW_MINUTES.min, `An interview lasts at least ${INTERVIEW_MINUTES.min} minutes`)
    .max(INTERVIEW_MINUTES.max, `An interview lasts at most ${INTERVIEW_MINUTES.max} minutes`),
  place: z.string({ error: 'place must be text' }).trim().max(300, 'A place is at most 300 characters').optional(),
  videoLink: z
    .string({ error: 'videoLink must be a link' })
    .trim()
    .max(500, 'A video link is at most 500 characters')
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), 'The video link must be an https:// address')
    .optional(),
  interviewerId: z.string({ error: 'interviewerId must be an admin ID' }).regex(OBJECT_ID, 'interviewerId must be an admin ID'),
  note: z.string({ error: 'note must be text' }).trim().max(2000, 'A note is at most 2000 characters').optional(),
};

/** `POST /admin/hiring/interviews/<applicationId>` and, to reschedule, `.../<interviewId>`. */
export const interviewInput = z
  .object(interviewFields)
  .refine((i) => Boolean(i.place) || Boolean(i.videoLink), { message: 'Give a place or a video link', path: ['place'] });
export type InterviewInput = z.output<typeof interviewInput>;

/** An interview as the API answers it: the time in UTC (ISO) and as India's clock shows it. */
export const interview = z.object({
  id: z.string(),
  applicationId: z.string(),
  startsAt: z.iso.datetime(),
  /** The same moment in India, "YYYY-MM-DDTHH:mm". */
  startsAtIst: z.string(),
  minutes: z.number().int(),
  place: z.string().optional(),
  videoLink: z.string().optional(),
  interviewerId: z.string(),
  interviewerName: z.string(),
  note: z.string().optional(),
  status: z.enum(['Scheduled', 'Cancelled']),
  /** The calendar's revision: 0 when sent, one more at each reschedule or cancellation. */
  sequence: z.number().int(),
});
export type Interview = z.output<typeof interview>;

export const interviewsAnswer = z.object({ interviews: z.array(interview) });
export const interviewAnswer = z.object({ message: z.string(), interview });

/** `GET /admin/hiring/interviews?from=YYYY-MM-DD&days=7`: the scheduled interviews of each day in India. */
export const upcomingQuery = z.object({
  from: z
    .string({ error: 'from must be a day (YYYY-MM-DD)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'from must be a day (YYYY-MM-DD)')
    .optional(),
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days is at least 1')
    .max(31, 'days is at most 31')
    .optional(),
});
export const upcomingAnswer = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      interviews: z.array(interview.extend({ candidateName: z.string(), jobTitle: z.string() })),
    }),
  ),
});
export type UpcomingDays = z.output<typeof upcomingAnswer>;
