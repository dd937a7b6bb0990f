// Admin accounts in the back office: list, add, disable and re-enable, always one active admin, and passwords that
// bcrypt would cut (issue #14, points 3 and 6).
import { describe, expect, it } from '@jest/globals';
import { startApi } from '../support/helpers.js';
import { useApi } from '../support/use-api.js';

const { api, auth } = useApi();

const add = (body: object) => api.http.post('/admin/AdminLogin/addAdmin').set(auth).send(body);
const list = async () => (await api.http.get('/admin/AdminLogin/getAdminLogin').set(auth).expect(200)).body.AdminLogin as Array<Record<string, unknown>>;

describe('admin accounts', () => {
  it('adds an admin who can sign in, and lists admins with their status, never a hash or session counter', async () => {
    const res = await add({ name: 'Priya Nair', email: 'Priya@Firm.in', password: 'priya-pass-1' }).expect(201);
    expect(res.body).toMatchObject({ message: 'Admin added successfully', admin: { name: 'Priya Nair', email: 'priya@firm.in', disabled: false } });
    await api.http.post('/admin/AdminLogin/addAdminLogin').send({ email: 'priya@firm.in', password: 'priya-pass-1' }).expect(200);
    const admins = await list();
    expect(admins.map((a) => [a.email, a.disabled])).toEqual([
      ['admin@example.com', false],
      ['priya@firm.in', false],
    ]);
    expect(JSON.stringify(admins)).not.toMatch(/password|tokenVersion/i);
  });

  it('validates a new admin with messages, and refuses an e-mail already used', async () => {
    const cases: Array<[object, number, string]> = [
      [{ email: 'a@firm.in', password: 'long-enough' }, 400, 'Name is required'],
      [{ name: 'A', email: 'nope', password: 'long-enough' }, 400, 'Please enter a valid email address'],
      [{ name: 'A', email: 'a@firm.in', password: 'short' }, 400, 'Password must be at least 8 characters'],
      [{ name: 'A', email: { $ne: null }, password: 'long-enough' }, 400, 'Email is required'],
      [{ name: 'Again', email: 'ADMIN@example.com', password: 'long-enough' }, 409, 'An account with this email already exists'],
    ];
    for (const [body, status, message] of cases) expect((await add(body).expect(status)).body.message).toBe(message);
  });

  it('is for admins only', async () => {
    await api.http.post('/admin/AdminLogin/addAdmin').send({ name: 'X', email: 'x@firm.in', password: 'long-enough' }).expect(401);
    await api.http
      .post('/admin/AdminLogin/addAdmin')
      .set('Authorization', `Bearer ${await api.userToken()}`)
      .send({ name: 'X', email: 'x@firm.in', password: 'long-enough' })
      .expect(403);
    for (const path of ['disableAdmin/0123456789abcdef01234567', 'enableAdmin/0123456789abcdef01234567', 'changePassword', 'signOutEverywhere']) {
      await api.http.post(`/admin/AdminLogin/${path}`).expect(401);
    }
  });

  it('answers 400 for an invalid id and 404 for an unknown one', async () => {
    expect((await api.http.post('/admin/AdminLogin/disableAdmin/nope').set(auth).expect(400)).body.message).toBe('Invalid admin ID');
    expect((await api.http.post('/admin/AdminLogin/enableAdmin/0123456789abcdef01234567').set(auth).expect(404)).body.message).toBe('Admin not found');
  });
});

describe('at least one active admin', () => {
  it('refuses to disable the last active admin, including oneself, and allows it while another stays active', async () => {
    const solo = await startApi();
    try {
      const token = await solo.adminToken();
      const [me] = (await solo.http.get('/admin/AdminLogin/getAdminLogin').set('Authorization', `Bearer ${token}`).expect(200)).body.AdminLogin as Array<{
        _id: string;
      }>;
      const refused = await solo.http.post(`/admin/AdminLogin/disableAdmin/${me!._id}`).set('Authorization', `Bearer ${token}`).expect(400);
      expect(refused.body.message).toBe('There must always be at least one active owner');
      // The refusal did not end the session.
      await solo.http.get('/admin/AdminLogin/getAdminLogin').set('Authorization', `Bearer ${token}`).expect(200);

      const other = (
        await solo.http
          .post('/admin/AdminLogin/addAdmin')
          .set('Authorization', `Bearer ${token}`)
          .send({ name: 'Second', email: 'second@firm.in', password: 'second-pass' })
          .expect(201)
      ).body.admin._id as string;
      await solo.http.post(`/admin/AdminLogin/disableAdmin/${other}`).set('Authorization', `Bearer ${token}`).expect(200);
      await solo.http.post(`/admin/AdminLogin/disableAdmin/${me!._id}`).set('Authorization', `Bearer ${token}`).expect(400);
      await solo.http.post(`/admin/AdminLogin/enableAdmin/${other}`).set('Authorization', `Bearer ${token}`).expect(200);
      // With the second admin active again, disabling oneself is allowed, and ends one's own session.
      await solo.http.post(`/admin/AdminLogin/disableAdmin/${me!._id}`).set('Authorization', `Bearer ${token}`).expect(200);
      await solo.http.get('/admin/AdminLogin/getAdminLogin').set('Authorization', `Bearer ${token}`).expect(401);
    } finally {
      await solo.close();
    }
  });
});

describe('passwords longer than bcrypt reads (72 UTF-8 bytes)', () => {
  const at72 = 'p'.repeat(72);
  // 37 two-byte letters: 37 characters but 74 bytes.
  const accented = 'é'.repeat(37);

  it('are refused with a message at sign-up, when adding an admin and when changing a password', async () => {
    const message = 'Password must be at most 72 bytes (about 72 letters, fewer with accents or emoji)';
    for (const password of [`${at72}x`, accented]) {
      expect(
        (await api.http.post('/admin/UserLogin/UserRegister').send({ name: 'Long', mobile: '9876543210', email: 'long@example.com', password }).expect(400))
          .body.message,
      ).toBe(message);
      expect((await add({ name: 'Long', email: 'long@firm.in', password }).expect(400)).body.message).toBe(message);
      const change = await api.http
        .post('/admin/AdminLogin/changePassword')
        .set(auth)
        .send({ currentPassword: 'admin12345', newPassword: password })
        .expect(400);
      expect(change.body.message).toBe(message);
    }
  });

  it('are accepted up to 72 bytes, and a sign-in never matches on the first 72 bytes of a longer one', async () => {
    await add({ name: 'Exact', email: 'exact@firm.in', password: at72 }).expect(201);
    await api.http.post('/admin/AdminLogin/addAdminLogin').send({ email: 'exact@firm.in', password: at72 }).expect(200);
    const longer = await api.http
      .post('/admin/AdminLogin/addAdminLogin')
      .send({ email: 'exact@firm.in', password: `${at72}-anything` })
      .expect(401);
    expect(longer.body.message).toBe('Invalid email or password');
  });
});
