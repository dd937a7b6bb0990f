// Personal-data rights (docs/behaviour.md §14): consent recorded with each submission, everything held about one
// address found, its CVs exported in one zip, all of it erased, and submissions deleted after their retention
// (by an admin or by the daily job).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Writable } from 'node:stream';
import path from 'node:path';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Types } from 'mongoose';
import { unzipSync } from 'fflate';
import { CONSENT_MESSAGE, type PersonRecord, RESOURCES, type SubmissionKey } from '@site/contracts';
import { rebuildDerived } from '../../src/rebuild.js';
import { fixtures, startApi, type TestApi } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';
import { useApi } from '../support/use-api.js';

const TYPES: SubmissionKey[] = ['applyJobs', 'ServiceEnquiry', 'homeEnquiry', 'userContact'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** Sends a visitor's submission of `key` from `email`, with `extra` fields (and a resume for applications). */
function submit(
  api: TestApi,
  key: SubmissionKey,
  email: string,
  extra: Record<string, string | boolean> = {},
  resume = { data: fixtures.pdf, name: 'meena-cv.pdf' },
) {
  const sample = SAMPLES[key]!;
  const files = key === 'applyJobs' ? { resume: [resume] } : undefined;
  // A unique text in each, so the spam defence never takes one for a repeat of another.
  const unique = key === 'homeEnquiry' ? { lastName: `Rao ${randomUUID().slice(0, 6)}` } : { name: `Visitor ${randomUUID().slice(0, 6)}` };
  return send(api.http.post(`/${RESOURCES[key].path}/${RESOURCES[key].add}`), { ...sample.fields, ...unique, email, ...extra }, files);
}

const db = (api: TestApi) => api.app.get<Connection>(getConnectionToken()).db!;
const stored = (api: TestApi, key: SubmissionKey, id: string) =>
  db(api)
    .collection(key)
    .findOne({ _id: new Types.ObjectId(id) });
/** Moves a document's creation `days` into the past (the test's own database access, so the derived documents are rebuilt as after any direct edit). */
const age = async (api: TestApi, key: SubmissionKey, id: string, days: number) => {
  await db(api)
    .collection(key)
    .updateOne({ _id: new Types.ObjectId(id) }, { $set: { createdAt: new Date(Date.now() - days * DAY_MS) } });
  await rebuildDerived(db(api));
};
const diskPath = (api: TestApi, storedPath: string) => path.join(api.config.dataDir, 'private', storedPath.replace(/^private\//, ''));

/** The entries of a zip: name -> bytes. */
const unzip = (data: Buffer) => new Map(Object.entries(unzipSync(new Uint8Array(data))).map(([name, bytes]) => [name, Buffer.from(bytes)]));

describe('personal data', () => {
  const newEmail = () => `person-${randomUUID().slice(0, 8)}@example.com`;
  const { api, auth } = useApi();

  const person = async (email: string) => (await api.http.get('/admin/privacy/person').query({ email }).set(auth).expect(200)).body as PersonRecord;

  describe('consent', () => {
    it('is stored with the time and the version of the notice in force, and changes version with the notice', async () => {
      const email = newEmail();
      const before = Date.now();
      const first = await submit(api, 'userContact', email, { consent: true }).expect(201);
      // The visitor's answer is as before: the message and the id only.
      expect(Object.keys(first.body)).toEqual(['message', 'data']);
      expect(first.body.data).toEqual({ _id: expect.any(String) });
      const noNotice = await stored(api, 'userContact', first.body.data._id);
      expect(noNotice!.consent.noticeVersion).toBe('none');
      expect(noNotice!.consent.at.getTime()).toBeGreaterThanOrEqual(before - 1000);

      const notice = (await api.http.post('/admin/privacyNotice/addPrivacyNotice').set(auth).send(SAMPLES.privacyNotice!.fields).expect(201)).body.data;
      const second = await submit(api, 'homeEnquiry', email, { consent: true }).expect(201);
      expect((await stored(api, 'homeEnquiry', second.body.data._id))!.consent.noticeVersion).toBe(notice.updatedAt);

      const edited = (await api.http.post(`/admin/privacyNotice/editPrivacyNotice/${notice._id}`).set(auth).send(SAMPLES.privacyNotice!.edit).expect(200)).body
        .data;
      expect(edited.updatedAt).not.toBe(notice.updatedAt);
      const third = await submit(api, 'ServiceEnquiry', email, { consent: true }).expect(201);
      expect((await stored(api, 'ServiceEnquiry', third.body.data._id))!.consent.noticeVersion).toBe(edited.updatedAt);

      // A multipart application sends the box as text.
      const application = await submit(api, 'applyJobs', email, { consent: 'true' }).expect(201);
      expect((await stored(api, 'applyJobs', application.body.data._id))!.consent.noticeVersion).toBe(edited.updatedAt);

      const found = await person(email);
      expect(found.submissions.ServiceEnquiry[0]!.consent).toEqual({ at: expect.any(String), noticeVersion: edited.updatedAt });
      expect(found.submissions.userContact[0]!.consent).toMatchObject({ noticeVersion: 'none' });
    });

    it('is stored as none when the form sends no consent, and refused when it sends anything but true', async () => {
      const email = newEmail();
      const sent = await submit(api, 'userContact', email).expect(201);
      const doc = await stored(api, 'userContact', sent.body.data._id);
      expect(doc).not.toHaveProperty('consent');
      expect((await person(email)).submissions.userContact[0]!.consent).toBeNull();

      for (const consent of [false, 'yes']) {
        const refused = await submit(api, 'homeEnquiry', email, { consent: consent as boolean }).expect(400);
        expect(refused.body.message).toBe(CONSENT_MESSAGE);
      }
      const text = await submit(api, 'applyJobs', email, { consent: 'false' }).expect(400);
      expect(text.body.message).toBe(CONSENT_MESSAGE);
      expect((await person(email)).submissions.homeEnquiry).toEqual([]);
    });

    it('is stored with a sign-up as with the other visitor forms, and refused the same way', async () => {
      const signUp = (email: string, extra: Record<string, unknown> = {}) =>
        api.http.post('/admin/UserLogin/UserRegister').send({ name: 'Asha Rao', mobile: '9876543210', email, password: 'asha-secret-1', ...extra });
      const notices = (await api.http.get('/admin/privacyNotice/getPrivacyNotice').expect(200)).body.privacyNotice as Array<{ updatedAt: string }>;
      const version =
        notices
          .map((n) => n.updatedAt)
          .sort()
          .at(-1) ?? 'none';

      const agreed = newEmail();
      const before = Date.now();
      await signUp(agreed, { consent: true }).expect(201);
      const account = await db(api).collection('userlogins').findOne({ email: agreed });
      expect(account!.consent).toEqual({ at: expect.any(Date), noticeVersion: version });
      expect(account!.consent.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect((await person(agreed)).account!.consent).toEqual({ at: expect.any(String), noticeVersion: version });

      // An older client that sends no consent still signs up, with none recorded.
      const older = newEmail();
      await signUp(older).expect(201);
      expect(await db(api).collection('userlogins').findOne({ email: older })).not.toHaveProperty('consent');
      expect((await person(older)).account!.consent).toBeNull();

      const refused = newEmail();
      expect((await signUp(refused, { consent: false }).expect(400)).body.message).toBe(CONSENT_MESSAGE);
      expect((await person(refused)).account).toBeNull();
    });
  });

  describe('find, export and erase', () => {
    const email = newEmail();
    const visitor = { name: 'Priya Person', mobile: '9876501234', email, password: 'person-pass-1' };
    const ids = {} as Record<SubmissionKey, string>;
    let secondApplication: string;

    beforeAll(async () => {
      await api.http.post('/admin/UserLogin/UserRegister').send(visitor).expect(201);
      for (const key of TYPES) ids[key] = (await submit(api, key, email, { consent: true }).expect(201)).body.data._id;
      // A second CV under the same name, to be named apart in the zip.
      secondApplication = (await submit(api, 'applyJobs', email, {}, { data: fixtures.big(2000, fixtures.pdf), name: 'meena-cv.pdf' }).expect(201)).body.data
        ._id;
      await api.http.post(`/admin/inbox/userContact/${ids.userContact}`).set(auth).send({ status: 'In progress', note: 'Called back' }).expect(200);
      await api.http.get(`/admin/applyJobs/resume/${ids.applyJobs}`).set(auth).expect(200);
    });

    it('finds every submission of every type with its consent and history, the account, the e-mails and the CV log', async () => {
      // The address is matched whatever its case in the query.
      const found = await person(email.toUpperCase());
      expect(found.email).toBe(email);
      for (const key of TYPES) expect(found.submissions[key].map((s) => s._id)).toContain(ids[key]);
      expect(found.submissions.applyJobs).toHaveLength(2);
      expect(found.submissions.homeEnquiry[0]!.consent).toMatchObject({ noticeVersion: expect.any(String) });

      const contact = found.submissions.userContact[0]! as unknown as { status: string; history: Array<{ kind: string; text?: string; to?: string }> };
      expect(contact.status).toBe('In progress');
      expect(contact.history.map((h) => [h.kind, h.to ?? h.text])).toEqual([
        ['status', 'In progress'],
        ['note', 'Called back'],
      ]);

      expect(found.account).toMatchObject({ name: visitor.name, email, mobile: visitor.mobile });
      expect(JSON.stringify(found.account)).not.toMatch(/passwordHash|tokenVersion|\$2[aby]\$/);

      // The notification about each submission, the person's confirmations (3 a day at most, docs/behaviour.md §11)
      // and the sign-up's link to confirm the address (§21, not one of those 3).
      expect(found.mails).toHaveLength(9);
      expect(found.mails.filter((m) => m.to === email).map((m) => m.subject)).toEqual(expect.arrayContaining(['Please confirm your e-mail address']));
      expect(found.mails.filter((m) => m.to === email)).toHaveLength(4);
      for (const m of found.mails)
        expect(m).toEqual({ _id: expect.any(String), to: expect.any(String), subject: expect.any(String), status: 'pending', createdAt: expect.any(String) });

      expect(found.resumeLog).toEqual([{ applicationId: ids.applyJobs, at: expect.any(String), adminEmail: api.config.admin.email, how: 'download' }]);
    });

    it('also finds an older document that stored the address in another case', async () => {
      const mixed = `Old.${email}`.replace('example', 'EXAMPLE');
      const { insertedId } = await db(api)
        .collection('userContact')
        .insertOne({ ...SAMPLES.userContact!.fields, email: mixed, createdAt: new Date() });
      // Stored behind the API's back, as by an older version: the upgrade's rebuild brings it into the lookups.
      await rebuildDerived(db(api));
      const found = await person(mixed.toLowerCase());
      expect(found.submissions.userContact.map((s) => s._id)).toEqual([String(insertedId)]);
      await db(api).collection('userContact').deleteOne({ _id: insertedId });
      await rebuildDerived(db(api));
    });

    it('answers an empty record for an unknown address, and refuses a bad one or a missing admin token', async () => {
      const unknown = await person('nobody-here@example.com');
      expect(unknown).toEqual({
        email: 'nobody-here@example.com',
        account: null,
        submissions: { ServiceEnquiry: [], applyJobs: [], homeEnquiry: [], userContact: [] },
        mails: [],
        resumeLog: [],
      });
      const bad = await api.http.get('/admin/privacy/person').query({ email: 'not-an-address' }).set(auth).expect(400);
      expect(bad.body.message).toBe('Please enter a valid email address');
      // Empty or absent: none at all.
      expect((await api.http.get('/admin/privacy/person').query({ email: '' }).set(auth).expect(400)).body.message).toBe('Email is required');
      expect((await api.http.get('/admin/privacy/person').set(auth).expect(400)).body.message).toBe('Email is required');
      await api.http.get('/admin/privacy/person').query({ email }).expect(401);
      await api.http
        .get('/admin/privacy/person')
        .query({ email })
        .set('Authorization', `Bearer ${await api.userToken()}`)
        .expect(403);
      await api.http.get('/admin/privacy/person/resumes').query({ email }).expect(401);
      await api.http.post('/admin/privacy/erase').send({ email }).expect(401);
    });

    it('exports every CV in one zip, named apart, and logs each as an export', async () => {
      const res = await api.http.get('/admin/privacy/person/resumes').query({ email }).set(auth).responseType('blob').expect(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="cvs-${email.replace('@', '_')}.zip"`);
      const entries = unzip(res.body as Buffer);
      expect([...entries.keys()].sort()).toEqual(['meena-cv (2).pdf', 'meena-cv.pdf']);
      expect([...entries.values()].map((b) => b.length).sort((a, b) => a - b)).toEqual([fixtures.pdf.length, 2000]);
      expect(entries.get('meena-cv.pdf')!.equals(fixtures.pdf)).toBe(true);

      const log = (await person(email)).resumeLog;
      expect(
        log
          .filter((e) => e.how === 'export')
          .map((e) => e.applicationId)
          .sort(),
      ).toEqual([ids.applyJobs, secondApplication].sort());
    });

    it('exports an empty zip for a person without CVs', async () => {
      const res = await api.http.get('/admin/privacy/person/resumes').query({ email: 'no-cv@example.com' }).set(auth).responseType('blob').expect(200);
      expect(unzip(res.body as Buffer).size).toBe(0);
    });

    it('erases everything about the person, records the erase without the address, and a repeat erases nothing', async () => {
      const application = await stored(api, 'applyJobs', ids.applyJobs);
      const resumeFile = diskPath(api, application!.resume as string);
      expect(existsSync(resumeFile)).toBe(true);
      const newBefore = (await api.http.get('/admin/inbox/counts').set(auth).expect(200)).body.new as number;

      const res = await api.http.post('/admin/privacy/erase').set(auth).send({ email }).expect(200);
      expect(res.body).toEqual({
        message: 'Personal data erased',
        erased: { applyJobs: 2, ServiceEnquiry: 1, homeEnquiry: 1, userContact: 1, files: 2, mails: 9, accounts: 1 },
      });

      expect(existsSync(resumeFile)).toBe(false);
      await api.http.get(`/admin/applyJobs/resume/${ids.applyJobs}`).set(auth).expect(404);
      await api.http.get(`/admin/inbox/userContact/${ids.userContact}`).set(auth).expect(404);
      expect(await person(email)).toEqual({
        email,
        account: null,
        submissions: { ServiceEnquiry: [], applyJobs: [], homeEnquiry: [], userContact: [] },
        mails: [],
        resumeLog: [],
      });
      expect(
        await db(api)
          .collection<{ _id: string }>('inboxhistory')
          .countDocuments({ _id: { $regex: `^${ids.userContact}#` } }),
      ).toBe(0);
      expect(
        await db(api)
          .collection<{ _id: string }>('resumelog')
          .countDocuments({ _id: { $regex: `^(${ids.applyJobs}|${secondApplication})#` } }),
      ).toBe(0);
      expect(
        await db(api)
          .collection('submissionfingerprints')
          .countDocuments({ docId: { $in: Object.values(ids) } }),
      ).toBe(0);
      // Three of the four were New (the contact message was In progress).
      expect((await api.http.get('/admin/inbox/counts').set(auth).expect(200)).body.new).toBe(newBefore - 4);
      await api.http.post('/admin/UserLogin/UserLogin').send({ email, password: visitor.password }).expect(401);

      const audit = (await api.http.get('/admin/audit').query({ resource: 'Privacy' }).set(auth).expect(200)).body.entries as object[];
      const entry = audit.find((e) => (e as { action: string }).action === 'erase');
      // The person by pseudonym, as their look-ups are.
      expect(entry).toMatchObject({ resource: 'Privacy', action: 'erase', documentId: expect.stringMatching(/^person:[0-9a-f]{24}$/) });
      expect(JSON.stringify(entry).toLowerCase()).not.toContain(email.split('@')[0]);

      const again = await api.http.post('/admin/privacy/erase').set(auth).send({ email }).expect(200);
      expect(again.body.erased).toEqual({ applyJobs: 0, ServiceEnquiry: 0, homeEnquiry: 0, userContact: 0, files: 0, mails: 0, accounts: 0 });
      const bad = await api.http.post('/admin/privacy/erase').set(auth).send({ email: 'nope' }).expect(400);
      expect(bad.body.message).toBe('Please enter a valid email address');
    });

    it('takes the same submission again right after an erase (its repeat fingerprint went with it)', async () => {
      const fields = { ...SAMPLES.userContact!.fields, email: `again-${email}` };
      const first = await api.http.post('/admin/userContact/addUserContact').send(fields).expect(201);
      await api.http.post('/admin/privacy/erase').set(auth).send({ email: fields.email }).expect(200);
      const second = await api.http.post('/admin/userContact/addUserContact').send(fields).expect(201);
      expect(second.body.data._id).not.toBe(first.body.data._id);
      expect(await stored(api, 'userContact', second.body.data._id)).not.toBeNull();
    });
  });

  describe('retention', () => {
    const retention = () => api.http.get('/admin/privacy/retention').set(auth);
    const save = (body: unknown) =>
      api.http
        .post('/admin/privacy/retention')
        .set(auth)
        .send(body as object);

    it('keeps everything until days are set, and refuses what is not whole days from 1 to 3650 of a known type', async () => {
      expect((await retention().expect(200)).body.retention).toEqual({ ServiceEnquiry: null, applyJobs: null, homeEnquiry: null, userContact: null });
      const refused: Array<[unknown, RegExp]> = [
        [{ applyJobs: 0 }, /at least 1 day/],
        [{ applyJobs: 3651 }, /at most 3650 days/],
        [{ applyJobs: 1.5 }, /whole number/],
        [{ applyJobs: '30' }, /whole number/],
        [{ jobs: 30 }, /jobs/],
        [[30], /./],
      ];
      for (const [body, message] of refused) expect((await save(body).expect(400)).body.message).toMatch(message);

      const saved = (await save({ applyJobs: 30, userContact: 10 }).expect(200)).body;
      expect(saved.retention).toEqual({ ServiceEnquiry: null, applyJobs: 30, homeEnquiry: null, userContact: 10 });
      // A partial save leaves the other types as they were; null keeps again.
      await save({ userContact: null }).expect(200);
      await save({ userContact: 10 }).expect(200);
      expect((await retention().expect(200)).body.retention).toEqual({ ServiceEnquiry: null, applyJobs: 30, homeEnquiry: null, userContact: 10 });
      await api.http.post('/admin/privacy/retention').send({ applyJobs: 1 }).expect(401);
    });

    it('deletes, when run, only the submissions older than their type’s days, files included', async () => {
      const email = newEmail();
      const old = (await submit(api, 'applyJobs', email).expect(201)).body.data._id;
      const young = (await submit(api, 'applyJobs', email).expect(201)).body.data._id;
      const oldContact = (await submit(api, 'userContact', email).expect(201)).body.data._id;
      const oldHome = (await submit(api, 'homeEnquiry', email).expect(201)).body.data._id;
      await age(api, 'applyJobs', old, 31);
      await age(api, 'applyJobs', young, 29);
      await age(api, 'userContact', oldContact, 11);
      // No retention for home enquiries: kept however old.
      await age(api, 'homeEnquiry', oldHome, 3000);
      const oldFile = diskPath(api, (await stored(api, 'applyJobs', old))!.resume as string);

      const run = (await api.http.post('/admin/privacy/retention/run').set(auth).expect(200)).body;
      expect(run).toEqual({ message: 'Expired submissions deleted', deleted: { applyJobs: 1, ServiceEnquiry: 0, homeEnquiry: 0, userContact: 1, files: 1 } });
      expect(await stored(api, 'applyJobs', old)).toBeNull();
      expect(existsSync(oldFile)).toBe(false);
      expect(await stored(api, 'userContact', oldContact)).toBeNull();
      expect(await stored(api, 'applyJobs', young)).not.toBeNull();
      expect(await stored(api, 'homeEnquiry', oldHome)).not.toBeNull();
      expect((await person(email)).mails.map((m) => m.subject).join()).not.toMatch(/Quote/);

      const { lastRun } = (await retention().expect(200)).body;
      expect(lastRun).toEqual({ at: expect.any(String), by: 'admin', deleted: run.deleted });
    });
  });
});

describe('the daily retention job', () => {
  let first: TestApi;
  let scheduled: TestApi | undefined;
  // The last to close drops the database, after the instances that check it have stopped.
  afterAll(async () => {
    await scheduled?.close();
    await first.close();
  });

  it('runs on every instance’s check, at most once a day across instances', async () => {
    first = await startApi();
    const auth = { Authorization: `Bearer ${await first.adminToken()}` };
    await first.http.post('/admin/privacy/retention').set(auth).send({ homeEnquiry: 7 }).expect(200);
    const expired = (await submit(first, 'homeEnquiry', 'daily@example.com').expect(201)).body.data._id;
    const kept = (await submit(first, 'homeEnquiry', 'daily@example.com').expect(201)).body.data._id;
    await age(first, 'homeEnquiry', expired, 8);

    // Two more instances on the same database and files, checking every 100 ms; their log is read.
    const lines: string[] = [];
    const logDestination = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const env = { MONGODB_DB: first.config.mongoDb, DATA_DIR: first.config.dataDir, RETENTION_CHECK_MS: '100', LOG_LEVEL: 'info' };
    scheduled = await startApi(env, { logDestination });
    const other = await startApi(env, { logDestination });
    try {
      for (let i = 0; i < 100 && (await stored(first, 'homeEnquiry', expired)); i++) await new Promise((r) => setTimeout(r, 100));
      expect(await stored(first, 'homeEnquiry', expired)).toBeNull();
      expect(await stored(first, 'homeEnquiry', kept)).not.toBeNull();
      // Several more checks on both instances: the run of today is the only one.
      await new Promise((r) => setTimeout(r, 1000));
      const runs = await db(first).collection('retentionruns').find().toArray();
      expect(runs.map((r) => [r.by, r.deleted])).toEqual([['schedule', { applyJobs: 0, ServiceEnquiry: 0, homeEnquiry: 1, userContact: 0, files: 0 }]]);
      const { lastRun } = (await first.http.get('/admin/privacy/retention').set(auth).expect(200)).body;
      expect(lastRun).toMatchObject({ by: 'schedule', deleted: { homeEnquiry: 1 } });
      // The log says what was deleted in counts, never whose.
      expect(lines.filter((l) => l.includes('Retention:'))).toEqual([expect.stringContaining('1 homeEnquiry')]);
      expect(lines.join('\n')).not.toContain('daily@example.com');
    } finally {
      await other.close();
    }
  });
});

/** Polls `done` every 100 ms until it holds (at most 10 s). */
async function until(done: () => Promise<boolean>) {
  for (let i = 0; i < 100 && !(await done()); i++) await new Promise((r) => setTimeout(r, 100));
}

describe('a retention run larger than the wait', () => {
  // Waits for no run: every "Run now" answers that it goes on in the background.
  const { api } = useApi({ RETENTION_RUN_WAIT_MS: '0' }, { signIn: false });

  it('answers 202 at once, shows its progress, and its counts as the last run when done', async () => {
    const auth = { Authorization: `Bearer ${await api.adminToken()}` };
    await api.http.post('/admin/privacy/retention').set(auth).send({ userContact: 5 }).expect(200);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await submit(api, 'userContact', `background${i}@example.com`).expect(201)).body.data._id);
    for (const id of ids) await age(api, 'userContact', id, 6);

    const started = (await api.http.post('/admin/privacy/retention/run').set(auth).expect(202)).body;
    expect(started).toEqual({
      message: 'Deleting expired submissions goes on in the background',
      running: { at: expect.any(String), by: 'admin', deleted: expect.any(Object) },
    });

    await until(async () => !(await api.http.get('/admin/privacy/retention').set(auth).expect(200)).body.running);
    const settings = (await api.http.get('/admin/privacy/retention').set(auth).expect(200)).body;
    expect(settings.running).toBeNull();
    expect(settings.lastRun).toEqual({
      at: started.running.at,
      by: 'admin',
      deleted: { applyJobs: 0, ServiceEnquiry: 0, homeEnquiry: 0, userContact: 3, files: 0 },
    });
    for (const id of ids) expect(await stored(api, 'userContact', id)).toBeNull();
  });

  it('forgets runs older than 30 days once a run ends, so reading the last run stays cheap', async () => {
    const auth = { Authorization: `Bearer ${await api.adminToken()}` };
    const runs = api.app.get<Connection>(getConnectionToken()).db!.collection<{ _id: string; at: Date }>('retentionruns');
    const zero = { applyJobs: 0, ServiceEnquiry: 0, homeEnquiry: 0, userContact: 0, files: 0 };
    await runs.insertMany([
      { _id: 'old-run', at: new Date(Date.now() - 31 * DAY_MS), by: 'schedule', deleted: zero } as never,
      { _id: 'recent-run', at: new Date(Date.now() - 29 * DAY_MS), by: 'schedule', deleted: zero } as never,
    ]);
    await api.http.post('/admin/privacy/retention/run').set(auth).expect(202);
    await until(async () => !(await api.http.get('/admin/privacy/retention').set(auth).expect(200)).body.running);
    const ids = (await runs.find().toArray()).map((r) => r._id);
    expect(ids).toContain('recent-run');
    expect(ids).not.toContain('old-run');
  });
});
