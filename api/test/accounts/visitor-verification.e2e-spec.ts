// Verified visitor accounts (docs/behaviour.md §21): the sign-up e-mails a single-use confirmation link; an
// unconfirmed account signs in but cannot see "My applications"; once confirmed, it sees the applications made
// with its own address only, each with its stage and upcoming interviews. The link confirms only in the session of
// the account it was sent for.
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { AUTH_MESSAGES, candidateApplication, istDay, RESOURCES } from '@site/contracts';
import { until } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';
import { useApi } from '../support/use-api.js';

const R = {
  register: '/admin/UserLogin/UserRegister',
  login: '/admin/UserLogin/UserLogin',
  verify: '/admin/UserLogin/verifyEmail',
  resend: '/admin/UserLogin/resendVerification',
  me: '/admin/UserLogin/me',
  mine: '/admin/UserLogin/myApplications',
};
const APPLY = RESOURCES.applyJobs;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

const { api, auth } = useApi({ SITE_URL: 'https://site.example', NOTIFY_TO: 'office@example.com' });
const db = () => api.app.get<Connection>(getConnectionToken()).db!;

/** The confirmation tokens e-mailed to `email` so far, oldest first. */
async function verifyTokens(email: string, atLeast = 1): Promise<string[]> {
  return until(async () => {
    const mails = await db().collection('mailoutbox').find({ to: email, subject: 'Please confirm your e-mail address' }).toArray();
    const tokens = mails.map((m) => /https:\/\/site\.example\/verify-email\/([A-Za-z0-9_-]{43})/.exec(String(m.text))?.[1]).filter((t): t is string => !!t);
    return tokens.length >= atLeast ? tokens : undefined;
  }, `the confirmation e-mail to ${email}`);
}

async function signUp(email = `visitor-${randomUUID().slice(0, 8)}@example.com`) {
  const creds = { name: 'Priya Visitor', mobile: '9876543210', email, password: 'visitor-pass-1' };
  await api.http.post(R.register).send(creds).expect(201);
  const login = (await api.http.post(R.login).send(creds).expect(200)).body;
  return { email, token: login.token as string, user: login.user, auth: { Authorization: `Bearer ${login.token}` } };
}

async function applyAs(email: string, jobTitle: string) {
  const fields = { ...SAMPLES.applyJobs!.fields, email, jobTitle, consent: 'true' };
  return (await send(api.http.post(`/${APPLY.path}/${APPLY.add}`), fields, SAMPLES.applyJobs!.files).expect(201)).body.data._id as string;
}

beforeAll(async () => {
  // Open jobs of the titles applied for: an application names a job the candidate's pages may show (§17).
  for (const jobTitle of ['Security Guard', 'Housekeeping Supervisor']) {
    await api.http
      .post(`/${RESOURCES.jobs.path}/${RESOURCES.jobs.add}`)
      .set(auth)
      .send({ ...SAMPLES.jobs!.fields, jobTitle })
      .expect(201);
  }
});

describe('e-mail confirmation', () => {
  it('the sign-up sends a link; the account signs in unconfirmed, and the link confirms it once', async () => {
    const v = await signUp();
    expect(v.user.verified).toBe(false);
    expect((await api.http.get(R.me).set(v.auth).expect(200)).body.user).toMatchObject({ email: v.email, verified: false });
    const [token] = await verifyTokens(v.email);
    // Only the hash is stored.
    expect(
      await db()
        .collection<{ _id: string }>('accountlinks')
        .findOne({ _id: hash(token!) }),
    ).not.toBeNull();

    expect((await api.http.post(R.verify).set(v.auth).send({ token }).expect(200)).body).toEqual({ message: AUTH_MESSAGES.emailVerified });
    expect((await api.http.get(R.me).set(v.auth).expect(200)).body.user.verified).toBe(true);
    expect((await api.http.post(R.login).send({ email: v.email, password: 'visitor-pass-1' }).expect(200)).body.user.verified).toBe(true);
    // Used: a second click gets the clear message, not a crash.
    expect((await api.http.post(R.verify).set(v.auth).send({ token }).expect(400)).body.message).toBe(AUTH_MESSAGES.linkGone);
  });

  it('a stranger who signed up with someone else’s address cannot have it confirmed by the owner’s click', async () => {
    // The stranger signs up with the candidate's address and a password of their own, and keeps the session.
    const stranger = await signUp();
    await applyAs(stranger.email, 'Security Guard');
    const [token] = await verifyTokens(stranger.email);
    // The candidate opens "Confirm my e-mail": not signed in (the password is the stranger's), it confirms nothing.
    await api.http.post(R.verify).send({ token }).expect(401);
    // Signed in to an account of their own, it is refused too, and left unused.
    const owner = await signUp();
    expect((await api.http.post(R.verify).set(owner.auth).send({ token }).expect(403)).body.message).toBe(AUTH_MESSAGES.otherAccountsLink);
    expect(
      await db()
        .collection<{ _id: string }>('accountlinks')
        .findOne({ _id: hash(token!) }),
    ).not.toBeNull();
    expect((await api.http.get(R.me).set(owner.auth).expect(200)).body.user.verified).toBe(false);
    // The stranger still cannot read the candidate's applications.
    expect((await api.http.get(R.me).set(stranger.auth).expect(200)).body.user.verified).toBe(false);
    expect((await api.http.get(R.mine).set(stranger.auth).expect(403)).body.message).toBe(AUTH_MESSAGES.notVerified);
  });

  it('resend sends a new link while unconfirmed, and nothing once confirmed', async () => {
    const v = await signUp();
    await verifyTokens(v.email, 1);
    expect((await api.http.post(R.resend).set(v.auth).expect(200)).body).toEqual({ message: AUTH_MESSAGES.verificationSent });
    const [, second] = await verifyTokens(v.email, 2);
    await api.http.post(R.verify).set(v.auth).send({ token: second }).expect(200);
    await api.http.post(R.resend).set(v.auth).expect(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(await db().collection('mailoutbox').countDocuments({ to: v.email, subject: 'Please confirm your e-mail address' })).toBe(2);
    // Resend is a visitor's own route.
    await api.http.post(R.resend).expect(401);
  });

  it('an expired link, a malformed one and bad input are refused with a message', async () => {
    const v = await signUp();
    const [token] = await verifyTokens(v.email);
    await db()
      .collection<{ _id: string }>('accountlinks')
      .updateOne({ _id: hash(token!) }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await api.http.post(R.verify).set(v.auth).send({ token }).expect(400)).body.message).toBe(AUTH_MESSAGES.linkGone);
    expect((await api.http.get(R.me).set(v.auth).expect(200)).body.user.verified).toBe(false);
    for (const body of [{}, { token: '' }, { token: 12 }, { token: 'x'.repeat(500) }, { token: 'not-a-token' }]) {
      expect((await api.http.post(R.verify).set(v.auth).send(body).expect(400)).body.message).toEqual(expect.any(String));
    }
  });
});

