// A code by SMS that proves a visitor holds a mobile number (docs/sms.md, "Codes"): asked for with the number, then
// typed back for a token that says which number was proved, for what. The apply form and "My applications" use it.
import { z } from 'zod';
import { SPAM_GUARD } from './constants.js';
import { indianMobile } from './phone.js';
import { PHONE_ROUTES } from './resources.js';

export const PHONE_CODE_ROUTES = {
  /** `POST`: sends a code to the number (202). */
  request: PHONE_ROUTES.codeRequest,
  /** `POST`: the code typed back, for a token (200). */
  verify: PHONE_ROUTES.codeVerify,
} as const;

/** What the proof is for: applying to a job, or opening one's applications. A code proves its number for its purpose only. */
export const PHONE_CODE_PURPOSES = ['apply', 'applications'] as const;
export type PhoneCodePurpose = (typeof PHONE_CODE_PURPOSES)[number];

export const PHONE_CODE = {
  digits: 6,
  /** How long a code can be used. */
  expiresInS: 600,
  /** How soon another code may be asked for the same number and purpose (it replaces the first). */
  resendAfterS: 30,
  /** Wrong codes allowed before the code is gone. */
  tries: 5,
  /** How long the token a code gives is good for. */
  tokenMinutes: 30,
} as const;

const purpose = z.enum(PHONE_CODE_PURPOSES, { error: 'Purpose must be apply or applications' });

/** `POST /phone-codes`. `website` and `fillMs` are the visitor forms' bot defence (SPAM_GUARD). */
export const phoneCodeRequestInput = z.object({
  mobile: indianMobile,
  purpose,
  [SPAM_GUARD.honeypotField]: z.string().max(500).optional(),
  [SPAM_GUARD.fillTimeField]: z.number().optional(),
});

/** The code as typed: spaces allowed ("123 456"). */
export const phoneCodeDigits = z
  .string({ error: 'Enter the 6-digit code from the SMS' })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from the SMS'));

/** `POST /phone-codes/verify`. */
export const phoneCodeVerifyInput = z.object({ mobile: indianMobile, code: phoneCodeDigits, purpose });

export type PhoneCodeRequestInput = z.input<typeof phoneCodeRequestInput>;
export type PhoneCodeVerifyInput = z.input<typeof phoneCodeVerifyInput>;

export const PHONE_CODE_ANSWERS = {
  /** 202: the code is on its way to `mobile` (as shown: "+91 98765 43210"). */
  sent: z.object({ mobile: z.string(), resendAfterS: z.number().int(), expiresInS: z.number().int() }),
  /**
   * 200: a token (JWT, audience `phone`, `PHONE_CODE.tokenMinutes` long) whose subject is the number ("+919876543210")
   * and which names its purpose: the form that needs the proof sends it.
   */
  verified: z.object({ token: z.string() }),
};
export type PhoneCodeSent = z.output<typeof PHONE_CODE_ANSWERS.sent>;
export type PhoneCodeVerified = z.output<typeof PHONE_CODE_ANSWERS.verified>;

/** What the API answers, in English; the message catalogues give them in Hindi and Marathi. */
export const PHONE_CODE_MESSAGES = {
  notSent: 'We could not send the code. Try again in a minute.',
  wrongCode: 'That code is not right. {tries} tries left.',
  wrongCodeLast: 'That code is not right. 1 try left.',
  expired: 'This code has expired. Ask for a new one.',
  /** The token a form sends is missing, expired or for another purpose. */
  proofNeeded: 'Please confirm your mobile number with a code again.',
  tooSoon: 'A code was sent just now.',
  tooManyForNumber: 'Too many codes were asked for this number.',
  tooManyFromConnection: 'Too many codes were asked from your connection.',
  tooManyNow: 'Too many codes are being asked for right now.',
  tooManyTries: 'Too many tries of a code.',
} as const;

/** "That code is not right. N tries left." with N filled in. */
export const wrongPhoneCodeMessage = (triesLeft: number) =>
  triesLeft === 1 ? PHONE_CODE_MESSAGES.wrongCodeLast : PHONE_CODE_MESSAGES.wrongCode.replace('{tries}', String(triesLeft));
