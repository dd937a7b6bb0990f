// How a code is made, kept and judged: 6 digits from the system's CSPRNG, stored only as an HMAC under a server key
// and bound to its number and purpose, good for 10 minutes, and replaced by a new one no sooner than 30 s after it.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE, type PhoneCodePurpose } from '@site/contracts';

/** A code waiting to be typed back, under `<purpose>:<e164>` (read and written by `_id` only). */
export interface StoredCode {
  _id: string;
  /** HMAC-SHA256 of the `_id` and the code, hex. */
  hash: string;
  sentAt: Date;
  expiresAt: Date;
  /** Wrong tries it allows. */
  tries: number;
}

export const codeId = (purpose: PhoneCodePurpose, e164: string) => `${purpose}:${e164}`;

export const newCode = (): string => String(randomInt(0, 10 ** PHONE_CODE.digits)).padStart(PHONE_CODE.digits, '0');

/** The code as stored: keyed, so a copy of the collection does not give the codes away (a million guesses would). */
export const hashCode = (key: string, id: string, code: string): string => createHmac('sha256', key).update(`${id}\n${code}`).digest('hex');

/** Whether `code` is the one stored, in constant time. */
export function codeMatches(key: string, stored: StoredCode, code: string): boolean {
  const typed = Buffer.from(hashCode(key, stored._id, code), 'hex');
  const kept = Buffer.from(stored.hash, 'hex');
  return typed.length === kept.length && timingSafeEqual(typed, kept);
}

export function storedCode(key: string, id: string, code: string, now: Date): StoredCode {
  return { _id: id, hash: hashCode(key, id, code), sentAt: now, expiresAt: new Date(now.getTime() + PHONE_CODE.expiresInS * 1000), tries: PHONE_CODE.tries };
}

/** How long until another code may be sent for the same number and purpose; 0 when it may now. */
export const resendWaitMs = (stored: StoredCode | null, now: Date): number =>
  stored ? Math.max(0, stored.sentAt.getTime() + PHONE_CODE.resendAfterS * 1000 - now.getTime()) : 0;

export const hasExpired = (stored: StoredCode, now: Date): boolean => stored.expiresAt.getTime() <= now.getTime();

/** The tries a code has left after its `wrong`-th wrong one (0: it is gone). */
export const triesLeft = (stored: StoredCode, wrong: number): number => Math.max(0, stored.tries - wrong);
