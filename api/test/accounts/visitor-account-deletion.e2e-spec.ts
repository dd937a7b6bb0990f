// A visitor deletes their own account with their token and password (docs/behaviour.md §14.1): only their own,
// only with the right password, and afterwards neither the sign-in nor the old token works.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { PRIVACY_ROUTES } from '@site/contracts';
import { AuthService } from '../../src/accounts/auth.service.js';
import type { TestApi } from '../support/helpers.js';
import { useApi } from '../support/use-api.js';

const DELETE = `/${PRIVACY_ROUTES.deleteOwnAccount}`;
const LOGIN = '/admin/UserLogin/UserLogin';
const REGISTER = '/admin/UserLogin/UserRegister';
const USERS = '/admin/UserLogin/getUserLogin';
const INVALID = 'Your session has expired or is invalid. Please sign in again';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new visitor account and its token. */
async function newVisitor(api: TestApi) {
  const creds = { name: 'Meera Joshi', mobile: '9811122233', email: `meera-${randomUUID()}@example.com`, password: `meera-${randomUUID()}` };
  await api.http.post(REGISTER).send(creds).expect(201);
  const token = (await api.http.post(LOGIN).send({ email: creds.email, password: creds.password }).expect(200)).body.token as string;
  return { ...creds, token };
}

const listedEmails = async (api: TestApi) =>
  (
    (
      await api.http
        .get(USERS)
        .set(bearer(await api.adminToken()))
        .expect(200)
    ).body.UserLogin as Array<{ email: string }>
  ).map((u) => u.email);

describe('a visitor deleting their own account', () => {
  const { api } = useApi({}, { signIn: false });

  it('deletes the account with the right password: the sign-in and the old token stop working', async () => {
    const visitor = await newVisitor(api);
    const res = await api.http.post(DELETE).set(bearer(visitor.token)).send({ password: visitor.password }).expect(200);
    expect(res.body).toEqual({ message: 'Your account has been deleted' });
    expect(await listedEmails(api)).not.toContain(visitor.email);
    const signIn = await api.http.post(LOGIN).send({ email: visitor.email, password: visitor.password }).expect(401);
    expect(signIn.body.message).toBe('Invalid email or password');
    const again = await api.http.post(DELETE).set(bearer(visitor.token)).send({ password: visitor.password }).expect(401);
    expect(again.body.message).toBe(INVALID);
    // The e-mail is free again: the visitor may sign up anew.
    await api.http.post(REGISTER).send({ name: visitor.name, mobile: visitor.mobile, email: visitor.email, password: visitor.password }).expect(201);
  });

  it('refuses a wrong password with 400 and keeps the account', async () => {
    const visitor = await newVisitor(api);
    const res = await api.http.post(DELETE).set(bearer(visitor.token)).send({ password: 'not-my-password' }).expect(400);
    expect(res.body.message).toBe('Password is incorrect');
    await api.http.post(LOGIN).send({ email: visitor.email, password: visitor.password }).expect(200);
    expect(await listedEmails(api)).toContain(visitor.email);
  });

  it('answers 400 with a message for a missing or malformed password', async () => {
    const visitor = await newVisitor(api);
    for (const body of [{}, { password: '' }, { password: { $ne: null } }, { password: 42 }]) {
      const res = await api.http.post(DELETE).set(bearer(visitor.token)).send(body).expect(400);
      expect(res.body.message).toBe('Password is required');
    }
    expect(await listedEmails(api)).toContain(visitor.email);
  });

  it('needs a visitor token: none, a forged one or an admin token answers 401 and deletes nothing', async () => {
    const visitor = await newVisitor(api);
    const none = await api.http.post(DELETE).send({ password: visitor.password }).expect(401);
    expect(none.body.message).toBe('Please sign in');
    const [head, body] = visitor.token.split('.');
    await api.http
      .post(DELETE)
      .set(bearer(`${head}.${body}.forged-signature`))
      .send({ password: visitor.password })
      .expect(401);
    await api.http.post(DELETE).set(bearer('not-a-token')).send({ password: visitor.password }).expect(401);
    // An admin's token is not a visitor's, even with the admin's own password.
    const admin = await api.http
      .post(DELETE)
      .set(bearer(await api.adminToken()))
      .send({ password: api.config.admin.password })
      .expect(401);
    expect(admin.body.message).toBe(INVALID);
    await api.http.post(LOGIN).send({ email: visitor.email, password: visitor.password }).expect(200);
  });

  it("deletes only the token's own account, whatever the body names", async () => {
    const owner = await newVisitor(api);
    const other = await newVisitor(api);
    await api.http.post(DELETE).set(bearer(owner.token)).send({ password: other.password, email: other.email }).expect(400);
    await api.http.post(DELETE).set(bearer(owner.token)).send({ password: owner.password, email: other.email }).expect(200);
    const emails = await listedEmails(api);
    expect(emails).not.toContain(owner.email);
    expect(emails).toContain(other.email);
  });
});

describe('rate limit of account deletion', () => {
  const { api } = useApi({ LOGIN_RATE_LIMIT: '3', LOGIN_RATE_WINDOW_MS: '60000' }, { signIn: false });

  it('counts wrong passwords like failed sign-ins, then refuses with 429 and keeps the account', async () => {
    // Signed in without the sign-in route, whose own (successful) attempt would share the count.
    const creds = { name: 'Ravi Kumar', mobile: '9811122244', email: `ravi-${randomUUID()}@example.com`, password: 'ravi-secret-12' };
    await api.http.post(REGISTER).send(creds).expect(201);
    const auth = api.app.get(AuthService);
    const visitor = { ...creds, token: await auth.issueToken('user', await auth.signIn('user', creds.email, creds.password)) };
    for (let i = 0; i < 3; i++)
      await api.http
        .post(DELETE)
        .set(bearer(visitor.token))
        .send({ password: `guess-${i}` })
        .expect(400);
    const limited = await api.http.post(DELETE).set(bearer(visitor.token)).send({ password: visitor.password }).expect(429);
    expect(limited.body.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ (seconds?|minutes?)\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The client's sign-ins share the count.
    await api.http.post(LOGIN).send({ email: visitor.email, password: 'wrong-again' }).expect(429);
    expect(await auth.signIn('user', creds.email, creds.password)).toMatchObject({ email: creds.email });
  });
});
