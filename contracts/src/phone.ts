// Indian mobile numbers as people type them: "+91 98765 43210", "098765 43210", "91 9876543210", with dashes, dots or brackets, in Latin, Devanagari or any other decimal digits.
// Stored as "+919876543210" (E.164), shown as "+91 98765 43210". A mobile's national number is 10 digits starting
// 6-9 (TRAI's numbering plan); one starting 1-5 is a landline's area code. Some area codes start 6-8 too (Nagpur
// 0712, Bengaluru 080): written as such ("0712-2551234") they are refused, typed as one run of digits they cannot be
// told from a mobile, and the SMS code that follows is the check.
import { z } from 'zod';

export type IndianMobileProblem = 'empty' | 'landline' | 'foreign' | 'invalid';
export type IndianMobile = `+91${string}`;
export type ParsedIndianMobile = { ok: true; e164: IndianMobile } | { ok: false; reason: IndianMobileProblem };

/** Spaces, dashes of any kind, dots, brackets, and invisible marks a copied number carries (U+200E, U+202A…). */
const SEPARATOR = /[\s\p{Pd}\p{Cf}.()[\]]/u;
const DECIMAL_DIGIT = /\p{Nd}/u;

const isDecimalDigit = (codePoint: number) => codePoint >= 0 && DECIMAL_DIGIT.test(String.fromCodePoint(codePoint));

/** Unicode encodes every script's decimal digits as runs of ten, 0 to 9 (some runs adjoin, as the mathematical ones). */
function digitValue(codePoint: number): number {
  let zero = codePoint;
  while (isDecimalDigit(zero - 1)) zero--;
  return (codePoint - zero) % 10;
}

/** The typed number as Latin digits, with a leading "+" if it had one, and where the writer put a separator. */
function readDigits(typed: string): { digits: string; plus: boolean; breaks: Set<number> } | 'empty' | 'invalid' {
  // NFKC makes full-width digits and "＋" plain ones.
  const chars = [...typed.normalize('NFKC').trim()];
  let digits = '';
  let plus = false;
  const breaks = new Set<number>();
  for (const ch of chars) {
    if (SEPARATOR.test(ch)) breaks.add(digits.length);
    else if (ch === '+' && !plus && digits === '') plus = true;
    else if (DECIMAL_DIGIT.test(ch)) digits += String(digitValue(ch.codePointAt(0)!));
    else return 'invalid';
  }
  if (digits === '') return plus ? 'invalid' : 'empty';
  return { digits, plus, breaks };
}

/**
 * The 10-digit national number and where it starts in the digits, after the country code ("+91", "0091", or "91"
 * before 10 digits) or the trunk "0"; 'foreign' for another country's code.
 */
function nationalPart(digits: string, international: boolean): { national: string; from: number } | 'foreign' | 'invalid' {
  if (international) {
    if (!digits.startsWith('91')) return /^[1-9]\d{6,14}$/.test(digits) ? 'foreign' : 'invalid';
    // "+91 (0) 98765 43210": the trunk 0 kept after the country code.
    const from = digits.length === 13 && digits[2] === '0' ? 3 : 2;
    return { national: digits.slice(from), from };
  }
  if (digits.startsWith('0')) return { national: digits.slice(1), from: 1 };
  if (digits.length === 12 && digits.startsWith('91')) return { national: digits.slice(2), from: 2 };
  return { national: digits, from: 0 };
}

/**
 * Written as an area code of 2 to 4 digits starting 6-8, then a subscriber number starting 2-6 (the operator's digit
 * of a fixed line): "0712 255 1234", "080-2345 6789". A mobile is written in fives ("98765 43210") or unbroken.
 */
function writtenAsLandline(national: string, breaks: Set<number>, from: number): boolean {
  if (!/^[6-8]/.test(national)) return false;
  const first = [...breaks]
    .map((b) => b - from)
    .filter((b) => b > 0 && b < national.length)
    .sort((a, b) => a - b)[0];
  return first !== undefined && first >= 2 && first <= 4 && /[2-6]/.test(national[first]!);
}

/** An Indian mobile number as typed, as stored ("+919876543210"), or why it is not one. */
export function parseIndianMobile(typed: string): ParsedIndianMobile {
  const read = readDigits(typed);
  if (read === 'empty' || read === 'invalid') return { ok: false, reason: read };
  const { digits, plus, breaks } = read;
  const international = plus || digits.startsWith('00');
  const part = nationalPart(plus ? digits : international ? digits.slice(2) : digits, international);
  if (part === 'foreign' || part === 'invalid') return { ok: false, reason: part };
  const from = part.from + (international && !plus ? 2 : 0);
  const { national } = part;
  if (!/^\d{10}$/.test(national)) return { ok: false, reason: 'invalid' };
  if (/^[1-5]/.test(national) || writtenAsLandline(national, breaks, from)) return { ok: false, reason: 'landline' };
  if (!/^[6-9]/.test(national)) return { ok: false, reason: 'invalid' };
  return { ok: true, e164: `+91${national}` };
}

/**
 * A stored mobile number for reading: an Indian mobile ("+919822012345", or as an older form stored it:
 * "09822012345", "9822012345") as "+91 98220 12345"; any other number as it was stored.
 */
export function formatIndianMobile(mobile: string): string {
  const parsed = parseIndianMobile(mobile);
  return parsed.ok ? `+91 ${parsed.e164.slice(3, 8)} ${parsed.e164.slice(8)}` : mobile.trim();
}

/** What the form and the API say for each problem, in English; the message catalogues give them in Hindi and Marathi. */
export const INDIAN_MOBILE_MESSAGES: Readonly<Record<IndianMobileProblem, string>> = {
  empty: 'Mobile number is required',
  landline: 'This looks like a landline number: please enter a mobile number that can receive an SMS',
  foreign: 'Please enter an Indian mobile number: numbers from other countries cannot be used',
  invalid: 'Please enter a 10-digit mobile number, for example 98765 43210',
};

/** An Indian mobile number as a form sends it (a number or any typed text), stored as "+919876543210". */
export const indianMobile = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z.string({ error: INDIAN_MOBILE_MESSAGES.empty }).transform((typed, ctx): IndianMobile => {
    const parsed = parseIndianMobile(typed);
    if (parsed.ok) return parsed.e164;
    ctx.addIssue({ code: 'custom', message: INDIAN_MOBILE_MESSAGES[parsed.reason], input: typed });
    return z.NEVER;
  }),
);
