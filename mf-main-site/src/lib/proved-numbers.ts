// Numbers proved by a code in this tab (docs/behaviour.md §16.1), with their proof until it runs out: applying to
// another job or booking a walk-in drive in the same visit needs no second code. Held in memory only (a reload
// forgets them), never in storage.
import { parseIndianMobile, PHONE_CODE } from '@site/contracts';

const proved = new Map<string, { token: string; until: number }>();
const PROOF_MARGIN_MS = 60_000;

/** The proof of `mobile` (as typed), while it lasts. */
export const provedToken = (mobile: unknown) => {
  const parsed = parseIndianMobile(String(mobile ?? ''));
  const held = parsed.ok ? proved.get(parsed.e164) : undefined;
  return held && held.until > Date.now() ? held.token : null;
};

/** Keeps the proof a verified code answered for `mobile`. */
export const keepProof = (mobile: unknown, token: string) => {
  const parsed = parseIndianMobile(String(mobile ?? ''));
  if (parsed.ok) proved.set(parsed.e164, { token, until: Date.now() + PHONE_CODE.tokenMinutes * 60_000 - PROOF_MARGIN_MS });
};
