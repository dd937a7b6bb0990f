// Rate limits that hold (issue #14, point 4): the client address cannot be forged unless TRUST_PROXY says so,
// sign-in is limited per client and per account with a growing back-off, anonymous writes are limited per
// client, and the counters live in the database, shared by every instance.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { RESOURCES } from '@site/contracts';
import { SAMPLES } from '../support/samples.js';
import { fixtures, startApi, type TestApi } from '../support/helpers.js';
import { useApi } from '../support/use-api.js';

const ADMIN_LOGIN = '/admin/AdminLogin/addAdminLogin';
const USER_LOGIN = '/admin/UserLogin/UserLogin';
const REGISTER = '/admin/UserLogin/UserRegister';
const CONTACT = '/admin/userContact/addUserContact';
const CHANGE_PASSWORD = '/admin/AdminLogin/changePassword';
const DELETE_ACCOUNT = '/admin/UserLogin/deleteAccount';
const WINDOW_S = 60;

const wrongGuess = (email = `${randomUUID()}@example.com`) => ({ email, password: 'wrong-guess' });
/** A fresh client address, as a proxy would report it. */
/** A client address of its own for each call (a random one could meet an address another test used up). */
let addresses = 0;
const someAddress = () => `198.18.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;
const counters = (api: TestApi) =>
  api.app.get<Connection>(getConnectionToken()).db!.collection<{ _id: string; key: string; kind: string; until?: Date }>('ratelimits');

function expectLimited(res: { status: number; headers: Record<string, string>; body: { message?: string } }, text: RegExp) {
  expect(res.status).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body.message).toMatch(text);
}
const SIGN_IN_LIMITED = /^Too many sign-in attempts\. Please try again in \d+ (seconds?|minutes?)\.$/;
const FORMS_LIMITED = /^Too many forms sent from your connection\. Please try again in \d+ (seconds?|minutes?)\.$/;

describe('sign-in limit, TRUST_PROXY off (the default)', () => {
  const { api } = useApi({ LOGIN_RATE_LIMIT: '3', LOGIN_RATE_WINDOW_MS: String(WINDOW_S * 1000) }, { signIn: false });

  it('ignores X-Forwarded-For: a new address and account per attempt still meets the limit of the real client', async () => {
    for (let i = 0; i < 3; i++) await api.http.post(ADMIN_LOGIN).set('X-Forwarded-For', someAddress()).send(wrongGuess()).expect(401);
    const res = await api.http.post(ADMIN_LOGIN).set('X-Forwarded-For', someAddress()).send(wrongGuess());
    expectLimited(res, SIGN_IN_LIMITED);
    // The visitor sign-in shares the client's count.
    expectLimited(await api.http.post(USER_LOGIN).send(wrongGuess()), SIGN_IN_LIMITED);
  });
});

describe('sign-in limit behind one proxy (TRUST_PROXY=1)', () => {
  const { api } = useApi({ TRUST_PROXY: '1', LOGIN_RATE_LIMIT: '3', LOGIN_RATE_WINDOW_MS: String(WINDOW_S * 1000) }, { signIn: false });

  it('takes the client address from X-Forwarded-For: clients behind the proxy are counted apart', async () => {
    const client = someAddress();
    for (let i = 0; i < 3; i++) await api.http.post(USER_LOGIN).set('X-Forwarded-For', client).send(wrongGuess()).expect(401);
    expectLimited(await api.http.post(USER_LOGIN).set('X-Forwarded-For', client).send(wrongGuess()), SIGN_IN_LIMITED);
    // Another client behind the same proxy is not locked out.
    await api.http.post(USER_LOGIN).set('X-Forwarded-For', someAddress()).send(wrongGuess()).expect(401);
  });

  it('limits one account tried from many addresses, and only that account', async () => {
    const account = `target-${randomUUID()}@example.com`;
    for (let i = 0; i < 3; i++)
      await api.http
        .post(ADMIN_LOGIN)
        .set('X-Forwarded-For', `192.0.2.${i + 1}`)
        .send(wrongGuess(account))
        .expect(401);
    expectLimited(await api.http.post(ADMIN_LOGIN).set('X-Forwarded-For', '192.0.2.99').send(wrongGuess(account)), SIGN_IN_LIMITED);
    // The e-mail is compared as the sign-in compares it.
    expectLimited(
      await api.http
        .post(ADMIN_LOGIN)
        .set('X-Forwarded-For', '192.0.2.98')
        .send(wrongGuess(` ${account.toUpperCase()} `)),
      SIGN_IN_LIMITED,
    );
    await api.http.post(ADMIN_LOGIN).set('X-Forwarded-For', '192.0.2.97').send(wrongGuess()).expect(401);
  });

  it('limits guessing the current password on change password per account, from any address (a stolen token must not find the password)', async () => {
    const auth = { Authorization: `Bearer ${await api.adminToken()}` };
    const guess = (from: string) =>
      api.http.post(CHANGE_PASSWORD).set(auth).set('X-Forwarded-For', from).send({ currentPassword: 'wrong-guess-1', newPassword: 'a-new-password-1' });
    for (let i = 0; i < 3; i++) expect((await guess(someAddress())).status).toBe(400);
    expectLimited(await guess(someAddress()), SIGN_IN_LIMITED);
    // The account's sign-in by its e-mail is counted apart; the password is unchanged.
    await api.http.post(ADMIN_LOGIN).set('X-Forwarded-For', someAddress()).send(api.config.admin).expect(200);
  });

  it('keys the account-deletion limit on the verified token only: an e-mail in the body or a forged token changes nothing', async () => {
    const visitor = { name: 'Asha Target', mobile: '9876543210', email: `deleting-${randomUUID()}@example.com`, password: 'visitor-pass-1' };
    await api.http.post(REGISTER).set('X-Forwarded-For', someAddress()).send(visitor).expect(201);
    const token = (await api.http.post(USER_LOGIN).set('X-Forwarded-For', someAddress()).send(visitor).expect(200)).body.token as string;
    const attempt = (bearer: string, body: Record<string, string>) =>
      api.http.post(DELETE_ACCOUNT).set('Authorization', `Bearer ${bearer}`).set('X-Forwarded-For', someAddress()).send(body);
    // A token with the visitor's id but a signature of its own is refused, and does not use up the visitor's tries.
    const [head, payload] = token.split('.');
    const forged = `${head}.${payload}.${Buffer.from('forged').toString('base64url')}`;
    for (let i = 0; i < 5; i++) expect((await attempt(forged, { password: 'wrong-guess' })).status).toBe(401);
    // A new e-mail in each body does not make a new count.
    for (let i = 0; i < 3; i++) expect((await attempt(token, { password: 'wrong-guess', email: `other-${i}@example.com` })).status).toBe(400);
    expectLimited(await attempt(token, { password: 'wrong-guess', email: 'yet-another@example.com' }), SIGN_IN_LIMITED);
  });

  it('does not count successful sign-ins', async () => {
    const client = someAddress();
    for (let i = 0; i < 5; i++) await api.http.post(ADMIN_LOGIN).set('X-Forwarded-For', client).send(api.config.admin).expect(200);
  });

  it('doubles the lock window after each window in which the limit was passed', async () => {
    const account = `backoff-${randomUUID()}@example.com`;
    const attempt = () => api.http.post(USER_LOGIN).set('X-Forwarded-For', someAddress()).send(wrongGuess(account));
    const retryAfterOfLock = async () => {
      for (let i = 0; i < 3; i++) await attempt().expect(401);
      const res = await attempt();
      expectLimited(res, SIGN_IN_LIMITED);
      return Number(res.headers['retry-after']);
    };
    // The window and its lock end (as if the time had passed and the expired window was swept) instead of
    // waiting for them; the strikes stay.
    const key = `signin-account:${account}`;
    const endWindow = async () => {
      await counters(api).deleteMany({ key, kind: { $in: ['window', 'hit'] } });
      await counters(api).updateMany({ key, kind: 'strike' }, { $set: { until: new Date() } });
    };

    expect(await retryAfterOfLock()).toBeLessThanOrEqual(WINDOW_S);
    await endWindow();
    const second = await retryAfterOfLock();
    expect(second).toBeGreaterThan(WINDOW_S);
    expect(second).toBeLessThanOrEqual(2 * WINDOW_S);
    await endWindow();
    const third = await retryAfterOfLock();
    expect(third).toBeGreaterThan(2 * WINDOW_S);
    expect(third).toBeLessThanOrEqual(4 * WINDOW_S);
    expect(await counters(api).countDocuments({ key, kind: 'strike' })).toBe(3);
  });
});

describe('anonymous write limit', () => {
  let a: TestApi;
  let b: TestApi;
  beforeAll(async () => {
    const env = { TRUST_PROXY: '1', SUBMISSION_RATE_LIMIT: '3', SUBMISSION_RATE_WINDOW_MS: '600000' };
    a = await startApi(env);
    // A second instance on the same database.
    b = await startApi({ ...env, MONGODB_DB: a.config.mongoDb });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const contact = (api: TestApi, client: string, n: number) =>
    api.http
      .post(CONTACT)
      .set('X-Forwarded-For', client)
      .send({ ...SAMPLES.userContact!.fields, subject: `Quote ${n} ${randomUUID()}` });

  it('shares one count per client between instances, then answers 429 and stores nothing more', async () => {
    const client = someAddress();
    await contact(a, client, 1).expect(201);
    await contact(b, client, 2).expect(201);
    await contact(a, client, 3).expect(201);
    expectLimited(await contact(b, client, 4), FORMS_LIMITED);
    expectLimited(await contact(a, client, 5), FORMS_LIMITED);
    const admin = await a.adminToken();
    const stored = await a.http.get('/admin/userContact/getUserContact').set('Authorization', `Bearer ${admin}`).expect(200);
    expect(stored.body.userContact.filter((c: { subject: string }) => /^Quote [1-5] /.test(c.subject))).toHaveLength(3);
  });

  it('counts requests arriving at once on both instances exactly', async () => {
    const client = someAddress();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => contact(n % 2 ? a : b, client, n)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(3).fill(201), ...Array(7).fill(429)]);
  });

  it('covers every visitor submission and registration with the same count', async () => {
    const client = someAddress();
    for (let n = 0; n < 3; n++) await contact(a, client, n).expect(201);
    const submissions = Object.values(RESOURCES).filter((r) => r.access === 'submission');
    expect(submissions.map((r) => r.add).sort()).toEqual(['addApplyJobs', 'addHomeEnquiry', 'addServiceEnquiry', 'addUserContact']);
    for (const r of submissions) {
      const req = a.http.post(`/${r.path}/${r.add}`).set('X-Forwarded-For', client);
      const res = r.add === 'addApplyJobs' ? await req.field('name', 'Meena').attach('resume', fixtures.pdf, 'cv.pdf') : await req.send({});
      expectLimited(res, FORMS_LIMITED);
    }
    expectLimited(
      await a.http
        .post(REGISTER)
        .set('X-Forwarded-For', client)
        .send({ name: 'Spammer', mobile: '9876543210', email: `${randomUUID()}@example.com`, password: 'long-enough-1' }),
      FORMS_LIMITED,
    );
  });
});
