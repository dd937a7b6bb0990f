// "My applications" by a mobile number (docs/behaviour.md §21), through HTTP against the real app and the local SMPP
// server: a code proves the number, and the candidate reads every application made with it proved, newest first, as
// each one's private page shows it, with a new link to that page; nothing a number typed without its proof.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { type MyPhoneApplications, PHONE_APPLY_MESSAGES, PHONE_CODE_MESSAGES, PHONE_ROUTES, RESOURCES } from '@site/contracts';
import { freePort } from '../../../scripts/ferretdb.mjs';
import { startSmsDev } from '../../../scripts/sms-dev.mjs';
import { startApi, type TestApi, until } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';

type Listed = { to: string; text: string };
const FORM = { website: '', fillMs: 9000 };
/** Refused proofs a client may send before it waits. */
const TRIES = 6;
let serial = 0;
/** A fresh number in a range of its own, so the tests share no limit of codes. */
const freshNumber = () => `97${String(100 + serial++).slice(-2)}${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

describe('my applications by a mobile number', () => {
  let sms: Awaited<ReturnType<typeof startSmsDev>>;
  let api: TestApi;
  let auth: { Authorization: string };
  let guardJob: string;
  let cookJob: string;

  const received = async (to: string): Promise<Listed[]> => ((await (await fetch(`${sms.webUrl}/api/sms`)).json()) as Listed[]).filter((m) => m.to === to);
  /** A code for `purpose` sent to `mobile` (as typed) and typed back: the proof. */
  const proof = async (mobile: string, purpose: 'apply' | 'applications', lang = 'en') => {
    const e164 = `+91${mobile.replace(/\D/g, '').slice(-10)}`;
    const before = (await received(e164)).length;
    await api.http
      .post(`/${PHONE_ROUTES.codeRequest}?lang=${lang}`)
      .send({ mobile, purpose, ...FORM })
      .expect(202);
    const [last] = await until(async () => ((await received(e164)).length > before ? received(e164) : undefined), 'the code');
    const code = /#(\d{6})$/.exec(last!.text)![1]!;
    return (await api.http.post(`/${PHONE_ROUTES.codeVerify}`).send({ mobile, code, purpose }).expect(200)).body.token as string;
  };
  const apply = async (mobile: string, jobId: string, phoneToken: string) =>
    (
      await api.http
        .post(`/${PHONE_ROUTES.apply}`)
        .send({ name: 'सुनील पाटील', answers: '{}', consent: true, mobile, jobId, phoneToken, ...FORM })
        .expect(201)
    ).body.data._id as string;
  const mine = (phoneToken: unknown, lang = 'en') => api.http.post(`/${PHONE_ROUTES.mine}?lang=${lang}`).send({ phoneToken });

  beforeAll(async () => {
    sms = await startSmsDev({ smppPort: await freePort(), webPort: await freePort() });
    api = await startApi({ SMS_URL: sms.smsUrl, LOGIN_RATE_LIMIT: String(TRIES) });
    auth = { Authorization: `Bearer ${await api.adminToken()}` };
    const addJob = async (fields: Record<string, unknown>) =>
      (
        await api.http
          .post(`/${RESOURCES.jobs.path}/${RESOURCES.jobs.add}`)
          .set(auth)
          .send({ ...SAMPLES.jobs!.fields, ...fields })
          .expect(201)
      ).body.data._id as string;
    guardJob = await addJob({
      jobTitle: `Guard ${randomUUID().slice(0, 4)}`,
      cv: 'none',
      translations: JSON.stringify({ mr: { values: { jobTitle: 'सुरक्षा रक्षक' } } }),
    });
    cookJob = await addJob({ jobTitle: 'Cook', cv: 'optional', translations: JSON.stringify({ mr: { values: { jobTitle: 'स्वयंपाकी' } } }) });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await sms?.stop();
  });

  it('lists every application made with the proved number, newest first, in the page’s language, each with a new link that opens it', async () => {
    const mobile = freshNumber();
    const applying = await proof(mobile, 'apply');
    await apply(mobile, guardJob, applying);
    await apply(`0${mobile}`, cookJob, applying);
    // The same number typed into the old form, without a code, is not proved to be theirs.
    await send(
      api.http.post(`/${RESOURCES.applyJobs.path}/${RESOURCES.applyJobs.add}`),
      { ...SAMPLES.applyJobs!.fields, mobile },
      SAMPLES.applyJobs!.files,
    ).expect(201);

    const reading = await proof(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`, 'applications', 'mr');
    const res = await mine(reading, 'mr').expect(200);
    const { applications } = res.body as MyPhoneApplications;
    expect(applications.map((a) => a.jobTitle)).toEqual(['स्वयंपाकी', 'सुरक्षा रक्षक']);
    expect(applications.map((a) => [a.status, a.stage])).toEqual([
      ['New', 'प्राप्त झाला'],
      ['New', 'प्राप्त झाला'],
    ]);
    expect(applications[0]!.appliedAt >= applications[1]!.appliedAt).toBe(true);
    // What the candidate's page shows, and no more: no name, number, answers, notes or assignee.
    for (const a of applications) expect(Object.keys(a).sort()).toEqual(['appliedAt', 'canWithdraw', 'interviews', 'jobTitle', 'page', 'stage', 'status']);
    // Each link opens its own application's page.
    const opened = await Promise.all(
      applications.map(async (a) => {
        expect(a.page).toMatch(/^\/mr\/application\/[\w-]{43}$/);
        return (await api.http.get(`/application/${a.page.split('/').pop()}?lang=mr`).expect(200)).body.application.jobTitle;
      }),
    );
    expect(opened).toEqual(['स्वयंपाकी', 'सुरक्षा रक्षक']);

    // A withdrawal shows on the next look (the proof is good for half an hour), in English for an English page.
    await api.http.post(`/application/${applications[1]!.page.split('/').pop()}/withdraw`).expect(200);
    const again = (await mine(reading).expect(200)).body as MyPhoneApplications;
    expect(again.applications.map((a) => [a.stage, a.canWithdraw])).toEqual([
      ['Received', true],
      ['Withdrawn by you', false],
    ]);
    expect(again.applications.every((a) => /^\/application\/[\w-]{43}$/.test(a.page))).toBe(true);
  });

  it('answers an empty list to a proved number that never applied', async () => {
    expect((await mine(await proof(freshNumber(), 'applications')).expect(200)).body).toEqual({ applications: [] });
  });

  it('refuses a proof made for applying, or none, in the visitor’s language', async () => {
    const mobile = freshNumber();
    const applying = await proof(mobile, 'apply');
    expect((await mine(applying).expect(400)).body.message).toBe(PHONE_CODE_MESSAGES.proofNeeded);
    expect((await mine(applying, 'mr').expect(400)).body.message).toBe('कृपया कोडने आपला मोबाइल नंबर पुन्हा निश्चित करा.');
    expect((await mine(undefined).expect(400)).body.message).toBe(PHONE_APPLY_MESSAGES.proof);
  });

  it('counts every refused proof against the client, as a private link that opens nothing, then answers 429 even to a good one', async () => {
    const good = await proof(freshNumber(), 'applications');
    const statuses: number[] = [];
    for (let i = 0; i < TRIES + 1; i++) statuses.push((await mine(`forged.${i}`)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(TRIES);
    const refused = await mine(good).expect(429);
    expect(refused.body.message).toMatch(/^Too many tries of a private link\. Please try again in /);
  });
});
