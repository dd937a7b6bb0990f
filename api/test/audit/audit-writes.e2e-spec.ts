// Every admin write leaves its audit entry (docs/behaviour.md §12), made from the fact its room tells: each admin write
// operation of the OpenAPI document has a case here that makes the write through HTTP and names, by hand, the entry
// it must leave (a name and action the contracts declare). A new admin write route without a case fails.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { AUDITED, type AuditName, RESOURCES, type ResourceKey, istDay } from '@site/contracts';
import { freshCode } from '../../../scripts/totp-codes.mjs';
import { SAMPLES, send } from '../support/samples.js';
import { useApi } from '../support/use-api.js';
import { getConnectionToken } from '@nestjs/mongoose';
import { ObjectId } from 'mongodb';
import type { Connection } from 'mongoose';
import { DriveStore } from '../../src/drives/index.js';

/** The entry a write must leave: its name, action and document, by whom (the first admin unless said). */
interface Expected {
  name: AuditName;
  action: string;
  documentId?: string | RegExp;
  detail?: string;
  by?: string;
}

/** The admin routes whose entries the releases room records by itself (its tests read them: test/releases/). */
const RECORDED_BY_THEIR_ROOM = ['POST /admin/releases/{remote}/switch', 'POST /admin/releases/{remote}/remove'];

