// The inbox: every visitor submission in one paged list with filters, and per submission a status, an assignee,
// internal notes and a history of who changed what.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { RESOURCES, type SubmissionKey } from '@site/contracts';
import { SAMPLES, send } from '../support/samples.js';
import { useApi } from '../support/use-api.js';

describe('inbox', () => {
  // The Shortlisted e-mail goes at once, as these tests read it (its hold: shortlist-hold.e2e-spec.ts).
  const { api, auth } = useApi({ SHORTLIST_MAIL_HOLD_MS: '0' });
  /** In every name, so searches see only this run's submissions. */
  const tag = `inbox${randomUUID().slice(0, 6)}`;
  const ids = {} as Record<SubmissionKey, string>;
  const order: SubmissionKey[] = ['applyJobs', 'ServiceEnquiry', 'homeEnquiry', 'userContact'];

  beforeAll(async () => {
    for (const key of order) {
      const sample = SAMPLES[key]!;
      const name = key === 'homeEnquiry' ? { firstName: `Sita ${tag}` } : { name: `Visitor ${tag}` };
      const res = await send(api.http.post(`/${RESOURCES[key].path}/${RESOURCES[key].add}`), { ...sample.fields, ...name }, sample.files).expect(201);
      ids[key] = res.body.data._id;
    }
  });

  const inbox = (query: Record<string, string | number>) => api.http.get('/admin/inbox').query(query).set(auth);
  const change = (key: SubmissionKey, body: object) => api.http.post(`/admin/inbox/${key}/${ids[key]}`).set(auth).send(body);

  it('lists every type of submission newest first, with who, what, status and assignee', async () => {
    const { body } = await inbox({ q: tag }).expect(200);
    expect(body.total).toBe(4);
    expect(body.items.map((i: { type: string }) => i.type)).toEqual([...order].reverse());
    const contact = body.items[0];
    expect(contact).toMatchObject({
      type: 'userContact',
      id: ids.userContact,
      name: `Visitor ${tag}`,
      email: SAMPLES.userContact!.fields.email,
      subject: 'Quote',
      status: 'New',
      assignee: null,
    });
    expect(body.items.find((i: { type: string }) => i.type === 'applyJobs').subject).toBe('Security Guard');
    expect(body.items.find((i: { type: string }) => i.type === 'homeEnquiry').name).toBe(`Sita ${tag} Rao`);
  });

  it('pages across types and filters by type', async () => {
    const second = (await inbox({ q: tag, limit: 3, page: 2 }).expect(200)).body;
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(second.items.map((i: { type: string }) => i.type)).toEqual(['applyJobs']);
    const contacts = (await inbox({ q: tag, type: 'userContact' }).expect(200)).body;
    expect(contacts.items.map((i: { id: string }) => i.id)).toEqual([ids.userContact]);
  });

  it('moves a submission through its statuses and keeps who did it in the history, with notes', async () => {
    const newBefore = (await api.http.get('/admin/inbox/counts').set(auth).expect(200)).body.new;
    const done = (await change('userContact', { status: 'In progress', note: 'Called back, sending a quote' }).expect(200)).body;
    expect(done.item.status).toBe('In progress');
    expect(done.history).toEqual([
      expect.objectContaining({ kind: 'status', from: 'New', to: 'In progress', byName: 'Administrator' }),
      expect.objectContaining({ kind: 'note', text: 'Called back, sending a quote', byName: 'Administrator' }),
    ]);
    expect((await api.http.get('/admin/inbox/counts').set(auth).expect(200)).body.new).toBe(newBefore - 1);
    expect((await inbox({ q: tag, status: 'In progress' }).expect(200)).body.items.map((i: { id: string }) => i.id)).toEqual([ids.userContact]);
    expect((await inbox({ q: tag, status: 'New' }).expect(200)).body.total).toBe(3);

    await change('applyJobs', { status: 'Shortlisted' }).expect(200);
    // A status of the recruiting pipeline only finds applications.
    expect((await inbox({ q: tag, status: 'Shortlisted' }).expect(200)).body.items.map((i: { type: string }) => i.type)).toEqual(['applyJobs']);
    const wrong = await change('userContact', { status: 'Shortlisted' }).expect(400);
    expect(wrong.body.message).toBe('A contact is New, In progress, Closed, Spam');
  });

  it('assigns a submission to an admin, and filters by assignee', async () => {
    const admins = (await api.http.get('/admin/AdminLogin/getAdminLogin').set(auth).expect(200)).body.AdminLogin;
    const adminId = admins[0]._id as string;
    const done = (await change('ServiceEnquiry', { assignee: adminId }).expect(200)).body;
    expect(done.item.assignee).toBe(adminId);
    expect(done.history.at(-1)).toMatchObject({ kind: 'assignee', to: adminId });
    expect((await inbox({ q: tag, assignee: adminId }).expect(200)).body.items.map((i: { id: string }) => i.id)).toEqual([ids.ServiceEnquiry]);
    expect((await inbox({ q: tag, assignee: 'none' }).expect(200)).body.total).toBe(3);
    await change('ServiceEnquiry', { assignee: null }).expect(200);
    expect((await inbox({ q: tag, assignee: 'none' }).expect(200)).body.total).toBe(4);
    const ghost = await change('ServiceEnquiry', { assignee: '0123456789abcdef01234567' }).expect(400);
    expect(ghost.body.message).toBe('The assignee must be an active admin who may see this submission');
    // An editor cannot open applications, so cannot be given one.
    const addAdmin = async (role: object) =>
      (
        await api.http
          .post('/admin/AdminLogin/addAdmin')
          .set(auth)
          .send({ name: 'Helper', email: `h-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@firm.in`, password: 'helper-pass-1', ...role })
          .expect(201)
      ).body.admin._id as string;
    const editor = await addAdmin({ role: 'editor', sites: ['main'] });
    expect((await change('applyJobs', { assignee: editor }).expect(400)).body.message).toBe('The assignee must be an active admin who may see this submission');
  });

  it('shows a submission with its fields, history and e-mails', async () => {
    const { body } = await api.http.get(`/admin/inbox/homeEnquiry/${ids.homeEnquiry}`).set(auth).expect(200);
    expect(body.submission).toMatchObject({ firstName: `Sita ${tag}`, description: SAMPLES.homeEnquiry!.fields.description });
    expect(body.history).toEqual([]);
    expect(body.deliveries.map((d: { kind: string }) => d.kind).sort()).toEqual(['confirmation', 'notification']);
    // Each e-mail says what it was about, as its subject read.
    for (const d of body.deliveries as Array<{ subject?: string }>) expect(d.subject).toEqual(expect.stringMatching(/\w{3}/));
    expect(new Set(body.deliveries.map((d: { subject: string }) => d.subject)).size).toBe(2);
  });

  it("writes a change made on the type's own screen into the history, as the inbox's own", async () => {
    const { path, edit } = RESOURCES.applyJobs;
    const editRoute = `/${path}/${edit.replace(':id', ids.applyJobs)}`;
    await api.http.post(editRoute).set(auth).send({ status: 'Reviewed', skills: 'Night patrol' }).expect(200);
    const { body } = await api.http.get(`/admin/inbox/applyJobs/${ids.applyJobs}`).set(auth).expect(200);
    expect(body.item.status).toBe('Reviewed');
    // After the inbox's own change (Shortlisted, above, which e-mailed the candidate by default), in the order made.
    // The application names no job, so the e-mail does not repeat the title typed (docs/behaviour.md §18).
    expect(body.history).toEqual([
      expect.objectContaining({ kind: 'status', from: 'New', to: 'Shortlisted' }),
      expect.objectContaining({ kind: 'email', text: 'E-mailed the candidate: Your application for the position you applied for has been shortlisted' }),
      expect.objectContaining({ kind: 'status', from: 'Shortlisted', to: 'Reviewed', byName: 'Administrator', at: expect.any(String) }),
      expect.objectContaining({ kind: 'edit', text: 'skills', from: SAMPLES.applyJobs!.fields.skills, to: 'Night patrol', byName: 'Administrator' }),
    ]);
    // A refused edit changed nothing and adds nothing.
    await api.http.post(editRoute).set(auth).send({ status: 'Bogus' }).expect(400);
    expect((await api.http.get(`/admin/inbox/applyJobs/${ids.applyJobs}`).set(auth).expect(200)).body.history).toHaveLength(4);
  });

  it('refuses bad input with a message', async () => {
    const cases: Array<[ReturnType<typeof inbox>, RegExp]> = [
      [inbox({ type: 'jobs' }), /type must be one of/],
      [inbox({ status: 'Bogus' }), /status must be one of/],
      [inbox({ assignee: 'me' }), /assignee must be an admin ID/],
      [inbox({ limit: 1000 }), /limit/],
      [inbox({ from: '2026-02-01', to: '2026-01-01' }), /from must not be after to/],
      [api.http.get('/admin/inbox/jobs/0123456789abcdef01234567').set(auth), /type must be one of/],
      [api.http.get('/admin/inbox/userContact/nope').set(auth), /Invalid contact ID/],
      [change('userContact', {}), /Nothing to change/],
      [change('userContact', { note: 'x'.repeat(2001) }), /at most 2000/],
      [change('userContact', { status: { $ne: 'New' } }), /status must be text/],
    ];
    for (const [req, message] of cases) {
      const res = await req.expect(400);
      expect(res.body.message).toMatch(message);
    }
    await api.http.get('/admin/inbox/userContact/0123456789abcdef01234567').set(auth).expect(404);
  });

  it('is for admins only', async () => {
    await api.http.get('/admin/inbox').expect(401);
    await api.http
      .get('/admin/inbox/counts')
      .set('Authorization', `Bearer ${await api.userToken()}`)
      .expect(403);
    await api.http.post(`/admin/inbox/userContact/${ids.userContact}`).send({ note: 'hi' }).expect(401);
  });
});
