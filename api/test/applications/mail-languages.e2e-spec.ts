// What the firm sends a visitor follows the language they wrote in (docs/i18n.md), read as delivered by a real SMTP
// server (MailDev on free ports): confirmations, status e-mails, interview invitations with their calendar file, the
// candidate's page and account e-mails, in Hindi and Marathi; an English visitor's exactly as before.
//
// The status templates' API (for the back office):
// - GET  /admin/hiring/templates → { templates: [{ status, subject, body, updatedAt?, translations }] }, where
//   translations = { hi?: { values: { subject?, body? }, sources: { subject?, body? } }, mr?: … } (the content's
//   `Translations` shape: `sources` is the English each value was translated from; `translationState(template,
//   'hi', 'subject')` of @site/contracts says 'missing' | 'current' | 'source-changed'). Until saved, the built-in
//   Hindi and Marathi texts.
// - POST /admin/hiring/templates/<status> { subject, body, translations? } where translations = { hi?: { values?:
//   { subject?, body? }, confirmed?: ['subject' | 'body'] }, mr?: … } (the content's `TranslationsEdit`): a value ''
//   or null removes it (it falls back Marathi → Hindi → English), `confirmed` marks it right for the English of now,
//   a language left out keeps what it had. Every language allows only {name}, {jobTitle}, {company}, {interview}
//   ("The Hindi body uses an unknown placeholder {salary}: use …"). Answers { message, template }.
// - GET  /admin/hiring/templates/<status>/preview?applicationId=&lang=en|hi|mr[&subject=&body=] → { to, subject,
//   text, html, language }: in `lang`, else the application's language; a draft (subject and body) is in `lang`,
//   English when none is named.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import { AUTH_ROUTES, istDay, RESOURCES, translationState } from '@site/contracts';
import { freePort } from '../../../scripts/ferretdb.mjs';
import { startMailDev } from '../../../scripts/maildev.mjs';
import { type Received, startApi, type TestApi, until } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';

type MailDev = Awaited<ReturnType<typeof startMailDev>>;

const SITE = 'https://www.example.com';
const TOKEN = '[A-Za-z0-9_-]{43}';
/** A minute in India `days` days from now, "YYYY-MM-DDTHH:mm". */
const inIndia = (days: number, time: string) => `${istDay(new Date(Date.now() + days * 86_400_000))}T${time}`;