describe('My applications', () => {
  it('only for a confirmed account, and only the applications made with its own address', async () => {
    const v = await signUp();
    await applyAs(v.email, 'Security Guard');
    await applyAs(v.email.toUpperCase(), 'Housekeeping Supervisor');
    await applyAs(`someone-else-${randomUUID().slice(0, 8)}@example.com`, 'Night Watchman');

    const refused = await api.http.get(R.mine).set(v.auth).expect(403);
    expect(refused.body.message).toBe(AUTH_MESSAGES.notVerified);
    await api.http.get(R.mine).expect(401);
    await api.http
      .get(R.mine)
      .set('Authorization', `Bearer ${await api.adminToken()}`)
      .expect(401);

    const [token] = await verifyTokens(v.email);
    await api.http.post(R.verify).set(v.auth).send({ token }).expect(200);
    const { applications } = (await api.http.get(R.mine).set(v.auth).expect(200)).body;
    expect(applications.map((a: { jobTitle: string }) => a.jobTitle).sort()).toEqual(['Housekeeping Supervisor', 'Security Guard']);
    for (const a of applications) expect(candidateApplication.shape.application.parse(a)).toMatchObject({ status: 'New', stage: 'Received', interviews: [] });
    // Nothing of the firm's own.
    expect(JSON.stringify(applications)).not.toMatch(/assignee|notes|resume|_id/);
  });

  it('shows the stage and upcoming interviews the back office sets', async () => {
    const v = await signUp();
    const id = await applyAs(v.email, 'Security Guard');
    const [token] = await verifyTokens(v.email);
    await api.http.post(R.verify).set(v.auth).send({ token }).expect(200);
    const admin = { Authorization: `Bearer ${await api.adminToken()}` };
    await api.http.post(`/admin/inbox/applyJobs/${id}`).set(admin).send({ status: 'Shortlisted' }).expect(200);
    const interviewerId = JSON.parse(Buffer.from(admin.Authorization.split('.')[1]!, 'base64url').toString()).sub as string;
    const startsAt = `${istDay(new Date(Date.now() + 3 * 86_400_000))}T10:00`;
    const interview = (
      await api.http.post(`/admin/hiring/interviews/${id}`).set(admin).send({ minutes: 45, place: 'Head office', interviewerId, startsAt }).expect(201)
    ).body.interview;
    const { applications } = (await api.http.get(R.mine).set(v.auth).expect(200)).body;
    expect(applications).toEqual([expect.objectContaining({ jobTitle: 'Security Guard', status: 'Shortlisted', stage: 'Shortlisted' })]);
    expect(applications[0].interviews).toEqual([
      expect.objectContaining({ id: interview.id, startsAt: interview.startsAt, minutes: 45, place: 'Head office' }),
    ]);
    expect(JSON.stringify(applications)).not.toContain(interviewerId);
  });

  it('a password reset ends the visitor’s other sessions', async () => {
    const v = await signUp();
    await api.http.get(R.me).set(v.auth).expect(200);
    await api.http.post('/admin/UserLogin/forgotPassword').send({ email: v.email }).expect(200);
    const mail = await until(
      async () => (await db().collection('mailoutbox').findOne({ to: v.email, subject: 'Set a new password' })) ?? undefined,
      'the reset e-mail',
    );
    const reset = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(String(mail.text))![1];
    await api.http.post('/admin/UserLogin/resetPassword').send({ token: reset, password: 'brand-new-pass-9' }).expect(200);
    await api.http.get(R.me).set(v.auth).expect(401);
    // The reset link reached the address: the account counts as confirmed.
    const fresh = (await api.http.post(R.login).send({ email: v.email, password: 'brand-new-pass-9' }).expect(200)).body;
    expect(fresh.user.verified).toBe(true);
  });
});
