// Where each applicant came from (docs/behaviour.md §16.2), through HTTP against the real app and the local SMPP
// server: the owner keeps the job links' sources in the settings, a recruiter reads them, and applications sent from
// a link's `?src=` are found by their source in the inbox and the Candidates list (from the derived documents) and
// carry it in the CSV's last column.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { getConnectionToken } from '@nestjs/mongoose';
import { ObjectId } from 'mongodb';
import type { Connection } from 'mongoose';
import { PHONE_ROUTES, RESOURCES, SETTINGS_ROUTES } from '@site/contracts';
import { freePort } from '../../../scripts/ferretdb.mjs';
import { startSmsDev } from '../../../scripts/sms-dev.mjs';
import { startApi, type TestApi, until } from '../support/helpers.js';
import { SAMPLES } from '../support/samples.js';

type Listed = { to: string; text: string };
const FORM = { website: '', fillMs: 9000 };
const SOURCES = [
  { key: 'poster-pune-station', label: 'Poster at Pune station' },
  { key: 'walk-in', label: 'Walk-in' },
  { key: 'ref-ramesh', label: 'Referral: Ramesh (security supervisor)' },
];
const apply = RESOURCES.applyJobs;
const listUrl = `/${apply.path}/${apply.list}`;
let serial = 0;
const freshNumber = () => `97${String(10 + serial++).slice(-2)}${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

describe('the sources of job links', () => {
  let sms: Awaited<ReturnType<typeof startSmsDev>>;
  let api: TestApi;
  let owner: { Authorization: string };
  let recruiter: { Authorization: string };
  let job: string;
  const tag = randomUUID().slice(0, 6);
  const ids: Record<string, string> = {};

  const received = async (to: string): Promise<Listed[]> => ((await (await fetch(`${sms.webUrl}/api/sms`)).json()) as Listed[]).filter((m) => m.to === to);
  /** Proves a fresh number by its code and applies with it from a link carrying `source`. */
  const applyFrom = async (name: string, source?: string) => {
    const mobile = freshNumber();
    await api.http
      .post(`/${PHONE_ROUTES.codeRequest}`)
      .send({ mobile, purpose: 'apply', ...FORM })
      .expect(202);
    const [last] = await until(async () => ((await received(`+91${mobile}`)).length ? received(`+91${mobile}`) : undefined), 'the code');
    const code = /#(\d{6})$/.exec(last!.text)![1]!;
    const phoneToken = (await api.http.post(`/${PHONE_ROUTES.codeVerify}`).send({ mobile, code, purpose: 'apply' }).expect(200)).body.token as string;
    const res = await api.http
      .post(`/${PHONE_ROUTES.apply}`)
      .send({ name: `${name} ${tag}`, mobile, jobId: job, phoneToken, answers: '{}', consent: true, ...(source && { source }), ...FORM })
      .expect(201);
    return res.body.data._id as string;
  };
  const inbox = async (query: Record<string, string | number>) =>
    (await api.http.get('/admin/inbox').query(query).set(owner).expect(200)).body as { items: Array<{ id: string; source?: string }>; total: number };
  const candidates = async (query: Record<string, string | number>) => {
    const body = (await api.http.get(listUrl).query(query).set(recruiter).expect(200)).body;
    return { ids: (body[apply.listKey ?? 'items'] as Array<{ _id: string }>).map((d) => d._id), total: body.total as number };
  };

  beforeAll(async () => {
    sms = await startSmsDev({ smppPort: await freePort(), webPort: await freePort() });
    api = await startApi({ SMS_URL: sms.smsUrl, TRUST_PROXY: 'loopback' });
    owner = { Authorization: `Bearer ${await api.adminToken()}` };
    const email = `rekha-${tag}@firm.in`;
    await api.http.post('/admin/AdminLogin/addAdmin').set(owner).send({ name: 'Rekha', email, password: 'rekha-pass-12', role: 'recruiter' }).expect(201);
    recruiter = {
      Authorization: `Bearer ${(await api.http.post('/admin/AdminLogin/addAdminLogin').send({ email, password: 'rekha-pass-12' }).expect(200)).body.token}`,
    };
    job = (
      await api.http
        .post(`/${RESOURCES.jobs.path}/${RESOURCES.jobs.add}`)
        .set(owner)
        .send({ ...SAMPLES.jobs!.fields, jobTitle: `Security Guard ${tag}`, cv: 'none' })
        .expect(201)
    ).body.data._id as string;
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await sms?.stop();
  });

  it('keeps the list in the settings: an owner saves it, a recruiter reads it, a save without it keeps it', async () => {
    const { settings } = (await api.http.get('/admin/settings').set(owner).expect(200)).body;
    // Until saved, the list the site starts with.
    expect((await api.http.get(`/${SETTINGS_ROUTES.sources}`).set(recruiter).expect(200)).body.sources.map((s: { key: string }) => s.key)).toContain('walk-in');
    await api.http
      .put('/admin/settings')
      .set(owner)
      .send({ ...settings, sources: SOURCES })
      .expect(200);
    expect((await api.http.get(`/${SETTINGS_ROUTES.sources}`).set(recruiter).expect(200)).body).toEqual({ sources: SOURCES });
    const { sources: _left, ...older } = settings;
    await api.http
      .put('/admin/settings')
      .set(owner)
      .send({ ...older, companyName: 'Sentinel Facility Services' })
      .expect(200);
    expect((await api.http.get(`/${SETTINGS_ROUTES.sources}`).set(owner).expect(200)).body).toEqual({ sources: SOURCES });
    // Only an owner changes it; a visitor reads none of it.
    await api.http
      .put('/admin/settings')
      .set(recruiter)
      .send({ ...settings, sources: [] })
      .expect(403);
    await api.http.get(`/${SETTINGS_ROUTES.sources}`).expect(401);
  });

  it('refuses a source with a key that is no link word, or a key twice, and keeps the list', async () => {
    const { settings } = (await api.http.get('/admin/settings').set(owner).expect(200)).body;
    const save = async (sources: unknown) =>
      (
        await api.http
          .put('/admin/settings')
          .set(owner)
          .send({ ...settings, sources })
          .expect(400)
      ).body.message;
    expect(await save([{ key: 'Pune Station', label: 'Poster' }])).toMatch(/^A source's key must be lower-case letters and digits/);
    expect(await save([SOURCES[0], { ...SOURCES[0], label: 'Again' }])).toBe("Each source's key must be different");
    expect(await save([{ key: 'apna', label: '' }])).toBe("A source's name is required");
    expect((await api.http.get(`/${SETTINGS_ROUTES.sources}`).set(owner).expect(200)).body).toEqual({ sources: SOURCES });
  });

  it('finds the applications a source brought, in the inbox and the Candidates list, with the source on each row', async () => {
    ids.asha = await applyFrom('Asha', 'poster-pune-station');
    ids.bhavesh = await applyFrom('Bhavesh', 'walk-in');
    ids.chitra = await applyFrom('Chitra', 'poster-pune-station');
    ids.dev = await applyFrom('Dev');

    const poster = await until(async () => {
      const page = await inbox({ source: 'poster-pune-station' });
      return page.total === 2 ? page : undefined;
    }, 'the inbox filtered by source');
    expect(poster.items.map((i) => i.id)).toEqual([ids.chitra, ids.asha]);
    expect(poster.items.every((i) => i.source === 'poster-pune-station')).toBe(true);
    expect(await inbox({ source: 'walk-in', type: 'applyJobs' })).toMatchObject({ total: 1, items: [{ id: ids.bhavesh, source: 'walk-in' }] });
    // With the job, a search and a status the filters hold together.
    expect((await inbox({ source: 'poster-pune-station', job, q: 'Asha' })).items.map((i) => i.id)).toEqual([ids.asha]);
    expect((await inbox({ source: 'poster-pune-station', status: 'Hired' })).total).toBe(0);
    expect(await inbox({ source: 'newspaper' })).toMatchObject({ total: 0, items: [] });
    // A row without a source says none.
    expect((await inbox({ job, q: 'Dev' })).items[0]).not.toHaveProperty('source');

    expect(await candidates({ page: 1, source: 'poster-pune-station' })).toEqual({ ids: [ids.chitra, ids.asha], total: 2 });
    expect(await candidates({ page: 1, source: 'walk-in', job })).toEqual({ ids: [ids.bhavesh], total: 1 });
    expect(await candidates({ page: 1, source: 'walk-in', sort: 'name' })).toEqual({ ids: [ids.bhavesh], total: 1 });
  });

  it('reads the source filter from the derived documents, not by reading every application', async () => {
    // A source changed behind the API's back reaches no term: the filter still finds the application by its old one.
    const db = api.app.get<Connection>(getConnectionToken()).db!;
    await db.collection('applyJobs').updateOne({ _id: new ObjectId(ids.bhavesh) }, { $set: { source: 'newspaper' } });
    expect((await inbox({ source: 'walk-in' })).items.map((i) => i.id)).toEqual([ids.bhavesh]);
    expect((await inbox({ source: 'newspaper' })).total).toBe(0);
    await db.collection('applyJobs').updateOne({ _id: new ObjectId(ids.bhavesh) }, { $set: { source: 'walk-in' } });
  });

  it('refuses a source that is no link word, and one asked of a list that has none', async () => {
    expect((await api.http.get('/admin/inbox').query({ source: 'Poster Pune' }).set(owner).expect(400)).body.message).toBe(
      'source must be lower-case words joined by hyphens',
    );
    expect((await api.http.get(listUrl).query({ source: 'walk_in' }).set(recruiter).expect(400)).body.message).toBe(
      'source must be lower-case words joined by hyphens',
    );
    const enquiries = RESOURCES.homeEnquiry;
    expect((await api.http.get(`/${enquiries.path}/${enquiries.list}`).query({ source: 'walk-in' }).set(owner).expect(400)).body.message).toBe(
      'This list has no source to filter by',
    );
  });

  it('exports the source as the last column, and exports only a source’s rows when asked', async () => {
    const csv = async (query: Record<string, string>) =>
      (await api.http.get('/admin/export/applyJobs').query(query).set(owner).buffer(true).expect(200)).text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
    const [header, ...rows] = await csv({ job });
    expect(header!.split(',').at(-1)).toBe('"Source"');
    const byName = (name: string) => rows.find((r) => r.includes(`"${name} ${tag}"`))!;
    expect(byName('Asha').split(',').at(-1)).toBe('"poster-pune-station"');
    expect(byName('Bhavesh').split(',').at(-1)).toBe('"walk-in"');
    expect(byName('Dev').split(',').at(-1)).toBe('""');
    const [, ...walkIns] = await csv({ job, source: 'walk-in' });
    expect(walkIns).toHaveLength(1);
    expect(walkIns[0]).toContain(`"Bhavesh ${tag}"`);
  });
});