describe('e-mails in the language the visitor wrote in', () => {
  let mail: MailDev;
  let api: TestApi;
  let auth: { Authorization: string };
  let adminId: string;

  beforeAll(async () => {
    mail = await startMailDev({ smtpPort: await freePort(), webPort: await freePort() });
    // The Shortlisted e-mail goes at once, as these tests read it (its hold: shortlist-hold.e2e-spec.ts).
    api = await startApi({ SMTP_URL: mail.smtpUrl, NOTIFY_TO: 'office@example.com', SITE_URL: SITE, MAIL_RETRY_MS: '200', SHORTLIST_MAIL_HOLD_MS: '0' });
    const token = await api.adminToken();
    auth = { Authorization: `Bearer ${token}` };
    adminId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
    // The open job the applications name, with the titles job seekers search for in Hindi and Marathi.
    const translations = { hi: { values: { jobTitle: 'सुरक्षा गार्ड' } }, mr: { values: { jobTitle: 'सुरक्षा रक्षक' } } };
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

  const mailsTo = async (address: string) => ((await mail.emails()) as Received[]).filter((m) => m.to.some((t) => t.address === address));
  const mailTo = (address: string, match: (m: Received) => boolean, what: string) => until(async () => (await mailsTo(address)).find(match), what);

  /** An application from a page in `lang` (`?lang=`), or with the browser's Accept-Language. */
  async function apply({ lang, accept, name = 'सुनील पाटील' }: { lang?: string; accept?: string; name?: string } = {}) {
    const email = `cand-${randomUUID().slice(0, 8)}@example.com`;
    const req = api.http.post(`/${RESOURCES.applyJobs.path}/${RESOURCES.applyJobs.add}`).query(lang ? { lang } : {});
    if (accept) req.set('Accept-Language', accept);
    const res = await send(req, { ...SAMPLES.applyJobs!.fields, name, email }, SAMPLES.applyJobs!.files).expect(201);
    return { id: res.body.data._id as string, email };
  }
  /** The private link's token in the confirmation to `email`, and the confirmation. */
  async function confirmationOf(email: string) {
    const confirmation = await mailTo(email, (m) => /application\//.test(m.text), 'the confirmation');
    return { confirmation, token: new RegExp(`/application/(${TOKEN})`).exec(confirmation.text)![1]! };
  }
  const shortlist = (id: string) => api.http.post(`/admin/inbox/applyJobs/${id}`).set(auth).send({ status: 'Shortlisted' }).expect(200);

  /** The calendar attached to a delivered e-mail, parsed as a calendar app reads it. */
  async function calendarOf(m: Received) {
    const file = m.attachments!.find((a) => a.contentType.startsWith('text/calendar'))!;
    const res = await fetch(
      `${mail.webUrl.replace('localhost', '127.0.0.1')}/api/email/${m.id}/attachment/${encodeURIComponent(file.generatedFileName ?? file.fileName!)}`,
    );
    const event = new ICAL.Component(ICAL.parse(await res.text())).getFirstSubcomponent('vevent')!;
    return {
      summary: event.getFirstPropertyValue('summary'),
      description: event.getFirstPropertyValue('description'),
      uid: event.getFirstPropertyValue('uid'),
    };
  }

  describe('a Marathi application', () => {
    let app: { id: string; email: string };
    let token: string;

    beforeAll(async () => {
      app = await apply({ lang: 'mr' });
      token = (await confirmationOf(app.email)).token;
    });

    it('gets its confirmation in Marathi, naming the job in Marathi, with its private link to the Marathi page', async () => {
      const { confirmation } = await confirmationOf(app.email);
      expect(confirmation.subject).toBe('आम्हाला आपला अर्ज मिळाला आहे');
      expect(confirmation.text).toBe(
        [
          'धन्यवाद, सुनील पाटील',
          '',
          'सुरक्षा रक्षक पदासाठीचा आपला अर्ज आम्हाला आमच्या वेबसाइटवर मिळाला आहे. आम्ही एका कामकाजाच्या दिवसात आपल्याशी संपर्क साधू.',
          '',
          `आपल्या अर्जाची स्थिती पाहा: ${SITE}/mr/application/${token}`,
          '',
          'आपण आम्हाला लिहिले नसेल, तर कोणीतरी चुकून आपला ई-मेल पत्ता टाकला असेल: आपण या ई-मेलकडे दुर्लक्ष करू शकता.',
          '',
          '— Sentinel Integrated Facility Services',
        ].join('\n'),
      );
      expect(confirmation.html).toContain('<html lang="mr">');
      // The office is told in English, with the language to answer in.
      const notice = await mailTo('office@example.com', (m) => m.text.includes(app.email), 'the notification');
      expect(notice.subject).toBe('New job application from सुनील पाटील: Security Guard');
      expect(notice.text).toContain('Language: Marathi');
    });

    it("shows the candidate's page in Marathi, or in the language asked for; a dead link says so in the page's language", async () => {
      const page = (query: object = {}) => api.http.get(`/application/${token}`).query(query).expect(200);
      expect((await page()).body.application).toMatchObject({ jobTitle: 'सुरक्षा रक्षक', status: 'New', stage: 'प्राप्त झाला' });
      expect((await page({ lang: 'hi' })).body.application).toMatchObject({ jobTitle: 'सुरक्षा गार्ड', stage: 'प्राप्त हुआ' });
      expect((await page({ lang: 'en' })).body.application).toMatchObject({ jobTitle: 'Security Guard', stage: 'Received' });
      const dead = `/application/${'x'.repeat(43)}`;
      expect((await api.http.get(dead).query({ lang: 'mr' }).expect(404)).body.message).toBe('ही लिंक आता वैध नाही');
      expect((await api.http.get(dead).expect(404)).body.message).toBe('This link is no longer valid');
    });

    it('is shortlisted: the status e-mail comes in Marathi, linking to the Marathi page, and the page says the stage in Marathi', async () => {
      const changed = (await shortlist(app.id)).body;
      const subject = 'सुरक्षा रक्षक पदासाठीचा आपला अर्ज शॉर्टलिस्ट झाला आहे';
      expect(changed.history).toContainEqual(expect.objectContaining({ kind: 'email', text: `E-mailed the candidate: ${subject}` }));
      const status = await mailTo(app.email, (m) => m.subject === subject, 'the status e-mail');
      expect(status.text).toMatch(
        new RegExp(
          [
            '^आनंदाची बातमी, सुनील पाटील',
            '',
            'Sentinel Integrated Facility Services मधील सुरक्षा रक्षक पदासाठीचा आपला अर्ज शॉर्टलिस्ट झाला आहे. आपली मुलाखत: अजून ठरायची आहे: दिवस आणि वेळ कळवण्यासाठी आम्ही आपल्याला फोन करू.',
            'काही बदल झाल्यास आम्ही आपल्याला कळवू.',
            '',
            `आपल्या अर्जाची स्थिती पाहा: ${SITE}/mr/application/${TOKEN}\n`,
          ].join('\n'),
        ),
      );
      expect(status.html).toContain('<html lang="mr">');
      expect((await api.http.get(`/application/${token}`).expect(200)).body.application.stage).toBe('शॉर्टलिस्ट झाला');
    });

    it("is invited to an interview in Marathi, the calendar file's summary and description in Marathi; the interviewer's copy stays English", async () => {
      await api.http
        .post(`/admin/hiring/interviews/${app.id}`)
        .set(auth)
        .send({ minutes: 30, videoLink: 'https://meet.example.com/abc', note: 'Aadhaar card', interviewerId: adminId, startsAt: inIndia(3, '10:30') })
        .expect(201);
      const invite = await mailTo(app.email, (m) => m.subject.startsWith('मुलाखतीचे निमंत्रण'), 'the invitation');
      expect(invite.subject).toMatch(/^मुलाखतीचे निमंत्रण: सुरक्षा रक्षक, \S+, \d{1,2} \S+, \d{4} रोजी सकाळी 10:30 वाजता \(भारतीय वेळ\)$/);
      expect(invite.text).toContain('सुनील पाटील, आपल्याला मुलाखतीसाठी बोलावले आहे\n\nसुरक्षा रक्षक पदासाठी.');
      expect(invite.text).toMatch(/केव्हा: .+ रोजी सकाळी 10:30 वाजता \(भारतीय वेळ\), 30 मिनिटांसाठी/);
      expect(invite.text).toMatch(new RegExp(`आपल्या अर्जाची स्थिती पाहा: ${SITE}/mr/application/${TOKEN}`));
      const calendar = await calendarOf(invite);
      expect(calendar).toMatchObject({ summary: 'मुलाखत: सुरक्षा रक्षक (Sentinel IFS)', description: 'Aadhaar card\n\nव्हिडिओ लिंक: https://meet.example.com/abc' });

      const office = await mailTo(
        api.config.admin.email,
        (m) => m.subject === 'Interview invitation: सुनील पाटील for Security Guard',
        "the interviewer's invitation",
      );
      expect(office.text).toMatch(/When: .+ IST \(30 minutes\)/);
      expect(await calendarOf(office)).toEqual({
        summary: 'Interview: Security Guard (Sentinel IFS)',
        description: 'Aadhaar card\n\nVideo link: https://meet.example.com/abc',
        uid: calendar.uid,
      });
    });
  });

  describe('the status templates in Hindi and Marathi', () => {
    const template = async (status: string) =>
      (await api.http.get('/admin/hiring/templates').set(auth).expect(200)).body.templates.find((t: { status: string }) => t.status === status);
    const preview = (status: string, query: object) => api.http.get(`/admin/hiring/templates/${status}/preview`).query(query).set(auth);

    it('come with built-in Hindi and Marathi texts, each translated from the English', async () => {
      const hired = await template('Hired');
      expect(hired.translations.hi.values.subject).toBe('{company} में आपका स्वागत है');
      expect(hired.translations.mr.values.subject).toBe('{company} मध्ये आपले स्वागत आहे');
      expect(translationState(hired, 'mr', 'body')).toBe('current');
    });

    it('an admin edits the Hindi version and previews it with a real application, in Hindi or in its own language', async () => {
      const hindi = await apply({ accept: 'hi-IN,hi;q=0.9,en;q=0.8' });
      const rejected = await template('Rejected');
      const hi = { subject: 'आपका आवेदन: {jobTitle}', body: 'प्रिय {name}\n\n{company} की ओर से धन्यवाद।' };
      const saved = (
        await api.http
          .post('/admin/hiring/templates/Rejected')
          .set(auth)
          .send({ subject: rejected.subject, body: rejected.body, translations: { hi: { values: hi } } })
          .expect(200)
      ).body;
      expect(saved.message).toBe('Rejected template saved');
      expect(saved.template.translations.hi).toEqual({ values: hi, sources: { subject: rejected.subject, body: rejected.body } });
      // Marathi keeps its own.
      expect(saved.template.translations.mr).toEqual(rejected.translations.mr);

      const shown = (await preview('Rejected', { applicationId: hindi.id, lang: 'hi' }).expect(200)).body;
      expect(shown).toMatchObject({ to: hindi.email, subject: 'आपका आवेदन: सुरक्षा गार्ड', language: 'hi' });
      expect(shown.text).toMatch(
        /^प्रिय सुनील पाटील\n\nSentinel Integrated Facility Services की ओर से धन्यवाद।\n\nअपने आवेदन की स्थिति देखें: https:\/\/www\.example\.com\/hi\/application\/…\n/,
      );
      expect(shown.html).toContain('<html lang="hi">');
      // Without `lang`, the application's own language; a draft is in the language named.
      expect((await preview('Rejected', { applicationId: hindi.id }).expect(200)).body).toMatchObject({ subject: 'आपका आवेदन: सुरक्षा गार्ड', language: 'hi' });
      expect((await preview('Rejected', { applicationId: hindi.id, lang: 'mr' }).expect(200)).body).toMatchObject({
        subject: 'सुरक्षा रक्षक पदासाठीचा आपला अर्ज',
        language: 'mr',
      });
      const draft = (await preview('Hired', { applicationId: hindi.id, lang: 'hi', subject: 'मसौदा {name}', body: 'नमस्ते' }).expect(200)).body;
      expect(draft.subject).toBe('मसौदा सुनील पाटील');
      expect((await preview('Hired', { applicationId: hindi.id, lang: 'hi', subject: '{x}', body: 'नमस्ते' }).expect(400)).body.message).toBe(
        'The Hindi subject uses an unknown placeholder {x}: use {name}, {jobTitle}, {company}, {interview}',
      );
      expect((await preview('Hired', { applicationId: hindi.id, lang: 'fr' }).expect(400)).body.message).toBe('lang must be one of en, hi, mr');
    });

    it('checks the same placeholders in every language and keeps the old text when refused', async () => {
      const before = await template('Hired');
      const send = (translations: object) =>
        api.http.post('/admin/hiring/templates/Hired').set(auth).send({ subject: before.subject, body: before.body, translations });
      expect((await send({ hi: { values: { body: 'आपका वेतन {salary}' } } }).expect(400)).body.message).toBe(
        'The Hindi body uses an unknown placeholder {salary}: use {name}, {jobTitle}, {company}, {interview}',
      );
      expect((await send({ mr: { values: { subject: '{Name}' } } }).expect(400)).body.message).toMatch(
        /^The Marathi subject uses an unknown placeholder \{Name\}/,
      );
      expect((await send({ mr: { values: { subject: 'x'.repeat(201) } } }).expect(400)).body.message).toBe('A Marathi subject is at most 200 characters');
      expect((await send({ mr: { confirmed: ['salary'] } }).expect(400)).body.message).toBe('Only subject and body can be confirmed');
      expect(await template('Hired')).toEqual(before);
    });

    it('an empty Marathi version falls back to the Hindi, then to English; an English edit marks the translations "source changed" until confirmed', async () => {
      const marathi = await apply({ lang: 'mr', name: 'Ravi' });
      const hired = await template('Hired');
      await api.http
        .post('/admin/hiring/templates/Hired')
        .set(auth)
        .send({ subject: hired.subject, body: hired.body, translations: { mr: { values: { subject: '', body: null } } } })
        .expect(200);
      const fallback = (await preview('Hired', { applicationId: marathi.id }).expect(200)).body;
      expect(fallback).toMatchObject({ subject: 'Sentinel Integrated Facility Services में आपका स्वागत है', language: 'mr' });
      // Its own link and words are still Marathi.
      expect(fallback.text).toContain('आपल्या अर्जाची स्थिती पाहा: https://www.example.com/mr/application/…');

      const edited = (await api.http.post('/admin/hiring/templates/Hired').set(auth).send({ subject: 'Welcome aboard, {name}', body: hired.body }).expect(200))
        .body.template;
      expect(translationState(edited, 'hi', 'subject')).toBe('source-changed');
      expect(translationState(edited, 'hi', 'body')).toBe('current');
      expect(translationState(edited, 'mr', 'subject')).toBe('missing');
      const confirmed = (
        await api.http
          .post('/admin/hiring/templates/Hired')
          .set(auth)
          .send({ subject: edited.subject, body: edited.body, translations: { hi: { confirmed: ['subject'] } } })
          .expect(200)
      ).body.template;
      expect(translationState(confirmed, 'hi', 'subject')).toBe('current');
      expect(confirmed.translations.hi.values.subject).toBe('{company} में आपका स्वागत है');
    });
  });

  describe('an English visitor', () => {
    it("gets today's e-mails, word for word: the confirmation and the status e-mail, at the English addresses", async () => {
      const app = await apply({ name: 'Meena Iyer', accept: 'en-US,en;q=0.9' });
      const { confirmation, token } = await confirmationOf(app.email);
      expect(confirmation.subject).toBe('We received your application');
      expect(confirmation.text).toBe(
        [
          'Thank you, Meena Iyer',
          '',
          'We received your application for Security Guard through our website and will get back to you within one working day.',
          '',
          `Follow your application: ${SITE}/application/${token}`,
          '',
          'If you did not write to us, someone may have typed your address by mistake: you can ignore this e-mail.',
          '',
          '— Sentinel Integrated Facility Services',
        ].join('\n'),
      );
      expect(confirmation.html).toContain('<html lang="en"><body style="margin:0;background:#f4f6f9;font-family:Arial,Helvetica,sans-serif;color:#1f2933">');
      expect((await api.http.get(`/application/${token}`).expect(200)).body.application).toMatchObject({ jobTitle: 'Security Guard', stage: 'Received' });

      await shortlist(app.id);
      const status = await mailTo(app.email, (m) => m.subject === 'Your application for Security Guard has been shortlisted', 'the status e-mail');
      expect(status.text).toMatch(
        new RegExp(
          [
            '^Good news, Meena Iyer',
            '',
            'Your application for Security Guard at Sentinel Integrated Facility Services has been shortlisted. Your interview: to be arranged: we will call you with a day and time.',
            'If anything changes, we will let you know.',
            '',
            `Follow your application: ${SITE.replaceAll('.', '\\.')}/application/${TOKEN}\n`,
          ].join('\n'),
        ),
      );
    });
  });

  describe('other visitors', () => {
    it('a Marathi candidate erasing their application from their page is answered in Marathi', async () => {
      const app = await apply({ lang: 'mr' });
      const { token } = await confirmationOf(app.email);
      expect((await api.http.post(`/application/${token}/erase`).expect(200)).body).toEqual({ message: 'आपला अर्ज पुसून टाकला आहे' });
      expect((await api.http.get(`/application/${token}`).query({ lang: 'mr' }).expect(404)).body.message).toBe('ही लिंक आता वैध नाही');
    });

    it('a Hindi enquiry (Accept-Language) is confirmed in Hindi', async () => {
      const email = `sita-${randomUUID().slice(0, 8)}@example.com`;
      await api.http
        .post(`/${RESOURCES.homeEnquiry.path}/${RESOURCES.homeEnquiry.add}`)
        .set('Accept-Language', 'hi')
        .send({ ...SAMPLES.homeEnquiry!.fields, email })
        .expect(201);
      const confirmation = await mailTo(email, () => true, 'the confirmation');
      expect(confirmation.subject).toBe('हमें आपकी पूछताछ मिल गई है');
      expect(confirmation.text.split('\n')[0]).toBe('धन्यवाद, Sita Rao');
    });

    it("a visitor account's confirmation and password reset follow the page's language, with links to its pages", async () => {
      const email = `asha-${randomUUID().slice(0, 8)}@example.com`;
      await api.http
        .post('/admin/UserLogin/UserRegister')
        .query({ lang: 'mr' })
        .send({ name: 'आशा', mobile: '9876543210', email, password: 'visitor-pass-1', consent: true })
        .expect(201);
      const verify = await mailTo(email, () => true, 'the confirmation link');
      expect(verify.subject).toBe('कृपया आपल्या ई-मेल पत्त्याची पुष्टी करा');
      expect(verify.text).toMatch(new RegExp(`^स्वागत आहे, आशा\n[^]*माझ्या ई-मेलची पुष्टी करा: ${SITE}/mr/verify-email/${TOKEN}\n`));

      // Once confirmed, "My applications" says each stage in the words of the page asking.
      const visitor = {
        Authorization: `Bearer ${(await api.http.post(`/${AUTH_ROUTES.userLogin}`).send({ email, password: 'visitor-pass-1' }).expect(200)).body.token}`,
      };
      await api.http
        .post(`/${AUTH_ROUTES.userVerifyEmail}`)
        .set(visitor)
        .send({ token: new RegExp(`verify-email/(${TOKEN})`).exec(verify.text)![1] })
        .expect(200);
      await send(
        api.http.post(`/${RESOURCES.applyJobs.path}/${RESOURCES.applyJobs.add}`).query({ lang: 'hi' }),
        { ...SAMPLES.applyJobs!.fields, name: 'आशा', email },
        SAMPLES.applyJobs!.files,
      ).expect(201);
      const mine = async (query: object) => (await api.http.get(`/${AUTH_ROUTES.userApplications}`).query(query).set(visitor).expect(200)).body.applications;
      expect(await mine({ lang: 'mr' })).toEqual([expect.objectContaining({ jobTitle: 'सुरक्षा रक्षक', stage: 'प्राप्त झाला' })]);
      expect(await mine({})).toEqual([expect.objectContaining({ jobTitle: 'Security Guard', stage: 'Received' })]);

      await api.http.post('/admin/UserLogin/forgotPassword').set('Accept-Language', 'hi').send({ email }).expect(200);
      const reset = await mailTo(email, (m) => m.subject === 'नया पासवर्ड सेट करें', 'the reset link');
      expect(reset.text).toMatch(new RegExp(`नया पासवर्ड सेट करें: ${SITE}/hi/reset-password/${TOKEN}\n`));
      expect(reset.html).toContain('<html lang="hi">');
    });
  });
});
