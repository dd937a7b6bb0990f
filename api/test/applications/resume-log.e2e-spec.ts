// The CV access log: every download and preview of a resume is recorded with the admin, the time, the client's
// address and how, and listed oldest first at GET /admin/applyJobs/resumeLog/:id.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { SAMPLES, send } from '../support/samples.js';
import { useApi } from '../support/use-api.js';

describe('CV access log', () => {
  const { api, auth } = useApi();
  let id: string;
  beforeAll(async () => {
    const sample = SAMPLES.applyJobs!;
    id = (await send(api.http.post('/admin/applyJobs/addApplyJobs'), sample.fields, sample.files).expect(201)).body.data._id;
  });

  const log = async () =>
    (await api.http.get(`/admin/applyJobs/resumeLog/${id}`).set(auth).expect(200)).body.resumeLog as Array<{
      how: string;
      adminEmail: string;
      ip: string;
      at: string;
    }>;

  it('records each download and preview with the admin, the time, the address and how, oldest first', async () => {
    expect(await log()).toEqual([]);
    await api.http.get(`/admin/applyJobs/resume/${id}`).set(auth).expect(200);

    // A second admin previews it: the link names them, though the frame that opens it carries no token.
    const other = { name: 'Second Admin', email: 'second-admin@example.com', password: 'second-admin-pass' };
    await api.http.post('/admin/AdminLogin/addAdmin').set(auth).send(other).expect(201);
    const token = (await api.http.post('/admin/AdminLogin/addAdminLogin').send({ email: other.email, password: other.password }).expect(200)).body.token;
    const link = (await api.http.get(`/admin/applyJobs/resumeLink/${id}`).set('Authorization', `Bearer ${token}`).expect(200)).body.url;
    await api.http.get(link).expect(200);

    const entries = await log();
    expect(entries.map((e) => [e.how, e.adminEmail])).toEqual([
      ['download', api.config.admin.email],
      ['preview', other.email],
    ]);
    for (const e of entries) {
      expect(e.ip).toMatch(/127\.0\.0\.1|::1/);
      expect(Date.parse(e.at)).not.toBeNaN();
    }
    expect(Date.parse(entries[0]!.at)).toBeLessThanOrEqual(Date.parse(entries[1]!.at));
  });

  it('does not record a link that was refused', async () => {
    const before = (await log()).length;
    await api.http.get(`/files/resume/${id}?token=forged`).expect(401);
    expect(await log()).toHaveLength(before);
  });

  it('is for admins only, and refuses bad ids with a message', async () => {
    await api.http.get(`/admin/applyJobs/resumeLog/${id}`).expect(401);
    await api.http
      .get(`/admin/applyJobs/resumeLog/${id}`)
      .set('Authorization', `Bearer ${await api.userToken()}`)
      .expect(403);
    const bad = await api.http.get('/admin/applyJobs/resumeLog/nope').set(auth).expect(400);
    expect(bad.body.message).toBe('Invalid job application ID');
    await api.http.get('/admin/applyJobs/resumeLog/0123456789abcdef01234567').set(auth).expect(404);
  });
});
