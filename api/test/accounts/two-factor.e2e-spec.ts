// Two-factor sign-in for admins (docs/behaviour.md §25, issue #29 part 3): enrolment with an authenticator app's
// codes (computed here with otplib from the secret the API hands out), sign-in with a code or a recovery code, the
// sign-in limits, turning it off, and the owner's rule for every admin.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { generate } from 'otplib';
import { freshCode } from '../../../scripts/totp-codes.mjs';
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_ROUTES } from '@site/contracts';
import { startApi, type TestApi } from '../support/helpers.js';
import { useApi } from '../support/use-api.js';

const LOGIN = '/admin/AdminLogin/addAdminLogin';
const ME = '/admin/AdminLogin/me';
const R = Object.fromEntries(Object.entries(TWO_FACTOR_ROUTES).map(([k, v]) => [k, `/${v}`])) as Record<keyof typeof TWO_FACTOR_ROUTES, string>;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const PASSWORD = 'two-factor-pass-1';

/** The app's code now (or the next one, when this one was used). */
const codeOf = freshCode;
/** A 6-digit code the app shows in none of the accepted steps. */
async function wrongCodeOf(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const near = await Promise.all([-60, -30, 0, 30, 60].map((d) => generate({ secret, epoch: now + d })));
  let n = 123456;
  while (near.includes(String(n))) n += 1;
  return String(n);
}

async function newAdmin(api: TestApi, role: 'owner' | 'recruiter' = 'owner', { remember = false } = {}) {
  const email = `admin-${randomUUID().slice(0, 8)}@example.com`;
  const added = await api.http
    .post('/admin/AdminLogin/addAdmin')
    .set(bearer(await api.adminToken()))
    .send({ name: 'Second Admin', email, password: PASSWORD, role })
    .expect(201);
  const token = (await api.http.post(LOGIN).send({ email, password: PASSWORD, remember }).expect(200)).body.token as string;
  return { email, token, id: added.body.admin._id as string };
}

