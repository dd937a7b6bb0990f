// The choice of a signed-in admin to see every canary in this browser: a cookie the shell reads when it draws a page
// (docs/decisions/0013). Its value is a pass the API gives this session (GET /admin/releases/canary-pass), which the
// shell honours only until the session ends; signing out removes it (session-slice's logoutAdmin).
import type { CanaryPass } from '@site/contracts/releases';
import { SEE_CANARIES_COOKIE } from '@site/contracts/releases';

export function seesCanaries(cookies = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookies.split(/;\s*/).some((c) => c.startsWith(`${SEE_CANARIES_COOKIE}=`) && c.length > SEE_CANARIES_COOKIE.length + 1);
}

/** Holds `pass` until it expires, or (null) forgets it. */
export function setSeesCanaries(pass: CanaryPass | null, now = Date.now()): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const seconds = pass ? Math.max(0, Math.floor((Date.parse(pass.expiresAt) - now) / 1000)) : 0;
  document.cookie =
    pass && seconds
      ? `${SEE_CANARIES_COOKIE}=${pass.pass}; Path=/; Max-Age=${seconds}; SameSite=Lax${secure}`
      : `${SEE_CANARIES_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
