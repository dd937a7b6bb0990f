// The candidate's own page without an account (docs/behaviour.md §17): the confirmation's private link opens the
// application through anonymous routes, only its token stored as a hash; withdraw, export and erase; every link
// that opens nothing answers the same 404; guessing is rate-limited.
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { istDay, RESOURCES } from '@site/contracts';
import { SAMPLES, send } from '../support/samples.js';
import { useApi } from '../support/use-api.js';

const APPLY = RESOURCES.applyJobs;
const GONE = { statusCode: 404, message: 'This link is no longer valid', error: 'Not Found' };

// No SMTP server: the e-mails wait in the outbox, where the test reads the confirmation's link.
// The Shortlisted e-mail goes at once, as a status e-mail of its own (its hold: shortlist-hold.e2e-spec.ts).
const { api, auth } = useApi({ NOTIFY_TO: 'office@example.com', SHORTLIST_MAIL_HOLD_MS: '0' });
const db = () => api.app.get<Connection>(getConnectionToken()).db!;

/** Applies; the application's id and the token of the link its confirmation carries. */
async function apply(
  email = `cand${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.com`,
  skills = 'Patrolling',
  extra: Record<string, string> = {},
) {
  const fields = { ...SAMPLES.applyJobs!.fields, email, skills, consent: 'true', ...extra };
  const id = (await send(api.http.post(`/${APPLY.path}/${APPLY.add}`), fields, SAMPLES.applyJobs!.files).expect(201)).body.data._id as string;
  const confirmation = await db().collection('mailoutbox').findOne({ submissionId: id, kind: 'confirmation' });
  const token = /\/application\/([A-Za-z0-9_-]+)/.exec(String(confirmation?.text))?.[1];
  if (!token) throw new Error('The confirmation holds no private link');
  return { id, email, token };
}

