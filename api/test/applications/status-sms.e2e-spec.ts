// A candidate who applied with a proved number hears by SMS in the application's language (docs/behaviour.md §18):
// the status SMS from the inbox with the link to their page, written into the history with its receipt; the status
// templates' SMS; interviews and their reminder. Through HTTP against the real
// app, the real local SMPP server and MailDev.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { PHONE_ROUTES, RESOURCES } from '@site/contracts';
import { freePort } from '../../../scripts/ferretdb.mjs';
import { startMailDev } from '../../../scripts/maildev.mjs';
import { startSmsDev } from '../../../scripts/sms-dev.mjs';
import { type Received, startApi, type TestApi, until } from '../support/helpers.js';
import { SAMPLES } from '../support/samples.js';

type Listed = { to: string; text: string; time: string; template: string | null };
type History = Array<{ kind: string; text?: string }>;
const SITE = 'https://jobs.facility.example.in';
const FORM = { website: '', fillMs: 9000 };
const LINK = `${SITE.replace(/\./g, '\\.')}/mr/application/[\\w-]{43}`;
/** The history's SMS lines but the receipts, which come when the SMSC reports. */
const told = (history: History) => history.filter((h) => h.kind === 'sms' && !/^SMS (not )?delivered/.test(h.text ?? ''));
let serial = 0;
/** A fresh number in a range of its own, so the tests share no limit. */
const freshNumber = () => `97${String(100 + serial++).slice(-2)}${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

describe('status SMS to a candidate with a proved number', () => {
  let sms: Awaited<ReturnType<typeof startSmsDev>>;
  let mail: Awaited<ReturnType<typeof startMailDev>>;
  let api: TestApi;
  let auth: { Authorization: string };
  let guardJob: string;

  const received = async (to: string): Promise<Listed[]> => ((await (await fetch(`${sms.webUrl}/api/sms`)).json()) as Listed[]).filter((m) => m.to === to);
  const smsTo = (to: string, match: RegExp, what: string) => until(async () => (await received(to)).find((m) => match.test(m.text)), what);
  /** A Marathi application made with a name and a number proved by its code, as the phone form makes it. */
  const phoneApplication = async (lang = 'mr', on: TestApi = api, jobId = guardJob) => {
    const mobile = freshNumber();
    const e164 = `+91${mobile}`;
    await on.http
      .post(`/${PHONE_ROUTES.codeRequest}?lang=${lang}`)
      .send({ mobile, purpose: 'apply', ...FORM })
      .expect(202);
    const [code] = await until(async () => (await received(e164)).map((m) => /#(\d{6})$/.exec(m.text)?.[1]).filter(Boolean), 'the code');
    const phoneToken = (await on.http.post(`/${PHONE_ROUTES.codeVerify}`).send({ mobile, code, purpose: 'apply' }).expect(200)).body.token as string;
    const res = await on.http
      .post(`/${PHONE_ROUTES.apply}?lang=${lang}`)
      .send({ name: 'सुनील पाटील', answers: '{}', consent: true, ...FORM, mobile, jobId, phoneToken })
      .expect(201);
    await smsTo(e164, /application\//, 'the confirmation');
    return { id: res.body.data._id as string, e164 };
  };
  const move = async (id: string, status: string, notify = true, on: TestApi = api) =>
    (await on.http.post(`/admin/inbox/applyJobs/${id}`).set(auth).send({ status, notify }).expect(200)).body as { history: History };

  beforeAll(async () => {
    sms = await startSmsDev({ smppPort: await freePort(), webPort: await freePort() });
    mail = await startMailDev({ smtpPort: await freePort(), webPort: await freePort() });
    api = await startApi({
      SMS_URL: sms.smsUrl,
      SMTP_URL: mail.smtpUrl,
      NOTIFY_TO: 'hiring@example.com',
      SITE_URL: SITE,
      TRUST_PROXY: 'loopback',
      SHORTLIST_MAIL_HOLD_MS: '0',
      SMS_TEMPLATE_IDS: 'status-shortlisted=1107000000000000101',
    });
    auth = { Authorization: `Bearer ${await api.adminToken()}` };
    const translations = JSON.stringify({ mr: { values: { jobTitle: 'सुरक्षा रक्षक' } } });
    guardJob = (
      await api.http
        .post(`/${RESOURCES.jobs.path}/${RESOURCES.jobs.add}`)
        .set(auth)
        .send({ ...SAMPLES.jobs!.fields, jobTitle: `Security Guard ${randomUUID().slice(0, 4)}`, cv: 'none', translations })
        .expect(201)
    ).body.data._id as string;
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await sms?.stop();
    await mail?.stop();
  });

  it('tells a Marathi candidate moved to Shortlisted in the inbox by a Marathi SMS with the link, once, with its DLT id, and no e-mail', async () => {
    const { id, e164 } = await phoneApplication();
    const { history } = await move(id, 'Shortlisted');
    const line = told(history)[0];
    expect(line?.text).toMatch(new RegExp(`^SMS sent to the candidate: सुरक्षा रक्षक पदासाठी आपला अर्ज शॉर्टलिस्ट झाला\\. मुलाखतीसाठी आम्ही फोन करू\\. ${LINK}$`));
    const got = await smsTo(e164, /शॉर्टलिस्ट/, 'the Shortlisted SMS');
    expect(got.text).toBe(line!.text!.replace('SMS sent to the candidate: ', ''));
    expect(got.template).toBe('1107000000000000101');
    // The link opens the candidate's page, at the new stage.
    const link = /\/application\/([\w-]{43})$/.exec(got.text)![1]!;
    expect((await api.http.get(`/application/${link}`).expect(200)).body.application).toMatchObject({ status: 'Shortlisted' });
    // The local SMPP server reports each SMS delivered: the receipt lands in the history.
    await until(async () => {
      const { history: now } = (await api.http.get(`/admin/inbox/applyJobs/${id}`).set(auth).expect(200)).body as { history: History };
      return now.filter((h) => h.kind === 'sms' && h.text === 'SMS delivered').length === 2 ? now : undefined;
    }, 'the receipts of the confirmation and the Shortlisted SMS in the history');
    // No e-mail goes to an address nobody gave; the history says nothing was e-mailed.
    expect(history.filter((h) => h.kind === 'email')).toEqual([]);
    const mails = (await mail.emails()) as Received[];
    expect(mails.filter((m) => m.to.some((t) => t.address === '')).length).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    expect((await received(e164)).filter((m) => /शॉर्टलिस्ट/.test(m.text))).toHaveLength(1);
  });

  it('sends nothing when the move does not ask to tell the candidate, and Rejected in Marathi when it does', async () => {
    const { id, e164 } = await phoneApplication();
    const quiet = await move(id, 'Hired', false);
    expect(told(quiet.history)).toEqual([]);
    const { history } = await move(id, 'Rejected');
    expect(told(history).map((h) => h.text)).toEqual([expect.stringMatching(/^SMS sent to the candidate: सुरक्षा रक्षक पदासाठी अर्जाबद्दल धन्यवाद/)]);
    await smsTo(e164, /अर्जाबद्दल धन्यवाद/, 'the Rejected SMS');
    expect((await received(e164)).some((m) => /निवड झाली/.test(m.text))).toBe(false);
  });

  describe('from the templates', () => {
    const HINDI = '{jobTitle} के लिए चयन हुआ। जॉइनिंग के लिए कॉल आएगा। {link}';
    const DLT = { dltTemplateId: '1107000000000000303', dltText: '{#var#} के लिए चयन हुआ। जॉइनिंग के लिए कॉल आएगा। {#var#}' };
    const saveHired = (sms: Record<string, unknown>) =>
      api.http.post('/admin/hiring/templates/Hired').set(auth).send({ subject: 'Welcome to {company}', body: 'Dear {name}, welcome as {jobTitle}.', sms });

    it('sends the Hindi SMS text an admin saved, with its DLT id, to a Hindi candidate', async () => {
      const saved = (await saveHired({ hi: { text: HINDI, ...DLT } }).expect(200)).body.template;
      expect(saved.sms.hi).toEqual({ text: HINDI, ...DLT });
      expect(saved.sms.mr.text).toMatch(/^अभिनंदन!/);
      const { id, e164 } = await phoneApplication('hi');
      const { history } = await move(id, 'Hired');
      expect(told(history)[0]?.text).toMatch(/^SMS sent to the candidate: Security Guard \w{4} के लिए चयन हुआ। जॉइनिंग के लिए कॉल आएगा। https:/);
      const got = await smsTo(e164, /जॉइनिंग/, 'the Hindi Hired SMS');
      expect(got.template).toBe(DLT.dltTemplateId);
      expect(got.text).toMatch(new RegExp(`${SITE.replace(/\./g, '\\.')}/hi/application/[\\w-]{43}$`));
    });

    it('refuses a text whose fixed words differ from the registered DLT text, and keeps the stored one', async () => {
      const res = await saveHired({ hi: { text: 'बधाई! {jobTitle} के लिए चयन हुआ। {link}' } }).expect(400);
      expect(res.body.message).toBe(
        'The Hindi SMS differs from its registered DLT template: keep its fixed words, with {jobTitle} or {link} where it has {#var#}',
      );
      expect((await saveHired({ en: { text: 'Hello {name} {link}' } }).expect(400)).body.message).toBe(
        'The English SMS uses {name}: an SMS may use only {jobTitle} and {link}',
      );
      const { templates } = (await api.http.get('/admin/hiring/templates').set(auth).expect(200)).body as {
        templates: Array<{ status: string; sms: { hi: unknown } }>;
      };
      expect(templates.find((t) => t.status === 'Hired')!.sms.hi).toEqual({ text: HINDI, ...DLT });
    });
  });

  describe('of interviews', () => {
    const adminOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
    /** India's clock `hours` from now, to the minute, as the interview form takes it. */
    const istIn = (hours: number) => new Date(Date.now() + hours * 3_600_000 + 330 * 60_000).toISOString().slice(0, 16);
    const schedule = async (on: TestApi, token: string, id: string, hours: number) =>
      (
        await on.http
          .post(`/admin/hiring/interviews/${id}`)
          .set({ Authorization: `Bearer ${token}` })
          .send({ minutes: 30, place: 'Sentinel House, Pune', interviewerId: adminOf(token), startsAt: istIn(hours) })
          .expect(201)
      ).body.interview as { id: string };

    it('invites a Marathi candidate by SMS with the time in India and a map of the place, and tells a cancellation', async () => {
      const { id, e164 } = await phoneApplication();
      const token = auth.Authorization.slice(7);
      const interview = await schedule(api, token, id, 72);
      const invitation = await smsTo(e164, /मुलाखत:/, 'the invitation SMS');
      expect(invitation.text).toMatch(/^सुरक्षा रक्षक मुलाखत: .+ \(भारतीय वेळ\), Sentinel House, Pune https:\/\/maps\.google\.com\/\?q=Sentinel%20House%2C%20Pune$/);
      await api.http.post(`/admin/hiring/interviews/${id}/${interview.id}/cancel`).set(auth).expect(200);
      await smsTo(e164, /मुलाखत रद्द झाली\.$/, 'the cancellation SMS');
      const { history } = (await api.http.get(`/admin/inbox/applyJobs/${id}`).set(auth).expect(200)).body as { history: History };
      expect(told(history).map((h) => h.text)).toEqual([
        `SMS sent to the candidate: ${invitation.text}`,
        expect.stringMatching(/^SMS sent to the candidate: .+ मुलाखत रद्द झाली\.$/),
      ]);
    });

    it('reminds the candidate the day before, once, with two API instances on one database', async () => {
      const env = {
        MONGODB_DB: `test_reminders_${Date.now()}`,
        SMS_URL: sms.smsUrl,
        SITE_URL: SITE,
        TRUST_PROXY: 'loopback',
        INTERVIEW_REMINDER_POLL_MS: '200',
      };
      const two = [await startApi(env), await startApi(env)];
      try {
        const token = await two[0]!.adminToken();
        const job = await two[0]!.http
          .post(`/${RESOURCES.jobs.path}/${RESOURCES.jobs.add}`)
          .set({ Authorization: `Bearer ${token}` })
          .send({ ...SAMPLES.jobs!.fields, cv: 'none' })
          .expect(201);
        const { id, e164 } = await phoneApplication('hi', two[0], job.body.data._id as string);
        const other = await two[1]!.adminToken();
        await schedule(two[1]!, other, id, 5);
        await smsTo(e164, /^याद रखें: /, 'the reminder');
        // Both instances keep looking: the reminder stays one.
        await new Promise((r) => setTimeout(r, 1500));
        expect((await received(e164)).filter((m) => /^याद रखें: /.test(m.text))).toHaveLength(1);
        const { history } = (
          await two[1]!.http
            .get(`/admin/inbox/applyJobs/${id}`)
            .set({ Authorization: `Bearer ${other}` })
            .expect(200)
        ).body as {
          history: History;
        };
        expect(history.filter((h) => h.text?.startsWith('Reminder SMS sent to the candidate: याद रखें: '))).toHaveLength(1);
      } finally {
        await Promise.all(two.map((a) => a.close()));
      }
    });
  });
});
