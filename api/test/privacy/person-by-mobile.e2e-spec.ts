// A person found and erased by their mobile number (docs/behaviour.md §14), through HTTP against the real app and the
// local SMPP server: every application of the candidate who proved it, every other submission that names it however
// typed, their files, e-mails and SMS, and the number's codes; nobody else's.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Types } from 'mongoose';
import { type PersonRecord, PHONE_ROUTES, RESOURCES, type SubmissionKey } from '@site/contracts';
import { freePort } from '../../../scripts/ferretdb.mjs';
import { startSmsDev } from '../../../scripts/sms-dev.mjs';
import { startApi, type TestApi, until } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';

type Listed = { to: string; text: string };
const FORM = { website: '', fillMs: 9000 };
let serial = 0;
/** A fresh number in a range of its own, so the tests share no limit of codes. */
const freshNumber = () => `96${String(100 + serial++).slice(-2)}${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

describe('a person by their mobile number', () => {
  let sms: Awaited<ReturnType<typeof startSmsDev>>;
  let api: TestApi;
  let auth: { Authorization: string };
  let guardJob: string;
  let cookJob: string;

  const db = () => api.app.get<Connection>(getConnectionToken()).db!;
  const stored = (key: SubmissionKey, id: string) =>
    db()
      .collection(key)
      .findOne({ _id: new Types.ObjectId(id) });
  /** The first entry of the SMS log about `about` (an application's id, or a number for its codes). */
  const smsLogged = (about: string) =>
    db()
      .collection<{ _id: string }>('smslog')
      .findOne({ _id: `${about}#0` });
  const received = async (to: string): Promise<Listed[]> => ((await (await fetch(`${sms.webUrl}/api/sms`)).json()) as Listed[]).filter((m) => m.to === to);
  const askCode = async (mobile: string, purpose: 'apply' | 'applications') => {
    const e164 = `+91${mobile.slice(-10)}`;
    const before = (await received(e164)).length;
    await api.http
      .post(`/${PHONE_ROUTES.codeRequest}`)
      .send({ mobile, purpose, ...FORM })
      .expect(202);
    const [last] = await until(async () => ((await received(e164)).length > before ? received(e164) : undefined), 'the code');
    return /#(\d{6})$/.exec(last!.text)![1]!;
  };
  /** Applies to each job with the number proved by a code; the applications' ids. */
  const applyProved = async (mobile: string, jobs: string[]) => {
    const code = await askCode(mobile, 'apply');
    const { token } = (await api.http.post(`/${PHONE_ROUTES.codeVerify}`).send({ mobile, code, purpose: 'apply' }).expect(200)).body;
    const ids: string[] = [];
    for (const jobId of jobs)
      ids.push(
        (
          await api.http
            .post(`/${PHONE_ROUTES.apply}`)
            .send({ name: 'सुनील पाटील', answers: '{}', consent: true, mobile, jobId, phoneToken: token, ...FORM })
            .expect(201)
        ).body.data._id,
      );
    return ids;
  };
  /** A submission of `key` by the old forms, naming the number as typed. */
  const typed = async (key: 'applyJobs' | 'ServiceEnquiry', mobile: string) =>
    (
      await send(
        api.http.post(`/${RESOURCES[key].path}/${RESOURCES[key].add}`),
        { ...SAMPLES[key]!.fields, name: `Visitor ${randomUUID().slice(0, 6)}`, email: `v-${randomUUID().slice(0, 6)}@example.com`, mobile },
        SAMPLES[key]!.files,
      ).expect(201)
    ).body.data._id as string;
  const find = (query: Record<string, string>) => api.http.get('/admin/privacy/person').query(query).set(auth);

  beforeAll(async () => {
    sms = await startSmsDev({ smppPort: await freePort(), webPort: await freePort() });
    api = await startApi({ SMS_URL: sms.smsUrl });
    auth = { Authorization: `Bearer ${await api.adminToken()}` };
    const addJob = async (jobTitle: string) =>
      (
        await api.http
          .post(`/${RESOURCES.jobs.path}/${RESOURCES.jobs.add}`)
          .set(auth)
          .send({ ...SAMPLES.jobs!.fields, jobTitle, cv: 'none' })
          .expect(201)
      ).body.data._id as string;
    guardJob = await addJob('Guard');
    cookJob = await addJob('Cook');
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await sms?.stop();
  });

  it('finds every submission made with the number, however typed, and erases them with their SMS and the number’s codes, and nobody else’s', async () => {
    const mobile = freshNumber();
    const e164 = `+91${mobile}`;
    const proved = await applyProved(mobile, [guardJob, cookJob]);
    const oldForm = await typed('applyJobs', `0${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    const enquiry = await typed('ServiceEnquiry', `+91-${mobile}`);
    // A code asked for and never typed back: it and its SMS are the number's too.
    await askCode(mobile, 'applications');
    const other = await applyProved(freshNumber(), [guardJob]);
    for (const about of [...proved, e164]) await until(async () => (await smsLogged(about)) ?? undefined, `the SMS about ${about} in its log`);
    expect(
      await db()
        .collection<{ _id: string }>('phonecodes')
        .findOne({ _id: `applications:${e164}` }),
    ).not.toBeNull();

    // Typed as on a form: the record names the number as stored, and no account (accounts are found by address).
    const found = (await find({ mobile: `${mobile.slice(0, 5)} ${mobile.slice(5)}` }).expect(200)).body as PersonRecord;
    expect(found.mobile).toBe(e164);
    expect(found.email).toBeUndefined();
    expect(found.account).toBeNull();
    expect(found.submissions.applyJobs.map((s) => s._id).sort()).toEqual([...proved, oldForm].sort());
    expect(found.submissions.ServiceEnquiry.map((s) => s._id)).toEqual([enquiry]);
    // Each with its inbox history, as for a person found by address.
    expect(found.submissions.applyJobs.every((s) => Array.isArray(s.history))).toBe(true);

    const erased = (
      await api.http
        .post('/admin/privacy/erase')
        .set(auth)
        .send({ mobile: `0${mobile}` })
        .expect(200)
    ).body;
    expect(erased.message).toBe('Personal data erased');
    expect(erased.erased).toMatchObject({ applyJobs: 3, ServiceEnquiry: 1, homeEnquiry: 0, userContact: 0, accounts: 0 });

    for (const id of [...proved, oldForm]) expect(await stored('applyJobs', id)).toBeNull();
    expect(await stored('ServiceEnquiry', enquiry)).toBeNull();
    for (const about of [...proved, e164]) expect(await smsLogged(about)).toBeNull();
    expect(
      await db()
        .collection<{ _id: string }>('phonecodes')
        .findOne({ _id: `applications:${e164}` }),
    ).toBeNull();
    const after = (await find({ mobile: e164 }).expect(200)).body as PersonRecord;
    expect(Object.values(after.submissions).flat()).toEqual([]);

    // Someone else's number keeps its application and its SMS.
    expect(await stored('applyJobs', other[0]!)).not.toBeNull();
    expect(await smsLogged(other[0]!)).not.toBeNull();
    // A repeat erases nothing.
    expect((await api.http.post('/admin/privacy/erase').set(auth).send({ mobile: e164 }).expect(200)).body.erased).toMatchObject({
      applyJobs: 0,
      ServiceEnquiry: 0,
    });
  });

  it('records the find and the erase under one pseudonym of the number however typed, never the number', async () => {
    const mobile = freshNumber();
    await find({ mobile: `0${mobile}` }).expect(200);
    await api.http
      .post('/admin/privacy/erase')
      .set(auth)
      .send({ mobile: `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` })
      .expect(200);
    const { entries } = (await api.http.get('/admin/audit').query({ limit: 2 }).set(auth).expect(200)).body as {
      entries: Array<{ resource: string; action: string; documentId?: string }>;
    };
    expect(entries.map((e) => [e.resource, e.action])).toEqual([
      ['Privacy', 'erase'],
      ['Privacy', 'find'],
    ]);
    expect(entries[0]!.documentId).toMatch(/^person:[0-9a-f]{24}$/);
    expect(entries[1]!.documentId).toBe(entries[0]!.documentId);
    expect(JSON.stringify(entries)).not.toContain(mobile);
  });

  it('refuses an address and a number together, a number that is not a mobile, and neither', async () => {
    expect((await find({ email: 'a@example.com', mobile: freshNumber() }).expect(400)).body.message).toBe(
      'Give an e-mail address or a mobile number, not both',
    );
    expect((await find({ mobile: '020 2551 2345' }).expect(400)).body.message).toMatch(/landline|mobile/i);
    expect((await find({}).expect(400)).body.message).toBe('Email is required');
    expect((await api.http.post('/admin/privacy/erase').set(auth).send({}).expect(400)).body.message).toBe('Email is required');
  });
});
