// Sign-in, registration and the auth matrix: every private route refuses anonymous callers and visitor tokens.
import { describe, expect, it } from '@jest/globals';
import { RESOURCE_DEFINITIONS as RESOURCES } from '../../src/resource-definitions.js';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { useApi } from '../support/use-api.js';

const { api } = useApi({}, { signIn: false });

describe('admin sign-in', () => {
  it('answers the spec message and a token for the configured admin', async () => {
    const res = await api.http.post('/admin/AdminLogin/addAdminLogin').send({ email: 'ADMIN@example.com', password: 'admin12345' }).expect(200);
    expect(res.body.message).toBe('User successfully logged in');
    expect(res.body.token.split('.')).toHaveLength(3);
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const wrong = await api.http.post('/admin/AdminLogin/addAdminLogin').send({ email: 'admin@example.com', password: 'nope-nope' }).expect(401);
    const unknown = await api.http.post('/admin/AdminLogin/addAdminLogin').send({ email: 'who@example.com', password: 'admin12345' }).expect(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    expect(unknown.body.message).toBe('Invalid email or password');
    expect(wrong.body.token).toBeUndefined();
  });

  it('answers 400 for credentials that are not strings', async () => {
    for (const body of [{ email: { $ne: null }, password: 'x' }, { email: 'admin@example.com', password: { $gt: '' } }, { email: ['a'], password: 1 }, {}]) {
      const res = await api.http.post('/admin/AdminLogin/addAdminLogin').send(body).expect(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('lists admins to admins only, without password hashes', async () => {
    const res = await api.http
      .get('/admin/AdminLogin/getAdminLogin')
      .set('Authorization', `Bearer ${await api.adminToken()}`)
      .expect(200);
    expect(res.body.AdminLogin).toHaveLength(1);
    expect(res.body.AdminLogin[0]).toMatchObject({ name: 'Administrator', email: 'admin@example.com' });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });
});

describe('visitor registration and sign-in', () => {
  const visitor = { name: 'Kiran Shah', mobile: '9812345678', email: 'kiran@example.com', password: 'kiran-secret-1' };

  it('registers with the spec message; a known address gets the same answer, no new account, and its owner an e-mail', async () => {
    const res = await api.http.post('/admin/UserLogin/UserRegister').send(visitor).expect(201);
    expect(res.body.message).toBe('User successfully Register');
    const again = await api.http
      .post('/admin/UserLogin/UserRegister')
      .send({ ...visitor, name: 'Someone Else', email: 'KIRAN@example.com', password: 'another-pass-2' })
      .expect(201);
    expect(again.body).toEqual(res.body);
    // The account is as it was: its password signs in, the stranger's does not.
    await api.http.post('/admin/UserLogin/UserLogin').send({ email: visitor.email, password: visitor.password }).expect(200);
    await api.http.post('/admin/UserLogin/UserLogin').send({ email: visitor.email, password: 'another-pass-2' }).expect(401);
    const db = api.app.get<Connection>(getConnectionToken()).db!;
    expect(await db.collection('userlogins').countDocuments({ email: visitor.email })).toBe(1);
    // The sign-up's confirmation link (docs/behaviour.md §21), then the owner told of the second sign-up.
    const mails = await db.collection('mailoutbox').find({ kind: 'account', to: visitor.email }).toArray();
    expect(mails.map((m) => m.subject).sort()).toEqual(['Please confirm your e-mail address', 'Someone tried to create an account with your e-mail address']);
    const told = mails.filter((m) => m.subject.startsWith('Someone tried'));
    expect(told[0]!.text).toMatch(/^Hello Kiran Shah\n/);
    expect(told[0]!.text).not.toContain('Someone Else');
  });

  it('validates registration fields with clear messages', async () => {
    const cases: Array<[object, string]> = [
      [{ ...visitor, email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ ...visitor, mobile: 'abc123' }, 'Mobile number must contain only digits (7 to 15)'],
      [{ ...visitor, name: '  ' }, 'Name is required'],
      [{ ...visitor, password: 'short' }, 'Password must be at least 8 characters'],
      // Empty says required, not a format problem.
      [{ ...visitor, email: '' }, 'Email is required'],
      [{ ...visitor, mobile: '' }, 'Mobile number is required'],
      [{ ...visitor, password: '' }, 'Password is required'],
      [{ ...visitor, consent: false }, 'Please agree to the privacy notice'],
    ];
    for (const [body, message] of cases) {
      const res = await api.http.post('/admin/UserLogin/UserRegister').send(body).expect(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('signs in with message, token and user (name shown in the bar), never the hash', async () => {
    const res = await api.http.post('/admin/UserLogin/UserLogin').send({ email: visitor.email, password: visitor.password }).expect(200);
    expect(res.body.message).toBe('User successfully logged in');
    expect(res.body.user).toMatchObject({ name: 'Kiran Shah', email: 'kiran@example.com', mobile: '9812345678' });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash/);
    await api.http.post('/admin/UserLogin/UserLogin').send({ email: visitor.email, password: 'wrong-pass' }).expect(401);
  });

  it('lists visitors to admins only, without hashes', async () => {
    const res = await api.http
      .get('/admin/UserLogin/getUserLogin')
      .set('Authorization', `Bearer ${await api.adminToken()}`)
      .expect(200);
    expect(res.body.UserLogin.some((u: { email: string }) => u.email === visitor.email)).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash/);
  });
});

describe('auth matrix', () => {
  const privateReads = [
    ...RESOURCES.filter((d) => d.access === 'submission').flatMap((d) => [`/${d.path}/${d.list}`, `/${d.path}/${d.list}/0123456789abcdef01234567`]),
    '/admin/AdminLogin/getAdminLogin',
    '/admin/UserLogin/getUserLogin',
    '/admin/applyJobs/resume/0123456789abcdef01234567',
    '/admin/applyJobs/resumeLink/0123456789abcdef01234567',
    '/admin/mail/deliveries/0123456789abcdef01234567',
    '/admin/audit',
    '/admin/inbox',
    '/admin/inbox/counts',
    '/admin/inbox/userContact/0123456789abcdef01234567',
    '/admin/privacy/person?email=someone@example.com',
    '/admin/privacy/person/resumes?email=someone@example.com',
    '/admin/privacy/retention',
  ];
  const adminWrites = [
    ...RESOURCES.flatMap((d) => [
      ...(d.access === 'submission' ? [] : [`/${d.path}/${d.add}`]),
      `/${d.path}/${d.edit.replace(':id', '0123456789abcdef01234567')}`,
      `/${d.path}/${d.remove.replace(':id', '0123456789abcdef01234567')}`,
    ]),
    '/admin/privacy/erase',
    '/admin/privacy/retention',
    '/admin/privacy/retention/run',
  ];

  it('covers every private route of the spec', () => {
    expect(privateReads).toHaveLength(4 * 2 + 2 + 2 + 5 + 3);
    // 17 resources (the privacy notice included), of which the 4 submissions are added by visitors; 3 privacy writes.
    expect(adminWrites).toHaveLength(17 * 3 - 4 + 3);
  });

  it.each(privateReads)('GET %s refuses anonymous (401), visitor (403) and forged (401) tokens', async (path) => {
    await api.http.get(path).expect(401);
    await api.http
      .get(path)
      .set('Authorization', `Bearer ${await api.userToken()}`)
      .expect(403);
    const forged = (await api.adminToken()).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    await api.http.get(path).set('Authorization', `Bearer ${forged}`).expect(401);
  });

  it.each(adminWrites)('POST %s refuses anonymous and visitor tokens', async (path) => {
    const anon = await api.http.post(path).send({}).expect(401);
    expect(anon.body.message).toBe('Please sign in as an administrator');
    const visitor = await api.http
      .post(path)
      .set('Authorization', `Bearer ${await api.userToken()}`)
      .send({})
      .expect(403);
    expect(visitor.body.message).toBe('Administrator access is required');
  });

  it('keeps public content and visitor submissions open', async () => {
    for (const def of RESOURCES.filter((d) => d.access === 'content')) await api.http.get(`/${def.path}/${def.list}`).expect(200);
  });
});
