// Browser storage of the sessions (docs/behaviour.md §3): the visitor's `token` and `userData`, the admin's `adminToken`.
import { SEE_CANARIES_COOKIE } from '@site/contracts/release-cookies';
import type { VisitorUser } from '../api/types';

// The shell's page loader reads `token` and `adminToken` by these names: a signed-in browser gets a page's code at once.
export const KEYS = { token: 'token', userData: 'userData', adminToken: 'adminToken' } as const;

/** On the server (pages drawn before they reach the browser) nobody is signed in. */
const inBrowser = () => typeof localStorage !== 'undefined' && typeof sessionStorage !== 'undefined';

/** Both entries are needed; unparseable user data clears both (docs/behaviour.md §4). */
export function readVisitor(): { token: string; user: VisitorUser } | null {
  if (!inBrowser()) return null;
  const token = localStorage.getItem(KEYS.token);
  const raw = localStorage.getItem(KEYS.userData);
  if (raw === null) return null;
  try {
    const user = JSON.parse(raw) as VisitorUser;
    if (!user || typeof user.name !== 'string') throw new Error('no name');
    return token ? { token, user } : null;
  } catch {
    clearVisitor();
    return null;
  }
}

export function saveVisitor(token: string, user: VisitorUser) {
  localStorage.setItem(KEYS.token, token);
  localStorage.setItem(KEYS.userData, JSON.stringify(user));
}

export function clearVisitor() {
  localStorage.removeItem(KEYS.token);
  localStorage.removeItem(KEYS.userData);
}

/** Seconds-since-epoch expiry of a JWT, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof payload.exp === 'number' ? payload.exp : null;
  } catch {
    return null;
  }
}

/**
 * "Remember me" keeps the admin signed in across browser restarts (localStorage); otherwise only for the tab.
 * A stored token that has expired (or cannot be read) is reported, so sign-in can say why; createStore removes
 * it. (No side effect here: Redux calls a slice's initial-state function more than once.)
 */
export function readAdminSession(now = Date.now()): { token: string | null; expired: boolean } {
  if (!inBrowser()) return { token: null, expired: false };
  const token = localStorage.getItem(KEYS.adminToken) ?? sessionStorage.getItem(KEYS.adminToken);
  if (!token) return { token: null, expired: false };
  const exp = tokenExpiry(token);
  if (!exp || exp * 1000 <= now) return { token: null, expired: true };
  return { token, expired: false };
}

export function saveAdminToken(token: string, remember: boolean) {
  clearAdminToken();
  (remember ? localStorage : sessionStorage).setItem(KEYS.adminToken, token);
}

/** A renewed token of the same session (after a password change) goes where the old one was. */
export function replaceAdminToken(token: string) {
  saveAdminToken(token, localStorage.getItem(KEYS.adminToken) !== null);
}

export function clearAdminToken() {
  localStorage.removeItem(KEYS.adminToken);
  sessionStorage.removeItem(KEYS.adminToken);
}

/** The admin's pass to see every canary (the Releases screen's cookie) ends with their session in this browser. */
export function forgetCanaryPass() {
  if (typeof document === 'undefined') return;
  document.cookie = `${SEE_CANARIES_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}
