import { afterEach, describe, expect, it } from '@jest/globals';
import { SEE_CANARIES_COOKIE } from '@site/contracts/release-cookies';
import { createStore } from '../store/store';
import { logoutAdmin } from './session-slice';
import { clearAdminToken, readAdminSession, readVisitor, saveAdminToken, saveVisitor } from './storage';

const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('visitor session storage', () => {
  it('restores a session only when both entries exist', () => {
    expect(readVisitor()).toBeNull();
    localStorage.setItem('token', 't');
    expect(readVisitor()).toBeNull();
    saveVisitor('t', { name: 'Asha' });
    expect(readVisitor()).toEqual({ token: 't', user: { name: 'Asha' } });
  });

  it.each([['t'], [null]])('clears both entries when userData cannot be parsed (token %p)', (token) => {
    if (token) localStorage.setItem('token', token);
    localStorage.setItem('userData', '{not json');
    expect(readVisitor()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });
});

describe('admin token storage', () => {
  const now = Date.UTC(2026, 10, 22);
  it('keeps a remembered token in localStorage and a tab-only one in sessionStorage', () => {
    saveAdminToken(jwt(now / 1000 + 60), true);
    expect(localStorage.getItem('adminToken')).not.toBeNull();
    saveAdminToken(jwt(now / 1000 + 60), false);
    expect(localStorage.getItem('adminToken')).toBeNull();
    expect(sessionStorage.getItem('adminToken')).not.toBeNull();
    expect(readAdminSession(now).token).toBe(jwt(now / 1000 + 60));
  });

  it('reports an expired or unreadable token as an ended session, never as a token', () => {
    saveAdminToken(jwt(now / 1000 - 1), true);
    expect(readAdminSession(now)).toEqual({ token: null, expired: true });
    saveAdminToken('garbage', false);
    expect(readAdminSession(now)).toEqual({ token: null, expired: true });
    clearAdminToken();
    expect(readAdminSession(now)).toEqual({ token: null, expired: false });
  });

  it('a store created over an expired admin token starts signed out, says so, and clears the token', () => {
    saveAdminToken(jwt(1), true);
    const { session } = createStore().getState();
    expect([session.adminToken, session.adminSessionEnded]).toEqual([null, true]);
    expect(localStorage.getItem('adminToken')).toBeNull();
  });

  it.each(['logout', 'expired'] as const)("ends the admin's pass to see canaries with their session (%s)", async (reason) => {
    document.cookie = `${SEE_CANARIES_COOKIE}=c1.pass-from-the-api; Path=/`;
    saveAdminToken(jwt(Date.now() / 1000 + 60), true);
    const store = createStore();
    await store.dispatch(logoutAdmin(reason));
    expect(document.cookie).not.toContain(SEE_CANARIES_COOKIE);
  });
});
