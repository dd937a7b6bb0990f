// Authenticator-app codes for the tests, as a phone would show them. The API takes each code once, and none of a
// time step at or before the last one used (RFC 6238 §5.2), so a test that signs in twice within 30 seconds needs
// the next step's code, which the API accepts a step early for a phone's clock a little ahead.
import { generate } from 'otplib';

const STEP_S = 30;
/** Secret -> the last time step this process handed out a code of. */
const used = new Map();

/** A code of `secret` no earlier test step used: this step's, or the next one's; when both are used, waits for the next step. */
export async function freshCode(secret) {
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / STEP_S);
    const step = Math.max(now, (used.get(secret) ?? -1) + 1);
    if (step <= now + 1) {
      used.set(secret, step);
      return generate({ secret, epoch: step * STEP_S });
    }
    await new Promise((r) => setTimeout(r, (now + 1) * STEP_S * 1000 - Date.now() + 100));
  }
}
