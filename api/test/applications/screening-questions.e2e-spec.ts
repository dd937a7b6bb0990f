// Screening questions (docs/behaviour.md §20): a job's questions are checked by the contract, an application's
// answers against the job's current questions, stored with the question's words, and a knockout answer flags the
// application so the inbox finds it by its term.
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { listFieldsOf, RESOURCES, type ResourceKey } from '@site/contracts';
import { SAMPLES, send } from '../support/samples.js';
import { useApi } from '../support/use-api.js';

const jobs = RESOURCES.jobs;
const apply = RESOURCES.applyJobs;

const QUESTIONS = [
  { id: 'police', text: 'Do you hold a police verification certificate?', kind: 'yesno', required: true, knockout: 'No' },
  { id: 'shift', text: 'Which shift suits you?', kind: 'choice', options: ['Day', 'Night', 'Either'], required: true, knockout: 'Day' },
  { id: 'area', text: 'Which area do you live in?', kind: 'text', required: false },
];

describe('screening questions', () => {
  const { api, auth } = useApi({ NOTIFY_TO: 'office@example.com' });
  const tag = `scr${randomUUID().slice(0, 6)}`;
  const db = () => api.app.get<Connection>(getConnectionToken()).db!;

  const postJob = (fields: Record<string, unknown>) =>
    api.http
      .post(`/${jobs.path}/${jobs.add}`)
      .set(auth)
      .send({ ...SAMPLES.jobs!.fields, jobTitle: `Guard ${tag}`, ...fields });
  const addJob = async (questions: unknown = QUESTIONS) =>
    (await postJob({ questions }).expect(201)).body.data as { _id: string; questions: Array<Record<string, unknown>> };
  const refusal = async (questions: unknown) => (await postJob({ questions }).expect(400)).body.message as string;
  const applyTo = (fields: Record<string, unknown>) =>
    send(
      api.http.post(`/${apply.path}/${apply.add}`),
      { ...SAMPLES.applyJobs!.fields, name: `Ravi ${tag}`, email: `${randomUUID().slice(0, 8)}@example.com`, ...fields },
      SAMPLES.applyJobs!.files,
    );
  const answers = (a: Record<string, string>) => JSON.stringify(a);
  const detail = async (id: string) => (await api.http.get(`/admin/inbox/applyJobs/${id}`).set(auth).expect(200)).body;
  /** The token of the private link an application's confirmation carries (docs/behaviour.md §17). */
  const linkOf = async (id: string) => {
    const confirmation = await db().collection('mailoutbox').findOne({ submissionId: id, kind: 'confirmation' });
    const token = /\/application\/([A-Za-z0-9_-]+)/.exec(String(confirmation?.text))?.[1];
    if (!token) throw new Error('The confirmation holds no private link');
    return token;
  };

  it('stores a job with its questions (ids kept, a new one given an id) and a job without questions has none', async () => {
    const job = await addJob([...QUESTIONS, { text: 'Can you start this month?', kind: 'yesno' }]);
    expect(job.questions.slice(0, 3)).toEqual([{ ...QUESTIONS[0], options: [] }, { ...QUESTIONS[1] }, { ...QUESTIONS[2], options: [], knockout: null }]);
    expect(job.questions[3]).toMatchObject({
      text: 'Can you start this month?',
      required: false,
      knockout: null,
      id: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
    });
    const plain = (await postJob({}).expect(201)).body.data;
    expect((await api.http.get(`/${jobs.path}/${jobs.list}/${plain._id}`).expect(200)).body.data.questions).toEqual([]);
    // The admin form's shape: JSON text, choices one per line, required as text.
    const fromForm = await addJob(JSON.stringify([{ text: 'Shift?', kind: 'choice', options: 'Day\nNight\n', required: 'true', knockout: '' }]));
    expect(fromForm.questions[0]).toMatchObject({ options: ['Day', 'Night'], required: true, knockout: null });
  });

  it('refuses more than 10 questions, a choice without choices, and a knockout that is not one of its answers', async () => {
    const many = Array.from({ length: 11 }, (_, i) => ({ text: `Question ${i}?`, kind: 'yesno' }));
    expect(await refusal(many)).toBe('A job has at most 10 screening questions');
    expect(await refusal([{ text: 'Shift?', kind: 'choice', options: ['Day'] }])).toBe('The question “Shift?” needs at least 2 choices');
    expect(await refusal([{ text: 'Licence?', kind: 'yesno', knockout: 'Maybe' }])).toBe(
      'The knockout answer of “Licence?” must be one of its answers: Yes, No',
    );
    expect(await refusal([{ text: 'Shift?', kind: 'choice', options: ['Day', 'Night'], knockout: 'Evening' }])).toBe(
      'The knockout answer of “Shift?” must be one of its answers: Day, Night',
    );
    expect(await refusal([{ text: 'Area?', kind: 'text', knockout: 'Far' }])).toBe('The text question “Area?” cannot have a knockout answer');
    expect(await refusal([{ text: '', kind: 'yesno' }])).toBe('Each screening question needs its text');
    expect(await refusal([{ text: 'Age?', kind: 'number' }])).toBe('A screening question is yes/no, text or choice');
    expect(await refusal('[not json')).toBe('Screening questions must be valid JSON');
    expect(
      await refusal([
        { id: 'a', text: 'One?', kind: 'yesno' },
        { id: 'a', text: 'Two?', kind: 'yesno' },
      ]),
    ).toBe('Two screening questions have the same ID');
    // An edit is checked the same way, and the old questions stay.
    const job = await addJob();
    const edited = await api.http
      .post(`/${jobs.path}/${jobs.edit.replace(':id', job._id)}`)
      .set(auth)
      .send({ questions: many })
      .expect(400);
    expect(edited.body.message).toBe('A job has at most 10 screening questions');
    expect(
      (await api.http.get(`/${jobs.path}/${jobs.list}`).query({ q: tag, limit: 100 }).set(auth).expect(200)).body.Jobs.find(
        (j: { _id: string }) => j._id === job._id,
      ).questions,
    ).toHaveLength(3);
  });

  it('shows visitors the questions but never which answer knocks out', async () => {
    const job = await addJob();
    const one = (await api.http.get(`/${jobs.path}/${jobs.list}/${job._id}`).expect(200)).body.data;
    expect(one.questions.map((q: { text: string }) => q.text)).toEqual(QUESTIONS.map((q) => q.text));
    const listed = (await api.http.get(`/${jobs.path}/${jobs.list}`).expect(200)).body.Jobs.find((j: { _id: string }) => j._id === job._id);
    expect(JSON.stringify([one, listed])).not.toContain('knockout');
  });

  it('answers no anonymous read with a knockout answer: every public GET route of the API, its lists paged, searched, filtered and sorted', async () => {
    const job = await addJob();
    const id = (await applyTo({ jobId: job._id, consent: 'true', answers: answers({ police: 'No', shift: 'Day' }) }).expect(201)).body.data._id as string;
    const token = await linkOf(id);
    // The routes as the API documents them: the anonymous ones have no security requirement.
    type Operation = { security?: unknown[]; parameters?: Array<{ name: string; in: string }> };
    const doc = (await api.http.get('/docs-json').expect(200)).body as { paths: Record<string, Record<string, Operation>> };
    const reads = Object.entries(doc.paths).flatMap(([path, item]) => (item.get?.security?.length === 0 ? [{ path, op: item.get }] : []));
    expect(reads.map((r) => r.path)).toEqual(
      expect.arrayContaining([`/${jobs.path}/${jobs.list}`, `/${jobs.path}/${jobs.list}/{id}`, '/application/{token}/export']),
    );
    const day = new Date().toISOString().slice(0, 10);
    const leaks: string[] = [];
    let withJob = 0;
    for (const { path, op } of reads) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'id' ? job._id : name === 'token' ? token : 'x'));
      const key = (Object.keys(RESOURCES) as ResourceKey[]).find((k) => path === `/${RESOURCES[k].path}/${RESOURCES[k].list}`);
      const paged = key && op.parameters?.some((p) => p.in === 'query' && p.name === 'page');
      const fields = key ? listFieldsOf(key) : null;
      const queries: Array<Record<string, string>> = [
        {},
        ...(paged && fields
          ? [
              { page: '1', limit: '100' },
              { q: tag, limit: '100' },
              { from: day, to: day, limit: '100' },
              ...(fields.statuses ?? []).map((status) => ({ status, limit: '100' })),
              ...fields.sort.flatMap((f) => [
                { sort: f, limit: '100' },
                { sort: `-${f}`, limit: '100' },
              ]),
            ]
          : []),
      ];
      for (const query of queries) {
        const res = await api.http.get(url).query(query);
        const text = res.text ?? JSON.stringify(res.body ?? null);
        if (/"knockout"\s*:/.test(text)) leaks.push(`${url}?${new URLSearchParams(query)}`);
        if (res.status === 200 && text.includes(job._id)) withJob++;
      }
    }
    expect(leaks).toEqual([]);
    // The job was in the answers checked: its page, its list unpaged and at least every sorted page.
    expect(withJob).toBeGreaterThan(2 * listFieldsOf('jobs').sort.length + 2);

    // The back office's own page holds them, for the job form, and no shared cache keeps that answer; an admin whose
    // role has no jobs (an editor) reads what a visitor does.
    const office = await api.http.get(`/${jobs.path}/${jobs.list}`).query({ q: tag, limit: 100 }).set(auth).expect(200);
    expect(office.headers['cache-control']).toBe('private, no-store');
    const officeJob = office.body.Jobs.find((j: { _id: string }) => j._id === job._id);
    expect(officeJob.questions.map((q: { knockout: unknown }) => q.knockout)).toEqual(['No', 'Day', null]);
    const anonymous = await api.http.get(`/${jobs.path}/${jobs.list}`).query({ q: tag, limit: 100 }).expect(200);
    expect(anonymous.headers.vary).toMatch(/Authorization/);
    const editor = { name: 'Editor', email: `editor-${tag}@firm.in`, password: 'editor-pass-1', role: 'editor', sites: ['main'] };
    await api.http.post('/admin/AdminLogin/addAdmin').set(auth).send(editor).expect(201);
    const editorToken = (await api.http.post('/admin/AdminLogin/addAdminLogin').send({ email: editor.email, password: editor.password }).expect(200)).body
      .token as string;
    const asEditor = await api.http.get(`/${jobs.path}/${jobs.list}`).query({ q: tag, limit: 100 }).set('Authorization', `Bearer ${editorToken}`).expect(200);
    expect(asEditor.text).not.toMatch(/"knockout"\s*:/);
  });

  it('refuses a missing required answer and an answer that is not a choice, naming the question', async () => {
    const job = await addJob();
    expect((await applyTo({ jobId: job._id }).expect(400)).body.message).toBe('Please answer “Do you hold a police verification certificate?”');
    expect((await applyTo({ jobId: job._id, answers: answers({ police: 'Yes' }) }).expect(400)).body.message).toBe('Please answer “Which shift suits you?”');
    expect((await applyTo({ jobId: job._id, answers: answers({ police: 'Perhaps', shift: 'Night' }) }).expect(400)).body.message).toBe(
      'Choose one of the answers to “Do you hold a police verification certificate?”: Yes, No',
    );
    expect((await applyTo({ jobId: job._id, answers: answers({ police: 'Yes', shift: 'Evening' }) }).expect(400)).body.message).toBe(
      'Choose one of the answers to “Which shift suits you?”: Day, Night, Either',
    );
    expect((await applyTo({ jobId: job._id, answers: '{oops' }).expect(400)).body.message).toBe('Screening answers must be valid JSON');
    expect((await applyTo({ jobId: job._id, answers: answers({ police: 'Yes', shift: 'Night', area: 'x'.repeat(501) }) }).expect(400)).body.message).toBe(
      'The answer to “Which area do you live in?” is at most 500 characters',
    );
    expect((await applyTo({ answers: answers({ police: 'Yes' }) }).expect(400)).body.message).toBe(
      'Screening answers need the job they answer: send its jobId',
    );
  });

  it('stores the answers with the question words; a knockout answer flags the application and the inbox filters by it', async () => {
    const job = await addJob();
    const good = (
      await applyTo({ jobId: job._id, answers: answers({ police: 'Yes', shift: 'Night', area: 'Andheri', gone: 'a removed question' }) }).expect(201)
    ).body.data._id as string;
    const out = (await applyTo({ jobId: job._id, answers: answers({ police: 'No', shift: 'Either' }) }).expect(201)).body.data._id as string;
    const { submission, item } = await detail(out);
    expect(submission.screening).toEqual([
      { id: 'police', question: QUESTIONS[0]!.text, kind: 'yesno', answer: 'No', knockout: true },
      { id: 'shift', question: QUESTIONS[1]!.text, kind: 'choice', answer: 'Either', knockout: false },
      { id: 'area', question: QUESTIONS[2]!.text, kind: 'text', answer: '', knockout: false },
    ]);
    expect(submission.knockout).toBe(true);
    expect(submission.answers).toBeUndefined();
    expect(item.knockout).toBe(true);
    const kept = await detail(good);
    expect(kept.submission.knockout).toBe(false);
    expect(kept.submission.screening.map((a: { answer: string }) => a.answer)).toEqual(['Yes', 'Night', 'Andheri']);
    expect(kept.item.knockout).toBeUndefined();

    // The filter: only the flagged, found by the term (also with the job's filter), and nothing else listed.
    const flagged = (await api.http.get('/admin/inbox').query({ flag: 'knockout', limit: 100 }).set(auth).expect(200)).body;
    expect(flagged.items.map((i: { id: string }) => i.id)).toContain(out);
    expect(flagged.items.map((i: { id: string }) => i.id)).not.toContain(good);
    expect(flagged.items.every((i: { type: string; knockout?: boolean }) => i.type === 'applyJobs' && i.knockout)).toBe(true);
    const ofJob = (await api.http.get('/admin/inbox').query({ flag: 'knockout', job: job._id }).set(auth).expect(200)).body;
    expect(ofJob).toMatchObject({ total: 1, items: [{ id: out }] });
    const term = await db()
      .collection('submissionterms')
      .findOne({ _id: `applyJobs:f:knockout:${new Date().toISOString().slice(0, 7)}` as never });
    expect(Object.keys(JSON.parse(String(term?.data)))).toContain(out);
    expect((await api.http.get('/admin/inbox').query({ flag: 'rejected' }).set(auth).expect(400)).body.message).toBe('flag must be knockout');
  });

  it('keeps the answers as asked when the job is edited later, and the candidate export holds them', async () => {
    const job = await addJob();
    const id = (await applyTo({ jobId: job._id, consent: 'true', answers: answers({ police: 'Yes', shift: 'Day' }) }).expect(201)).body.data._id as string;
    await api.http
      .post(`/${jobs.path}/${jobs.edit.replace(':id', job._id)}`)
      .set(auth)
      .send({ questions: [{ id: 'police', text: 'Police certificate?', kind: 'yesno' }] })
      .expect(200);
    const { submission } = await detail(id);
    expect(submission.screening[0]).toMatchObject({ question: QUESTIONS[0]!.text, answer: 'Yes', knockout: false });
    expect(submission.screening[1]).toMatchObject({ answer: 'Day', knockout: true });
    const confirmation = await db().collection('mailoutbox').findOne({ submissionId: id, kind: 'confirmation' });
    const token = /\/application\/([A-Za-z0-9_-]+)/.exec(String(confirmation?.text))?.[1];
    expect(token).toBeTruthy();
    const exported = (await api.http.get(`/application/${token}/export`).expect(200)).body;
    expect(exported.application.screening.map((a: { question: string; answer: string }) => `${a.question} ${a.answer}`)).toEqual([
      `${QUESTIONS[0]!.text} Yes`,
      `${QUESTIONS[1]!.text} Day`,
      `${QUESTIONS[2]!.text} `,
    ]);
    // The office's e-mail lists them under their questions; the CSV export has them in one column.
    const notice = await db()
      .collection('mailoutbox')
      .findOne({ submissionId: id, kind: { $ne: 'confirmation' } });
    expect(String(notice?.text)).toContain(`${QUESTIONS[1]!.text}: Day`);
    const csv = (
      await api.http
        .get(`/admin/export/applyJobs`)
        .query({ q: `Ravi ${tag}` })
        .set(auth)
        .expect(200)
    ).text;
    expect(csv).toContain('Screening answers');
    expect(csv).toContain(`${QUESTIONS[1]!.text} Day [knockout]`);
  });

  it('takes an application without a jobId, and one to a job without questions ignoring nothing it needs', async () => {
    const id = (await applyTo({}).expect(201)).body.data._id as string;
    expect((await detail(id)).submission.screening).toBeUndefined();
    const plain = (await postJob({}).expect(201)).body.data._id as string;
    const toPlain = (await applyTo({ jobId: plain }).expect(201)).body.data._id as string;
    expect((await detail(toPlain)).submission).toMatchObject({ jobTitle: `Guard ${tag}` });
  });

  it('answers 400 with a message, never 500, for screening answers of the wrong shape', async () => {
    const job = await addJob();
    for (const bad of ['[]', '"Yes"', '{"police":{"$ne":null}}', '{"police":true,"shift":"Day"}', 'null']) {
      const res = await applyTo({ jobId: job._id, answers: bad });
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });
});
