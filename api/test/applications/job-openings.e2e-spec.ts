// Jobs open and close (docs/behaviour.md §16): a status and a closing date on the jobs routes, only open jobs in the
// public list, applications checked against their job, and each job's applications counted and listed by the inbox.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { JOB_CLOSED_MESSAGE, RESOURCES, todayInIndia } from '@site/contracts';
import { startApi, type TestApi } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';

const jobs = RESOURCES.jobs;
const apply = RESOURCES.applyJobs;
const dayInIndia = (offsetDays: number) => todayInIndia(new Date(Date.now() + offsetDays * 86_400_000));

describe('job openings', () => {
  let api: TestApi;
  let auth: { Authorization: string };
  const tag = `job${randomUUID().slice(0, 6)}`;
  /** The reads of the jobs collection other than by `_id` (each reads the whole collection on the embedded database). */
  let jobScans = 0;

  beforeAll(async () => {
    // The content cache's periodic check drops what a write changed once more, a moment after the write (it cannot
    // tell this instance's bump from another's); left at its 2 s, it could fall among the applications counted below.
    api = await startApi({ MONGODB_URI: `${process.env.MONGODB_URI!.replace(/\/$/, '')}/?monitorCommands=true`, CONTENT_CACHE_CHECK_MS: '60000' });
    api.app
      .get<Connection>(getConnectionToken())
      .getClient()
      .on('commandStarted', (e) => {
        const command = e.command as { find?: string; filter?: Record<string, unknown> };
        if (e.commandName === 'find' && command.find === 'jobs' && !('_id' in (command.filter ?? {}))) jobScans++;
      });
    auth = { Authorization: `Bearer ${await api.adminToken()}` };
  });
  afterAll(() => api.close());

  const addJob = async (fields: Record<string, unknown>) =>
    (
      await api.http
        .post(`/${jobs.path}/${jobs.add}`)
        .set(auth)
        .send({ ...SAMPLES.jobs!.fields, jobTitle: `Guard ${tag}`, ...fields })
        .expect(201)
    ).body.data as { _id: string; status: string; closesOn: string | null };
  const editJob = (id: string, body: object) =>
    api.http
      .post(`/${jobs.path}/${jobs.edit.replace(':id', id)}`)
      .set(auth)
      .send(body);
  const publicIds = async () =>
    ((await api.http.get(`/${jobs.path}/${jobs.list}`).expect(200)).body[jobs.listKey!] as Array<{ _id: string }>).map((j) => j._id);
  const applyTo = (fields: Record<string, unknown>) =>
    send(api.http.post(`/${apply.path}/${apply.add}`), { ...SAMPLES.applyJobs!.fields, name: `Meena ${tag}`, ...fields }, SAMPLES.applyJobs!.files);

  it('adds a job as Open without a closing date, and takes a status and a closing date', async () => {
    const plain = await addJob({});
    expect(plain).toMatchObject({ status: 'Open' });
    const dated = await addJob({ status: 'Filled', closesOn: dayInIndia(30) });
    expect(dated).toMatchObject({ status: 'Filled', closesOn: dayInIndia(30) });
    const one = (await api.http.get(`/${jobs.path}/${jobs.list}/${plain._id}`).expect(200)).body.data;
    expect(one).toMatchObject({ status: 'Open', closesOn: null });
  });

  it('refuses a status or a closing date it does not know, with a message', async () => {
    expect(
      (
        await api.http
          .post(`/${jobs.path}/${jobs.add}`)
          .set(auth)
          .send({ ...SAMPLES.jobs!.fields, status: 'Paused' })
          .expect(400)
      ).body.message,
    ).toBe('Job status must be Open, Closed or Filled');
    expect(
      (
        await api.http
          .post(`/${jobs.path}/${jobs.add}`)
          .set(auth)
          .send({ ...SAMPLES.jobs!.fields, closesOn: '31/12/2030' })
          .expect(400)
      ).body.message,
    ).toBe('Closing date must be a date written YYYY-MM-DD');
  });

  it('lists publicly only open jobs: not Closed, not Filled, not past their closing date; the admin page lists all', async () => {
    const open = await addJob({ closesOn: dayInIndia(0) });
    const closed = await addJob({ status: 'Closed' });
    const filled = await addJob({});
    const expired = await addJob({ closesOn: dayInIndia(-1) });
    expect((await editJob(filled._id, { status: 'Filled' }).expect(200)).body.data.status).toBe('Filled');
    const listed = await publicIds();
    expect(listed).toContain(open._id);
    for (const gone of [closed, filled, expired]) expect(listed).not.toContain(gone._id);
    const page = (await api.http.get(`/${jobs.path}/${jobs.list}`).query({ q: tag, limit: 100 }).set(auth).expect(200)).body;
    const ids = (page[jobs.listKey!] as Array<{ _id: string }>).map((j) => j._id);
    for (const all of [open, closed, filled, expired]) expect(ids).toContain(all._id);
    // A closed job's own page still answers, for old links.
    expect((await api.http.get(`/${jobs.path}/${jobs.list}/${expired._id}`).expect(200)).body.data.closesOn).toBe(dayInIndia(-1));
  });

  it('reopens a job by clearing its closing date, and the cached public list follows the change', async () => {
    const job = await addJob({ closesOn: dayInIndia(-2) });
    expect(await publicIds()).not.toContain(job._id);
    expect((await editJob(job._id, { closesOn: '' }).expect(200)).body.data.closesOn).toBeNull();
    expect(await publicIds()).toContain(job._id);
  });

  it('takes an application to an open job with the job title of the job itself', async () => {
    const job = await addJob({});
    const id = (await applyTo({ jobId: job._id, jobTitle: 'Something else' }).expect(201)).body.data._id;
    const stored = (await api.http.get(`/admin/inbox/applyJobs/${id}`).set(auth).expect(200)).body.item;
    expect(stored.subject).toBe(`Guard ${tag}`);
  });

  it('refuses an application to a closed, filled, expired or deleted job with one message, and a malformed job id', async () => {
    const closed = await addJob({ status: 'Closed' });
    const expired = await addJob({ closesOn: dayInIndia(-1) });
    const deleted = await addJob({});
    await api.http
      .post(`/${jobs.path}/${jobs.remove.replace(':id', deleted._id)}`)
      .set(auth)
      .expect(200);
    for (const job of [closed, expired, deleted]) expect((await applyTo({ jobId: job._id }).expect(400)).body.message).toBe(JOB_CLOSED_MESSAGE);
    expect((await applyTo({ jobId: 'not-a-job' }).expect(400)).body.message).toBe('Invalid job ID');
  });

  it('still takes an application without a jobId, as before', async () => {
    await applyTo({ name: `Old client ${tag}` }).expect(201);
  });

  it('takes an application without a jobId as one to the open job of its title (any case, trimmed), with all its checks; the open jobs are read once per change', async () => {
    const title = `Matched ${tag}`;
    const job = await addJob({ jobTitle: title, questions: [{ id: 'nights', text: 'Can you work nights?', kind: 'yesno', required: true, knockout: 'No' }] });
    await addJob({ jobTitle: `Closed ${tag}`, status: 'Closed' });
    await addJob({ jobTitle: `Twice ${tag}` });
    await addJob({ jobTitle: `Twice ${tag}` });
    const stored = async (id: string) => (await api.http.get(`/admin/inbox/applyJobs/${id}`).set(auth).expect(200)).body.submission;
    const scansBefore = jobScans;
    const typed = `  ${title.toUpperCase()} `;
    expect((await applyTo({ jobTitle: typed }).expect(400)).body.message).toBe('Please answer “Can you work nights?”');
    const id = (await applyTo({ jobTitle: typed, answers: JSON.stringify({ nights: 'No' }) }).expect(201)).body.data._id as string;
    expect(await stored(id)).toMatchObject({ jobId: job._id, jobTitle: title, knockout: true });
    // No open job of that title, or more than one: it names no job and keeps what was typed, as the old contract did.
    for (const other of [`Closed ${tag}`, `Twice ${tag}`, `Nobody ${tag}`]) {
      const kept = await stored((await applyTo({ jobTitle: other }).expect(201)).body.data._id);
      expect(kept.jobTitle).toBe(other);
      expect(kept.jobId).toBeUndefined();
    }
    // Five applications, one read of the open jobs; a change of the jobs, one more.
    expect(jobScans - scansBefore).toBe(1);
    await editJob(job._id, { status: 'Closed' }).expect(200);
    expect((await stored((await applyTo({ jobTitle: title }).expect(201)).body.data._id)).jobId).toBeUndefined();
    expect(jobScans - scansBefore).toBe(2);
  });

  it("counts each job's applications by status and lists them in the inbox, from the derived documents", async () => {
    const job = await addJob({});
    const other = await addJob({});
    const first = (await applyTo({ jobId: job._id, email: `a-${tag}@example.com` }).expect(201)).body.data._id;
    await applyTo({ jobId: job._id, email: `b-${tag}@example.com` }).expect(201);
    await applyTo({ jobId: other._id, email: `c-${tag}@example.com` }).expect(201);
    await api.http.post(`/admin/inbox/applyJobs/${first}`).set(auth).send({ status: 'Shortlisted' }).expect(200);
    const counts = (await api.http.get('/admin/inbox/counts').set(auth).expect(200)).body.jobs;
    expect(counts[job._id]).toEqual({ New: 1, Shortlisted: 1 });
    expect(counts[other._id]).toEqual({ New: 1 });
    const listed = (await api.http.get('/admin/inbox').query({ job: job._id }).set(auth).expect(200)).body;
    expect(listed.total).toBe(2);
    expect(listed.items.every((i: { type: string; subject: string }) => i.type === 'applyJobs' && i.subject === `Guard ${tag}`)).toBe(true);
    const shortlisted = (await api.http.get('/admin/inbox').query({ job: job._id, status: 'Shortlisted' }).set(auth).expect(200)).body;
    expect(shortlisted.items.map((i: { id: string }) => i.id)).toEqual([first]);
    await api.http
      .post(`/${apply.path}/${apply.remove.replace(':id', first)}`)
      .set(auth)
      .expect(200);
    expect((await api.http.get('/admin/inbox/counts').set(auth).expect(200)).body.jobs[job._id]).toEqual({ New: 1 });
    expect((await api.http.get('/admin/inbox').query({ job: 'nope' }).set(auth).expect(400)).body.message).toBe('job must be a job ID');
  });
});
