// "Forgot Password" for visitors and admins (docs/behaviour.md §21): one answer for every address, a single-use
// link valid 30 minutes stored only as its hash, every session of the account ended by the reset, and requests
// limited per address and per client.
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { AUTH_MESSAGES } from '@site/contracts';
import { type TestApi, until } from '../support/helpers.js';
import { useApi } from '../support/use-api.js';

const ROUTES = {
  admin: {
    forgot: '/admin/AdminLogin/forgotPassword',
    reset: '/admin/AdminLogin/resetPassword',
    check: '/admin/AdminLogin/resetPassword/check',
    login: '/admin/AdminLogin/addAdminLogin',
    probe: '/admin/AdminLogin/getAdminLogin',
  },
  user: {
    forgot: '/admin/UserLogin/forgotPassword',
    reset: '/admin/UserLogin/resetPassword',
    check: '/admin/UserLogin/resetPassword/check',
    login: '/admin/UserLogin/UserLogin',
    probe: '/admin/UserLogin/me',
  },
} as const;
type Role = keyof typeof ROUTES;

const db = (api: TestApi) => api.app.get<Connection>(getConnectionToken()).db!;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token of the newest reset e-mail to `email` (no SMTP server: it waits in the outbox). */
async function resetToken(api: TestApi, email: string, role: Role, after = 0): Promise<string> {
  return until(async () => {
    const mails = await db(api).collection('mailoutbox').find({ to: email, subject: 'Set a new password' }).toArray();
    if (mails.length <= after) return undefined;
    const text = String(mails[mails.length - 1]!.text);
    const base = role === 'admin' ? 'https://site\\.example/admin' : 'https://site\\.example';
    return new RegExp(`${base}/reset-password/([A-Za-z0-9_-]{43})`).exec(text)?.[1];
  }, `the reset e-mail to ${email}`);
}

