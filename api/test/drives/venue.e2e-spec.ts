// The venue of a walk-in drive (docs/behaviour.md §26.5–§26.8), through HTTP against the real app, the local SMPP
// server and MailDev: check-in by pass and number, once per person and key, walk-ins matched or made, outcomes in
// bulk that move stages and tell each candidate once, no-shows, the funnel and its CSV, and who may call.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getConnectionToken } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import { ObjectId } from 'mongodb';
import type { Connection } from 'mongoose';
import { istDay, type Language, RESOURCES } from '@site/contracts';
import { freePort } from '../../../scripts/ferretdb.mjs';
import { startMailDev } from '../../../scripts/maildev.mjs';
import { startSmsDev } from '../../../scripts/sms-dev.mjs';
import { PhoneApplications } from '../../src/applications/index.js';
import { inLanguage } from '../../src/common/http/request-language.js';
import { ResourceRegistry } from '../../src/common/resource/resource-registry.js';
import { DriveStore } from '../../src/drives/index.js';
import { startApi, type TestApi, until } from '../support/helpers.js';
import { SAMPLES } from '../support/samples.js';

type Listed = { to: string; text: string };
const SITE = 'https://jobs.facility.example.in';
let serial = 0;
const freshNumber = () => `96${String(10 + serial++).slice(-2)}${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
const key = () => randomUUID();

describe('the venue of a walk-in drive', () => {
  let sms: Awaited<ReturnType<typeof startSmsDev>>;
  let mail: Awaited<ReturnType<typeof startMailDev>>;
  let api: TestApi;
  let owner: { Authorization: string };
  let recruiter: { Authorization: string };
  let editor: { Authorization: string };
  let ownerId: string;
  let recruiterId: string;
  let guardJob: string;
  let cleanerJob: string;
  let store: DriveStore;

  const received = async (to: string): Promise<Listed[]> => ((await (await fetch(`${sms.webUrl}/api/sms`)).json()) as Listed[]).filter((m) => m.to === to);
  const smsTo = (to: string, match: RegExp, what: string) => until(async () => (await received(to)).find((m) => match.test(m.text)), what);
  const db = () => api.app.get<Connection>(getConnectionToken()).db!;

  /** A drive held today (or on `day`) for both jobs, interviewed by the owner then the recruiter. */
  const makeDrive = async (over: Record<string, unknown> = {}) => {
    const _id = new ObjectId();
    await db()
      .collection('drives')
      .insertOne({
        _id,
        title: `Drive ${randomUUID().slice(0, 4)}`,
        jobIds: [guardJob, cleanerJob],
        address: 'Shivajinagar, Pune',
        day: istDay(new Date()),
        slots: [{ start: '09:00', end: '09:30', capacity: 50 }],
        interviewers: [ownerId, recruiterId],
        status: 'open',
        createdAt: new Date(),
        updatedAt: new Date(),
        ...over,
      });
    return String(_id);
  };

  /** A person who booked the drive: an application with the number proved, and their booking with a pass. */
  const book = async (driveId: string, { language = 'en' as Language, jobId = guardJob, source = undefined as string | undefined } = {}) => {
    const mobile = `+91${freshNumber()}`;
    const { id: applicationId } = await inLanguage(language, () =>
      api.app.get(PhoneApplications).ensure({ name: `Booked ${serial}`, mobile, jobId, ...(source && { source }) }, new ObjectId().toHexString()),
    );
    const bookingId = `${driveId}|${mobile}`;
    await store.addToRoster(driveId, bookingId, mobile, applicationId);
    const pass = await store.newPass(bookingId);
    await store.writeBooking(
      bookingId,
      {
        driveId,
        mobile,
        name: `Booked ${serial}`,
        jobId,
        applicationId,
        slot: '09:00',
        seat: serial,
        pass,
        status: 'booked',
        walkIn: false,
        language,
        ...(source && { source }),
        bookedAt: new Date(),
      },
      { upsert: true },
    );
    return { bookingId, mobile, pass, applicationId };
  };

  const checkIn = (driveId: string, body: object, auth = owner) => api.http.post(`/admin/drives/${driveId}/check-ins`).set(auth).send(body);
  /** The application as stored. */
  const application = async (id: string) => (await api.app.get(ResourceRegistry).get('applyJobs').model.findById(id).lean().exec()) as Record<string, unknown>;

  beforeAll(async () => {
    sms = await startSmsDev({ smppPort: await freePort(), webPort: await freePort() });
    mail = await startMailDev({ smtpPort: await freePort(), webPort: await freePort() });
    api = await startApi({ SMS_URL: sms.smsUrl, SMTP_URL: mail.smtpUrl, NOTIFY_TO: 'hiring@example.com', SITE_URL: SITE });
    store = api.app.get(DriveStore);
    owner = { Authorization: `Bearer ${await api.adminToken()}` };
    for (const [who, role] of [
      ['recruiter', 'recruiter'],
      ['editor', 'editor'],
    ])
      await api.http
        .post('/admin/AdminLogin/addAdmin')
        .set(owner)
        .send({ name: `The ${who}`, email: `${who}@firm.in`, password: `${who}-pass-1`, role, ...(role === 'editor' && { sites: ['main', 'integrated'] }) })
        .expect(201);
    const signIn = async (who: string) => ({
      Authorization: `Bearer ${
        (
          await api.http
            .post('/admin/AdminLogin/addAdminLogin')
            .send({ email: `${who}@firm.in`, password: `${who}-pass-1` })
            .expect(200)
        ).body.token
      }`,
    });
    recruiter = await signIn('recruiter');
    editor = await signIn('editor');
    ownerId = (await api.http.get('/admin/AdminLogin/me').set(owner).expect(200)).body._id as string;
    recruiterId = (await api.http.get('/admin/AdminLogin/me').set(recruiter).expect(200)).body._id as string;
    const job = async (title: string, translations?: object) =>
      (
        await api.http
          .post(`/${RESOURCES.jobs.path}/${RESOURCES.jobs.add}`)
          .set(owner)
          .send({
            ...SAMPLES.jobs!.fields,
            jobTitle: `${title} ${randomUUID().slice(0, 4)}`,
            cv: 'none',
            ...(translations && { translations: JSON.stringify(translations) }),
          })
          .expect(201)
      ).body.data._id as string;
    guardJob = await job('Security Guard', { mr: { values: { jobTitle: 'सुरक्षा रक्षक' } } });
    cleanerJob = await job('Housekeeping');
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await sms?.stop();
    await mail?.stop();
  });

  it('checks people in by pass and by number, in queue order, each given the interviewer free next', async () => {
    expect(ownerId).toMatch(/^[0-9a-f]{24}$/);
    const driveId = await makeDrive();
    const [a, b, c] = [await book(driveId), await book(driveId), await book(driveId)];
    const found = (await api.http.get(`/admin/drives/${driveId}/find`).query({ pass: a.pass.toLowerCase() }).set(owner).expect(200)).body;
    expect(found.person).toMatchObject({ id: a.bookingId, mobile: a.mobile, status: 'booked', walkIn: false });
    expect(found.person.checkedIn).toBeUndefined();
    const byNumber = (
      await api.http
        .get(`/admin/drives/${driveId}/find`)
        .query({ mobile: b.mobile.slice(3) })
        .set(owner)
        .expect(200)
    ).body;
    expect(byNumber.person.id).toBe(b.bookingId);
    const missing = await api.http.get(`/admin/drives/${driveId}/find`).query({ mobile: freshNumber() }).set(owner).expect(404);
    expect(missing.body.message).toBe('This person is not at this drive');

    const first = (await checkIn(driveId, { key: key(), pass: a.pass }).expect(200)).body;
    expect(first.person.checkedIn).toMatchObject({ queue: 1, interviewer: ownerId });
    expect(first.interviewerName).toBeTruthy();
    const second = (await checkIn(driveId, { key: key(), mobile: b.mobile.slice(3) }, recruiter).expect(200)).body;
    expect(second.person.checkedIn).toMatchObject({ queue: 2, interviewer: recruiterId });
    expect(second.interviewerName).toBe('The recruiter');
    const third = (await checkIn(driveId, { key: key(), mobile: c.mobile }).expect(200)).body;
    expect(third.person.checkedIn).toMatchObject({ queue: 3, interviewer: ownerId });

    // The owner's queue: theirs only, in queue order.
    const mine = (await api.http.get(`/admin/drives/${driveId}/people`).query({ interviewer: 'me' }).set(owner).expect(200)).body.people;
    expect(mine.map((p: { id: string }) => p.id)).toEqual([a.bookingId, c.bookingId]);
    const all = (await api.http.get(`/admin/drives/${driveId}/people`).set(recruiter).expect(200)).body.people;
    expect(all).toHaveLength(3);
  });

  it('refuses a cancelled booking, a cancelled drive and a drive of another day with clear messages', async () => {
    const driveId = await makeDrive();
    const gone = await book(driveId);
    await store.writeBooking(gone.bookingId, { status: 'cancelled', seat: null });
    expect((await checkIn(driveId, { key: key(), pass: gone.pass }).expect(400)).body.message).toMatch(/cancelled/);
    const tomorrow = await makeDrive({ day: istDay(new Date(Date.now() + 86_400_000)) });
    const early = await book(tomorrow);
    expect((await checkIn(tomorrow, { key: key(), pass: early.pass }).expect(400)).body.message).toBe('People are checked in on the day of the drive only');
    const off = await makeDrive({ status: 'cancelled' });
    const late = await book(off);
    expect((await checkIn(off, { key: key(), pass: late.pass }).expect(400)).body.message).toBe('This drive has been cancelled');
    // A pass of another drive is not one of this drive's.
    expect((await checkIn(driveId, { key: key(), pass: late.pass }).expect(404)).body.message).toBe('This pass was not found at this drive');
    expect((await checkIn(driveId, { key: key() }).expect(400)).body.message).toBeTruthy();
  });

  it('answers a resend of the same key, and many desks checking one person in at once, with one queue number', async () => {
    const driveId = await makeDrive();
    const one = await book(driveId);
    const other = await book(driveId);
    const k = key();
    const first = (await checkIn(driveId, { key: k, pass: one.pass }).expect(200)).body;
    const again = (await checkIn(driveId, { key: k, pass: one.pass }).expect(200)).body;
    expect(again.person.checkedIn).toEqual(first.person.checkedIn);
    // The same key for another person is a mistake of the desk's.
    expect((await checkIn(driveId, { key: k, pass: other.pass }).expect(400)).body.message).toBe('This check-in was already sent for another person');

    const answers = await Promise.all(Array.from({ length: 8 }, () => checkIn(driveId, { key: key(), mobile: other.mobile })));
    const queues = new Set(answers.map((r) => (r.status === 200 ? r.body.person.checkedIn.queue : r.status)));
    expect([...queues]).toEqual([2]);
    expect(await store.queue.length(driveId)).toBe(2);
  });

  it('registers walk-ins: their application by a proved number, a new one of a known candidate, or a stranger told their link by SMS', async () => {
    const driveId = await makeDrive();
    // A candidate who applied to the guard job with a proved number, and walks in for it.
    const known = `+91${freshNumber()}`;
    const { id: theirs } = await api.app.get(PhoneApplications).ensure({ name: 'Asha', mobile: known, jobId: guardJob }, new ObjectId().toHexString());
    const same = (
      await api.http
        .post(`/admin/drives/${driveId}/walk-ins`)
        .set(owner)
        .send({ key: key(), name: 'Asha', mobile: known, jobId: guardJob, language: 'hi' })
        .expect(200)
    ).body;
    expect(same.person).toMatchObject({ applicationId: theirs, walkIn: true, source: 'walk-in', checkedIn: { queue: 1 } });

    // The same candidate for the other job, at another drive: a new application with the number proved.
    const other = await makeDrive();
    await until(async () => ((await api.http.get(`/admin/applications/${theirs}/person`).set(owner)).status === 200 ? true : undefined), 'the terms');
    const candidate = (
      await api.http
        .post(`/admin/drives/${other}/walk-ins`)
        .set(owner)
        .send({ key: key(), name: 'Asha', mobile: known, jobId: cleanerJob, language: 'hi' })
        .expect(200)
    ).body;
    expect(candidate.person.applicationId).not.toBe(theirs);
    expect(await application(candidate.person.applicationId)).toMatchObject({ phoneVerified: true, candidate: known, jobId: cleanerJob, source: 'walk-in' });

    // A stranger: an application with the number not proved, and a Marathi SMS with their link, once.
    const mobile = freshNumber();
    const body = { key: key(), name: 'सुनील पाटील', mobile, jobId: guardJob, language: 'mr' };
    const stranger = (await api.http.post(`/admin/drives/${driveId}/walk-ins`).set(recruiter).send(body).expect(200)).body;
    expect(stranger.person).toMatchObject({ walkIn: true, language: 'mr', checkedIn: { queue: 2 } });
    expect(await application(stranger.person.applicationId)).toMatchObject({ phoneVerified: false, source: 'walk-in', language: 'mr', mobile: `+91${mobile}` });
    const told = await smsTo(`+91${mobile}`, /सुरक्षा रक्षक/, 'the walk-in SMS');
    expect(told.text).toMatch(new RegExp(`^वॉक-इन ड्राइव्हमध्ये आपले स्वागत आहे\\. सुरक्षा रक्षक पदासाठी .* ${SITE.replace(/\./g, '\\.')}/mr/application/[\\w-]{43}$`));
    const resent = (await api.http.post(`/admin/drives/${driveId}/walk-ins`).set(recruiter).send(body).expect(200)).body;
    expect(resent.person).toEqual(stranger.person);
    await new Promise((r) => setTimeout(r, 500));
    expect(await received(`+91${mobile}`)).toHaveLength(1);
    // A job the drive does not hire for.
    await api.http
      .post(`/admin/drives/${driveId}/walk-ins`)
      .set(owner)
      .send({ key: key(), name: 'X', mobile: freshNumber(), jobId: new ObjectId().toHexString() })
      .expect(400);
  });

  it('records outcomes in bulk: stages moved, each candidate told once; joined only after selected; no-shows in one step', async () => {
    const driveId = await makeDrive();
    const people = [await book(driveId, { language: 'mr' }), await book(driveId), await book(driveId), await book(driveId)];
    const absent = [await book(driveId), await book(driveId, { jobId: cleanerJob })];
    for (const p of people) await checkIn(driveId, { key: key(), pass: p.pass }).expect(200);
    const ids = people.map((p) => p.bookingId);
    const outcome = (body: object) => api.http.post(`/admin/drives/${driveId}/outcomes`).set(recruiter).send(body);

    expect((await outcome({ people: ids, result: 'joined' }).expect(400)).body.message).toBe('Only people who were selected can be marked as joined');
    expect((await outcome({ people: [...ids, `${driveId}|+919000000000`], result: 'selected' }).expect(400)).body.message).toBe(
      'Some of the people chosen are not at this drive',
    );
    expect((await outcome({ people: ids.slice(0, 3), result: 'selected', note: 'Good' }).expect(200)).body).toEqual({ changed: 3, unchanged: 0 });
    for (const p of people.slice(0, 3)) expect(await application(p.applicationId)).toMatchObject({ status: 'Shortlisted' });
    await smsTo(people[0]!.mobile, /शॉर्टलिस्ट/, 'the Marathi Shortlisted SMS');
    for (const p of people.slice(1, 3)) await smsTo(p.mobile, /shortlisted/i, 'the Shortlisted SMS');
    // The same again tells nobody again.
    expect((await outcome({ people: ids.slice(0, 3), result: 'selected' }).expect(200)).body).toEqual({ changed: 0, unchanged: 3 });
    expect((await outcome({ people: [ids[3]], result: 'rejected' }).expect(200)).body).toEqual({ changed: 1, unchanged: 0 });
    expect((await outcome({ people: [ids[0]], result: 'joined' }).expect(200)).body.changed).toBe(1);
    expect(await application(people[0]!.applicationId)).toMatchObject({ status: 'Hired' });
    expect(await application(people[3]!.applicationId)).toMatchObject({ status: 'Rejected' });
    await new Promise((r) => setTimeout(r, 800));
    for (const p of people.slice(1, 3)) expect((await received(p.mobile)).filter((m) => /shortlisted/i.test(m.text))).toHaveLength(1);

    const noShows = (await api.http.post(`/admin/drives/${driveId}/no-shows`).set(owner).expect(200)).body;
    expect(noShows).toEqual({ changed: 2, unchanged: 0 });
    expect((await api.http.post(`/admin/drives/${driveId}/no-shows`).set(owner).expect(200)).body).toEqual({ changed: 0, unchanged: 0 });
    for (const p of absent) expect(await application(p.applicationId)).toMatchObject({ status: 'New' });
    const listed = (await api.http.get(`/admin/drives/${driveId}/people`).set(owner).expect(200)).body.people as Array<{
      id: string;
      outcome?: { result: string };
    }>;
    expect(Object.fromEntries(listed.map((p) => [p.id, p.outcome?.result]))).toEqual({
      [ids[0]!]: 'joined',
      [ids[1]!]: 'selected',
      [ids[2]!]: 'selected',
      [ids[3]!]: 'rejected',
      [absent[0]!.bookingId]: 'noShow',
      [absent[1]!.bookingId]: 'noShow',
    });
  });

  it("counts the drive's funnel by job, language and source, as JSON and CSV", async () => {
    const driveId = await makeDrive();
    const a = await book(driveId, { language: 'mr', source: 'walk-in' });
    const b = await book(driveId, { language: 'hi' });
    await book(driveId, { language: 'hi', jobId: cleanerJob });
    await checkIn(driveId, { key: key(), pass: a.pass }).expect(200);
    await checkIn(driveId, { key: key(), pass: b.pass }).expect(200);
    await api.http
      .post(`/admin/drives/${driveId}/walk-ins`)
      .set(owner)
      .send({ key: key(), name: 'Walk', mobile: freshNumber(), jobId: cleanerJob, language: 'en' })
      .expect(200);
    await api.http
      .post(`/admin/drives/${driveId}/outcomes`)
      .set(owner)
      .send({ people: [a.bookingId], result: 'selected' })
      .expect(200);
    await api.http
      .post(`/admin/drives/${driveId}/outcomes`)
      .set(owner)
      .send({ people: [b.bookingId], result: 'rejected' })
      .expect(200);
    const funnel = (await api.http.get(`/admin/drives/${driveId}/funnel`).set(recruiter).expect(200)).body;
    expect(funnel.total).toEqual({ booked: 3, came: 3, interviewed: 2, selected: 1, joined: 0 });
    expect(funnel.byJob.map((r: { label: string; counts: object }) => [r.label.split(' ')[0], r.counts])).toEqual([
      ['Security', { booked: 2, came: 2, interviewed: 2, selected: 1, joined: 0 }],
      ['Housekeeping', { booked: 1, came: 1, interviewed: 0, selected: 0, joined: 0 }],
    ]);
    expect(funnel.byLanguage.map((r: { label: string; counts: { booked: number; came: number } }) => [r.label, r.counts.booked, r.counts.came])).toEqual([
      ['English', 0, 1],
      ['Hindi', 2, 1],
      ['Marathi', 1, 1],
    ]);
    expect(funnel.bySource.map((r: { label: string; counts: { booked: number; came: number } }) => [r.label, r.counts.booked, r.counts.came])).toEqual([
      // As many people each: by name.
      ['direct', 2, 1],
      ['walk-in', 1, 2],
    ]);
    const csv = await api.http.get(`/admin/drives/${driveId}/funnel.csv`).set(owner).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[1]).toBe('"all","all","All","3","3","2","1","0","100.0","66.7","50.0","0.0"');
    expect(lines.filter((l) => l.startsWith('"source"'))).toHaveLength(2);
  });

  it('erases a walk-in by their number: their booking and the desk’s match of them go', async () => {
    const driveId = await makeDrive();
    const mobile = `+91${freshNumber()}`;
    const body = { key: key(), name: 'Walk In', mobile, jobId: guardJob, language: 'en' };
    await api.http.post(`/admin/drives/${driveId}/walk-ins`).set(owner).send(body).expect(200);
    const bookingId = `${driveId}|${mobile}`;
    expect(
      await db()
        .collection('drivewalkins')
        .findOne({ _id: bookingId as never }),
    ).not.toBeNull();
    await api.http.post('/admin/privacy/erase').set(owner).send({ mobile }).expect(200);
    expect(
      await db()
        .collection('drivewalkins')
        .findOne({ _id: bookingId as never }),
    ).toBeNull();
    expect(
      await db()
        .collection('drivebookings')
        .findOne({ _id: bookingId as never }),
    ).toBeNull();
  });

  it('is for owners and recruiters: an editor may call none of it', async () => {
    const driveId = await makeDrive();
    const p = await book(driveId);
    const calls = [
      () => api.http.get(`/admin/drives/${driveId}/people`),
      () => api.http.get(`/admin/drives/${driveId}/find?pass=${p.pass}`),
      () => api.http.post(`/admin/drives/${driveId}/check-ins`).send({ key: key(), pass: p.pass }),
      () => api.http.post(`/admin/drives/${driveId}/walk-ins`).send({ key: key(), name: 'X', mobile: freshNumber(), jobId: guardJob }),
      () => api.http.post(`/admin/drives/${driveId}/outcomes`).send({ people: [p.bookingId], result: 'onHold' }),
      () => api.http.post(`/admin/drives/${driveId}/no-shows`),
      () => api.http.get(`/admin/drives/${driveId}/funnel`),
      () => api.http.get(`/admin/drives/${driveId}/funnel.csv`),
    ];
    for (const call of calls) expect((await call().set(editor)).status).toBe(403);
    for (const call of calls) expect((await call()).status).toBe(401);
    expect((await api.http.get(`/admin/drives/${new ObjectId().toHexString()}/people`).set(recruiter)).status).toBe(404);
  });
});