const PASSWORD = 'audit-pass-12';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const subOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
/** A route as the OpenAPI document writes it: `:id` → `{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('every admin write leaves its entry', () => {
  const { api, auth } = useApi();
  const owner = () => subOf(auth.Authorization.slice('Bearer '.length));
  const newest = async () => (await api.http.get('/admin/audit').query({ limit: 1 }).set(auth).expect(200)).body.entries[0];

  /** A visitor's submission of `key` (not recorded: it is no admin's), each with its own address so none is a repeat. */
  async function submitted(key: ResourceKey): Promise<string> {
    const { fields, files } = SAMPLES[key]!;
    const r = RESOURCES[key];
    const res = await send(api.http.post(`/${r.path}/${r.add}`), { ...fields, email: `audit-${randomUUID().slice(0, 8)}@example.com` }, files).expect(201);
    return res.body.data._id as string;
  }
  async function added(key: ResourceKey): Promise<string> {
    const { fields, files } = SAMPLES[key]!;
    const r = RESOURCES[key];
    return (await send(api.http.post(`/${r.path}/${r.add}`).set(auth), fields, files).expect(201)).body.data._id as string;
  }
  async function newAdmin(role = 'owner') {
    const email = `audit-admin-${randomUUID().slice(0, 8)}@example.com`;
    const id = (await api.http.post('/admin/AdminLogin/addAdmin').set(auth).send({ name: 'Second Admin', email, password: PASSWORD, role }).expect(201)).body
      .admin._id as string;
    const token = (await api.http.post('/admin/AdminLogin/addAdminLogin').send({ email, password: PASSWORD }).expect(200)).body.token as string;
    return { id, token };
  }
  async function enrolled() {
    const admin = await newAdmin();
    const { secret } = (await api.http.post('/admin/AdminLogin/twoFactor/start').set(bearer(admin.token)).expect(200)).body as { secret: string };
    await api.http
      .post('/admin/AdminLogin/twoFactor/confirm')
      .set(bearer(admin.token))
      .send({ code: await freshCode(secret) })
      .expect(200);
    return { ...admin, secret };
  }
  const schedule = async (id: string) =>
    (
      await api.http
        .post(`/admin/hiring/interviews/${id}`)
        .set(auth)
        .send({ minutes: 30, place: 'Head office', interviewerId: owner(), startsAt: `${istDay(new Date(Date.now() + 5 * 86_400_000))}T11:00` })
        .expect(201)
    ).body.interview.id as string;

  /** A walk-in drive held today for a new job (as stored), and a number not yet at it. */
  async function driveToday() {
    const jobId = await added('jobs');
    const _id = new ObjectId();
    const at = new Date();
    const drive = {
      _id,
      title: 'Audit drive',
      jobIds: [jobId],
      address: 'Pune',
      day: istDay(at),
      slots: [{ start: '09:00', end: '09:30', capacity: 5 }],
      interviewers: [],
      status: 'open',
      createdAt: at,
      updatedAt: at,
    };
    await api.app.get<Connection>(getConnectionToken()).db!.collection('drives').insertOne(drive);
    return { driveId: String(_id), jobId, mobile: `+9196${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` };
  }
  /** Someone booked at the drive (the booking as stored), not checked in. */
  async function bookedAt(driveId: string, mobile: string, jobId: string) {
    const store = api.app.get(DriveStore);
    const bookingId = `${driveId}|${mobile}`;
    await store.addToRoster(driveId, bookingId, mobile, new ObjectId().toHexString());
    const pass = await store.newPass(bookingId);
    await store.writeBooking(
      bookingId,
      {
        driveId,
        mobile,
        name: 'Booked',
        jobId,
        applicationId: new ObjectId().toHexString(),
        slot: '09:00',
        seat: 0,
        pass,
        status: 'booked',
        walkIn: false,
        language: 'en',
        bookedAt: new Date(),
      },
      { upsert: true },
    );
    return { bookingId, pass };
  }
  const walkIn = (driveId: string, mobile: string, jobId: string) =>
    api.http.post(`/admin/drives/${driveId}/walk-ins`).set(auth).send({ key: randomUUID(), name: 'Walk In', mobile, jobId }).expect(200);

  /** Each resource's admin writes: content's add, every resource's edit and delete. */
  function resourceCases(): Record<string, () => Promise<Expected>> {
    const cases: Record<string, () => Promise<Expected>> = {};
    for (const key of Object.keys(RESOURCES) as ResourceKey[]) {
      const r = RESOURCES[key];
      const submission = r.access === 'submission';
      const made = () => (submission ? submitted(key) : added(key));
      if (!submission)
        cases[`POST ${openApiPath(`/${r.path}/${r.add}`)}`] = async () => {
          const id = await added(key);
          return { name: key, action: 'add', documentId: id };
        };
      cases[`POST ${openApiPath(`/${r.path}/${r.edit}`)}`] = async () => {
        const id = await made();
        await send(api.http.post(`/${r.path}/${r.edit.replace(':id', id)}`).set(auth), SAMPLES[key]!.edit).expect(200);
        return { name: key, action: 'edit', documentId: id };
      };
      cases[`POST ${openApiPath(`/${r.path}/${r.remove}`)}`] = async () => {
        const id = await made();
        await api.http
          .post(`/${r.path}/${r.remove.replace(':id', id)}`)
          .set(auth)
          .expect(200);
        return { name: key, action: 'remove', documentId: id };
      };
    }
    return cases;
  }

  const CASES: Record<string, () => Promise<Expected>> = {
    ...resourceCases(),
    'POST /admin/inbox/{type}/{id}': async () => {
      const id = await submitted('homeEnquiry');
      await api.http.post(`/admin/inbox/homeEnquiry/${id}`).set(auth).send({ status: 'In progress', note: 'Called back' }).expect(200);
      return { name: 'homeEnquiry', action: 'edit', documentId: id, detail: 'New → In progress' };
    },
    'POST /admin/history/{resource}/{id}/{n}/restore': async () => {
      const id = await added('missions');
      await api.http.post(`/admin/missions/editMissions/${id}`).set(auth).send({ description: 'Second words' }).expect(200);
      await api.http.post(`/admin/history/missions/${id}/1/restore`).set(auth).expect(200);
      return { name: 'ContentHistory', action: 'restore', documentId: id, detail: '1' };
    },
    'POST /admin/hiring/interviews/{id}': async () => {
      const id = await submitted('applyJobs');
      await schedule(id);
      return { name: 'Interviews', action: 'schedule', documentId: id };
    },
    'POST /admin/hiring/interviews/{id}/{interviewId}': async () => {
      const id = await submitted('applyJobs');
      const interview = await schedule(id);
      await api.http
        .post(`/admin/hiring/interviews/${id}/${interview}`)
        .set(auth)
        .send({ minutes: 45, place: 'Branch office', interviewerId: owner(), startsAt: `${istDay(new Date(Date.now() + 6 * 86_400_000))}T12:00` })
        .expect(200);
      return { name: 'Interviews', action: 'reschedule', documentId: id };
    },
    'POST /admin/hiring/interviews/{id}/{interviewId}/cancel': async () => {
      const id = await submitted('applyJobs');
      const interview = await schedule(id);
      await api.http.post(`/admin/hiring/interviews/${id}/${interview}/cancel`).set(auth).expect(200);
      return { name: 'Interviews', action: 'cancel', documentId: id };
    },
    'POST /admin/applications/{id}/person': async () => {
      const [id, other] = [await submitted('applyJobs'), await submitted('applyJobs')];
      await api.http.post(`/admin/applications/${id}/person`).set(auth).send({ other, same: true }).expect(200);
      return { name: 'Candidates', action: 'link', documentId: id, detail: other };
    },
    'POST /admin/drives': async () => {
      const { jobId } = await driveToday();
      const drive = {
        title: 'Audit drive made',
        jobIds: [jobId],
        address: 'Pune',
        day: istDay(new Date()),
        slots: [{ start: '23:00', end: '23:30', capacity: 5 }],
      };
      const id = (await api.http.post('/admin/drives').set(auth).send(drive).expect(201)).body.drive._id as string;
      return { name: 'Drives', action: 'add', documentId: id };
    },
    'PUT /admin/drives/{id}': async () => {
      const { driveId, jobId } = await driveToday();
      const drive = {
        title: 'Audit drive edited',
        jobIds: [jobId],
        address: 'Pune',
        day: istDay(new Date()),
        slots: [{ start: '09:00', end: '09:30', capacity: 6 }],
      };
      await api.http.put(`/admin/drives/${driveId}`).set(auth).send(drive).expect(200);
      return { name: 'Drives', action: 'edit', documentId: driveId };
    },
    'POST /admin/drives/{id}/cancel': async () => {
      const { driveId } = await driveToday();
      await api.http.post(`/admin/drives/${driveId}/cancel`).set(auth).send({ message: 'Venue closed' }).expect(200);
      return { name: 'Drives', action: 'cancel', documentId: driveId };
    },
    'POST /admin/drives/{id}/check-ins': async () => {
      const { driveId, jobId, mobile } = await driveToday();
      const { pass } = await bookedAt(driveId, mobile, jobId);
      await api.http.post(`/admin/drives/${driveId}/check-ins`).set(auth).send({ key: randomUUID(), pass }).expect(200);
      return { name: 'DriveVenue', action: 'checkIn', documentId: driveId, detail: '1' };
    },
    'POST /admin/drives/{id}/walk-ins': async () => {
      const { driveId, jobId, mobile } = await driveToday();
      await walkIn(driveId, mobile, jobId);
      return { name: 'DriveVenue', action: 'walkIn', documentId: driveId, detail: '1' };
    },
    'POST /admin/drives/{id}/outcomes': async () => {
      const { driveId, jobId, mobile } = await driveToday();
      await walkIn(driveId, mobile, jobId);
      await api.http
        .post(`/admin/drives/${driveId}/outcomes`)
        .set(auth)
        .send({ people: [`${driveId}|${mobile}`], result: 'onHold' })
        .expect(200);
      return { name: 'DriveVenue', action: 'outcome', documentId: driveId, detail: 'onHold × 1' };
    },
    'POST /admin/drives/{id}/no-shows': async () => {
      const { driveId, jobId, mobile } = await driveToday();
      await bookedAt(driveId, mobile, jobId);
      await api.http.post(`/admin/drives/${driveId}/no-shows`).set(auth).expect(200);
      return { name: 'DriveVenue', action: 'noShows', documentId: driveId, detail: 'noShow × 1' };
    },
    'POST /admin/hiring/templates/{status}': async () => {
      await api.http.post('/admin/hiring/templates/Hired').set(auth).send({ subject: 'Welcome aboard', body: 'Dear {name}, welcome.' }).expect(200);
      return { name: 'Templates', action: 'save', detail: 'Hired' };
    },
    'POST /admin/AdminLogin/addAdmin': async () => {
      const { id } = await newAdmin();
      // Its own sign-in is no admin write: the add is the newest entry.
      return { name: 'AdminAccounts', action: 'add', documentId: id };
    },
    'POST /admin/AdminLogin/changeRole/{id}': async () => {
      const { id } = await newAdmin();
      await api.http.post(`/admin/AdminLogin/changeRole/${id}`).set(auth).send({ role: 'recruiter' }).expect(200);
      return { name: 'AdminAccounts', action: 'changeRole', documentId: id };
    },
    'POST /admin/AdminLogin/disableAdmin/{id}': async () => {
      const { id } = await newAdmin();
      await api.http.post(`/admin/AdminLogin/disableAdmin/${id}`).set(auth).expect(200);
      return { name: 'AdminAccounts', action: 'disable', documentId: id };
    },
    'POST /admin/AdminLogin/enableAdmin/{id}': async () => {
      const { id } = await newAdmin();
      await api.http.post(`/admin/AdminLogin/disableAdmin/${id}`).set(auth).expect(200);
      await api.http.post(`/admin/AdminLogin/enableAdmin/${id}`).set(auth).expect(200);
      return { name: 'AdminAccounts', action: 'enable', documentId: id };
    },
    'POST /admin/AdminLogin/changePassword': async () => {
      const { id, token } = await newAdmin();
      await api.http.post('/admin/AdminLogin/changePassword').set(bearer(token)).send({ currentPassword: PASSWORD, newPassword: 'audit-pass-13' }).expect(200);
      return { name: 'AdminAccounts', action: 'changePassword', documentId: id, by: id };
    },
    'POST /admin/AdminLogin/signOutEverywhere': async () => {
      const { id, token } = await newAdmin();
      await api.http.post('/admin/AdminLogin/signOutEverywhere').set(bearer(token)).expect(200);
      return { name: 'AdminAccounts', action: 'signOutEverywhere', documentId: id, by: id };
    },
    'POST /admin/AdminLogin/twoFactor/start': async () => {
      const { id, token } = await newAdmin();
      await api.http.post('/admin/AdminLogin/twoFactor/start').set(bearer(token)).expect(200);
      return { name: 'TwoFactor', action: 'start', documentId: id, by: id };
    },
    'POST /admin/AdminLogin/twoFactor/confirm': async () => {
      const { id } = await enrolled();
      return { name: 'TwoFactor', action: 'confirm', documentId: id, by: id };
    },
    'POST /admin/AdminLogin/twoFactor/disable': async () => {
      const { id, token, secret } = await enrolled();
      await api.http
        .post('/admin/AdminLogin/twoFactor/disable')
        .set(bearer(token))
        .send({ password: PASSWORD, code: await freshCode(secret) })
        .expect(200);
      return { name: 'TwoFactor', action: 'disable', documentId: id, by: id };
    },
    'POST /admin/AdminLogin/twoFactor/reset/{id}': async () => {
      const { id } = await enrolled();
      await api.http.post(`/admin/AdminLogin/twoFactor/reset/${id}`).set(auth).expect(200);
      return { name: 'TwoFactor', action: 'reset', documentId: id };
    },
    'POST /admin/AdminLogin/twoFactor/policy': async () => {
      await api.http.post('/admin/AdminLogin/twoFactor/policy').set(auth).send({ required: false }).expect(200);
      return { name: 'TwoFactor', action: 'setPolicy', detail: 'optional' };
    },
    'POST /admin/privacy/erase': async () => {
      await api.http.post('/admin/privacy/erase').set(auth).send({ email: 'erase-audit@example.com' }).expect(200);
      return { name: 'Privacy', action: 'erase', documentId: /^person:[0-9a-f]{24}$/ };
    },
    'POST /admin/privacy/retention': async () => {
      await api.http.post('/admin/privacy/retention').set(auth).send({ homeEnquiry: 3650 }).expect(200);
      return { name: 'Privacy', action: 'saveRetention' };
    },
    'POST /admin/privacy/retention/run': async () => {
      await api.http.post('/admin/privacy/retention/run').set(auth).expect(200);
      return { name: 'Privacy', action: 'runRetention' };
    },
    'PUT /admin/settings': async () => {
      const { settings } = (await api.http.get('/admin/settings').set(auth).expect(200)).body;
      await api.http.put('/admin/settings').set(auth).send(settings).expect(200);
      return { name: 'SiteSettings', action: 'save' };
    },
  };

  it('has a case for every admin write route of the API, and none for a route it does not have', async () => {
    const doc = (await api.http.get('/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { security?: Array<Record<string, unknown>> }>>;
    };
    const writes = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method, op]) => ['post', 'put', 'patch', 'delete'].includes(method) && op.security?.some((s) => 'admin' in s))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(writes.length).toBeGreaterThan(50);
    expect(writes.filter((w) => !(w in CASES) && !RECORDED_BY_THEIR_ROOM.includes(w))).toEqual([]);
    expect(Object.keys(CASES).filter((c) => !writes.includes(c))).toEqual([]);
  });

  it.each(Object.keys(CASES))('%s', async (route) => {
    const expected = await CASES[route]!();
    expect(AUDITED[expected.name]).toContain(expected.action);
    const entry = await newest();
    expect(entry).toMatchObject({ resource: expected.name, action: expected.action, adminId: expected.by ?? owner() });
    if (expected.documentId instanceof RegExp) expect(entry.documentId).toMatch(expected.documentId);
    else expect(entry.documentId).toBe(expected.documentId);
    if (expected.detail) expect(entry.detail).toBe(expected.detail);
    // Made from a fact: no request, no handler's name.
    expect(entry.path).toBeUndefined();
  });
});
