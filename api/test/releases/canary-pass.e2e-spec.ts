// An admin sees every canary in their browser only while signed in (docs/releases.md, Canary): the Releases screen
// sets the `release_canary` cookie to a pass the API gives their session, which the shell honours until that
// session's end. Anyone else's cookie, `1` or a forged pass, is ignored (shell/server/visitor-releases.spec.ts).
import { describe, expect, it } from '@jest/globals';
import { canaryPassHolds } from '@site/contracts/release-tokens';
import type { CanaryPass } from '@site/contracts/releases';
import { useApi } from '../support/use-api.js';

const SHELL_SECRET = 'the-shell-and-the-api-share-this-secret-in-tests';

describe('the canary pass', () => {
  const { api, auth } = useApi({ SHELL_SECRET });

  it('is given to a signed-in admin, holds with the shell’s secret and ends with their session', async () => {
    const res = await api.http.get('/admin/releases/canary-pass').set(auth).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { pass, expiresAt } = res.body as CanaryPass;
    const sessionEnd = (JSON.parse(Buffer.from(auth.Authorization.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp * 1000;
    expect(Date.parse(expiresAt)).toBe(sessionEnd);
    expect(canaryPassHolds(SHELL_SECRET, pass)).toBe(true);
    expect(canaryPassHolds(SHELL_SECRET, pass, sessionEnd)).toBe(false);
    expect(canaryPassHolds('another-secret-that-is-at-least-32-chars', pass)).toBe(false);
  });

  it('is given to nobody signed out', async () => {
    await api.http.get('/admin/releases/canary-pass').expect(401);
  });
});