async function enrol(api: TestApi, token: string) {
  const started = await api.http.post(R.start).set(bearer(token)).expect(200);
  const secret = started.body.secret as string;
  const confirmed = await api.http
    .post(R.confirm)
    .set(bearer(token))
    .send({ code: await codeOf(secret) })
    .expect(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

describe('two-factor sign-in (docs/behaviour.md §25)', () => {
  let api: TestApi;
  /** The database reads of each collection, as the driver sends them. */
  const reads = new Map<string, number>();
  beforeAll(async () => {
    api = await startApi({ MONGODB_URI: `${process.env.MONGODB_URI!.replace(/\/$/, '')}/?monitorCommands=true` });
    api.app
      .get<Connection>(getConnectionToken())
      .getClient()
      .on('commandStarted', (e) => {
        const collection = (e.command as Record<string, unknown>)[e.commandName];
        if (e.commandName === 'find' && typeof collection === 'string') reads.set(collection, (reads.get(collection) ?? 0) + 1);
      });
  });
  afterAll(() => api?.close());

  it('enrols with a QR code and a first code, and answers 10 recovery codes once', async () => {
    const { token } = await newAdmin(api);
    expect((await api.http.get(ME).set(bearer(token)).expect(200)).body.twoFactor).toBe(false);
    const notStarted = await api.http.post(R.confirm).set(bearer(token)).send({ code: '123456' }).expect(400);
    expect(notStarted.body.message).toBe(TWO_FACTOR_MESSAGES.notStarted);

    const started = await api.http.post(R.start).set(bearer(token)).expect(200);
    expect(started.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(started.body.qrCode).toMatch(/^data:image\/png;base64,/);
    const { secret } = started.body as { secret: string };

    for (const bad of [{}, { code: 'abc' }, { code: 12 }]) {
      const res = await api.http.post(R.confirm).set(bearer(token)).send(bad).expect(400);
      expect(typeof res.body.message).toBe('string');
    }
    const wrong = await api.http
      .post(R.confirm)
      .set(bearer(token))
      .send({ code: await wrongCodeOf(secret) })
      .expect(400);
    expect(wrong.body.message).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    expect((await api.http.get(ME).set(bearer(token)).expect(200)).body.twoFactor).toBe(false);

    const confirmed = await api.http
      .post(R.confirm)
      .set(bearer(token))
      .send({ code: await codeOf(secret) })
      .expect(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    expect(confirmed.body.token).toBeUndefined();
    expect((await api.http.get(ME).set(bearer(token)).expect(200)).body.twoFactor).toBe(true);
    // The secret is not handed out again.
    expect((await api.http.post(R.start).set(bearer(token)).expect(400)).body.message).toBe(TWO_FACTOR_MESSAGES.alreadyOn);
    const list = await api.http
      .get('/admin/AdminLogin/getAdminLogin')
      .set(bearer(await api.adminToken()))
      .expect(200);
    expect(JSON.stringify(list.body)).not.toMatch(/totp|recoveryCodes/);
  });

  it('gives no token for a password without a right code; a code from the app signs in', async () => {
    const { email, token } = await newAdmin(api);
    const { secret } = await enrol(api, token);
    const noCode = await api.http.post(LOGIN).send({ email, password: PASSWORD }).expect(401);
    expect(noCode.body).toMatchObject({ message: TWO_FACTOR_MESSAGES.codeRequired, twoFactor: 'required' });
    expect(noCode.body.token).toBeUndefined();
    const wrong = await api.http
      .post(LOGIN)
      .send({ email, password: PASSWORD, code: await wrongCodeOf(secret) })
      .expect(401);
    expect(wrong.body.token).toBeUndefined();
    // A right code with a wrong password opens nothing either (and does not use the code up).
    const code = await codeOf(secret);
    await api.http.post(LOGIN).send({ email, password: 'not-the-password', code }).expect(401);
    const ok = await api.http.post(LOGIN).send({ email, password: PASSWORD, code }).expect(200);
    expect((await api.http.get(ME).set(bearer(ok.body.token)).expect(200)).body.email).toBe(email);
    // Used once, the code (still the app's) signs in no more.
    const again = await api.http.post(LOGIN).send({ email, password: PASSWORD, code }).expect(401);
    expect(again.body).toMatchObject({ message: TWO_FACTOR_MESSAGES.wrongCode });
    await api.http.post(LOGIN).send({ email, password: PASSWORD, code: 5 }).expect(400);
  });

  it('takes each recovery code once', async () => {
    const { email, token } = await newAdmin(api);
    const { recoveryCodes } = await enrol(api, token);
    const code = recoveryCodes[3]!;
    const ok = await api.http.post(LOGIN).send({ email, password: PASSWORD, code: code.toUpperCase() }).expect(200);
    expect(typeof ok.body.token).toBe('string');
    // Used once, it says so (not "check the time on your phone"); a code that never was one is a wrong code.
    expect((await api.http.post(LOGIN).send({ email, password: PASSWORD, code }).expect(401)).body.message).toBe(TWO_FACTOR_MESSAGES.recoveryCodeUsed);
    expect((await api.http.post(LOGIN).send({ email, password: PASSWORD, code: 'abcd-efgh-jkmn' }).expect(401)).body.message).toBe(
      TWO_FACTOR_MESSAGES.wrongCode,
    );
    await api.http.post(LOGIN).send({ email, password: PASSWORD, code: recoveryCodes[4] }).expect(200);
  });

  it('turns off with the password and a code only', async () => {
    const { email, token } = await newAdmin(api);
    const { secret } = await enrol(api, token);
    expect((await api.http.post(R.disable).set(bearer(token)).send({ password: PASSWORD }).expect(400)).body.message).toEqual(expect.any(String));
    // A wrong password does not use the code up.
    const code = await codeOf(secret);
    expect((await api.http.post(R.disable).set(bearer(token)).send({ password: 'wrong-one', code }).expect(400)).body.message).toBe(
      TWO_FACTOR_MESSAGES.wrongPassword,
    );
    expect(
      (
        await api.http
          .post(R.disable)
          .set(bearer(token))
          .send({ password: PASSWORD, code: await wrongCodeOf(secret) })
          .expect(400)
      ).body.message,
    ).toBe(TWO_FACTOR_MESSAGES.wrongCode);
    await api.http.post(LOGIN).send({ email, password: PASSWORD }).expect(401);
    await api.http.post(R.disable).set(bearer(token)).send({ password: PASSWORD, code }).expect(200);
    expect((await api.http.get(ME).set(bearer(token)).expect(200)).body.twoFactor).toBe(false);
    expect(typeof (await api.http.post(LOGIN).send({ email, password: PASSWORD }).expect(200)).body.token).toBe('string');
  });

  it("lets an owner turn another admin's off (a lost phone): their sessions end and the password signs in", async () => {
    const { email, token } = await newAdmin(api, 'recruiter');
    await enrol(api, token);
    const owner = bearer(await api.adminToken());
    const list = async () =>
      (await api.http.get('/admin/AdminLogin/getAdminLogin').set(owner).expect(200)).body.AdminLogin as Array<{
        _id: string;
        email: string;
        twoFactor: boolean;
      }>;
    const row = (await list()).find((a) => a.email === email)!;
    expect(row.twoFactor).toBe(true);
    const reset = (id: string) => api.http.post(`/${TWO_FACTOR_ROUTES.reset.replace(':id', id)}`).set(owner);
    expect((await reset(row._id).expect(200)).body.message).toBe(TWO_FACTOR_MESSAGES.reset);
    await api.http.get(ME).set(bearer(token)).expect(401);
    expect((await list()).find((a) => a.email === email)!.twoFactor).toBe(false);
    expect(typeof (await api.http.post(LOGIN).send({ email, password: PASSWORD }).expect(200)).body.token).toBe('string');
    // Once off there is nothing to reset; an owner's own is turned off on My Account; an unknown id is a 404.
    expect((await reset(row._id).expect(400)).body.message).toBe(TWO_FACTOR_MESSAGES.notOnFor);
    const me = (await api.http.get(ME).set(owner).expect(200)).body._id as string;
    expect((await reset(me).expect(400)).body.message).toBe(TWO_FACTOR_MESSAGES.ownReset);
    await reset('0123456789abcdef01234567').expect(404);
    await reset('not-an-id').expect(404);
  });

  it('lets an owner require it for every admin: one without it gets an enrolment token, not a session', async () => {
    const recruiter = await newAdmin(api, 'recruiter');
    await api.http.get(R.policy).set(bearer(recruiter.token)).expect(403);
    await api.http.post(R.policy).set(bearer(recruiter.token)).send({ required: true }).expect(403);

    const owner = await newAdmin(api);
    expect((await api.http.post(R.policy).set(bearer(owner.token)).send({ required: 'yes' }).expect(400)).body.message).toEqual(expect.any(String));
    expect((await api.http.post(R.policy).set(bearer(owner.token)).send({ required: true }).expect(400)).body.message).toBe(TWO_FACTOR_MESSAGES.ownerFirst);
    const ownerSecret = (await enrol(api, owner.token)).secret;
    await api.http.post(R.policy).set(bearer(owner.token)).send({ required: true }).expect(200);
    expect((await api.http.get(R.policy).set(bearer(owner.token)).expect(200)).body).toEqual({ required: true });

    try {
      const step = await api.http.post(LOGIN).send({ email: recruiter.email, password: PASSWORD }).expect(202);
      expect(step.body).toMatchObject({ message: TWO_FACTOR_MESSAGES.enrolFirst, twoFactor: 'enrol' });
      expect(step.body.token).toBeUndefined();
      const enrolment = step.body.enrolmentToken as string;
      // The enrolment token opens the set-up and nothing else.
      await api.http.get(ME).set(bearer(enrolment)).expect(401);
      await api.http.get('/admin/inbox').set(bearer(enrolment)).expect(401);
      await api.http.post(R.disable).set(bearer(enrolment)).send({ password: PASSWORD, code: '123456' }).expect(401);
      const { secret } = (await api.http.post(R.start).set(bearer(enrolment)).expect(200)).body as { secret: string };
      const confirmed = await api.http
        .post(R.confirm)
        .set(bearer(enrolment))
        .send({ code: await codeOf(secret) })
        .expect(200);
      expect(confirmed.body.recoveryCodes).toHaveLength(10);
      expect((await api.http.get(ME).set(bearer(confirmed.body.token)).expect(200)).body).toMatchObject({ email: recruiter.email, twoFactor: true });
      // While it is required, it cannot be turned off.
      const off = await api.http
        .post(R.disable)
        .set(bearer(owner.token))
        .send({ password: PASSWORD, code: await codeOf(ownerSecret) })
        .expect(400);
      expect(off.body.message).toBe(TWO_FACTOR_MESSAGES.requiredByOwner);
    } finally {
      await api.http.post(R.policy).set(bearer(owner.token)).send({ required: false }).expect(200);
    }
    expect(typeof (await newAdmin(api)).token).toBe('string');
  });

  it('leaves no working session to an admin without it, remembered ones included, at no read per request; enrolling opens it again', async () => {
    const APPLICATIONS = '/admin/applyJobs/getApplyJobs';
    const remembered = await newAdmin(api, 'recruiter', { remember: true });
    const enrolled = await newAdmin(api, 'recruiter');
    await enrol(api, enrolled.token);
    const owner = await newAdmin(api);
    await enrol(api, owner.token);
    await api.http.get(APPLICATIONS).set(bearer(remembered.token)).expect(200);

    await api.http.post(R.policy).set(bearer(owner.token)).send({ required: true }).expect(200);
    try {
      const refused = await api.http.get(APPLICATIONS).set(bearer(remembered.token)).expect(401);
      expect(refused.body.message).toBe('Two-factor sign-in is now required for every admin. Please sign in again to set it up');
      await api.http.get(ME).set(bearer(remembered.token)).expect(401);
      // The owner who turned it on, and an admin with two-factor, go on.
      await api.http.get(APPLICATIONS).set(bearer(owner.token)).expect(200);
      await api.http.get(APPLICATIONS).set(bearer(enrolled.token)).expect(200);

      // The check reads what the guard read already: 20 requests cost no read each of the admins or of the rule.
      reads.clear();
      const started = Date.now();
      for (let i = 0; i < 10; i += 1) {
        await api.http.get(APPLICATIONS).set(bearer(remembered.token)).expect(401);
        await api.http.get(APPLICATIONS).set(bearer(enrolled.token)).expect(200);
      }
      // One read per admin (and of the rule) per 5 seconds at most: the instance's cache (AdminSessions).
      const windows = 1 + Math.ceil((Date.now() - started) / 5000);
      expect(reads.get('adminpolicies') ?? 0).toBeLessThanOrEqual(windows);
      expect(reads.get('adminlogins') ?? 0).toBeLessThanOrEqual(2 * windows);

      // The set-up stays open to that session, and once two-factor is on the session works again.
      const { secret } = (await api.http.post(R.start).set(bearer(remembered.token)).expect(200)).body as { secret: string };
      await api.http
        .post(R.confirm)
        .set(bearer(remembered.token))
        .send({ code: await codeOf(secret) })
        .expect(200);
      await api.http.get(APPLICATIONS).set(bearer(remembered.token)).expect(200);
    } finally {
      await api.http.post(R.policy).set(bearer(owner.token)).send({ required: false }).expect(200);
    }
  });

  type Row = { _id: string; wrongCodes?: { count: number; since: string } };
  const rowOf = async (id: string) =>
    (
      (
        await api.http
          .get('/admin/AdminLogin/getAdminLogin')
          .set(bearer(await api.adminToken()))
          .expect(200)
      ).body.AdminLogin as Row[]
    ).find((a) => a._id === id)!;
  const alertsTo = (id: string) =>
    api.app
      .get<Connection>(getConnectionToken())
      .db!.collection<{ submissionId: string; to: string; subject: string; text: string; html: string }>('mailoutbox')
      .find({ submissionId: id })
      .toArray();

  it('e-mails the admin once after 5 in a row, counted across concurrent sign-ins; the owners see them until a good sign-in', async () => {
    const { email, token, id } = await newAdmin(api, 'recruiter');
    const { secret } = await enrol(api, token);
    const wrong = await wrongCodeOf(secret);
    const tryWrong = () => api.http.post(LOGIN).send({ email, password: PASSWORD, code: wrong }).expect(401);
    for (let i = 0; i < 4; i += 1) await tryWrong();
    expect((await rowOf(id)).wrongCodes).toMatchObject({ count: 4 });
    expect(await alertsTo(id)).toEqual([]);

    // Seven at once: none is lost (each is an insert of its own), and one e-mail goes.
    await Promise.all(Array.from({ length: 7 }, tryWrong));
    const row = await rowOf(id);
    expect(row.wrongCodes).toEqual({ count: 11, since: expect.any(String) });
    const [alert, ...more] = await alertsTo(id);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ to: email, subject: 'Wrong two-factor codes were entered for your admin account' });
    // Nothing typed at the sign-in is in it: not the code, nor the address as typed.
    expect(alert!.text).not.toContain(wrong);
    expect(alert!.text).toMatch(/entered \d+ wrong two-factor codes in a row/);

    // More within six hours: still one e-mail.
    await tryWrong();
    expect(await alertsTo(id)).toHaveLength(1);
    expect((await rowOf(id)).wrongCodes).toMatchObject({ count: 12, since: row.wrongCodes!.since });

    // A good sign-in clears them.
    await api.http
      .post(LOGIN)
      .send({ email, password: PASSWORD, code: await codeOf(secret) })
      .expect(200);
    expect((await rowOf(id)).wrongCodes).toBeUndefined();
  });
});

describe('two-factor sign-in and the sign-in limits', () => {
  const { api } = useApi({ LOGIN_RATE_LIMIT: '3' }, { signIn: false });

  it('counts wrong codes as failed sign-ins until the account is held back', async () => {
    const { email, token } = await newAdmin(api);
    const { secret } = await enrol(api, token);
    for (let i = 0; i < 3; i += 1)
      await api.http
        .post(LOGIN)
        .send({ email, password: PASSWORD, code: await wrongCodeOf(secret) })
        .expect(401);
    const held = await api.http
      .post(LOGIN)
      .send({ email, password: PASSWORD, code: await codeOf(secret) })
      .expect(429);
    expect(held.body.message).toMatch(/Too many sign-in attempts/);
    expect(held.body.token).toBeUndefined();
  });
});
