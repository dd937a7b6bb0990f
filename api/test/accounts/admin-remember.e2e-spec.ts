// Remember me on the admin sign-in: an optional `remember` asks for a 30-day token; without it (the product's
// payload) the token lasts 12 h. Either token opens the admin routes.
import { describe, expect, it } from '@jest/globals';
import { useApi } from '../support/use-api.js';

const { api } = useApi({}, { signIn: false });

const HOUR = 3600;
const lifetime = (token: string) => {
  const { iat, exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
  return exp - iat;
};
const signIn = (extra: object) =>
  api.http.post('/admin/AdminLogin/addAdminLogin').send({ email: api.config.admin.email, password: api.config.admin.password, ...extra });

describe('admin sign-in with Remember me', () => {
  it('issues a 12-hour token for the spec payload and for remember: false', async () => {
    for (const extra of [{}, { remember: false }]) {
      const res = await signIn(extra).expect(200);
      expect(res.body.message).toBe('User successfully logged in');
      expect(lifetime(res.body.token)).toBe(12 * HOUR);
    }
  });

  it('issues a 30-day token for remember: true, and it opens the admin routes', async () => {
    const res = await signIn({ remember: true }).expect(200);
    expect(lifetime(res.body.token)).toBe(30 * 24 * HOUR);
    await api.http.get('/admin/AdminLogin/getAdminLogin').set('Authorization', `Bearer ${res.body.token}`).expect(200);
  });

  it('refuses a remember that is not a boolean, and still checks the password', async () => {
    const bad = await signIn({ remember: 'yes' }).expect(400);
    expect(bad.body.message).toBe('Remember me must be true or false');
    const wrong = await api.http
      .post('/admin/AdminLogin/addAdminLogin')
      .send({ email: api.config.admin.email, password: 'not-the-password', remember: true })
      .expect(401);
    expect(wrong.body.token).toBeUndefined();
  });
});
