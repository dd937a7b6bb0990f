// Finding submissions at volume: searches by exact e-mail, phone and whole words (all words must match) are answered
// from the term documents, a text no term holds is still found in the submissions themselves; the counts of the
// navigation and the tables come in one answer; and the CSV export is made by the server with the table's filters.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { istDay, RESOURCES, type SubmissionKey } from '@site/contracts';
import { SAMPLES, send } from '../support/samples.js';
import { useApi } from '../support/use-api.js';

describe('submission lookups, counts and CSV export', () => {
  const { api, auth } = useApi();
  const tag = randomUUID().slice(0, 6);
  const ids: Partial<Record<string, string>> = {};

  const submit = async (key: SubmissionKey, fields: Record<string, string>) => {
    const sample = SAMPLES[key]!;
    const res = await send(api.http.post(`/${RESOURCES[key].path}/${RESOURCES[key].add}`), { ...sample.fields, ...fields }, sample.files).expect(201);
    return res.body.data._id as string;
  };
  const inbox = async (q: string, extra: Record<string, string> = {}) => {
    const res = await api.http
      .get('/admin/inbox')
      .query({ q, ...extra })
      .set(auth)
      .expect(200);
    return (res.body.items as Array<{ id: string }>).map((i) => i.id);
  };

  beforeAll(async () => {
    ids.anil = await submit('homeEnquiry', {
      firstName: 'Anil',
      lastName: `Desai${tag}`,
      email: `Anil.${tag}@Example.com`,
      mobile: '9822012345',
      description: `Need night guards for the ${tag}warehouse`,
    });
    ids.other = await submit('homeEnquiry', { firstName: 'Anil', lastName: 'Kapoor', email: `kapoor.${tag}@example.com` });
    ids.supervisor = await submit('applyJobs', {
      name: `Farah ${tag}`,
      email: `farah.${tag}@example.com`,
      jobTitle: `Security Supervisor${tag}`,
      mobile: '+919811122233',
    });
    ids.contact = await submit('userContact', { name: `Zed ${tag}`, email: `zed.${tag}@example.com`, message: 'Please, call "after" 6' });
  });

  it('finds a full name whose words are in different fields, and only the record holding all of them', async () => {
    expect(await inbox(`Anil Desai${tag}`)).toEqual([ids.anil]);
    expect(await inbox(`desai${tag}   ANIL`)).toEqual([ids.anil]);
    expect(await inbox(`Anil Desai${tag}`, { type: 'homeEnquiry', status: 'New' })).toEqual([ids.anil]);
    expect(await inbox(`Anil Desai${tag}`, { status: 'Closed' })).toEqual([]);
  });

  it('finds an exact e-mail address in any case, and a phone number however it is spaced', async () => {
    expect(await inbox(`anil.${tag}@example.com`)).toEqual([ids.anil]);
    expect(await inbox('98220 12345')).toEqual([ids.anil]);
    expect(await inbox('+91 98111 22233')).toEqual([ids.supervisor]);
  });

  it('finds a whole word of a job title, in the inbox and in the type’s own table', async () => {
    expect(await inbox(`supervisor${tag}`)).toEqual([ids.supervisor]);
    const table = await api.http
      .get('/admin/applyJobs/getApplyJobs')
      .query({ page: 1, limit: 10, q: `Security Supervisor${tag}` })
      .set(auth)
      .expect(200);
    expect(table.body.applyJobs.map((a: { _id: string }) => a._id)).toEqual([ids.supervisor]);
    expect(table.body.total).toBe(1);
  });

  it('still finds part of a word, or words of a message, in the submissions themselves', async () => {
    expect(await inbox(`esai${tag}`)).toEqual([ids.anil]);
    expect(await inbox(`${tag}warehouse night`)).toEqual([ids.anil]);
    expect(await inbox(`"after" 6`)).toEqual([ids.contact]);
  });

  it('forgets a deleted submission’s terms', async () => {
    const id = await submit('userContact', { name: `Gone ${tag}`, email: `gone.${tag}@example.com` });
    expect(await inbox(`gone.${tag}@example.com`)).toEqual([id]);
    await api.http
      .post(`/${RESOURCES.userContact.path}/${RESOURCES.userContact.remove.replace(':id', id)}`)
      .set(auth)
      .expect(200);
    expect(await inbox(`gone.${tag}@example.com`)).toEqual([]);
  });

  it('answers the New count and each type’s counts by status in one call', async () => {
    await api.http.post(`/admin/inbox/applyJobs/${ids.supervisor}`).set(auth).send({ status: 'Shortlisted' }).expect(200);
    const { body } = await api.http.get('/admin/inbox/counts').set(auth).expect(200);
    expect(body.types.applyJobs.statuses.Shortlisted).toBeGreaterThanOrEqual(1);
    expect(body.types.homeEnquiry.total).toBeGreaterThanOrEqual(2);
    const news = Object.values(body.types as Record<string, { statuses: Record<string, number> }>).reduce((n, t) => n + (t.statuses.New ?? 0), 0);
    expect(body.new).toBe(news);
  });

  describe('CSV export', () => {
    const csv = (key: string, query: Record<string, string> = {}) =>
      api.http
        .get(`/admin/export/${key}`)
        .query(query)
        .set(auth)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
        });

    it('writes every row that passes the filters, with the product’s headers, newest first', async () => {
      const before = istDay(new Date());
      const res = await csv('homeEnquiry', { q: 'Anil' }).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      // Named by the day in India (either side of its midnight, should the request cross it).
      expect([before, istDay(new Date())].map((day) => `attachment; filename="homeEnquiry-${day}.csv"`)).toContain(res.headers['content-disposition']);
      const lines = (res.body as string)
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe('"First name","Last name","Service","E-mail","Mobile","Description","Status","Received","Language"');
      expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['"Kapoor"', `"Desai${tag}"`]);
      expect(lines[2]).toContain(`anil.${tag}@example.com`);
      expect(lines[2]).toMatch(/,"New","\d{4}-\d{2}-\d{2}T[\d:.]+Z","English"$/);
    });

    it('follows the status filter, quotes every field and names the CV', async () => {
      const shortlisted = (await csv('applyJobs', { status: 'Shortlisted' }).expect(200)).body as string;
      expect(shortlisted).toContain(`Farah ${tag}`);
      expect(shortlisted.split('\r\n')[0]).toContain('"Resume","Status","Received"');
      expect(shortlisted).toContain(',"meena-cv.pdf","Shortlisted",');
      expect((await csv('applyJobs', { status: 'Hired', q: `Farah ${tag}` }).expect(200)).body).not.toContain(`Farah ${tag}`);
      expect((await csv('userContact', { q: `Zed ${tag}` }).expect(200)).body).toContain('"Please, call ""after"" 6"');
    });

    it('refuses an unknown type, a bad filter and a visitor', async () => {
      expect((await api.http.get('/admin/export/jobs').set(auth).expect(404)).body.message).toBe('There is no such list of submissions');
      expect((await api.http.get('/admin/export/applyJobs').query({ status: 'Sleeping' }).set(auth).expect(400)).body.message).toEqual(expect.any(String));
      await api.http.get('/admin/export/applyJobs').expect(401);
    });
  });
});