describe("the candidate's page", () => {
  it('shows the job, the date applied and the stage in plain words, nothing internal; the token is stored only as its hash', async () => {
    const jobs = RESOURCES.jobs;
    const jobTitle = `Housekeeping Supervisor ${Date.now()}`;
    const jobId = (
      await api.http
        .post(`/${jobs.path}/${jobs.add}`)
        .set(auth)
        .send({ ...SAMPLES.jobs!.fields, jobTitle })
        .expect(201)
    ).body.data._id as string;
    const { id, token } = await apply(undefined, undefined, { jobId, jobTitle });
    await api.http.post(`/admin/inbox/applyJobs/${id}`).set(auth).send({ note: 'Internal remark about the candidate' }).expect(200);
    const { body } = await api.http.get(`/application/${token}`).expect(200);
    expect(body.application).toMatchObject({ jobTitle, status: 'New', stage: 'Received', canWithdraw: true, interviews: [] });
    expect(Date.parse(body.application.appliedAt)).not.toBeNaN();
    expect(JSON.stringify(body)).not.toMatch(/Internal remark|assignee|email|mobile/);
    const links = await db().collection('applicationlinks').find().toArray();
    expect(JSON.stringify(links)).not.toContain(token);
    expect(links.map((l) => l._id)).toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('names no job title a visitor typed: the page opens from an e-mail to the address they typed', async () => {
    const lure = 'Guard. ACTION NEEDED: pay the Rs 499 verification fee at http://evil.example/pay';
    const { token } = await apply(undefined, undefined, { jobTitle: lure });
    const { body } = await api.http.get(`/application/${token}`).expect(200);
    expect(body.application.jobTitle).toBe('');
    expect(JSON.stringify(body)).not.toMatch(/evil\.example|ACTION NEEDED/);
  });
  it("lists the upcoming interviews soonest first, with the invitation's calendar UID and nothing of who interviews", async () => {
    const { id, token } = await apply();
    const adminToken = auth.Authorization.slice('Bearer '.length);
    const interviewerId = JSON.parse(Buffer.from(adminToken.split('.')[1]!, 'base64url').toString()).sub as string;
    const inIndia = (days: number) => `${istDay(new Date(Date.now() + days * 86_400_000))}T10:00`;
    const schedule = async (days: number) =>
      (
        await api.http
          .post(`/admin/hiring/interviews/${id}`)
          .set(auth)
          .send({ minutes: 30, place: 'Head office', interviewerId, startsAt: inIndia(days) })
          .expect(201)
      ).body.interview;
    const later = await schedule(5);
    const sooner = await schedule(2);
    const cancelled = await schedule(3);
    await api.http.post(`/admin/hiring/interviews/${id}/${cancelled.id}/cancel`).set(auth).expect(200);
    const { interviews } = (await api.http.get(`/application/${token}`).expect(200)).body.application;
    expect(interviews.map((i: { id: string }) => i.id)).toEqual([sooner.id, later.id]);
    expect(interviews[0]).toMatchObject({ startsAt: sooner.startsAt, minutes: 30, place: 'Head office', uid: expect.stringContaining(sooner.id) });
    expect(JSON.stringify(interviews)).not.toMatch(/interviewer|Administrator/i);
  });

  it('withdrawing cancels the interviews to come: CANCEL to candidate and interviewer, none on the page, Cancelled in the back office, said in the history', async () => {
    const { id, email, token } = await apply();
    const adminToken = auth.Authorization.slice('Bearer '.length);
    const interviewerId = JSON.parse(Buffer.from(adminToken.split('.')[1]!, 'base64url').toString()).sub as string;
    const startsAt = `${istDay(new Date(Date.now() + 4 * 86_400_000))}T11:00`;
    const interview = (
      await api.http.post(`/admin/hiring/interviews/${id}`).set(auth).send({ minutes: 30, place: 'Head office', interviewerId, startsAt }).expect(201)
    ).body.interview;
    expect((await api.http.get(`/application/${token}`).expect(200)).body.application.interviews).toHaveLength(1);

    await api.http.post(`/application/${token}/withdraw`).expect(200);
    expect((await api.http.get(`/application/${token}`).expect(200)).body.application).toMatchObject({ status: 'Withdrawn', interviews: [] });
    expect((await api.http.get(`/admin/hiring/interviews/${id}`).set(auth).expect(200)).body.interviews).toEqual([
      expect.objectContaining({ id: interview.id, status: 'Cancelled', sequence: 1 }),
    ]);
    const cancels = await db()
      .collection('mailoutbox')
      .find({ submissionId: id, subject: { $regex: '^Interview cancelled' } })
      .toArray();
    expect(cancels.map((m) => String(m.to)).sort()).toEqual([email, api.config.admin.email].sort());
    expect(cancels.every((m) => JSON.stringify(m.attachments).includes('METHOD:CANCEL'))).toBe(true);
    const { history } = (await api.http.get(`/admin/inbox/applyJobs/${id}`).set(auth).expect(200)).body;
    const byCandidate = history
      .filter((h: { byName: string }) => h.byName === 'The candidate')
      .map((h: { kind: string; to?: string; text?: string }) => [h.kind, h.to ?? h.text?.split(' ').slice(-1)[0]]);
    expect(byCandidate).toEqual([
      ['status', 'Withdrawn'],
      ['interview', 'cancelled'],
    ]);
  });

  it('withdraws: status Withdrawn, recorded as the candidate, and the company is told', async () => {
    const { id, token } = await apply();
    const { body } = await api.http.post(`/application/${token}/withdraw`).expect(200);
    expect(body.application).toMatchObject({ status: 'Withdrawn', stage: 'Withdrawn by you', canWithdraw: false });
    const item = (await api.http.get(`/admin/inbox/applyJobs/${id}`).set(auth).expect(200)).body;
    expect(JSON.stringify(item)).toContain('Withdrawn');
    const history = JSON.stringify(item.history ?? item);
    expect(history).toContain('The candidate');
    const notices = await db().collection('mailoutbox').find({ submissionId: id, kind: 'notification' }).toArray();
    expect(notices.map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/^Application withdrawn: /)]));
    expect(notices.every((m) => m.to === 'office@example.com')).toBe(true);
    // A second withdraw tells no one again.
    await api.http.post(`/application/${token}/withdraw`).expect(200);
    expect(await db().collection('mailoutbox').countDocuments({ submissionId: id, kind: 'notification' })).toBe(notices.length);
  });

  it('exports this application only: no notes, no one in the firm, no knockout verdict, no e-mail the firm sent to others', async () => {
    const question = { id: 'licence', text: 'Do you hold a driving licence?', kind: 'yesno', required: true, knockout: 'No' };
    const jobs = RESOURCES.jobs;
    const job = (
      await api.http
        .post(`/${jobs.path}/${jobs.add}`)
        .set(auth)
        .send({ ...SAMPLES.jobs!.fields, jobTitle: `Driver ${Date.now()}`, questions: [question] })
        .expect(201)
    ).body.data._id as string;
    const first = await apply(undefined, 'Patrolling', { jobId: job, answers: JSON.stringify({ licence: 'No' }) });
    const other = await apply(first.email, 'Night patrols');
    await api.http.post(`/admin/inbox/applyJobs/${first.id}`).set(auth).send({ status: 'Reviewed', note: 'Secret internal note' }).expect(200);
    // An interview invites the candidate and the interviewer (an admin), each by e-mail.
    const interviewerId = JSON.parse(Buffer.from(auth.Authorization.split('.')[1]!, 'base64url').toString()).sub as string;
    const startsAt = `${istDay(new Date(Date.now() + 2 * 86_400_000))}T10:00`;
    await api.http.post(`/admin/hiring/interviews/${first.id}`).set(auth).send({ minutes: 30, place: 'Head office', interviewerId, startsAt }).expect(201);
    const res = await api.http.get(`/application/${first.token}/export`).expect(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-application\.json"$/);
    expect(res.body.application._id).toBe(first.id);
    expect(res.body.application.email).toBe(first.email);
    expect(res.body.application.screening).toEqual([{ id: 'licence', question: question.text, kind: 'yesno', answer: 'No' }]);
    expect(res.body.stages).toEqual([expect.objectContaining({ from: 'New', to: 'Reviewed' })]);
    // Its confirmation and its invitation: not the office's notification, nor the interviewer's invitation.
    expect(res.body.mails.map((m: { to: string; subject: string }) => [m.to, m.subject.split(':')[0]])).toEqual([
      [first.email, 'We received your application'],
      [first.email, 'Interview invitation'],
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/Secret internal note|assignee|byName|knockout|office@example\.com/);
    expect(JSON.stringify(res.body)).not.toContain(api.config.admin.email);
    expect(JSON.stringify(res.body)).not.toContain(other.id);
  });

  it('links every e-mail to the candidate to their page, each by a link of its own, all deleted with the application', async () => {
    const { id, token } = await apply();
    await api.http.post(`/admin/inbox/applyJobs/${id}`).set(auth).send({ status: 'Shortlisted' }).expect(200);
    const interviewerId = JSON.parse(Buffer.from(auth.Authorization.split('.')[1]!, 'base64url').toString()).sub as string;
    const startsAt = `${istDay(new Date(Date.now() + 2 * 86_400_000))}T10:00`;
    await api.http.post(`/admin/hiring/interviews/${id}`).set(auth).send({ startsAt, minutes: 30, place: 'Pune office', interviewerId }).expect(201);
    const mails = await db().collection('mailoutbox').find({ submissionId: id }).toArray();
    const tokenOf = (m: (typeof mails)[number]) => /\/application\/([A-Za-z0-9_-]{43})/.exec(String(m.text))?.[1];
    const toCandidate = mails.filter((m) => m.kind !== 'notification' && m.to !== api.config.admin.email);
    expect(toCandidate.map((m) => m.kind).sort()).toEqual(['confirmation', 'interview', 'status']);
    const tokens = toCandidate.map(tokenOf);
    expect(tokens.every(Boolean)).toBe(true);
    expect(new Set(tokens).size).toBe(3);
    // The interviewer's invitation carries no link to the candidate's page.
    expect(mails.filter((m) => m.kind === 'interview' && m.to === api.config.admin.email).map(tokenOf)).toEqual([undefined]);
    for (const t of tokens) expect((await api.http.get(`/application/${t}`).expect(200)).body.application.status).toBe('Shortlisted');
    await api.http
      .post(`/${APPLY.path}/${APPLY.remove.replace(':id', id)}`)
      .set(auth)
      .expect(200);
    for (const t of [token, ...tokens]) await api.http.get(`/application/${t}`).expect(404, GONE);
    const hashes = tokens.map((t) => createHash('sha256').update(t!).digest('hex'));
    expect(
      await db()
        .collection('applicationlinks')
        .countDocuments({ _id: { $in: [`of:${id}`, ...hashes] } as never }),
    ).toBe(0);
  });

  it('erases the application, and its link then answers like one that never was', async () => {
    const { id, email, token } = await apply();
    await api.http.post(`/application/${token}/erase`).expect(200, { message: 'Your application has been erased' });
    await api.http.get(`/${APPLY.path}/${APPLY.list}/${id}`).set(auth).expect(404);
    expect((await api.http.get('/admin/privacy/person').query({ email }).set(auth).expect(200)).body.submissions.applyJobs).toEqual([]);
    expect(
      await db()
        .collection('applicationlinks')
        .countDocuments({ _id: `of:${id}` as never }),
    ).toBe(0);
    await api.http.get(`/application/${token}`).expect(404, GONE);
  });

  it('answers an unknown, malformed or deleted link alike: 404 "This link is no longer valid"', async () => {
    const { id, token } = await apply();
    await api.http
      .post(`/${APPLY.path}/${APPLY.remove.replace(':id', id)}`)
      .set(auth)
      .expect(200);
    for (const t of [token, 'A'.repeat(43), 'short', `${token}x`]) {
      await api.http.get(`/application/${t}`).expect(404, GONE);
      await api.http.post(`/application/${t}/withdraw`).expect(404, GONE);
      await api.http.get(`/application/${t}/export`).expect(404, GONE);
      await api.http.post(`/application/${t}/erase`).expect(404, GONE);
    }
  });
});

describe('guessing links', () => {
  const { api: limited } = useApi({ LOGIN_RATE_LIMIT: '3', LOGIN_RATE_WINDOW_MS: '60000' }, { signIn: false });

  it('is limited per client: reads count too, then 429 even for a real link', async () => {
    for (let i = 0; i < 3; i++) await limited.http.get(`/application/${'B'.repeat(42)}${i}`).expect(404);
    const res = await limited.http.get(`/application/${'C'.repeat(43)}`);
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Too many tries of a private link\. Please try again in \d+ (seconds?|minutes?)\.$/);
  });
});
