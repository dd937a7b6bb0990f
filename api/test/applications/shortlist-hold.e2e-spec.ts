// A candidate shortlisted with no interview yet hears once (docs/behaviour.md §18): the Shortlisted e-mail is held
// for SHORTLIST_MAIL_HOLD_MS (30 minutes by default, as here), and an interview scheduled meanwhile tells them in its
// invitation instead; a hold that ends with no interview sends the e-mail as it was. Read as delivered by MailDev.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { istDay, RESOURCES } from '@site/contracts';
import { freePort } from '../../../scripts/ferretdb.mjs';
import { startMailDev } from '../../../scripts/maildev.mjs';
import { type Received, startApi, type TestApi, until } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';

const HOLD_MS = 30 * 60_000;
const MARATHI_NEWS = 'आनंदाची बातमी: आपला अर्ज शॉर्टलिस्ट झाला आहे, आणि आम्हाला आपल्याला भेटायला आवडेल.';
const HELD_LINE = /^The candidate will hear with the interview's invitation, or by this e-mail at \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST: /;

interface Delivery {
  kind: string;
  to: string;
  status: string;
  createdAt: string;
  heldUntil?: string;
}

describe('the Shortlisted e-mail held for the interview', () => {
  let mail: Awaited<ReturnType<typeof startMailDev>>;
  let api: TestApi;
  let auth: { Authorization: string };
  let adminId: string;
  const outbox = () => api.app.get<Connection>(getConnectionToken()).db!.collection('mailoutbox');

  beforeAll(async () => {
    mail = await startMailDev({ smtpPort: await freePort(), webPort: await freePort() });
    api = await startApi({ SMTP_URL: mail.smtpUrl, NOTIFY_TO: 'office@example.com', MAIL_RETRY_MS: '200' });
    const token = await api.adminToken();
    auth = { Authorization: `Bearer ${token}` };
    adminId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
    const translations = { mr: { values: { jobTitle: 'सुरक्षा रक्षक' } } };
    await api.http
      .post(`/${RESOURCES.jobs.path}/${RESOURCES.jobs.add}`)
      .set(auth)
      .send({ ...SAMPLES.jobs!.fields, translations: JSON.stringify(translations) })
      .expect(201);
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await mail?.stop();
  });

  async function apply(lang?: string) {
    const email = `cand-${randomUUID().slice(0, 8)}@example.com`;
    const req = api.http.post(`/${RESOURCES.applyJobs.path}/${RESOURCES.applyJobs.add}`).query(lang ? { lang } : {});
    const res = await send(req, { ...SAMPLES.applyJobs!.fields, name: 'Sunil Patil', email }, SAMPLES.applyJobs!.files).expect(201);
    return { id: res.body.data._id as string, email };
  }
  const move = async (id: string, status: string) =>
    (await api.http.post(`/admin/inbox/applyJobs/${id}`).set(auth).send({ status }).expect(200)).body as {
      history: Array<{ kind: string; text?: string; to?: string }>;
      deliveries: Delivery[];
    };
  const schedule = (id: string) =>
    api.http
      .post(`/admin/hiring/interviews/${id}`)
      .set(auth)
      .send({ minutes: 30, place: 'Sentinel House, Pune', interviewerId: adminId, startsAt: `${istDay(new Date(Date.now() + 3 * 86_400_000))}T11:00` })
      .expect(201);
  const detail = async (id: string) => (await api.http.get(`/admin/inbox/applyJobs/${id}`).set(auth).expect(200)).body;
  /** Waits until every e-mail of the application has left the outbox; answers its deliveries. */
  const allSent = (id: string) =>
    until(async () => {
      const { deliveries } = (await detail(id)) as { deliveries: Delivery[] };
      return deliveries.every((d) => d.status === 'sent') ? deliveries : undefined;
    }, 'every e-mail sent');

  it('holds the e-mail of a candidate with no interview for 30 minutes; the invitation scheduled meanwhile says the news, in Marathi: one e-mail', async () => {
    const { id, email } = await apply('mr');
    const shortlisted = await move(id, 'Shortlisted');
    expect(shortlisted.history.map((h) => h.kind)).toEqual(['status', 'email']);
    expect(shortlisted.history[1]!.text).toMatch(HELD_LINE);
    const held = shortlisted.deliveries.find((d) => d.kind === 'status')!;
    expect(held).toMatchObject({ to: email, status: 'pending', heldUntil: expect.any(String) });
    const holds = Date.parse(held.heldUntil!) - Date.parse(held.createdAt);
    expect(holds).toBeGreaterThan(HOLD_MS - 60_000);
    expect(holds).toBeLessThanOrEqual(HOLD_MS);

    await schedule(id);
    const sent = await allSent(id);
    expect(sent.filter((d) => d.to === email).map((d) => d.kind)).toEqual(['confirmation', 'interview']);
    const received = ((await mail.emails()) as Received[]).filter((m) => m.to.some((t) => t.address === email));
    const [invitation, ...others] = received.filter((m) => m.attachments?.some((a) => a.contentType.startsWith('text/calendar')));
    expect(others).toEqual([]);
    // Nothing else but the confirmation of the application.
    expect(received).toHaveLength(2);
    expect(invitation!.subject).toMatch(/^मुलाखतीचे निमंत्रण: सुरक्षा रक्षक, /);
    expect(invitation!.text).toContain(`${MARATHI_NEWS}\nसुरक्षा रक्षक पदासाठी.`);
    expect(invitation!.html).toContain(MARATHI_NEWS);

    const { history } = await detail(id);
    expect(
      history.map((h: { kind: string; text?: string }) => [h.kind, h.kind === 'email' ? h.text!.replace(HELD_LINE, '') : h.text?.split(' for ')[0]]),
    ).toEqual([
      ['status', undefined],
      ['email', 'सुरक्षा रक्षक पदासाठीचा आपला अर्ज शॉर्टलिस्ट झाला आहे'],
      ['interview', 'Interview scheduled'],
      ['email', "The interview's invitation told the candidate of the shortlisting; the held Shortlisted e-mail was not sent"],
    ]);
  });

  it('sends the held e-mail as it was when the hold ends with no interview', async () => {
    const { id, email } = await apply();
    const shortlisted = await move(id, 'Shortlisted');
    expect(shortlisted.history[1]!.text).toMatch(new RegExp(`${HELD_LINE.source}Your application for Security Guard has been shortlisted$`));
    // The thirty minutes pass.
    const { modifiedCount } = await outbox().updateOne({ submissionId: id, kind: 'status' }, { $set: { nextAttemptAt: new Date() } });
    expect(modifiedCount).toBe(1);
    const sent = await allSent(id);
    expect(sent.filter((d) => d.to === email).map((d) => d.kind)).toEqual(['confirmation', 'status']);
    const status = ((await mail.emails()) as Received[]).find((m) => m.to.some((t) => t.address === email) && m.subject.endsWith('has been shortlisted'))!;
    expect(status.text).toContain('Your interview: to be arranged: we will call you with a day and time.');
  });

  it('drops the held e-mail of an application moved on from Shortlisted, and its later invitation says nothing of a shortlisting', async () => {
    const { id, email } = await apply();
    await move(id, 'Shortlisted');
    const moved = await move(id, 'Reviewed');
    expect(moved.history.at(-1)).toMatchObject({ kind: 'email', text: 'The held Shortlisted e-mail was not sent: the application moved to Reviewed' });
    expect(moved.deliveries.map((d) => d.kind)).not.toContain('status');
    expect(await outbox().countDocuments({ submissionId: id, kind: 'status' })).toBe(0);

    await schedule(id);
    await allSent(id);
    const invitation = ((await mail.emails()) as Received[]).find(
      (m) => m.to.some((t) => t.address === email) && m.subject.startsWith('Interview invitation'),
    )!;
    expect(invitation.text).not.toContain('shortlisted');
    expect((await detail(id)).history.at(-1)).toMatchObject({ kind: 'interview' });
  });

  it('e-mails at once a candidate shortlisted with an interview already scheduled, naming it', async () => {
    const { id, email } = await apply();
    await schedule(id);
    const shortlisted = await move(id, 'Shortlisted');
    expect(shortlisted.history.at(-1)!.text).toBe('E-mailed the candidate: Your application for Security Guard has been shortlisted');
    expect(shortlisted.deliveries.find((d) => d.kind === 'status')?.heldUntil).toBeUndefined();
    await allSent(id);
    const status = ((await mail.emails()) as Received[]).find((m) => m.to.some((t) => t.address === email) && m.subject.endsWith('has been shortlisted'))!;
    expect(status.text).toMatch(/Your interview: .*, Sentinel House, Pune\./);
  });
});