describe('password reset', () => {
  const { api, auth } = useApi({ SITE_URL: 'https://site.example' });
  const accounts: Record<Role, { email: string; password: string }> = {
    admin: { email: `admin-${randomUUID().slice(0, 8)}@example.com`, password: 'old-admin-pass-1' },
    user: { email: `visitor-${randomUUID().slice(0, 8)}@example.com`, password: 'old-visitor-pass-1' },
  };

  beforeAll(async () => {
    await api.http
      .post('/admin/AdminLogin/addAdmin')
      .set(auth)
      .send({ name: 'Reset Admin', ...accounts.admin })
      .expect(201);
    await api.http
      .post('/admin/UserLogin/UserRegister')
      .send({ name: 'Reset Visitor', mobile: '9876543210', ...accounts.user })
      .expect(201);
  });

  it.each(['admin', 'user'] as const)('%s: the same answer for a known and an unknown address; only the known one gets an e-mail', async (role) => {
    const known = await api.http.post(ROUTES[role].forgot).send({ email: accounts[role].email.toUpperCase() }).expect(200);
    const unknown = await api.http
      .post(ROUTES[role].forgot)
      .send({ email: `nobody-${randomUUID()}@example.com` })
      .expect(200);
    expect(known.body).toEqual({ message: AUTH_MESSAGES.resetRequested });
    expect(unknown.body).toEqual(known.body);
    await resetToken(api, accounts[role].email, role);
    // The other kind of account with this address: none, so nothing is sent for it.
    const other = role === 'admin' ? 'user' : 'admin';
    await api.http.post(ROUTES[other].forgot).send({ email: accounts[role].email }).expect(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(await db(api).collection('mailoutbox').countDocuments({ to: accounts[role].email })).toBe(role === 'user' ? 2 : 1);
  });

  it.each(['admin', 'user'] as const)('%s: the link sets a new password once, ends every other session, and is stored only as its hash', async (role) => {
    const before = await db(api).collection('mailoutbox').countDocuments({ to: accounts[role].email, subject: 'Set a new password' });
    await api.http.post(ROUTES[role].forgot).send({ email: accounts[role].email }).expect(200);
    const token = await resetToken(api, accounts[role].email, role, before);
    const session = (await api.http.post(ROUTES[role].login).send(accounts[role]).expect(200)).body.token as string;
    await api.http.get(ROUTES[role].probe).set('Authorization', `Bearer ${session}`).expect(200);

    const stored = await db(api)
      .collection<{ _id: string; expiresAt: Date }>('accountlinks')
      .findOne({ _id: hash(token) });
    expect(stored).not.toBeNull();
    expect(JSON.stringify(stored)).not.toContain(token);
    const ttl = stored!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000);

    // The page asks first whether the link works: asking does not use it up.
    await api.http.post(ROUTES[role].check).send({ token }).expect(200);
    await api.http.post(ROUTES[role].check).send({ token }).expect(200);
    const password = `new-${role}-pass-2`;
    expect((await api.http.post(ROUTES[role].reset).send({ token, password }).expect(200)).body).toEqual({ message: AUTH_MESSAGES.passwordReset });
    // Used: the page says so at once, before a password is typed.
    expect((await api.http.post(ROUTES[role].check).send({ token }).expect(400)).body.message).toBe(AUTH_MESSAGES.linkGone);
    // Used once: a second use is refused, with a message a page can show.
    expect((await api.http.post(ROUTES[role].reset).send({ token, password: 'another-pass-3' }).expect(400)).body.message).toBe(AUTH_MESSAGES.linkGone);
    // The session from before the reset has ended; the old password no longer works, the new one does.
    await api.http.get(ROUTES[role].probe).set('Authorization', `Bearer ${session}`).expect(401);
    await api.http.post(ROUTES[role].login).send(accounts[role]).expect(401);
    accounts[role].password = password;
    const fresh = (await api.http.post(ROUTES[role].login).send(accounts[role]).expect(200)).body.token as string;
    await api.http.get(ROUTES[role].probe).set('Authorization', `Bearer ${fresh}`).expect(200);
  });

  it('an expired link is refused like a used one', async () => {
    const before = await db(api).collection('mailoutbox').countDocuments({ to: accounts.user.email, subject: 'Set a new password' });
    await api.http.post(ROUTES.user.forgot).send({ email: accounts.user.email }).expect(200);
    const token = await resetToken(api, accounts.user.email, 'user', before);
    // 30 minutes pass: the stored expiry is moved to the past rather than waited for.
    await db(api)
      .collection<{ _id: string }>('accountlinks')
      .updateOne({ _id: hash(token) }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await api.http.post(ROUTES.user.check).send({ token }).expect(400)).body.message).toBe(AUTH_MESSAGES.linkGone);
    expect((await api.http.post(ROUTES.user.reset).send({ token, password: 'never-set-pass-4' }).expect(400)).body.message).toBe(AUTH_MESSAGES.linkGone);
    await api.http.post(ROUTES.user.login).send(accounts.user).expect(200);
  });

  it('a link of one kind of account does not open the other, and a reset ends the links sent before it', async () => {
    const before = await db(api).collection('mailoutbox').countDocuments({ to: accounts.admin.email, subject: 'Set a new password' });
    await api.http.post(ROUTES.admin.forgot).send({ email: accounts.admin.email }).expect(200);
    const first = await resetToken(api, accounts.admin.email, 'admin', before);
    await api.http.post(ROUTES.admin.forgot).send({ email: accounts.admin.email }).expect(200);
    const second = await resetToken(api, accounts.admin.email, 'admin', before + 1);
    await api.http.post(ROUTES.admin.forgot).send({ email: accounts.admin.email }).expect(200);
    const third = await resetToken(api, accounts.admin.email, 'admin', before + 2);
    expect(new Set([first, second, third]).size).toBe(3);
    // Asked on the visitors' route, the admin's link does not work there; a link ended by a later reset neither.
    await api.http.post(ROUTES.user.check).send({ token: third }).expect(400);
    await api.http.post(ROUTES.admin.check).send({ token: third }).expect(200);
    // Tried on the visitors' route, the admin's link opens nothing, and is used up.
    await api.http.post(ROUTES.user.reset).send({ token: third, password: 'wrong-kind-pass' }).expect(400);
    await api.http.post(ROUTES.admin.reset).send({ token: third, password: 'wrong-kind-pass' }).expect(400);
    await api.http.post(ROUTES.admin.reset).send({ token: first, password: 'third-admin-pass' }).expect(200);
    expect((await api.http.post(ROUTES.admin.check).send({ token: second }).expect(400)).body.message).toBe(AUTH_MESSAGES.linkGone);
    expect((await api.http.post(ROUTES.admin.reset).send({ token: second, password: 'fourth-admin-pass' }).expect(400)).body.message).toBe(
      AUTH_MESSAGES.linkGone,
    );
    accounts.admin.password = 'third-admin-pass';
    await api.http.post(ROUTES.admin.login).send(accounts.admin).expect(200);
  });

  it('answers 400 with a message for bad input, never 500', async () => {
    for (const role of ['admin', 'user'] as const) {
      for (const body of [{}, { email: 'not-an-address' }, { email: 42 }]) {
        expect((await api.http.post(ROUTES[role].forgot).send(body).expect(400)).body.message).toEqual(expect.any(String));
      }
      const token = 'A'.repeat(43);
      for (const body of [
        {},
        { token },
        { token, password: 'short' },
        { token: '', password: 'long-enough-pass' },
        { token: 'x'.repeat(500), password: 'long-enough-pass' },
        { token: 7, password: 'long-enough-pass' },
      ]) {
        expect((await api.http.post(ROUTES[role].reset).send(body).expect(400)).body.message).toEqual(expect.any(String));
      }
      for (const body of [{}, { token: '' }, { token: 7 }])
        expect((await api.http.post(ROUTES[role].check).send(body).expect(400)).body.message).toEqual(expect.any(String));
      expect((await api.http.post(ROUTES[role].check).send({ token }).expect(400)).body.message).toBe(AUTH_MESSAGES.linkGone);
      // Well formed, but no such link.
      expect((await api.http.post(ROUTES[role].reset).send({ token, password: 'long-enough-pass' }).expect(400)).body.message).toBe(AUTH_MESSAGES.linkGone);
    }
  });
});

