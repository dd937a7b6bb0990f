// The OpenAPI document against the running API (docs/api.md): every read route and a write of every resource is
// called, and each answer must match what the document says for its status (ajv, with the formats it names).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { istDay, RESOURCE_KEYS, RESOURCES, type ResourceDeclaration, SUBMISSION_KEYS } from '@site/contracts';
import { openApiAnswers } from '../support/openapi-answers.js';
import { fixtures, startApi, type TestApi } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';

let api: TestApi;
let check: Awaited<ReturnType<typeof openApiAnswers>>;
let admin: string;
let visitor: string;

beforeAll(async () => {
  // Seeded content, so lists hold what a real site holds.
  api = await startApi({ SEED: 'true' });
  check = await openApiAnswers(api);
  admin = await api.adminToken();
  visitor = await api.userToken();
});
afterAll(() => api?.close());

const declarations = RESOURCE_KEYS.map((key) => [key, RESOURCES[key] as ResourceDeclaration] as const);
const ids: Record<string, string> = {};

describe('every resource', () => {
  it.each(declarations)('%s: add, list, a page, one, edit and delete answer as documented', async (key, r) => {
    const base = `/${r.path}`;
    const submission = r.access === 'submission';
    const reader = submission ? admin : undefined;
    const sample = SAMPLES[key]!;
    const added = await check('post', `${base}/${r.add}`, { token: submission ? undefined : admin }, (req) => send(req, sample.fields, sample.files));
    expect(added.status).toBe(201);
    const id = (added.body as { data: { _id: string } }).data._id;
    ids[key] = id;
    expect((await check('get', `${base}/${r.list}`, { token: reader })).status).toBe(200);
    expect((await check('get', `${base}/${r.list}`, { token: reader, query: { page: '1', limit: '2' } })).status).toBe(200);
    expect((await check('get', `${base}/${r.list}/{id}`, { token: reader, params: { id } })).status).toBe(200);
    const edit = r.edit.replace(':id', '{id}');
    expect((await check('post', `${base}/${edit}`, { token: admin, params: { id } }, (req) => req.send(sample.edit))).status).toBe(200);
  });

  it.each(declarations)('%s: its errors answer as documented', async (key, r) => {
    const base = `/${r.path}`;
    const one = `${base}/${r.list}/{id}`;
    const reader = r.access === 'submission' ? admin : undefined;
    expect((await check('get', one, { token: reader, params: { id: 'not-an-id' } })).status).toBe(400);
    expect((await check('get', one, { token: reader, params: { id: '0123456789abcdef01234567' } })).status).toBe(404);
    const remove = `${base}/${r.remove.replace(':id', '{id}')}`;
    expect((await check('post', remove, { params: { id: '0123456789abcdef01234567' } })).status).toBe(401);
    expect((await check('post', remove, { token: visitor, params: { id: '0123456789abcdef01234567' } })).status).toBe(403);
    const tooLarge = { text: 'x'.repeat(1_100_000) };
    expect((await check('post', `${base}/${r.add}`, { token: admin }, (req) => req.send(tooLarge))).status).toBe(413);
  });
});

