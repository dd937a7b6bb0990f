// Admin sessions are revocable: tokens name their audience and their admin's token version, and the guard checks
// both against the database on every request (issue #14, points 1 and 2).
import { describe, expect, it } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { useApi } from '../support/use-api.js';

const { api } = useApi({}, { signIn: false });

const LIST = '/admin/AdminLogin/getAdminLogin';
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
let n = 0;
/** A fresh admin added through the back office, and a token of theirs. */
async function newAdmin(remember = false) {
  const creds = { name: `Deputy ${++n}`, email: `deputy-${n}-${Date.now()}@firm.in`, password: 'deputy-pass-1' };
  const added = await api.http
    .post('/admin/AdminLogin/addAdmin')
    .set(bearer(await api.adminToken()))
    .send(creds)
    .expect(201);
  const token = (
    await api.http
      .post('/admin/AdminLogin/addAdminLogin')
      .send({ ...creds, remember })
      .expect(200)
  ).body.token as string;
  return { ...creds, id: added.body.admin._id as string, token };
}

describe('tokens', () => {
  it('refuses a token signed with the secret the source used to hold, even for a real admin id', async () => {
    const old = new JwtService({ secret: 'local-development-secret-not-for-production-use' });
    const { sub } = claims(await api.adminToken());
    for (const payload of [
      { sub, role: 'admin', name: 'x', ver: 0 },
      { sub: '0123456789abcdef01234567', role: 'admin', name: 'ghost' },
    ]) {
      const forged = await old.signAsync(payload, { issuer: 'facility-site', audience: 'admin', expiresIn: '1h' });
      const res = await api.http.get(LIST).set(bearer(forged)).expect(401);
      expect(res.body.message).toBe('Your session has expired or is invalid. Please sign in again');
    }
  });

  it('gives admin and visitor tokens their own audience; neither passes for the other', async () => {
    expect(claims(await api.adminToken())).toMatchObject({ aud: 'admin', role: 'admin', ver: 0, iss: 'facility-site' });
    expect(claims(await api.userToken())).toMatchObject({ aud: 'visitor', role: 'user' });
    await api.http
      .get(LIST)
      .set(bearer(await api.userToken()))
      .expect(403);
    // Well signed, admin role, but without the admin audience (as every token before this change): not a session.
    const jwt = api.app.get(JwtService);
    const { sub } = claims(await api.adminToken());
    for (const [options, status] of [
      [{}, 401],
      [{ audience: 'visitor' }, 403],
      [{ audience: 'resume-preview' }, 401],
    ] as const) {
      const token = await jwt.signAsync({ sub, role: 'admin', name: 'x', ver: 0 }, { ...options, expiresIn: 60 });
      await api.http.get(LIST).set(bearer(token)).expect(status);
    }
  });

  it('refuses the token of an admin that does not exist or was deleted', async () => {
    const jwt = api.app.get(JwtService);
    const ghost = await jwt.signAsync({ sub: '0123456789abcdef01234567', role: 'admin', name: 'ghost', ver: 0 }, { audience: 'admin', expiresIn: 60 });
    expect((await api.http.get(LIST).set(bearer(ghost)).expect(401)).body.message).toBe('This admin account is disabled or no longer exists');
    const deputy = await newAdmin();
    await api.http.get(LIST).set(bearer(deputy.token)).expect(200);
    await api.app.get<Model<unknown>>(getModelToken('AdminLogin')).deleteOne({ email: deputy.email });
    // Deleted behind this instance's back: refused once the short cache has been read again.
    const res = await waitForStatus(deputy.token, 401);
    expect(res.body.message).toBe('This admin account is disabled or no longer exists');
  });
});