describe('password reset requests are rate-limited', () => {
  const { api } = useApi({ PASSWORD_RESET_RATE_LIMIT: '3', PASSWORD_RESET_RATE_WINDOW_MS: '600000', TRUST_PROXY: '1' }, { signIn: false });

  it('per address, from any number of clients', async () => {
    const email = `target-${randomUUID().slice(0, 8)}@example.com`;
    for (let i = 0; i < 3; i++)
      await api.http
        .post(ROUTES.user.forgot)
        .set('X-Forwarded-For', `198.18.1.${i + 1}`)
        .send({ email })
        .expect(200);
    const res = await api.http.post(ROUTES.admin.forgot).set('X-Forwarded-For', '198.18.1.99').send({ email: email.toUpperCase() }).expect(429);
    expect(res.body.message).toMatch(/^Too many requests for a link\. Please try again in \d+ (seconds?|minutes?)\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address from a fresh client is not held back.
    await api.http
      .post(ROUTES.user.forgot)
      .set('X-Forwarded-For', '198.18.1.100')
      .send({ email: `other-${email}` })
      .expect(200);
  });

  it('per client, whatever addresses it names', async () => {
    const client = '198.18.2.1';
    for (let i = 0; i < 3; i++)
      await api.http
        .post(ROUTES.user.forgot)
        .set('X-Forwarded-For', client)
        .send({ email: `c${i}-${randomUUID().slice(0, 8)}@example.com` })
        .expect(200);
    await api.http
      .post(ROUTES.admin.forgot)
      .set('X-Forwarded-For', client)
      .send({ email: `c9-${randomUUID().slice(0, 8)}@example.com` })
      .expect(429);
  });
});
