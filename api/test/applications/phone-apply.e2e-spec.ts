// Applying with a mobile number proved by a code (docs/behaviour.md §16.1), through HTTP against the real app, the
// real local SMPP server and MailDev: a name and a number are enough for a job that asks no CV; the code proves the
// number; the same number and job make one application however often it is sent; another job links to the same
// candidate; the candidate is confirmed by SMS in their language with the private link, and no e-mail goes to nobody.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { getConnectionToken } from '@nestjs/mongoose';
import { ObjectId } from 'mongodb';
import type { Connection } from 'mongoose';
import { PHONE_APPLY_MESSAGES, PHONE_CODE_MESSAGES, PHONE_ROUTES, RESOURCES } from '@site/contracts';
import { freePort } from '../../../scripts/ferretdb.mjs';
import { startMailDev } from '../../../scripts/maildev.mjs';
import { startSmsDev } from '../../../scripts/sms-dev.mjs';
import { type Received, startApi, type TestApi, until } from '../support/helpers.js';
import { SAMPLES } from '../support/samples.js';
import { FORM, proveNumber, smsTo } from '../support/phone-proof.js';

const SITE = 'https://jobs.facility.example.in';
let serial = 0;
/** A fresh number in a range of its own, so the tests share no limit. */
const freshNumber = () => `98${String(100 + serial++).slice(-2)}${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

describe('applying with a mobile number', () => {
  let sms: Awaited<ReturnType<typeof startSmsDev>>;
  let mail: Awaited<ReturnType<typeof startMailDev>>;
  let api: TestApi;
  let auth: { Authorization: string };
  let guardJob: string;
  let cookJob: string;
  let cvJob: string;

  const smsWith = (to: string, match: RegExp, what: string) => until(async () => (await smsTo(sms.webUrl, to)).find((m) => match.test(m.text)), what);
  const addJob = async (fields: Record<string, unknown>) =>
    (
      await api.http
        .post(`/${RESOURCES.jobs.path}/${RESOURCES.jobs.add}`)
        .set(auth)
        .send({ ...SAMPLES.jobs!.fields, ...fields })
        .expect(201)
    ).body.data._id as string;
  const proof = (mobile: string, lang = 'en') => proveNumber(api, sms.webUrl, mobile, { lang });
  const apply = (fields: Record<string, unknown>, lang = 'en') =>
    api.http.post(`/${PHONE_ROUTES.apply}?lang=${lang}`).send({ name: 'सुनील पाटील', answers: '{}', consent: true, ...FORM, ...fields });

  beforeAll(async () => {
    sms = await startSmsDev({ smppPort: await freePort(), webPort: await freePort() });
    mail = await startMailDev({ smtpPort: await freePort(), webPort: await freePort() });
    api = await startApi({ SMS_URL: sms.smsUrl, SMTP_URL: mail.smtpUrl, NOTIFY_TO: 'hiring@example.com', SITE_URL: SITE, TRUST_PROXY: 'loopback' });
    auth = { Authorization: `Bearer ${await api.adminToken()}` };
    const translations = JSON.stringify({ mr: { values: { jobTitle: 'सुरक्षा रक्षक' } } });
    guardJob = await addJob({ jobTitle: `Security Guard ${randomUUID().slice(0, 4)}`, cv: 'none', translations });
    cookJob = await addJob({ jobTitle: 'Cook', cv: 'optional' });
    cvJob = await addJob({ jobTitle: 'Accountant', cv: 'required' });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await sms?.stop();
    await mail?.stop();
  });

  it('stores an application with only a name and a proved number, and confirms it by SMS in Marathi with the private link', async () => {
    const mobile = freshNumber();
    const e164 = `+91${mobile}`;
    const token = await proof(`0${mobile.slice(0, 5)} ${mobile.slice(5)}`, 'mr');
    const res = await apply({ mobile: `+91 ${mobile}`, jobId: guardJob, phoneToken: token, source: 'poster-pune-station' }, 'mr').expect(201);
    expect(res.body.data).toEqual({ _id: expect.any(String), alreadyApplied: false, page: expect.stringMatching(/^\/mr\/application\/[\w-]{43}$/) });
    const id = res.body.data._id as string;
    const stored = await api.app
      .get<Connection>(getConnectionToken())
      .db!.collection('applyJobs')
      .findOne({ _id: new ObjectId(id) });
    expect(stored).toMatchObject({ name: 'सुनील पाटील', mobile: e164, candidate: e164, phoneVerified: true, source: 'poster-pune-station', language: 'mr' });
    expect(stored).not.toHaveProperty('email');
    expect(stored!.consent).toEqual(expect.objectContaining({ at: expect.any(Date) }));
    const confirmation = await smsWith(e164, /पदासाठी आपला अर्ज मिळाला/, 'the Marathi confirmation');
    expect(confirmation.text).toMatch(new RegExp(`^सुरक्षा रक्षक पदासाठी आपला अर्ज मिळाला आहे\\. स्थिती येथे पाहा: ${SITE}/mr/application/[\\w-]{43}$`));
    // The link opens the candidate's page.
    const link = /\/application\/([\w-]{43})$/.exec(confirmation.text)![1]!;
    expect((await api.http.get(`/application/${link}`).expect(200)).body.application).toMatchObject({ status: 'New' });
    // The office hears of it; no e-mail goes to an address nobody gave.
    await until(async () => ((await mail.emails()) as Received[]).find((m) => m.text.includes(id)), 'the office notification');
    const mails = ((await mail.emails()) as Received[]).filter((m) => m.text.includes(id) || m.subject.includes('सुनील'));
    expect(mails.map((m) => m.to.map((t) => t.address))).toEqual([['hiring@example.com']]);
  });

  it('answers "already applied" to the same number and job, with the page, storing nothing new; another job links to the same candidate', async () => {
    const mobile = freshNumber();
    // One proof is good for every form sent within its half hour.
    const phoneToken = await proof(mobile);
    const first = (await apply({ mobile, jobId: guardJob, phoneToken }).expect(201)).body.data;
    const again = (await apply({ mobile, jobId: guardJob, phoneToken }).expect(201)).body.data;
    expect(again).toEqual({ _id: first._id, alreadyApplied: true, page: expect.stringMatching(/^\/application\/[\w-]{43}$/) });
    // A source the firm does not keep is not stored: a stranger's link cannot fill the office's filters.
    const second = (await apply({ mobile, jobId: cookJob, phoneToken, source: 'made-up-source' }).expect(201)).body.data;
    expect(second.alreadyApplied).toBe(false);
    const stored = await api.app
      .get<Connection>(getConnectionToken())
      .db!.collection('applyJobs')
      .findOne({ _id: new ObjectId(second._id as string) });
    expect(stored).not.toHaveProperty('source');
    expect(second._id).not.toBe(first._id);
    // The inbox finds both by the number, however it is typed.
    await until(async () => {
      const { items } = (
        await api.http
          .get('/admin/inbox')
          .query({ type: 'applyJobs', q: `0${mobile}` })
          .set(auth)
          .expect(200)
      ).body as { items: Array<{ id: string }> };
      return items.length === 2 ? items : undefined;
    }, 'both applications in the inbox');
  });

  it('refuses a missing, foreign or someone else’s proof, and a job that requires a CV without one', async () => {
    const mobile = freshNumber();
    expect((await apply({ mobile, jobId: guardJob }).expect(400)).body.message).toBe(PHONE_APPLY_MESSAGES.proof);
    expect((await apply({ mobile, jobId: guardJob, phoneToken: 'not-a-token' }).expect(400)).body.message).toBe(PHONE_CODE_MESSAGES.proofNeeded);
    const other = await proof(freshNumber());
    expect((await apply({ mobile, jobId: guardJob, phoneToken: other }).expect(400)).body.message).toBe(PHONE_CODE_MESSAGES.proofNeeded);
    const mine = await proof(mobile);
    expect((await apply({ mobile, jobId: cvJob, phoneToken: mine }).expect(400)).body.message).toBe(PHONE_APPLY_MESSAGES.cvRequired);
    expect((await apply({ mobile: '022 2345 6789', jobId: guardJob, phoneToken: other }).expect(400)).body.message).toMatch(/landline/);
  });

  it('answers in Hindi when the page is Hindi', async () => {
    const mobile = freshNumber();
    const res = await apply({ mobile, jobId: cvJob, phoneToken: await proof(mobile, 'hi') }, 'hi').expect(400);
    expect(res.body.message).toBe('इस नौकरी के लिए बायोडाटा चाहिए: कृपया उसे जोड़ें');
  });
});