/** The guard may trust its cache for a few seconds after a change made elsewhere: ask until the answer changes. */
async function waitForStatus(token: string, status: number) {
  for (;;) {
    const res = await api.http.get(LIST).set(bearer(token));
    if (res.status === status) return res;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('revocation', () => {
  it('a password change ends earlier sessions, remember-me ones included, and hands this session a new token', async () => {
    const deputy = await newAdmin();
    const remembered = (
      await api.http.post('/admin/AdminLogin/addAdminLogin').send({ email: deputy.email, password: deputy.password, remember: true }).expect(200)
    ).body.token as string;
    const res = await api.http
      .post('/admin/AdminLogin/changePassword')
      .set(bearer(deputy.token))
      .send({ currentPassword: deputy.password, newPassword: 'brand-new-pass-2' })
      .expect(200);
    expect(res.body.message).toBe('Password changed. Other sessions of this account have been signed out');
    for (const old of [deputy.token, remembered]) {
      const refused = await api.http.get(LIST).set(bearer(old)).expect(401);
      expect(refused.body.message).toBe('This session was signed out (password changed or signed out everywhere). Please sign in again');
    }
    await api.http.get(LIST).set(bearer(res.body.token)).expect(200);
    // The new token ends when the one it replaced would have.
    expect(claims(res.body.token).exp).toBe(claims(deputy.token).exp);
    await api.http.post('/admin/AdminLogin/addAdminLogin').send({ email: deputy.email, password: deputy.password }).expect(401);
    await api.http.post('/admin/AdminLogin/addAdminLogin').send({ email: deputy.email, password: 'brand-new-pass-2' }).expect(200);
  });

  it('a wrong current password is a 400 with a message (the session goes on), and the new one is validated', async () => {
    const deputy = await newAdmin();
    const change = (body: object) => api.http.post('/admin/AdminLogin/changePassword').set(bearer(deputy.token)).send(body);
    expect((await change({ currentPassword: 'not-my-password', newPassword: 'brand-new-pass-2' }).expect(400)).body.message).toBe(
      'The current password is incorrect',
    );
    expect((await change({ currentPassword: deputy.password, newPassword: 'short' }).expect(400)).body.message).toBe('Password must be at least 8 characters');
    expect((await change({ currentPassword: deputy.password, newPassword: deputy.password }).expect(400)).body.message).toBe(
      'The new password must differ from the current one',
    );
    expect((await change({ newPassword: 'brand-new-pass-2' }).expect(400)).body.message).toBe('Current password is required');
    await api.http.get(LIST).set(bearer(deputy.token)).expect(200);
  });

  it('sign out everywhere ends every session of that admin only', async () => {
    const deputy = await newAdmin();
    const remembered = (
      await api.http.post('/admin/AdminLogin/addAdminLogin').send({ email: deputy.email, password: deputy.password, remember: true }).expect(200)
    ).body.token as string;
    const res = await api.http.post('/admin/AdminLogin/signOutEverywhere').set(bearer(deputy.token)).expect(200);
    expect(res.body.message).toBe('Signed out everywhere');
    await api.http.get(LIST).set(bearer(deputy.token)).expect(401);
    await api.http.get(LIST).set(bearer(remembered)).expect(401);
    await api.http
      .get(LIST)
      .set(bearer(await api.adminToken()))
      .expect(200);
    // Signing in again gives a token of the new version.
    const again = (await api.http.post('/admin/AdminLogin/addAdminLogin').send({ email: deputy.email, password: deputy.password }).expect(200)).body
      .token as string;
    expect(claims(again).ver).toBe(1);
    await api.http.get(LIST).set(bearer(again)).expect(200);
  });

  it('disabling an admin ends their sessions and their sign-in, with the message of a wrong password', async () => {
    const deputy = await newAdmin(true);
    await api.http
      .post(`/admin/AdminLogin/disableAdmin/${deputy.id}`)
      .set(bearer(await api.adminToken()))
      .expect(200);
    expect((await api.http.get(LIST).set(bearer(deputy.token)).expect(401)).body.message).toBe('This admin account is disabled or no longer exists');
    const signIn = await api.http.post('/admin/AdminLogin/addAdminLogin').send({ email: deputy.email, password: deputy.password }).expect(401);
    expect(signIn.body.message).toBe('Invalid email or password');
    await api.http
      .post(`/admin/AdminLogin/enableAdmin/${deputy.id}`)
      .set(bearer(await api.adminToken()))
      .expect(200);
    // Re-enabled: a new sign-in works, the old token stays ended.
    const again = (await api.http.post('/admin/AdminLogin/addAdminLogin').send({ email: deputy.email, password: deputy.password }).expect(200)).body
      .token as string;
    await api.http.get(LIST).set(bearer(again)).expect(200);
    await api.http.get(LIST).set(bearer(deputy.token)).expect(401);
  });
});
