// Languages of requests and submissions (docs/i18n.md): a visitor's form is answered in `?lang=`, else in the
// language its browser prefers most (Accept-Language, by weight), else in English exactly as before; the back office
// stays English; each submission records the language it was sent in, shown in the inbox and the CSV; a phone number
// typed in Devanagari digits is stored in Latin ones; and a Devanagari name is found by a whole word.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Test } from 'supertest';
import { RESOURCES, type SubmissionKey } from '@site/contracts';
import { SAMPLES, send } from '../support/samples.js';
import { useApi } from '../support/use-api.js';

const addPath = (key: SubmissionKey) => `/${RESOURCES[key].path}/${RESOURCES[key].add}`;
const resume = SAMPLES.applyJobs!.files!.resume![0]!;

describe('languages', () => {
  const { api, auth } = useApi();
  /** In every text searched, so searches see only this test's submissions. */
  const tag = `lang${randomUUID().slice(0, 6)}`;

  /** An application as its form sends it: multipart with a resume. */
  const apply = (fields: Record<string, string>, query: Record<string, string> = {}, withResume = true): Test => {
    const req = api.http.post(addPath('applyJobs')).query(query);
    for (const [k, v] of Object.entries(fields)) req.field(k, v);
    return withResume ? req.attach('resume', resume.data, resume.name) : req;
  };
  const application = (extra: Record<string, string> = {}) => ({
    ...(SAMPLES.applyJobs!.fields as Record<string, string>),
    address: `Pune ${randomUUID()}`,
    ...extra,
  });
  const contact = (body: object) => api.http.post(addPath('userContact')).send(body);

  describe('validation messages', () => {
    let english: { text: string; body: { message: string; errors: Array<{ field: string; message: string }> } };
    beforeAll(async () => {
      const res = await contact({}).expect(400);
      english = { text: res.text, body: res.body };
    });

    it('are in English as before without a language, with English asked for, or with an unknown one', async () => {
      expect(english.body).toEqual({
        statusCode: 400,
        message: 'Name is required',
        errors: [
          { field: 'name', message: 'Name is required' },
          { field: 'email', message: 'Email is required' },
          { field: 'subject', message: 'Subject is required' },
          { field: 'message', message: 'Message is required' },
        ],
      });
      for (const req of [
        contact({}).set('Accept-Language', 'en'),
        contact({}).set('Accept-Language', 'en-IN,en;q=0.9'),
        contact({}).query({ lang: 'en' }).set('Accept-Language', 'mr'),
        contact({}).query({ lang: 'fr' }),
        contact({}).set('Accept-Language', 'fr-FR, de;q=0.5'),
      ]) {
        expect((await req.expect(400)).text).toBe(english.text);
      }
    });

    it('are in Marathi with ?lang=mr, every field message included, the fields named as before', async () => {
      const { body } = await contact({}).query({ lang: 'mr' }).expect(400);
      expect(body).toEqual({
        statusCode: 400,
        message: 'नाव आवश्यक आहे',
        errors: [
          { field: 'name', message: 'नाव आवश्यक आहे' },
          { field: 'email', message: 'ईमेल आवश्यक आहे' },
          { field: 'subject', message: 'विषय आवश्यक आहे' },
          { field: 'message', message: 'संदेश आवश्यक आहे' },
        ],
      });
    });

    it('are in Hindi when the browser prefers Hindi, and ?lang= wins over the browser', async () => {
      const res = await contact({ name: 'राम', email: 'not-an-address', subject: 'काम', message: 'नमस्ते' }).set('Accept-Language', 'hi').expect(400);
      expect(res.body.message).toBe('कृपया सही ईमेल पता लिखें');
      expect(res.headers.vary).toMatch(/Accept-Language/i);
      expect((await contact({}).query({ lang: 'mr' }).set('Accept-Language', 'hi').expect(400)).body.message).toBe('नाव आवश्यक आहे');
    });

    it('follow the browser’s weights: the language it prefers most that the site has', async () => {
      const messageFor = async (header: string) => (await contact({}).set('Accept-Language', header).expect(400)).body.message;
      expect(await messageFor('en;q=0.4, mr;q=0.8, hi;q=0.6')).toBe('नाव आवश्यक आहे');
      expect(await messageFor('fr, hi-IN;q=0.7, en;q=0.5')).toBe('नाम आवश्यक है');
      expect(await messageFor('mr;q=0, en')).toBe('Name is required');
      expect(await messageFor('en;q=0.9, hi')).toBe('नाम आवश्यक है');
    });

    it('are translated for an application sent as a multipart form: its fields, its resume and a closed job', async () => {
      expect((await apply({ ...application(), mobile: '12ab' }, { lang: 'mr' }).expect(400)).body.message).toBe('मोबाईल नंबरमध्ये फक्त अंक असावेत (7 ते 15)');
      expect((await apply(application(), { lang: 'hi' }, false).expect(400)).body.message).toBe('बायोडाटा (रिज़्यूमे) की फ़ाइल आवश्यक है');
      expect((await apply(application(), {}, false).expect(400)).body.message).toBe('Resume file is required');
      const job = (
        await api.http
          .post('/admin/jobs/addJobs')
          .set(auth)
          .send({ ...SAMPLES.jobs!.fields, status: 'Closed' })
          .expect(201)
      ).body.data._id as string;
      expect((await apply(application({ jobId: job }), { lang: 'mr' }).expect(400)).body.message).toBe('या नोकरीसाठी आता अर्ज स्वीकारले जात नाहीत');
      expect((await apply(application({ jobId: job })).expect(400)).body.message).toBe('This job is no longer accepting applications');
      expect((await apply({ ...application(), language: 'hi' }, { lang: 'mr' }).expect(400)).body.message).toBe('अनोळखी फॉर्म फील्ड: language');
    });

    it('leave the texts clients compare in English, and translate the rest of a visitor’s account', async () => {
      const account = { name: 'सुनीता जाधव', mobile: '९८२२००११२२', email: `sunita-${randomUUID()}@example.com`, password: 'long-enough-1' };
      expect((await api.http.post('/admin/UserLogin/UserRegister').query({ lang: 'mr' }).send(account).expect(201)).body.message).toBe(
        'User successfully Register',
      );
      const login = (await api.http.post('/admin/UserLogin/UserLogin').set('Accept-Language', 'mr').send(account).expect(200)).body;
      expect(login.message).toBe('User successfully logged in');
      expect(login.user.mobile).toBe('9822001122');
      expect(
        (
          await api.http
            .post('/admin/UserLogin/UserLogin')
            .set('Accept-Language', 'hi')
            .send({ ...account, password: 'wrong-password' })
            .expect(401)
        ).body.message,
      ).toBe('ईमेल या पासवर्ड गलत है');
      expect((await api.http.get('/admin/UserLogin/me').set('Accept-Language', 'hi').expect(401)).body.message).toBe('कृपया साइन इन करें');
      expect((await api.http.get('/application/not-a-real-token').query({ lang: 'mr' }).expect(404)).body.message).toBe('ही लिंक आता वैध नाही');
    });

    it('translate the body parser’s refusals of a visitor’s form', async () => {
      const res = await api.http.post(addPath('userContact')).query({ lang: 'hi' }).set('Content-Type', 'application/json').send('{"name": ').expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'भेजी गई जानकारी पढ़ी नहीं जा सकी' });
      expect((await api.http.post('/admin/UserLogin/UserLogin').query({ lang: 'mr' }).send([]).expect(400)).body.message).toBe(
        'पाठवलेली माहिती योग्य स्वरूपात नाही',
      );
    });

    it('leave the back office in English whatever its browser prefers', async () => {
      const inbox = await api.http.get('/admin/inbox').query({ status: 'Sleeping', lang: 'mr' }).set(auth).set('Accept-Language', 'mr').expect(400);
      expect(inbox.body.message).toMatch(/^status must be one of /);
      const adminLogin = await api.http
        .post('/admin/AdminLogin/addAdminLogin')
        .set('Accept-Language', 'hi')
        .send({ email: api.config.admin.email, password: 'wrong-password' })
        .expect(401);
      expect(adminLogin.body.message).toBe('Invalid email or password');
      expect((await api.http.get('/admin/inbox').set('Accept-Language', 'mr').expect(401)).body.message).toBe('Please sign in as an administrator');
    });

    it('of a public read of content follow ?lang= only, as its content does', async () => {
      expect((await api.http.get('/admin/jobs/getJobs/not-an-id').query({ lang: 'mr' }).expect(400)).body.message).toBe('नोकरीचा आयडी चुकीचा आहे');
      expect((await api.http.get('/admin/jobs/getJobs/not-an-id').set('Accept-Language', 'mr').expect(400)).body.message).toBe('Invalid job ID');
    });
  });

  describe('success messages', () => {
    it('say the form was sent in the visitor’s language, and in English exactly as before', async () => {
      const enquiry = (lang?: string) =>
        api.http
          .post(addPath('homeEnquiry'))
          .query(lang ? { lang } : {})
          .send({ ...SAMPLES.homeEnquiry!.fields, description: `Termites ${randomUUID()}` });
      expect((await enquiry('mr').expect(201)).body).toEqual({ message: 'आपली चौकशी पाठवली आहे', data: { _id: expect.any(String) } });
      expect((await enquiry('hi').expect(201)).body.message).toBe('आपकी पूछताछ भेज दी गई है');
      expect((await enquiry().expect(201)).body.message).toBe('Home enquiry added successfully');
      expect((await apply(application(), { lang: 'mr' }).expect(201)).body.message).toBe('आपला अर्ज पाठवला आहे');
    });
  });

  describe('a submission’s language', () => {
    const ids = {} as Record<SubmissionKey, string>;
    beforeAll(async () => {
      ids.homeEnquiry = (
        await api.http
          .post(addPath('homeEnquiry'))
          .query({ lang: 'mr' })
          .send({ ...SAMPLES.homeEnquiry!.fields, firstName: `Sita ${tag}` })
          .expect(201)
      ).body.data._id;
      ids.userContact = (
        await contact({ ...SAMPLES.userContact!.fields, name: `John ${tag}` })
          .set('Accept-Language', 'hi-IN,hi;q=0.9,en;q=0.8')
          .expect(201)
      ).body.data._id;
      // A field of the body cannot choose it: the form's fields are the contract's, the language the request's.
      ids.ServiceEnquiry = (
        await api.http
          .post(addPath('ServiceEnquiry'))
          .send({ ...SAMPLES.ServiceEnquiry!.fields, name: `Ravi ${tag}`, language: 'hi' })
          .expect(201)
      ).body.data._id;
      ids.applyJobs = (
        await apply(application({ name: `Meena ${tag}` }), { lang: 'mr' })
          .set('Accept-Language', 'hi')
          .expect(201)
      ).body.data._id;
    });

    const expected: Record<SubmissionKey, string> = { homeEnquiry: 'mr', userContact: 'hi', ServiceEnquiry: 'en', applyJobs: 'mr' };

    it('is stored with each submission and shown in the inbox’s rows and items', async () => {
      const { body } = await api.http.get('/admin/inbox').query({ q: tag }).set(auth).expect(200);
      expect(Object.fromEntries(body.items.map((i: { type: string; language: string }) => [i.type, i.language]))).toEqual(expected);
      for (const key of Object.keys(expected) as SubmissionKey[]) {
        const item = (await api.http.get(`/admin/inbox/${key}/${ids[key]}`).set(auth).expect(200)).body;
        expect([key, item.item.language, item.submission.language]).toEqual([key, expected[key], expected[key]]);
      }
      const apps = (await api.http.get('/admin/applyJobs/getApplyJobs').set(auth).expect(200)).body.applyJobs as Array<{ _id: string; language: string }>;
      expect(apps.find((a) => a._id === ids.applyJobs)?.language).toBe('mr');
    });

    it('is the last column of the CSV export, by its English name', async () => {
      const csv = (await api.http.get('/admin/export/homeEnquiry').query({ q: tag }).set(auth).buffer(true).expect(200)).text
        .replace(/^\uFEFF/, '')
        .split('\r\n');
      expect(csv[0]).toBe('"First name","Last name","Service","E-mail","Mobile","Description","Status","Received","Language"');
      expect(csv[1]).toMatch(/,"Marathi"$/);
      expect((await api.http.get('/admin/export/ServiceEnquiry').query({ q: tag }).set(auth).buffer(true).expect(200)).text).toMatch(/,"English"\r\n$/);
    });

    it('makes no second application: the same one sent again in another language is the first', async () => {
      const fields = application({ name: `Twice ${tag}` });
      const first = (await apply(fields, { lang: 'mr' }).expect(201)).body;
      const again = (await apply(fields).set('Accept-Language', 'hi').expect(201)).body;
      expect(again.data._id).toBe(first.data._id);
      expect([first.message, again.message]).toEqual(['आपला अर्ज पाठवला आहे', 'आपका आवेदन भेज दिया गया है']);
      const { body } = await api.http
        .get('/admin/inbox')
        .query({ q: `Twice ${tag}` })
        .set(auth)
        .expect(200);
      expect(body.items.map((i: { id: string; language: string }) => [i.id, i.language])).toEqual([[first.data._id, 'mr']]);
    });
  });

  describe('a booking from a Hindi or Marathi service page', () => {
    const english = `Security Services ${tag}`;
    const hindi = `सुरक्षा सेवाएँ ${tag}`;
    const marathi = `सुरक्षा सेवा ${tag}`;
    let serviceId = '';
    beforeAll(async () => {
      const translations = JSON.stringify({ hi: { values: { title: hindi } }, mr: { values: { title: marathi } } });
      const added = send(
        api.http.post(`/${RESOURCES.services.path}/${RESOURCES.services.add}`).set(auth),
        { ...SAMPLES.services!.fields, title: english, translations },
        SAMPLES.services!.files,
      );
      serviceId = (await added.expect(201)).body.data._id;
    });
    const book = (name: string, body: object, lang: string) =>
      api.http
        .post(addPath('ServiceEnquiry'))
        .query({ lang })
        .send({ ...SAMPLES.ServiceEnquiry!.fields, name: `${name} ${tag}`, ...body });
    const officeSees = async (name: string) => {
      const list = (await api.http.get('/admin/ServiceEnquiry/getServiceEnquiry').set(auth).expect(200)).body.ServiceEnquiry as Array<Record<string, string>>;
      const booking = list.find((b) => b.name === `${name} ${tag}`)!;
      const row = (
        await api.http
          .get('/admin/inbox')
          .query({ q: `${name} ${tag}` })
          .set(auth)
          .expect(200)
      ).body.items[0];
      return { service: booking.service, serviceId: booking.serviceId, language: booking.language, subject: row.subject };
    };

    it('reaches the office under the service’s English name, the page’s language kept beside it', async () => {
      await book('Hindi', { service: hindi, serviceId }, 'hi').expect(201);
      expect(await officeSees('Hindi')).toEqual({ service: english, serviceId, language: 'hi', subject: english });
    });

    it('sent without the id by an older page, is named by the title the visitor saw', async () => {
      await book('Marathi', { service: marathi }, 'mr').expect(201);
      expect(await officeSees('Marathi')).toEqual({ service: english, serviceId, language: 'mr', subject: english });
    });

    it('of a service that is gone, or a malformed id, is refused in the visitor’s words and not stored', async () => {
      expect((await book('Gone', { service: hindi, serviceId: '0123456789abcdef01234567' }, 'hi').expect(400)).body.message).toBe('यह सेवा अब उपलब्ध नहीं है');
      expect((await book('Gone', { serviceId: '0123456789abcdef01234567' }, 'en').expect(400)).body.message).toBe('This service is no longer offered');
      expect((await book('Bad', { service: marathi, serviceId: 'not-an-id' }, 'mr').expect(400)).body.message).toBe('सेवेचा आयडी चुकीचा आहे');
      const { body } = await api.http.get('/admin/inbox').query({ q: tag }).set(auth).expect(200);
      expect(body.items.map((i: { name: string }) => i.name).filter((n: string) => /^(Gone|Bad) /.test(n))).toEqual([]);
    });
  });

  describe('a phone number in Devanagari digits', () => {
    it('is taken, stored in Latin digits and found by either', async () => {
      const id = (
        await api.http
          .post(addPath('ServiceEnquiry'))
          .query({ lang: 'mr' })
          .send({ ...SAMPLES.ServiceEnquiry!.fields, name: `अंक ${tag}`, mobile: '+९१ ९७६५४-३२१०९' })
          .expect(201)
      ).body.data._id as string;
      expect((await api.http.get(`/admin/inbox/ServiceEnquiry/${id}`).set(auth).expect(200)).body.submission.mobile).toBe('+919765432109');
      for (const q of ['+९१ ९७६५४ ३२१०९', '+919765432109']) {
        expect((await api.http.get('/admin/inbox').query({ q }).set(auth).expect(200)).body.items.map((i: { id: string }) => i.id)).toEqual([id]);
      }
    });
  });

  describe('a Devanagari name', () => {
    let sunil: string;
    beforeAll(async () => {
      sunil = (await apply(application({ name: 'सुनील पाटील', email: `sunil-${tag}@example.com` }), { lang: 'mr' }).expect(201)).body.data._id;
      // A longer name that begins with the same letters: a whole-word search does not find it.
      await apply(application({ name: 'अजय पाटीलकर', email: `ajay-${tag}@example.com` }), { lang: 'mr' }).expect(201);
    });

    it('is found by a whole word in the inbox and the applications list, as a Latin one is', async () => {
      const inbox = async (q: string) => (await api.http.get('/admin/inbox').query({ q }).set(auth).expect(200)).body.items.map((i: { id: string }) => i.id);
      expect(await inbox('पाटील')).toEqual([sunil]);
      expect(await inbox('सुनील पाटील')).toEqual([sunil]);
      expect(await inbox('पाटील सुनील')).toEqual([sunil]);
      const list = (await api.http.get('/admin/applyJobs/getApplyJobs').query({ q: 'पाटील', page: 1 }).set(auth).expect(200)).body;
      expect(list.applyJobs.map((a: { _id: string; name: string }) => [a._id, a.name])).toEqual([[sunil, 'सुनील पाटील']]);
    });
  });
});

describe('a rate limit', () => {
  const { api } = useApi({ SUBMISSION_RATE_LIMIT: '1' }, { signIn: false });

  it('says in the visitor’s language when to try again', async () => {
    const send = () => api.http.post(addPath('userContact')).send({ ...SAMPLES.userContact!.fields, message: randomUUID() });
    await send().expect(201);
    const mr = (await send().query({ lang: 'mr' }).expect(429)).body.message as string;
    expect(mr).toMatch(/^आपल्या कनेक्शनवरून खूप जास्त फॉर्म पाठवले गेले आहेत\. कृपया \d+ (मिनिटे|मिनिट|सेकंद) थांबून पुन्हा प्रयत्न करा\.$/);
    const hi = (await send().set('Accept-Language', 'hi').expect(429)).body.message as string;
    expect(hi).toMatch(/^आपके कनेक्शन से बहुत ज़्यादा फ़ॉर्म भेजे जा चुके हैं। कृपया \d+ (मिनट|सेकंड) बाद फिर से कोशिश करें।$/);
    expect((await send().expect(429)).body.message).toMatch(/^Too many forms sent from your connection\. Please try again in \d+ (minutes?|seconds?)\.$/);
  });
});