describe('the other routes', () => {
  it('accounts: sign-ins, lists and account changes', async () => {
    const creds = { email: 'openapi-visitor@example.com', password: 'visitor-pass-1' };
    expect((await check('post', '/admin/UserLogin/UserRegister', {}, (req) => req.send({ ...creds, name: 'Open Api', mobile: '9876543210' }))).status).toBe(
      201,
    );
    const signedIn = await check('post', '/admin/UserLogin/UserLogin', {}, (req) => req.send(creds));
    expect(signedIn.status).toBe(200);
    expect((await check('post', '/admin/UserLogin/UserLogin', {}, (req) => req.send({ ...creds, password: 'wrong-password' }))).status).toBe(401);
    expect((await check('post', '/admin/AdminLogin/addAdminLogin', {}, (req) => req.send(api.config.admin))).status).toBe(200);
    expect((await check('get', '/admin/AdminLogin/getAdminLogin', { token: admin })).status).toBe(200);
    expect((await check('get', '/admin/AdminLogin/interviewers', { token: admin })).status).toBe(200);
    expect((await check('get', '/admin/UserLogin/getUserLogin', { token: admin })).status).toBe(200);
    const added = await check('post', '/admin/AdminLogin/addAdmin', { token: admin }, (req) =>
      req.send({ name: 'Second Admin', email: 'second@example.com', password: 'second-pass-1' }),
    );
    expect(added.status).toBe(201);
    const id = (added.body as { admin: { _id: string } }).admin._id;
    expect(
      (
        await check('post', '/admin/AdminLogin/addAdmin', { token: admin }, (req) =>
          req.send({ name: 'Second Admin', email: 'second@example.com', password: 'second-pass-1' }),
        )
      ).status,
    ).toBe(409);
    expect((await check('post', '/admin/AdminLogin/disableAdmin/{id}', { token: admin, params: { id } })).status).toBe(200);
    expect((await check('post', '/admin/AdminLogin/enableAdmin/{id}', { token: admin, params: { id } })).status).toBe(200);
    // Roles (docs/behaviour.md §22): one's own account, a role change and its refusal, an editor added with sites.
    expect((await check('get', '/admin/AdminLogin/me', { token: admin })).status).toBe(200);
    expect((await check('get', '/admin/AdminLogin/twoFactor/policy', { token: admin })).status).toBe(200);
    expect(
      (await check('post', '/admin/AdminLogin/changeRole/{id}', { token: admin, params: { id } }, (req) => req.send({ role: 'editor', sites: ['integrated'] })))
        .status,
    ).toBe(200);
    expect((await check('post', '/admin/AdminLogin/changeRole/{id}', { token: admin, params: { id } }, (req) => req.send({ role: 'editor' }))).status).toBe(
      400,
    );
    expect(
      (
        await check('post', '/admin/AdminLogin/addAdmin', { token: admin }, (req) =>
          req.send({ name: 'Third Admin', email: 'third@example.com', password: 'third-pass-1', role: 'editor', sites: ['main'] }),
        )
      ).status,
    ).toBe(201);
    const token = (signedIn.body as { token: string }).token;
    // docs/behaviour.md §21: reset and confirmation links (a made-up token opens nothing: 400).
    for (const role of ['UserLogin', 'AdminLogin']) {
      expect((await check('post', `/admin/${role}/forgotPassword`, {}, (req) => req.send({ email: creds.email }))).status).toBe(200);
      expect((await check('post', `/admin/${role}/resetPassword`, {}, (req) => req.send({ token: 'A'.repeat(43), password: 'another-pass-1' }))).status).toBe(
        400,
      );
    }
    expect((await check('post', '/admin/UserLogin/verifyEmail', { token }, (req) => req.send({ token: 'A'.repeat(43) }))).status).toBe(400);
    expect((await check('post', '/admin/UserLogin/resendVerification', { token })).status).toBe(200);
    expect((await check('get', '/admin/UserLogin/me', { token })).status).toBe(200);
    expect((await check('get', '/admin/UserLogin/myApplications', { token })).status).toBe(403);
    expect((await check('post', '/admin/UserLogin/deleteAccount', { token }, (req) => req.send({ password: creds.password }))).status).toBe(200);
  });

  it('the back office: dashboard, inbox, audit, e-mails, CVs, privacy and exports', async () => {
    const applyJobs = ids.applyJobs!;
    for (const path of [
      '/admin/dashboard',
      '/admin/inbox',
      '/admin/inbox/counts',
      '/admin/audit',
      '/admin/privacy/retention',
      '/health',
      '/health/live',
      '/health/ready',
    ]) {
      expect({ path, status: (await check('get', path, { token: admin })).status }).toEqual({ path, status: 200 });
    }
    expect((await check('get', '/admin/inbox', { token: admin, query: { type: 'applyJobs', page: '1', limit: '5' } })).status).toBe(200);
    expect((await check('get', '/admin/audit', { token: admin, query: { resource: 'jobs' } })).status).toBe(200);
    expect((await check('get', '/admin/inbox/{type}/{id}', { token: admin, params: { type: 'applyJobs', id: applyJobs } })).status).toBe(200);
    expect(
      (
        await check('post', '/admin/inbox/{type}/{id}', { token: admin, params: { type: 'applyJobs', id: applyJobs } }, (req) =>
          req.send({ note: 'Called back' }),
        )
      ).status,
    ).toBe(200);
    expect((await check('get', '/admin/mail/deliveries/{submissionId}', { token: admin, params: { submissionId: applyJobs } })).status).toBe(200);
    // Hiring: the templates and a preview, an interview scheduled (the one write), the application's and the days' lists.
    expect((await check('get', '/admin/hiring/templates', { token: admin })).status).toBe(200);
    expect(
      (
        await check('post', '/admin/hiring/templates/{status}', { token: admin, params: { status: 'Hired' } }, (req) =>
          req.send({ subject: 'Welcome', body: 'Pay {salary}' }),
        )
      ).status,
    ).toBe(400);
    expect(
      (await check('get', '/admin/hiring/templates/{status}/preview', { token: admin, params: { status: 'Hired' }, query: { applicationId: applyJobs } }))
        .status,
    ).toBe(200);
    const interviewerId = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()).sub as string;
    const startsAt = `${istDay(new Date(Date.now() + 2 * 86_400_000))}T10:00`;
    const scheduled = await check('post', '/admin/hiring/interviews/{id}', { token: admin, params: { id: applyJobs } }, (req) =>
      req.send({ startsAt, minutes: 30, place: 'Head office', interviewerId }),
    );
    expect(scheduled.status).toBe(201);
    expect((await check('get', '/admin/hiring/interviews/{id}', { token: admin, params: { id: applyJobs } })).status).toBe(200);
    expect((await check('get', '/admin/hiring/interviews', { token: admin, query: { days: '3' } })).status).toBe(200);
    expect((await check('get', '/admin/applyJobs/resume/{id}', { token: admin, params: { id: applyJobs } })).status).toBe(200);
    expect((await check('get', '/admin/applyJobs/resumeLog/{id}', { token: admin, params: { id: applyJobs } })).status).toBe(200);
    expect((await check('get', '/admin/applications/{id}/person', { token: admin, params: { id: applyJobs } })).status).toBe(200);
    expect((await check('get', '/admin/settings/sources', { token: admin })).status).toBe(200);
    const link = await check('get', '/admin/applyJobs/resumeLink/{id}', { token: admin, params: { id: applyJobs } });
    expect(link.status).toBe(200);
    const token = new URL((link.body as { url: string }).url, api.url).searchParams.get('token')!;
    expect((await check('get', '/files/resume/{id}', { params: { id: applyJobs }, query: { token } })).status).toBe(200);
    expect((await check('get', '/files/resume/{id}', { params: { id: applyJobs }, query: { token } })).status).toBe(410);
    for (const key of SUBMISSION_KEYS) expect((await check('get', '/admin/export/{key}', { token: admin, params: { key } })).status).toBe(200);
    const email = { email: SAMPLES.applyJobs!.fields.email as string };
    expect((await check('get', '/admin/privacy/person', { token: admin, query: email })).status).toBe(200);
    expect((await check('get', '/admin/privacy/person/resumes', { token: admin, query: email })).status).toBe(200);
    expect((await check('post', '/admin/privacy/retention', { token: admin }, (req) => req.send({ homeEnquiry: 365 }))).status).toBe(200);
    expect((await check('post', '/admin/privacy/retention/run', { token: admin })).status).toBe(200);
    // The site settings: the admin's read, a save (and one refused), and the public read.
    const settings = (await check('get', '/admin/settings', { token: admin })).body as { settings: Record<string, unknown> };
    expect((await check('put', '/admin/settings', { token: admin }, (req) => req.send({ ...settings.settings, phone: '12' }))).status).toBe(400);
    expect((await check('put', '/admin/settings', { token: admin }, (req) => req.send(settings.settings))).status).toBe(200);
    expect((await check('get', '/admin/settings/public', {})).status).toBe(200);
    const image = (await api.http.get(`/${RESOURCES.clients.path}/${RESOURCES.clients.list}`)).body[0].image as string;
    expect((await check('get', '/uploads/{name}', { params: { name: image.split('/').pop()! } })).status).toBe(200);
    expect((await check('post', '/admin/AdminLogin/signOutEverywhere', { token: admin })).status).toBe(200);
  });

  it("the candidate's page: read, export, withdraw, erase, and a link that opens nothing", async () => {
    const sample = SAMPLES.applyJobs!;
    const id = (
      await send(
        api.http.post(`/${RESOURCES.applyJobs.path}/${RESOURCES.applyJobs.add}`),
        { ...sample.fields, email: 'openapi-candidate@example.com' },
        sample.files,
      ).expect(201)
    ).body.data._id as string;
    const confirmation = await api.app.get<Connection>(getConnectionToken()).db!.collection('mailoutbox').findOne({ submissionId: id, kind: 'confirmation' });
    const token = /\/application\/([A-Za-z0-9_-]{43})/.exec(String(confirmation?.text))![1]!;
    expect((await check('get', '/application/{token}', { params: { token } })).status).toBe(200);
    // Walk-in drives (docs/behaviour.md §26): the back office's and the public reads, the candidate's booking (none).
    expect((await check('get', '/application/{token}/booking', { params: { token } })).status).toBe(200);
    // Signed out everywhere above: the drives are read with a new session.
    const office = (await api.http.post('/admin/AdminLogin/addAdminLogin').send(api.config.admin).expect(200)).body.token as string;
    const jobId = (
      await send(api.http.post(`/${RESOURCES.jobs.path}/${RESOURCES.jobs.add}`).set('Authorization', `Bearer ${office}`), SAMPLES.jobs!.fields).expect(201)
    ).body.data._id as string;
    const driveInput = {
      title: 'OpenAPI drive',
      jobIds: [jobId],
      address: 'Pune',
      directions: { en: 'Gate 2' },
      day: istDay(new Date(Date.now() + 3 * 86_400_000)),
      slots: [{ start: '09:00', end: '09:30', capacity: 5 }],
    };
    const made = await check('post', '/admin/drives', { token: office }, (req) => req.send(driveInput));
    expect(made.status).toBe(201);
    const driveId = (made.body as { drive: { _id: string } }).drive._id;
    expect((await check('get', '/admin/drives', { token: office })).status).toBe(200);
    expect((await check('get', '/admin/drives/{id}', { token: office, params: { id: driveId } })).status).toBe(200);
    expect((await check('get', '/drives', {})).status).toBe(200);
    expect((await check('get', '/drives/{id}', { params: { id: driveId } })).status).toBe(200);
    // The venue's reads of a drive nobody booked yet: no people, nobody found, a funnel of zeros.
    expect((await check('get', '/admin/drives/{id}/people', { token: office, params: { id: driveId } })).status).toBe(200);
    expect((await check('get', '/admin/drives/{id}/find', { token: office, params: { id: driveId }, query: { mobile: '9876543210' } })).status).toBe(404);
    expect((await check('get', '/admin/drives/{id}/funnel', { token: office, params: { id: driveId } })).status).toBe(200);
    expect((await check('get', '/admin/drives/{id}/funnel.csv', { token: office, params: { id: driveId } })).status).toBe(200);
    expect((await check('get', '/application/{token}/export', { params: { token } })).status).toBe(200);
    expect((await check('post', '/application/{token}/withdraw', { params: { token } })).status).toBe(200);
    expect((await check('post', '/application/{token}/erase', { params: { token } })).status).toBe(200);
    expect((await check('get', '/application/{token}', { params: { token } })).status).toBe(404);
    expect((await check('get', '/application/{token}/export', { params: { token: 'unknown' } })).status).toBe(404);
  });

  it('deletes answer as documented, the privacy erase last', async () => {
    admin = (await api.http.post('/admin/AdminLogin/addAdminLogin').send(api.config.admin).expect(200)).body.token as string;
    for (const [key, r] of declarations) {
      const remove = `/${r.path}/${r.remove.replace(':id', '{id}')}`;
      expect({ key, status: (await check('post', remove, { token: admin, params: { id: ids[key]! } })).status }).toEqual({ key, status: 200 });
    }
    expect((await check('post', '/admin/privacy/erase', { token: admin }, (req) => req.send({ email: 'meena@example.com' }))).status).toBe(200);
  });

  it('content history: the deleted items, an item’s versions, one version and a restore answer as documented', async () => {
    const params = { resource: 'services', id: ids.services! };
    expect((await check('get', '/admin/history/deleted', { token: admin })).status).toBe(200);
    expect((await check('get', '/admin/history/{resource}/{id}', { token: admin, params })).status).toBe(200);
    expect((await check('get', '/admin/history/{resource}/{id}/{n}', { token: admin, params: { ...params, n: '1' } })).status).toBe(200);
    expect((await check('get', '/admin/history/{resource}/{id}/{n}', { token: admin, params: { ...params, n: '999' } })).status).toBe(404);
    expect((await check('get', '/admin/history/{resource}/{id}', { token: admin, params: { ...params, resource: 'applyJobs' } })).status).toBe(400);
    const deleted = (await api.http.get('/admin/history/deleted').set('Authorization', `Bearer ${admin}`)).body.deleted as Array<{ id: string; n: number }>;
    const n = String(deleted.find((d) => d.id === ids.services)!.n);
    expect((await check('post', '/admin/history/{resource}/{id}/{n}/restore', { token: admin, params: { ...params, n } })).status).toBe(200);
  });

  it('releases: the live pointers, a team’s unsigned list, the Releases screen and its canary pass', async () => {
    expect((await check('get', '/releases/live')).status).toBe(200);
    expect((await check('get', '/releases/{remote}', { params: { remote: 'main' } })).status).toBe(401);
    expect((await check('get', '/admin/releases', { token: admin })).status).toBe(200);
    expect((await check('get', '/admin/releases/canary-pass', { token: admin })).status).toBe(200);
  });

  it('every read route of the document was called', () => {
    expect(check.uncalled('get')).toEqual([]);
  });

  it('a file upload beyond its limit answers 413 as documented', async () => {
    const big = fixtures.big(6 * 1024 * 1024, fixtures.pdf);
    const sample = SAMPLES.applyJobs!;
    const res = await check('post', `/${RESOURCES.applyJobs.path}/${RESOURCES.applyJobs.add}`, {}, (req) =>
      send(req, sample.fields, { resume: [{ data: big, name: 'big.pdf' }] }),
    );
    expect(res.status).toBe(413);
  });
});
