// One person, however often they apply (docs/behaviour.md §16.2), through HTTP against the real app and the real
// local SMPP server: a proved number and name make one person; a shared phone, the same name with an unproved
// number, or the same e-mail address are "possibly the same person", never merged by themselves; a recruiter links
// or keeps them apart, written into both histories and the audit log.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { PHONE_ROUTES, RESOURCES, type PersonAnswer } from '@site/contracts';
import { freePort } from '../../../scripts/ferretdb.mjs';
import { startSmsDev } from '../../../scripts/sms-dev.mjs';
import { startApi, type TestApi } from '../support/helpers.js';
import { FORM, proveNumber } from '../support/phone-proof.js';
import { SAMPLES, send } from '../support/samples.js';

const freshNumber = () => `97${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;

describe('the person of an application', () => {
  let sms: Awaited<ReturnType<typeof startSmsDev>>;
  let api: TestApi;
  let auth: { Authorization: string };
  const jobs: string[] = [];

  beforeAll(async () => {
    sms = await startSmsDev({ smppPort: await freePort(), webPort: await freePort() });
    api = await startApi({ SMS_URL: sms.smsUrl, TRUST_PROXY: 'loopback' });
    auth = { Authorization: `Bearer ${await api.adminToken()}` };
    for (const title of ['Security Guard', 'Housekeeping', 'Driver'])
      jobs.push(
        (
          await api.http
            .post(`/${RESOURCES.jobs.path}/${RESOURCES.jobs.add}`)
            .set(auth)
            .send({ ...SAMPLES.jobs!.fields, jobTitle: `${title} ${randomUUID().slice(0, 4)}`, cv: 'none' })
            .expect(201)
        ).body.data._id as string,
      );
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await sms?.stop();
  });

  const byPhone = async (name: string, mobile: string, jobId: string, phoneToken: string) =>
    (
      await api.http
        .post(`/${PHONE_ROUTES.apply}`)
        .send({ name, mobile, jobId, phoneToken, answers: '{}', consent: true, ...FORM })
        .expect(201)
    ).body.data._id as string;
  const byForm = async (fields: Record<string, unknown>) =>
    (
      await send(
        api.http.post(`/${RESOURCES.applyJobs.path}/${RESOURCES.applyJobs.add}`),
        { ...SAMPLES.applyJobs!.fields, ...fields },
        SAMPLES.applyJobs!.files,
      ).expect(201)
    ).body.data._id as string;
  const person = async (id: string) => (await api.http.get(`/admin/applications/${id}/person`).set(auth).expect(200)).body as PersonAnswer;
  const ids = (list: Array<{ id: string }>) => list.map((a) => a.id).sort();

  it('links the same proved number and name, and shows a shared phone, the same name by an unproved number and the same address as possible', async () => {
    const mobile = freshNumber();
    const token = await proveNumber(api, sms.webUrl, mobile);
    const first = await byPhone('Ravi Kumar', mobile, jobs[0]!, token);
    const second = await byPhone(' ravi  KUMAR ', mobile, jobs[1]!, token);
    const sister = await byPhone('Sita Kumar', mobile, jobs[2]!, token);
    const email = `ravi-${randomUUID().slice(0, 6)}@example.com`;
    const typed = await byForm({ name: 'Ravi Kumar', mobile: `0${mobile}`, email });
    const sameAddress = await byForm({ name: 'R. Kumar', mobile: '9000000001', email });

    const mine = await person(first);
    expect(mine.candidate).toBe(`+91${mobile}`);
    expect(mine.applications.map((a) => [a.id, a.linkedBy])).toEqual([[second, null]]);
    expect(mine.possible.map((a) => [a.id, a.reason]).sort()).toEqual(
      [
        [sister, 'sharedPhone'],
        [typed, 'sameNameAndPhone'],
      ].sort(),
    );
    expect(mine.applications[0]).toMatchObject({ name: 'ravi  KUMAR', status: 'New', jobTitle: expect.stringMatching(/^Housekeeping /) });
    // From the typed application: the same address, and the same name by the number typed another way.
    const theirs = await person(typed);
    expect(theirs.candidate).toBeNull();
    expect(ids(theirs.possible)).toEqual([first, second, sameAddress].sort());
  });

  it('lets a recruiter link a possible one and keep apart another, in both histories and the audit log', async () => {
    const mobile = freshNumber();
    const token = await proveNumber(api, sms.webUrl, mobile);
    const mother = await byPhone('Lata Pawar', mobile, jobs[0]!, token);
    const son = await byPhone('Amit Pawar', mobile, jobs[1]!, token);
    const also = await byPhone('Lata Pawar', mobile, jobs[2]!, token);

    const linked = (await api.http.post(`/admin/applications/${mother}/person`).set(auth).send({ other: son, same: true }).expect(200)).body as PersonAnswer;
    expect(linked.applications.map((a) => [a.id, a.linkedBy]).sort()).toEqual(
      [
        [also, null],
        [son, 'Administrator'],
      ].sort(),
    );
    expect(linked.possible).toEqual([]);
    const apart = (await api.http.post(`/admin/applications/${mother}/person`).set(auth).send({ other: son, same: false }).expect(200)).body as PersonAnswer;
    expect(apart.apart.map((a) => [a.id, a.by])).toEqual([[son, 'Administrator']]);
    // Seen from the son's application too.
    expect(ids((await person(son)).apart)).toEqual([mother]);

    for (const [id, other] of [
      [mother, 'Amit Pawar'],
      [son, 'Lata Pawar'],
    ] as const) {
      const { history } = (await api.http.get(`/admin/inbox/applyJobs/${id}`).set(auth).expect(200)).body as {
        history: Array<{ kind: string; text?: string }>;
      };
      expect(history.filter((h) => h.kind === 'person').map((h) => h.text?.replace(/ \(.*\)$/, ''))).toEqual([
        `Marked as the same person as ${other}`,
        `Marked as not the same person as ${other}`,
      ]);
    }
    const { entries } = (await api.http.get('/admin/audit').query({ limit: 20 }).set(auth).expect(200)).body as {
      entries: Array<{ resource: string; action: string; documentId: string }>;
    };
    expect(entries.filter((e) => e.resource === 'Candidates').map((e) => [e.resource, e.action, e.documentId])).toEqual([
      ['Candidates', 'unlink', mother],
      ['Candidates', 'link', mother],
    ]);
  });

  it('refuses an unknown or the same application (who may ask: the role matrix)', async () => {
    const id = await byForm({ name: 'Solo', email: `solo-${randomUUID().slice(0, 6)}@example.com` });
    expect((await api.http.post(`/admin/applications/${id}/person`).set(auth).send({ other: id, same: true }).expect(400)).body.message).toBe(
      'An application is always its own person',
    );
    await api.http.post(`/admin/applications/${id}/person`).set(auth).send({ other: '0123456789abcdef01234567', same: true }).expect(404);
    expect((await api.http.post(`/admin/applications/${id}/person`).set(auth).send({ other: 'x', same: true }).expect(400)).body.message).toBe(
      'Invalid application ID',
    );
  });
});
