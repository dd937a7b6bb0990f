// What a recruiter's screens read (docs/behaviour.md §20, §22; issue #41 bugs 2 and 3): the applications' own
// list narrowed to one job and to knockout answers (served from the derived documents' terms, as the inbox's
// filters are), and a status e-mail's preview with the newest application that list gives.
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { getConnectionToken } from '@nestjs/mongoose';
import { type Connection, Types } from 'mongoose';
import { RESOURCES } from '@site/contracts';
import { SAMPLES, send } from '../support/samples.js';
import { useApi } from '../support/use-api.js';

const jobs = RESOURCES.jobs;
const apply = RESOURCES.applyJobs;
const listUrl = `/${apply.path}/${apply.list}`;
const QUESTIONS = [{ id: 'police', text: 'Do you hold a police verification certificate?', kind: 'yesno', required: true, knockout: 'No' }];

describe('a recruiter’s application lists', () => {
  const { api, auth } = useApi();
  const tag = `rl${randomUUID().slice(0, 6)}`;
  let recruiter: { Authorization: string };

  const addJob = async (title: string) =>
    (
      await api.http
        .post(`/${jobs.path}/${jobs.add}`)
        .set(auth)
        .send({ ...SAMPLES.jobs!.fields, jobTitle: `${title} ${tag}`, questions: QUESTIONS })
        .expect(201)
    ).body.data._id as string;
  const applyTo = async (jobId: string, police: 'Yes' | 'No', name: string) =>
    (
      await send(
        api.http.post(`/${apply.path}/${apply.add}`),
        { ...SAMPLES.applyJobs!.fields, jobId, name: `${name} ${tag}`, email: `${randomUUID().slice(0, 8)}@example.com`, answers: JSON.stringify({ police }) },
        SAMPLES.applyJobs!.files,
      ).expect(201)
    ).body.data._id as string;
  const page = async (query: Record<string, string | number>, who = recruiter) => {
    const body = (await api.http.get(listUrl).query(query).set(who).expect(200)).body;
    return { ids: (body[apply.listKey ?? 'items'] as Array<{ _id: string }>).map((d) => d._id), total: body.total as number };
  };

  it('lists the applications to one job, the knocked-out ones, or both, paged, for a recruiter', async () => {
    await api.http
      .post('/admin/AdminLogin/addAdmin')
      .set(auth)
      .send({ name: 'Rekha', email: `rekha-${tag}@firm.in`, password: 'rekha-pass-12', role: 'recruiter' })
      .expect(201);
    const token = (
      await api.http
        .post('/admin/AdminLogin/addAdminLogin')
        .send({ email: `rekha-${tag}@firm.in`, password: 'rekha-pass-12' })
        .expect(200)
    ).body.token as string;
    recruiter = { Authorization: `Bearer ${token}` };
    const guard = await addJob('Guard');
    const cook = await addJob('Cook');
    const guardIn = await applyTo(guard, 'Yes', 'Asha');
    const guardOut = await applyTo(guard, 'No', 'Bhavesh');
    const cookOut = await applyTo(cook, 'No', 'Chitra');

    expect(await page({ page: 1, job: guard })).toEqual({ ids: [guardOut, guardIn], total: 2 });
    expect(await page({ page: 1, job: guard, flag: 'knockout' })).toEqual({ ids: [guardOut], total: 1 });
    const flagged = await page({ page: 1, limit: 100, flag: 'knockout' });
    expect(flagged.ids).toEqual(expect.arrayContaining([guardOut, cookOut]));
    expect(flagged.ids).not.toContain(guardIn);
    // With a search, a status and a sort the server's other paths apply the same filters.
    expect(await page({ page: 1, job: guard, q: 'Bhavesh' })).toEqual({ ids: [guardOut], total: 1 });
    expect(await page({ page: 1, job: cook, status: 'New' })).toEqual({ ids: [cookOut], total: 1 });
    expect(await page({ page: 1, job: guard, sort: 'name' })).toEqual({ ids: [guardIn, guardOut], total: 2 });
    // The second page of one job.
    expect(await page({ page: 2, limit: 1, job: guard })).toEqual({ ids: [guardIn], total: 2 });
  });

  it('exports (an owner) the rows the same filters leave', async () => {
    const job = await addJob('Electrician');
    await applyTo(job, 'Yes', 'Gopal');
    await applyTo(job, 'No', 'Hema');
    const csv = async (query: Record<string, string>) => (await api.http.get('/admin/export/applyJobs').query(query).set(auth).buffer(true).expect(200)).text;
    const all = await csv({ job });
    expect(all).toContain(`Gopal ${tag}`);
    expect(all).toContain(`Hema ${tag}`);
    expect(all).not.toContain(`Asha ${tag}`);
    const flagged = await csv({ job, flag: 'knockout' });
    expect(flagged).toContain(`Hema ${tag}`);
    expect(flagged).not.toContain(`Gopal ${tag}`);
    expect(await csv({ job, q: 'Gopal' })).not.toContain(`Hema ${tag}`);
    // The export stays the owner's.
    await api.http.get('/admin/export/applyJobs').query({ job }).set(recruiter).expect(403);
  });

  it('reads the job filter from the derived documents, not by reading every application', async () => {
    const job = await addJob('Driver');
    const id = await applyTo(job, 'Yes', 'Dev');
    // Once the derived documents hold the application (a list waits for them), a change made behind the API's back
    // reaches none of them: the list, served from the terms, ignores it.
    expect(await page({ page: 1, job, flag: 'knockout' })).toEqual({ ids: [], total: 0 });
    const db = api.app.get<Connection>(getConnectionToken()).db!;
    await db.collection('applyJobs').updateOne({ _id: new Types.ObjectId(id) }, { $set: { knockout: true } });
    expect(await page({ page: 1, job })).toEqual({ ids: [id], total: 1 });
    expect((await page({ page: 1, job, flag: 'knockout' })).total).toBe(0);
  });

  it('answers as before without the new parameters, and refuses them where they mean nothing', async () => {
    const all = (await api.http.get(listUrl).set(recruiter).expect(200)).body;
    expect(all.total).toBeUndefined();
    expect(Array.isArray(all[apply.listKey ?? 'items'])).toBe(true);
    expect((await api.http.get(listUrl).query({ job: 'nope' }).set(recruiter).expect(400)).body.message).toBe('job must be a job ID');
    expect((await api.http.get(listUrl).query({ flag: 'late' }).set(recruiter).expect(400)).body.message).toBe('flag must be knockout');
    const banners = RESOURCES.banner;
    expect((await api.http.get(`/${banners.path}/${banners.list}`).query({ job: '0123456789abcdef01234567' }).expect(400)).body.message).toBe(
      'This list has no job to filter by',
    );
  });

  it('gives a recruiter the newest application to preview a status e-mail with', async () => {
    const newest = await page({ page: 1, limit: 1 });
    expect(newest.ids).toHaveLength(1);
    const preview = (await api.http.get('/admin/hiring/templates/Shortlisted/preview').query({ applicationId: newest.ids[0] }).set(recruiter).expect(200)).body;
    expect(preview.subject).toEqual(expect.any(String));
    expect(preview.to).toMatch(/@example\.com$/);
    // The owner's inbox, which the screen used to read, stays refused to a recruiter.
    await api.http.get('/admin/inbox').query({ type: 'applyJobs', limit: 1 }).set(recruiter).expect(403);
  });
});
