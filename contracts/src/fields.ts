// Field builders: each rule and message lives here once and every contract composes them.
import { z } from 'zod';
import { LIMITS, todayInIndia } from './constants.js';
import { latinDigits } from './languages.js';

/** A database id as the API shows it (24 hex digits). */
export const OBJECT_ID = /^[a-f\d]{24}$/i;

/** A required, trimmed text; `message` is shown when it is missing, empty or not text. */
export const requiredText = (message: string, max: number = LIMITS.textMax) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** Optional text; absent or empty becomes ''. */
export const optionalText = (max: number = LIMITS.textMax) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => v ?? '');

/**
 * A check that stops the others when it fails: an empty field says it is required, never that its format is wrong
 * (the first problem is what the form and the API show).
 */
const requiredCheck = (message: string) => ({ error: message, abort: true });

export const email = (message = 'Please enter a valid email address') =>
  z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, requiredCheck('Email is required'))
    .pipe(z.email({ error: message }));

/** bcrypt reads only the first 72 bytes of a password (docs/decisions/0005): a longer one is refused, not cut. */
export const PASSWORD_MAX_BYTES = 72;
export const passwordBytes = (password: string) => new TextEncoder().encode(password).length;

/** A password being chosen (sign-up, a new admin, a change): 8 characters to 72 UTF-8 bytes. */
export const newPassword = (message = 'Password is required') =>
  z
    .string({ error: message })
    .min(1, requiredCheck(message))
    .min(8, 'Password must be at least 8 characters')
    .refine(
      (p) => passwordBytes(p) <= PASSWORD_MAX_BYTES,
      `Password must be at most ${PASSWORD_MAX_BYTES} bytes (about 72 letters, fewer with accents or emoji)`,
    );

/**
 * Numeric phone number; forms may send it as a number. Spaces and dashes are tolerated, and digits typed on a
 * Devanagari keyboard (९८७६५४३२१०) are stored as the digits they are (9876543210).
 */
export const mobile = (message = 'Mobile number must contain only digits (7 to 15)') =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? latinDigits(v).replace(/[\s-]/g, '') : v),
    z
      .string({ error: 'Mobile number is required' })
      .min(1, requiredCheck('Mobile number is required'))
      .regex(/^\+?\d{7,15}$/, message),
  );

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

/**
 * How a form edits a field stored as a list: 'first' = one text that becomes the first item, 'comma' = one
 * comma-separated text. The back office reads it to build its inputs.
 */
export const listEditing = z.registry<{ edit: 'first' | 'comma' }>();
const editedAs = <T extends z.ZodType>(schema: T, edit: 'first' | 'comma') => {
  listEditing.add(schema, { edit });
  return schema;
};

/** A list the admin forms send as one text (or the API clients as an array): stored as a list of texts. */
export const textList = (message?: string) =>
  editedAs(
    z.preprocess(
      (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]),
      z
        .array(z.string({ error: 'Must be text' }).trim().max(LIMITS.textMax))
        .transform((items) => items.filter(Boolean))
        .refine((items) => !message || items.length > 0, { message: message ?? '' }),
    ),
    'first',
  );

/** Comma-separated text from the admin form (or an array): stored as a list of trimmed items. */
export const commaList = () =>
  editedAs(
    z.preprocess(
      (v) => (typeof v === 'string' ? v.split(',') : v === undefined || v === null ? [] : v),
      z.array(z.string({ error: 'Must be text' }).trim().max(500)).transform((items) => items.filter(Boolean)),
    ),
    'comma',
  );

/** The values of a choice field (an enum, possibly optional or transformed), or undefined for free text. */
export function choicesOf(schema: z.ZodType | undefined): readonly string[] | undefined {
  for (let s: z.ZodType | undefined = schema; s;) {
    if (s instanceof z.ZodEnum) return s.options as string[];
    const def = s._zod.def as { innerType?: z.ZodType; in?: z.ZodType };
    s = def.innerType ?? def.in;
  }
  return undefined;
}

/** A JSON value sent as text inside a multipart form (or as a plain value in JSON bodies); optional. */
export const jsonText = <T extends z.ZodType>(schema: T, message: string) =>
  z
    .unknown()
    .transform((v, ctx) => {
      if (typeof v !== 'string') return v;
      if (v.trim() === '') return undefined;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    })
    .pipe(schema)
    .optional();

/** Multipart sends numbers as text. */
/** A year; empty says it is required, a wrong value gets the range message. */
export const yearNumber = (message = 'Year must be a number between 1900 and 2100') =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && !v.trim()) ? undefined : v),
    z
      .union([z.number(), z.string()], { error: 'Year is required' })
      .pipe(z.coerce.number<string | number>({ error: message }).int(message).min(1900, message).max(2100, message)),
  );

/** Ratings: text or number 1..5, kept as text as the old data stores it. */
export const starRating = () =>
  z
    .union([z.string(), z.number()], { error: 'Star must be a number from 1 to 5' })
    .optional()
    .transform((v) => String(v ?? '5').trim())
    .refine((v) => /^[1-5]$/.test(v), 'Star must be a number from 1 to 5');

/** A calendar date (YYYY-MM-DD, as date inputs send it). */
export const isoDate = (message = 'Please choose a valid date') =>
  z
    .string({ error: 'Date is required' })
    .trim()
    .min(1, requiredCheck('Date is required'))
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message, abort: true })
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: message, abort: true });

/** A job's last day of applications (YYYY-MM-DD, India's date); empty or null: none, so an edit can clear it. */
export const closingDate = (message = 'Closing date must be a date written YYYY-MM-DD') =>
  z.preprocess((v) => (v === '' ? null : v), isoDate(message).nullable()).optional();

export const PAST_DATE_MESSAGE = 'Please choose today or a later date';

/** A date to book a visit on: today in India or later (YYYY-MM-DD strings compare as dates). */
export const bookingDate = () => isoDate().refine((v) => v >= todayInIndia(), PAST_DATE_MESSAGE);

/** Consent to the privacy notice (docs/behaviour.md §14). */
export const CONSENT_MESSAGE = 'Please agree to the privacy notice';

/**
 * What a visitor's form sends with a submission. An older client sends nothing: the submission is still taken
 * and stored with no consent recorded. `false` is refused: data sent without agreement is not kept. A multipart
 * form (a job application) sends the box as the text 'true'; no other text agrees.
 */
export const consentField = z.union([z.literal(true), z.literal('true').transform(() => true as const)], { error: CONSENT_MESSAGE }).optional();

/** The forms' own rule: the box must be ticked. */
export const requiredConsent = z.literal(true, { error: CONSENT_MESSAGE });

/** Optional address of a page of this site (`/main/jobs`): shown as a link, so never another site or a script. */
export const sitePath = () =>
  optionalText(500).refine((v) => v === '' || /^\/(?!\/)[^\s\\]*$/.test(v), 'The link must be a page of this site, starting with /, such as /main/jobs');
