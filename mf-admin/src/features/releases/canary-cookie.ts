// The choice of a signed-in admin to see every canary in this browser: a cookie the shell reads when it draws a page
// (docs/decisions/0013), so it is a plain first-party cookie, not part of the admin's session.
import { SEE_CANARIES_COOKIE } from '@site/contracts/releases';

const A_YEAR_S = 365 * 24 * 60 * 60;

export function seesCanaries(cookies = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookies.split(/;\s*/).some((c) => c === `${SEE_CANARIES_COOKIE}=1`);
}

export function setSeesCanaries(see: boolean): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = see
    ? `${SEE_CANARIES_COOKIE}=1; Path=/; Max-Age=${A_YEAR_S}; SameSite=Lax${secure}`
    : `${SEE_CANARIES_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
