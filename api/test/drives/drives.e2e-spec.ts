// Walk-in drives (docs/behaviour.md §26) through HTTP against the real app, the embedded database and the local SMPP
// server: recruiters make, edit and cancel drives (editors may not), visitors read the upcoming ones and book a slot
// with a proved number, booking again moves the booking, a full slot offers the nearest free ones, a candidate moves
// and cancels by their private link, the SMS are read from the SMPP server, and 50 clients at once take exactly
// the seats left.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { DRIVE_MESSAGES, istDay, RESOURCES } from '@site/contracts';
import { freePort } from '../../../scripts/ferretdb.mjs';
import { startSmsDev } from '../../../scripts/sms-dev.mjs';
import { PhoneProofs } from '../../src/phone-codes/index.js';
import { startApi, type TestApi, until } from '../support/helpers.js';
import { SAMPLES } from '../support/samples.js';
import { FORM, smsTo } from '../support/phone-proof.js';
import { DriveReminders } from '../../src/drives/drive-reminders.js';

const SITE = 'https://jobs.facility.example.in';
const PASSWORD = 'drives-pass-12';
const inDays = (n: number) => istDay(new Date(Date.now() + n * 86_400_000));
let serial = 0;
const freshNumber = () => `97${String(10 + (serial++ % 90))}${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
const e164 = (mobile: string) => `+91${mobile}`;

describe('walk-in drives', () => {
  let sms: Awaited<ReturnType<typeof startSmsDev>>;
  let api: TestApi;
  let auth: { Authorization: string };
  let guardJob: string;
  let db: Connection['db'];

  const smsWith = (to: string, match: RegExp, what: string) => until(async () => (await smsTo(sms.webUrl, to)).find((m) => match.test(m.text)), what);
  const proof = (mobile: string) => api.app.get(PhoneProofs).issue(e164(mobile), 'apply');
  const driveBody = (fields: Record<string, unknown> = {}) => ({
    title: `Guards drive ${randomUUID().slice(0, 4)}`,
    jobIds: [guardJob],
    address: 'Plot 4, MIDC, Pune',
    directions: { en: 'Gate 2', mr: 'गेट 2' },
    day: inDays(3),
    slots: [
      { start: '09:00', end: '09:30', capacity: 2 },
      { start: '09:30', end: '10:00', capacity: 2 },
      { start: '11:00', end: '11:30', capacity: 2 },
    ],
    ...fields,
  });
  const makeDrive = async (fields: Record<string, unknown> = {}) =>
    (await api.http.post('/admin/drives').set(auth).send(driveBody(fields)).expect(201)).body.drive as { _id: string; slots: Array<{ start: string }> };
  const book = async (driveId: string, mobile: string, slot: string, extra: Record<string, unknown> = {}, lang = 'en') =>
    api.http
      .post(`/drives/${driveId}/bookings?lang=${lang}`)
      .send({ name: 'Ravi Kale', mobile, jobId: guardJob, slot, consent: true, phoneToken: await proof(mobile), ...FORM, ...extra });
  const tokenOf = (page: string) => page.split('/application/')[1]!;
  async function adminWithRole(role: string) {
    const email = `drives-${role}-${randomUUID().slice(0, 8)}@example.com`;
    await api.http
      .post('/admin/AdminLogin/addAdmin')
      .set(auth)
      .send({ name: `A ${role}`, email, password: PASSWORD, role, ...(role === 'editor' && { sites: ['main'] }) })
      .expect(201);
    const token = (await api.http.post('/admin/AdminLogin/addAdminLogin').send({ email, password: PASSWORD }).expect(200)).body.token as string;
    return { Authorization: `Bearer ${token}` };
  }

  beforeAll(async () => {
    sms = await startSmsDev({ smppPort: await freePort(), webPort: await freePort() });
    api = await startApi({ SMS_URL: sms.smsUrl, SITE_URL: SITE, SUBMISSION_RATE_LIMIT: '1000', INTERVIEW_REMINDER_POLL_MS: '3600000' });
    auth = { Authorization: `Bearer ${await api.adminToken()}` };
    db = api.app.get<Connection>(getConnectionToken()).db;
    guardJob = (
      await api.http
        .post(`/${RESOURCES.jobs.path}/${RESOURCES.jobs.add}`)
        .set(auth)
        .send({ ...SAMPLES.jobs!.fields, jobTitle: 'Security Guard', cv: 'none' })
        .expect(201)
    ).body.data._id as string;
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await sms?.stop();
  });

  it('lets owners and recruiters make, edit and list drives, and refuses editors', async () => {
    const recruiter = await adminWithRole('recruiter');
    const editor = await adminWithRole('editor');
    await api.http.post('/admin/drives').set(editor).send(driveBody()).expect(403);
    await api.http.get('/admin/drives').set(editor).expect(403);
    const made = (
      await api.http
        .post('/admin/drives')
        .set(recruiter)
        .send(driveBody({ title: 'Recruiter drive' }))
        .expect(201)
    ).body.drive;
    expect(made).toMatchObject({ title: 'Recruiter drive', status: 'open', booked: 0, capacity: 6, jobs: [{ _id: guardJob, title: 'Security Guard' }] });
    const edited = (
      await api.http
        .put(`/admin/drives/${made._id}`)
        .set(recruiter)
        .send(driveBody({ title: 'Recruiter drive, edited' }))
        .expect(200)
    ).body.drive;
    expect(edited.title).toBe('Recruiter drive, edited');
    const newer = await makeDrive();
    const page = (await api.http.get('/admin/drives').query({ limit: 2 }).set(recruiter).expect(200)).body;
    expect(page.drives.map((d: { _id: string }) => d._id)).toEqual([newer._id, made._id]);
    expect(page.total).toBeGreaterThanOrEqual(2);
    const audit = (await api.http.get('/admin/audit').query({ limit: 5 }).set(auth).expect(200)).body.entries as Array<{ resource: string; action: string }>;
    expect(audit.filter((e) => e.resource === 'Drives').map((e) => e.action)).toEqual(expect.arrayContaining(['add', 'edit']));
  });

  it('refuses a drive with bad fields with a clear message', async () => {
    const refused = async (fields: Record<string, unknown>) =>
      (await api.http.post('/admin/drives').set(auth).send(driveBody(fields)).expect(400)).body.message;
    expect(await refused({ title: '' })).toBe('Title is required');
    expect(await refused({ day: inDays(-2) })).toBe(DRIVE_MESSAGES.past);
    expect(await refused({ jobIds: ['665f1c2a9b1e8a0012345678'] })).toBe(DRIVE_MESSAGES.jobUnknown);
    expect(
      await refused({
        slots: [
          { start: '09:00', end: '09:30', capacity: 2 },
          { start: '09:00', end: '10:00', capacity: 2 },
        ],
      }),
    ).toBe(DRIVE_MESSAGES.slotsOverlap);
    expect(await refused({ slots: [] })).toBe('Add at least one time slot');
  });

  it('shows upcoming drives with seats left, books with a proved number, moves on a second booking and tells by SMS', async () => {
    const drive = await makeDrive();
    const mobile = freshNumber();
    const first = await book(drive._id, mobile, '09:00', {}, 'mr');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      moved: false,
      booking: { driveId: drive._id, slot: { start: '09:00', end: '09:30' }, status: 'booked', canChange: true },
    });
    expect(first.body.booking.pass).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(first.body.page).toMatch(/^\/mr\/application\//);
    await smsWith(e164(mobile), /बुकिंग पक्की/, 'the Marathi booking SMS');

    const again = await book(drive._id, mobile, '09:00');
    expect(again.body).toMatchObject({ moved: false, booking: { pass: first.body.booking.pass } });
    const moved = await book(drive._id, mobile, '09:30');
    expect(moved.body).toMatchObject({ moved: true, booking: { slot: { start: '09:30' }, pass: first.body.booking.pass } });
    await smsWith(e164(mobile), /बुकिंग बदलली/, 'the Marathi moved SMS');

    const shown = (await api.http.get(`/drives/${drive._id}?lang=mr`).expect(200)).body;
    expect(shown.slots.map((s: { start: string; seatsLeft: number }) => [s.start, s.seatsLeft])).toEqual([
      ['09:00', 2],
      ['09:30', 1],
      ['11:00', 2],
    ]);
    expect(shown.directions).toBe('गेट 2');
    expect(JSON.stringify(shown)).not.toContain(mobile);
    const listed = (await api.http.get('/drives').query({ job: guardJob }).expect(200)).body.drives as Array<{ _id: string }>;
    expect(listed.map((d) => d._id)).toContain(drive._id);
    expect((await api.http.get('/drives').query({ job: '665f1c2a9b1e8a0012345678' }).expect(200)).body.drives).toEqual([]);

    // The candidate's page: read, move, cancel.
    const token = tokenOf(moved.body.page);
    expect((await api.http.get(`/application/${token}/booking`).expect(200)).body.booking).toMatchObject({ slot: { start: '09:30' }, status: 'booked' });
    const there = (await api.http.post(`/application/${token}/booking`).send({ slot: '11:00' }).expect(200)).body.booking;
    expect(there.slot.start).toBe('11:00');
    const cancelled = (await api.http.delete(`/application/${token}/booking`).expect(200)).body.booking;
    expect(cancelled.status).toBe('cancelled');
    await smsWith(e164(mobile), /रद्द/, 'the Marathi cancelled SMS');
    const after = (await api.http.get(`/drives/${drive._id}`).expect(200)).body;
    expect(after.slots.every((s: { seatsLeft: number; capacity: number }) => s.seatsLeft === s.capacity)).toBe(true);
  });

  it('answers a full slot with a 409 and the nearest free slots, and refuses past, cancelled, started and unknown', async () => {
    const drive = await makeDrive();
    for (let i = 0; i < 2; i++) expect((await book(drive._id, freshNumber(), '09:30')).status).toBe(201);
    const full = await book(drive._id, freshNumber(), '09:30');
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(DRIVE_MESSAGES.slotFull);
    expect(full.body.nearest.map((s: { start: string }) => s.start)).toEqual(['09:00', '11:00']);
    expect((await book(drive._id, freshNumber(), '10:15')).body.message).toBe(DRIVE_MESSAGES.slotUnknown);
    expect((await book(drive._id, freshNumber(), '09:00', { jobId: '665f1c2a9b1e8a0012345678' })).body.message).toBe(DRIVE_MESSAGES.jobUnknown);
    const otherNumber = freshNumber();
    expect((await book(drive._id, otherNumber, '09:00', { phoneToken: await proof(freshNumber()) })).status).toBe(400);
    expect((await api.http.post(`/drives/665f1c2a9b1e8a0012345678/bookings`).send({}).expect(400)).body.message).toBeTruthy();

    const today = await makeDrive({
      day: inDays(0),
      slots: [
        { start: '00:00', end: '00:01', capacity: 3 },
        { start: '23:00', end: '23:59', capacity: 3 },
      ],
    });
    expect((await book(today._id, freshNumber(), '00:00')).body.message).toBe(DRIVE_MESSAGES.slotStarted);

    const past = await makeDrive();
    await db!.collection('drives').updateOne({ _id: new (await import('mongodb')).ObjectId(past._id) }, { $set: { day: inDays(-1) } });
    expect((await book(past._id, freshNumber(), '09:00')).body.message).toBe(DRIVE_MESSAGES.past);
  });

  it('refuses to shrink a slot below its bookings or remove a booked slot', async () => {
    const drive = await makeDrive();
    expect((await book(drive._id, freshNumber(), '09:00')).status).toBe(201);
    expect((await book(drive._id, freshNumber(), '09:00')).status).toBe(201);
    const shrink = driveBody({
      slots: [
        { start: '09:00', end: '09:30', capacity: 1 },
        { start: '11:00', end: '11:30', capacity: 2 },
      ],
    });
    expect((await api.http.put(`/admin/drives/${drive._id}`).set(auth).send(shrink).expect(400)).body.message).toBe(DRIVE_MESSAGES.capacityBelowBooked);
    const drop = driveBody({ slots: [{ start: '11:00', end: '11:30', capacity: 2 }] });
    expect((await api.http.put(`/admin/drives/${drive._id}`).set(auth).send(drop).expect(400)).body.message).toBe(DRIVE_MESSAGES.capacityBelowBooked);
  });

  it('cancels a drive and tells everyone booked once, in their language', async () => {
    const drive = await makeDrive();
    const [a, b] = [freshNumber(), freshNumber()];
    await book(drive._id, a, '09:00', {}, 'hi');
    await book(drive._id, b, '11:00');
    await api.http.post(`/admin/drives/${drive._id}/cancel`).set(auth).send({ message: 'Venue unavailable' }).expect(200);
    await smsWith(e164(a), /रद्द हो गया है: Venue unavailable/, 'the Hindi drive-cancelled SMS');
    await smsWith(e164(b), /is cancelled: Venue unavailable/, 'the English drive-cancelled SMS');
    await api.http.post(`/admin/drives/${drive._id}/cancel`).set(auth).send({ message: 'Again' }).expect(200);
    await new Promise((r) => setTimeout(r, 500));
    expect((await smsTo(sms.webUrl, e164(b))).filter((m) => /cancelled/.test(m.text))).toHaveLength(1);
    expect((await book(drive._id, freshNumber(), '09:30')).body.message).toBe(DRIVE_MESSAGES.cancelled);
    expect(((await api.http.get('/drives').expect(200)).body.drives as Array<{ _id: string }>).map((d) => d._id)).not.toContain(drive._id);
  });

  it('reminds the evening before, once', async () => {
    const drive = await makeDrive({ day: inDays(1) });
    const mobile = freshNumber();
    await book(drive._id, mobile, '09:00');
    const evening = Date.parse(`${inDays(0)}T13:00:00.000Z`); // 18:30 in India
    const reminders = api.app.get(DriveReminders);
    expect(await reminders.pass(evening)).toBeGreaterThanOrEqual(1);
    expect(await reminders.pass(evening)).toBe(0);
    await smsWith(e164(mobile), /^Reminder: .* is tomorrow/, 'the reminder');
  });

  it('reminds a person whose reminder an instance took and died holding, once its lease ends', async () => {
    const drive = await makeDrive({ day: inDays(1) });
    const mobile = freshNumber();
    await book(drive._id, mobile, '09:00');
    const evening = Date.parse(`${inDays(0)}T13:00:00.000Z`);
    const key = `drive-reminder:${drive._id}|${e164(mobile)}:${inDays(1)}:09:00`;
    const claims = db!.collection('claims');
    // Another instance claimed this reminder and died before queuing it.
    await claims.insertOne({ _id: key as never, at: new Date(), expiresAt: new Date(Date.now() + 86_400_000) });
    const reminders = api.app.get(DriveReminders);
    expect(await reminders.pass(evening)).toBe(0);
    // The drive is not marked done: once the lease has ended, a later pass takes the reminder.
    await claims.updateOne({ _id: key as never }, { $set: { at: new Date(Date.now() - 10 * 60_000) } });
    expect(await reminders.pass(evening)).toBe(1);
    await smsWith(e164(mobile), /^Reminder: .* is tomorrow/, 'the reminder taken over');
  });

  it('erases a person’s bookings with them', async () => {
    const drive = await makeDrive();
    const mobile = freshNumber();
    await book(drive._id, mobile, '09:00');
    await api.http
      .post('/admin/privacy/erase')
      .set(auth)
      .send({ mobile: e164(mobile) })
      .expect(200);
    const booking = await db!.collection('drivebookings').findOne({ _id: `${drive._id}|${e164(mobile)}` as never });
    expect(booking).toBeNull();
    expect((await api.http.get(`/drives/${drive._id}`).expect(200)).body.slots[0].seatsLeft).toBe(2);
  });

  it('frees an orphan seat left by a crash when the slot looks full', async () => {
    const drive = await makeDrive();
    expect((await book(drive._id, freshNumber(), '09:00')).status).toBe(201);
    // A booking that died after taking its seat: the seat names a booking that never was written.
    await db!
      .collection('driveseats')
      .insertOne({ _id: `${drive._id}|09:00|1` as never, booking: `${drive._id}|+919999999999`, at: new Date(Date.now() - 60_000) });
    expect((await book(drive._id, freshNumber(), '09:00')).status).toBe(201);
    expect((await book(drive._id, freshNumber(), '09:00')).status).toBe(409);
  });

  it('takes exactly the seats left when 50 clients book the last ones at once', async () => {
    const drive = await makeDrive({
      slots: [
        { start: '10:00', end: '10:30', capacity: 5 },
        { start: '12:00', end: '12:30', capacity: 5 },
      ],
    });
    for (let i = 0; i < 3; i++) expect((await book(drive._id, freshNumber(), '10:00')).status).toBe(201);
    const numbers = Array.from({ length: 50 }, () => freshNumber());
    const bodies = await Promise.all(
      numbers.map(async (mobile) => ({ name: 'Load Test', mobile, jobId: guardJob, slot: '10:00', consent: true, phoneToken: await proof(mobile), ...FORM })),
    );
    const answers = await Promise.all(bodies.map((body) => api.http.post(`/drives/${drive._id}/bookings`).send(body)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(48);
    const seats = await Promise.all(Array.from({ length: 10 }, (_, n) => db!.collection('driveseats').findOne({ _id: `${drive._id}|10:00|${n}` as never })));
    expect(seats.filter(Boolean)).toHaveLength(5);
    expect((await db!.collection('driveseatcounts').findOne({ _id: `${drive._id}|10:00` as never }))?.taken).toBe(5);
    expect((await api.http.get(`/admin/drives/${drive._id}`).set(auth).expect(200)).body.drive.slots[0].booked).toBe(5);
  }, 120_000);
});
