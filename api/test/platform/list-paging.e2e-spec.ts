// Paging, sorting and search of the list routes (docs/behaviour.md §7.5) through HTTP against the real API and database.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getModelToken } from '@nestjs/mongoose';
import { APPLICATION_STATUSES } from '@site/contracts';
import type { Model } from 'mongoose';
import { rebuildDerived } from '../../src/rebuild.js';
import { fixtures, startApi, type TestApi } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';

let api: TestApi;
let admin: string;
const JOBS = '/admin/jobs/getJobs';
const APPS = '/admin/applyJobs/getApplyJobs';
const CLIENTS = '/admin/clients/get';
const titles = [
  'Guard 03',
  'Driver 01',
  'Guard 10',
  'Cleaner 07',
  'Guard (night) 05',
  'Electrician 02',
  'Guard 11',
  'Plumber 04',
  'Guard 06',
  'Gardener 08',
  'Guard 09',
  'Guard .* 12',
];
const job = (jobTitle: string) => ({ ...SAMPLES.jobs!.fields, description: 'Night shift', jobTitle });

beforeAll(async () => {
  api = await startApi();
  admin = await api.adminToken();
  // One after another, so creation order is the order of `titles`.
  for (const t of titles) await api.http.post('/admin/jobs/addJobs').set('Authorization', `Bearer ${admin}`).send(job(t)).expect(201);
  for (const [name, status] of [
    ['Asha', 'Hired'],
    ['Bala', 'New'],
    ['Chitra', 'Rejected'],
    ['Dev', 'Hired'],
  ] as const) {
    const res = await send(
      api.http.post('/admin/applyJobs/addApplyJobs'),
      { ...SAMPLES.applyJobs!.fields, name },
      { resume: [{ data: fixtures.pdf, name: 'cv.pdf' }] },
    ).expect(201);
    if (status !== 'New')
      await api.http.post(`/admin/applyJobs/editApplyJobs/${res.body.data._id}`).set('Authorization', `Bearer ${admin}`).send({ status }).expect(200);
  }
  // An application stored before statuses existed counts as New.
  const apps = api.app.get<Model<Record<string, unknown>>>(getModelToken('applyJobs'));
  await apps.collection.insertOne({ ...SAMPLES.applyJobs!.fields, name: 'Esha', createdAt: new Date('2025-03-15T10:00:00Z'), updatedAt: new Date() });
  // Stored behind the API's back, as by an older version: the derived documents are rebuilt as on an upgrade.
  await rebuildDerived(apps.collection.conn.db!);
}, 60_000);
afterAll(() => api.close());

const get = (path: string, query: Record<string, string | string[]> = {}, token: string | null = admin) => {
  const req = api.http.get(path).query(query);
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};
const jobTitles = (body: { Jobs: Array<{ jobTitle: string }> }) => body.Jobs.map((j) => j.jobTitle);

