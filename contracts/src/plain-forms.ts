// The forms a candidate uses that work as plain HTML (docs/behaviour.md §16.1, §26): drawn by the shell's server,
// posted to it, answered with the page drawn again at the next step. What such a post left the form at is sent with
// the page (as its data), so the browser draws the same and its code takes the form over from there.
// Constants and types only (no zod): the pages that draw these forms load none of the rules' code.
import type { z } from 'zod';
import type { publicSlot } from './drives.js';
import type { ScreeningQuestion } from './screening.js';

/** The button's field naming what it asks (the form is the page's: a job's or a drive's). */
export const PLAIN_ACTION_FIELD = '_do';
/** The code step's hidden field: when the code was sent (ms), for the countdown to a new one. */
export const PLAIN_SENT_AT_FIELD = '_sentAt';
/** A choice of the nearest free times keeps the number's proof, so that choosing one needs no new code. */
export const PLAIN_PROOF_FIELD = '_proof';

export const PLAIN_FORMS = ['phone-apply', 'drive-book'] as const;
export type PlainFormKind = (typeof PLAIN_FORMS)[number];

/** `send`: the details, a code is asked for; `confirm`: the code; `resend`, `change`: the code step's links; `book`: a nearest time. */
export const PLAIN_ACTIONS = ['send', 'confirm', 'resend', 'change', 'book'] as const;
export type PlainAction = (typeof PLAIN_ACTIONS)[number];

export interface PostedForm {
  form: PlainFormKind;
  step: 'details' | 'code' | 'nearest';
  /** What was typed, named as the form names its fields (`answers.<question id>`); never the code. */
  values: Record<string, string>;
  /** The number as the code step shows it (`+91 98765 43210`). */
  mobileShown?: string;
  /** Each field's problem (English: the page says it in its language), by field name. */
  errors?: Record<string, string>;
  /** Why the last try failed (the API's words are already in the page's language). */
  message?: string;
  sentAt?: number;
  /** The chosen job's questions, where the page itself has no job (a drive). */
  questions?: Omit<ScreeningQuestion, 'knockout'>[];
  /** A full time's nearest free ones, and the number's proof to book one of them with. */
  nearest?: z.output<typeof publicSlot>[];
  proof?: string;
}