describe('list paging', () => {
  it('answers exactly the old shape when no paging parameter is given, unknown parameters included', async () => {
    const plain = await get(JOBS, {}, null).expect(200);
    expect(Object.keys(plain.body)).toEqual(['Jobs']);
    expect(jobTitles(plain.body)).toEqual(titles);
    const other = await get(JOBS, { foo: 'bar', pageSize: '3' }, null).expect(200);
    expect(other.text).toBe(plain.text);
    const clients = await get(CLIENTS, {}, null).expect(200);
    expect(clients.body).toEqual([]);
  });

  it('pages in the default order with the total (content oldest first)', async () => {
    const first = await get(JOBS, { page: '1', limit: '5' }, null).expect(200);
    expect(first.body).toMatchObject({ total: 12, page: 1, limit: 5 });
    expect(Object.keys(first.body)).toEqual(['Jobs', 'total', 'page', 'limit']);
    expect(jobTitles(first.body)).toEqual(titles.slice(0, 5));
    const last = await get(JOBS, { page: '3', limit: '5' }, null).expect(200);
    expect(jobTitles(last.body)).toEqual(titles.slice(10));
    const past = await get(JOBS, { page: '4', limit: '5' }, null).expect(200);
    expect(past.body).toEqual({ Jobs: [], total: 12, page: 4, limit: 5 });
    // Any one parameter pages, with the default size of 10.
    const defaults = await get(JOBS, { sort: 'createdAt' }, null).expect(200);
    expect(defaults.body).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(defaults.body.Jobs).toHaveLength(10);
  });

  it('answers a bare-array list as { items, total, page, limit }', async () => {
    const res = await get(CLIENTS, { page: '1' }, null).expect(200);
    expect(res.body).toEqual({ items: [], total: 0, page: 1, limit: 10 });
  });

  it('sorts by a field ascending or descending, and by creation date', async () => {
    const asc = await get(JOBS, { sort: 'jobTitle', limit: '100' }, null).expect(200);
    const sorted = [...titles].sort();
    expect(jobTitles(asc.body)).toEqual(sorted);
    const desc = await get(JOBS, { sort: '-jobTitle', limit: '3', page: '2' }, null).expect(200);
    expect(jobTitles(desc.body)).toEqual([...sorted].reverse().slice(3, 6));
    const newest = await get(JOBS, { sort: '-createdAt', limit: '2' }, null).expect(200);
    expect(jobTitles(newest.body)).toEqual([titles[11], titles[10]]);
  });

  it('searches the text fields for the literal text, ignoring case', async () => {
    const guards = await get(JOBS, { q: 'gUaRd', limit: '100' }, null).expect(200);
    expect(guards.body.total).toBe(7);
    expect(jobTitles(guards.body)).toEqual(titles.filter((t) => t.startsWith('Guard')));
    // Regular-expression characters are text: '.*' matches only where it is written.
    const dotStar = await get(JOBS, { q: '.*' }, null).expect(200);
    expect(jobTitles(dotStar.body)).toEqual(['Guard .* 12']);
    const brackets = await get(JOBS, { q: '(night' }, null).expect(200);
    expect(jobTitles(brackets.body)).toEqual(['Guard (night) 05']);
    for (const q of ['[', '(', '\\', '+?', '^$', 'a{2,}', '|']) expect((await get(JOBS, { q }, null).expect(200)).body.total).toBe(q === '(' ? 1 : 0);
    // Other text fields are searched too (location), and lists of text (requirement).
    expect((await get(JOBS, { q: 'pune' }, null).expect(200)).body.total).toBe(12);
    expect((await get(JOBS, { q: 'alert' }, null).expect(200)).body.total).toBe(12);
    // Search, sort and page together.
    const combined = await get(JOBS, { q: 'guard', sort: '-jobTitle', page: '2', limit: '3' }, null).expect(200);
    expect(combined.body.total).toBe(7);
    expect(jobTitles(combined.body)).toEqual(
      titles
        .filter((t) => t.startsWith('Guard'))
        .sort()
        .reverse()
        .slice(3, 6),
    );
  });

  it('filters applications by status, a missing status counting as New, newest first', async () => {
    const hired = await get(APPS, { status: 'Hired' }).expect(200);
    expect(hired.body.applyJobs.map((a: { name: string }) => a.name)).toEqual(['Dev', 'Asha']);
    expect(hired.body.total).toBe(2);
    const fresh = await get(APPS, { status: 'New' }).expect(200);
    expect(fresh.body.applyJobs.map((a: { name: string }) => a.name)).toEqual(['Bala', 'Esha']);
    expect((await get(APPS, { status: 'Shortlisted' }).expect(200)).body.total).toBe(0);
    // The status is one of the searched texts too.
    expect((await get(APPS, { q: 'rejected' }).expect(200)).body.applyJobs.map((a: { name: string }) => a.name)).toEqual(['Chitra']);
    const byStatus = await get(APPS, { sort: 'status', limit: '100' }).expect(200);
    expect(byStatus.body.applyJobs.map((a: { status?: string }) => a.status ?? null)).toEqual([null, 'Hired', 'Hired', 'New', 'Rejected']);
  });

  it('filters by creation date, both ends inclusive', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(APPS, { from: today, to: today }).expect(200)).body.total).toBe(4);
    expect((await get(APPS, { from: '2025-03-15', to: '2025-03-15' }).expect(200)).body.applyJobs.map((a: { name: string }) => a.name)).toEqual(['Esha']);
    expect((await get(APPS, { to: '2025-03-14' }).expect(200)).body.total).toBe(0);
    expect((await get(APPS, { from: '2025-03-16' }).expect(200)).body.total).toBe(4);
  });

  it('pages newest first across years, with the total of every year', async () => {
    const names = async (query: Record<string, string>) => {
      const { body } = await get(APPS, query).expect(200);
      return [body.applyJobs.map((a: { name: string }) => a.name), body.total];
    };
    // Page 1 is in this year; page 3 lies wholly in 2025, past this year's four.
    expect(await names({ page: '1', limit: '2' })).toEqual([['Dev', 'Chitra'], 5]);
    expect(await names({ page: '2', limit: '2' })).toEqual([['Bala', 'Asha'], 5]);
    expect(await names({ page: '3', limit: '2' })).toEqual([['Esha'], 5]);
    expect(await names({ page: '4', limit: '2' })).toEqual([[], 5]);
    expect(await names({ status: 'New', page: '2', limit: '1' })).toEqual([['Esha'], 2]);
    expect(await names({ status: 'Hired', page: '1', limit: '1' })).toEqual([['Dev'], 2]);
  });

  it('keeps who may list: submissions stay admin-only when paged', async () => {
    await get(APPS, { page: '1' }, null).expect(401);
    await get(APPS, { page: '1' }, await api.userToken()).expect(403);
  });

  it('declares indexes for the default order and the status filter', async () => {
    const apps = api.app.get<Model<Record<string, unknown>>>(getModelToken('applyJobs'));
    await apps.init();
    const keys = (await apps.collection.indexes()).map((i) => i.key);
    expect(keys).toEqual(expect.arrayContaining([{ createdAt: 1 }, { status: 1, createdAt: -1 }]));
  });

  const bad: Array<[string, Record<string, string | string[]>, string | RegExp]> = [
    [JOBS, { limit: 'abc' }, 'limit must be a whole number from 1 to 100'],
    [JOBS, { limit: '101' }, 'limit must be a whole number from 1 to 100'],
    [JOBS, { limit: '0' }, 'limit must be a whole number from 1 to 100'],
    [JOBS, { page: '-1' }, 'page must be a whole number from 1 to 1000000'],
    [JOBS, { page: '1.5' }, 'page must be a whole number from 1 to 1000000'],
    [JOBS, { page: '' }, 'page must be a whole number from 1 to 1000000'],
    [JOBS, { page: ['1', '2'] }, 'page must be a whole number from 1 to 1000000'],
    [JOBS, { q: ['a', 'b'] }, 'q must be one text'],
    [JOBS, { q: 'x'.repeat(201) }, 'q must be at most 200 characters'],
    [
      JOBS,
      { sort: 'salary2' },
      /^sort must be one of jobTitle, description, experience, jobType, location, salary, requirement, benefit, status, closesOn, cv, createdAt/,
    ],
    [JOBS, { sort: '--jobTitle' }, /^sort must be one of /],
    [JOBS, { status: 'New' }, 'status must be one of Open, Closed, Filled'],
    [CLIENTS, { status: 'New' }, 'This list has no status to filter by'],
    [APPS, { status: 'Lost' }, `status must be one of ${APPLICATION_STATUSES.join(', ')}`],
    [APPS, { status: ['New', 'Hired'] }, `status must be one of ${APPLICATION_STATUSES.join(', ')}`],
    [APPS, { from: '2026-13-01' }, 'from must be a date written YYYY-MM-DD'],
    [APPS, { to: '01/02/2026' }, 'to must be a date written YYYY-MM-DD'],
    [APPS, { from: '2026-02-02', to: '2026-02-01' }, 'from must not be after to'],
  ];
  it.each(bad)('%s?%j answers 400 with a message', async (path, query, message) => {
    const res = await get(path, query).expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  });
});
