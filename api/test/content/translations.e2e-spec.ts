// Translated content (docs/i18n.md): editors store Hindi and Marathi values beside the English, public reads take
// `?lang=hi|mr` and answer the same keys and shapes with the fallback Marathi → Hindi → English applied field by
// field (searches and lookups included), a read without `lang` answers exactly as before, caches and ETags are kept
// per language, a changed English marks its translations "source changed", history restores every language, and a
// visitor answering a screening question in Marathi is stored with the English choice.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { RESOURCES, translationState } from '@site/contracts';
import type { TestApi } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';
import { useApi } from '../support/use-api.js';
import { DEFAULT_SETTINGS_TRANSLATIONS as DEFAULTS } from '../../src/settings/default-translations.js';

const services = RESOURCES.services;
const jobs = RESOURCES.jobs;
const apply = RESOURCES.applyJobs;
const SERVICES = `/${services.path}/${services.list}`;
const JOBS = `/${jobs.path}/${jobs.list}`;
const LANG_MESSAGE = 'lang must be one of en, hi, mr';
/** The services of a list's answer, unpaged or paged. */
const servicesOf = (body: Record<string, unknown>) => body[services.listKey ?? 'items'] as Array<Record<string, unknown>>;

const HOURS = JSON.parse(SAMPLES.services!.fields.businessHours as string) as Record<string, { openingTime: string; closingTime: string }>;
const QUESTIONS = [
  { id: 'police', text: 'Do you hold a police verification certificate?', kind: 'yesno', required: true, knockout: 'No' },
  { id: 'shift', text: 'Which shift suits you?', kind: 'choice', options: ['Day', 'Night', 'Either'], required: true, knockout: 'Day' },
];
const MARATHI_QUESTIONS = [
  { id: 'police', text: 'आपल्याकडे पोलीस पडताळणी प्रमाणपत्र आहे का?', kind: 'yesno', options: [], required: true },
  { id: 'shift', text: 'आपल्याला कोणती पाळी सोयीची आहे?', kind: 'choice', options: ['दिवस', 'रात्र', 'कोणतीही'], required: true },
];

/** Reads `path` until the content cache answers it (a strong ETag; Nest's own answers carry a weak one). */
async function cachedRead(api: TestApi, path: string) {
  for (let i = 0; i < 50; i += 1) {
    const res = await api.http.get(path).expect(200);
    if (/^"/.test(String(res.headers.etag))) return res;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${path} was never answered from the cache`);
}

describe('translated content', () => {
  const { api, auth } = useApi({ NOTIFY_TO: 'office@example.com' });
  const tag = `tr${randomUUID().slice(0, 6)}`;
  /** An editor of both sites: services are shown by both. */
  const editor = { Authorization: '' };

  beforeAll(async () => {
    const account = { name: 'Translator', email: `translator-${tag}@firm.in`, password: 'translator-pass-1', role: 'editor', sites: ['main', 'integrated'] };
    await api.http.post('/admin/AdminLogin/addAdmin').set(auth).send(account).expect(201);
    editor.Authorization = `Bearer ${(await api.http.post('/admin/AdminLogin/addAdminLogin').send({ email: account.email, password: account.password }).expect(200)).body.token}`;
  });

  const addService = async (title: string, extra: Record<string, string> = {}) =>
    (
      await send(
        api.http.post(`/${services.path}/${services.add}`).set(editor),
        { ...SAMPLES.services!.fields, title, ...extra },
        SAMPLES.services!.files,
      ).expect(201)
    ).body.data as Record<string, unknown> & {
      _id: string;
      faqs: Array<{ _id: string }>;
    };
  const editService = (id: string, body: object) =>
    api.http
      .post(`/${services.path}/${services.edit.replace(':id', id)}`)
      .set(editor)
      .send(body);
  const serviceIn = async (id: string, lang?: string) =>
    (
      await api.http
        .get(`${SERVICES}/${id}`)
        .query(lang ? { lang } : {})
        .expect(200)
    ).body.data;
  /** The back office's read: a page of the list, signed in, with each item's translations. */
  const officeService = async (id: string) => {
    const res = await api.http.get(SERVICES).query({ q: tag, limit: 100 }).set(editor).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return servicesOf(res.body).find((s) => s._id === id)!;
  };

  it('answers a read without lang exactly as before any translation, and Hindi and Marathi readers field by field', async () => {
    const service = await addService(`Tower Works ${tag}`);
    const listBefore = (await api.http.get(SERVICES).expect(200)).body;
    const oneBefore = await serviceIn(service._id);
    const faq = service.faqs[0]!;

    await editService(service._id, {
      translations: {
        hi: {
          values: {
            title: `टावर का काम ${tag}`,
            description: 'टेलीकॉम टावरों का रखरखाव',
            faqs: [{ _id: faq._id, question: 'क्या आप टावर पर चढ़ते हैं?', answer: 'हाँ, प्रमाणित रिगर चढ़ते हैं।' }],
          },
        },
        mr: { values: { title: `टॉवरची कामे ${tag}`, businessHours: { ...HOURS, sunday: { openingTime: 'बंद', closingTime: 'बंद' } } } },
      },
    }).expect(200);

    // English: the same bytes as before, never the translations.
    expect((await api.http.get(SERVICES).expect(200)).body).toEqual(listBefore);
    expect(await serviceIn(service._id)).toEqual(oneBefore);

    const hindi = await serviceIn(service._id, 'hi');
    expect(hindi).toEqual({
      ...oneBefore,
      title: `टावर का काम ${tag}`,
      description: 'टेलीकॉम टावरों का रखरखाव',
      faqs: [{ _id: faq._id, question: 'क्या आप टावर पर चढ़ते हैं?', answer: 'हाँ, प्रमाणित रिगर चढ़ते हैं।' }],
    });
    // Marathi: its own title and hours; the description and FAQs it lacks from Hindi; what neither has, English.
    const marathi = await serviceIn(service._id, 'mr');
    expect(marathi).toEqual({ ...hindi, title: `टॉवरची कामे ${tag}`, businessHours: { ...HOURS, sunday: { openingTime: 'बंद', closingTime: 'बंद' } } });
    expect(servicesOf((await api.http.get(SERVICES).query({ lang: 'mr' }).expect(200)).body).find((s) => s._id === service._id)).toEqual(marathi);
    // Each translated from the English as stored (an FAQ with the id the database gave it): current, not changed.
    const office = await officeService(service._id);
    for (const [lang, field] of [
      ['hi', 'title'],
      ['hi', 'faqs'],
      ['mr', 'businessHours'],
    ] as const)
      expect(translationState(office, lang, field)).toBe('current');
    for (const lang of ['hi', 'mr', 'HI']) expect((await api.http.get(SERVICES).query({ lang }).expect(200)).text).not.toContain('"translations"');
    expect((await api.http.get(SERVICES).query({ lang: 'en' }).expect(200)).body).toEqual((await api.http.get(SERVICES).expect(200)).body);
  });

  it('takes translations in the multipart form of an add, and refuses a read in another language', async () => {
    const service = await addService(`Pest Control ${tag}`, { translations: JSON.stringify({ mr: { values: { title: `कीटक नियंत्रण ${tag}` } } }) });
    expect((await serviceIn(service._id, 'mr')).title).toBe(`कीटक नियंत्रण ${tag}`);
    expect((await serviceIn(service._id, 'hi')).title).toBe(`Pest Control ${tag}`);
    expect((await api.http.get(SERVICES).query({ lang: 'fr' }).expect(400)).body.message).toBe(LANG_MESSAGE);
    expect((await api.http.get(`${SERVICES}/${service._id}`).query({ lang: 'marathi' }).expect(400)).body.message).toBe(LANG_MESSAGE);
    expect((await api.http.get(SERVICES).query({ lang: 'fr', page: 1 }).expect(400)).body.message).toBe(LANG_MESSAGE);
  });

  it('keeps answers and ETags per language: cached, revalidated with 304, and new when a translation changes', async () => {
    const service = await addService(`Housekeeping ${tag}`);
    await editService(service._id, { translations: { hi: { values: { title: `हाउसकीपिंग ${tag}` } }, mr: { values: { title: `स्वच्छता सेवा ${tag}` } } } }).expect(
      200,
    );
    const [en, hi, mr] = [await cachedRead(api, SERVICES), await cachedRead(api, `${SERVICES}?lang=hi`), await cachedRead(api, `${SERVICES}?lang=mr`)];
    expect(new Set([en.headers.etag, hi.headers.etag, mr.headers.etag]).size).toBe(3);
    expect(mr.text).toContain(`स्वच्छता सेवा ${tag}`);
    expect(hi.text).toContain(`हाउसकीपिंग ${tag}`);
    expect(en.text).not.toContain('हाउसकीपिंग');
    await api.http.get(`${SERVICES}?lang=mr`).set('If-None-Match', String(mr.headers.etag)).expect(304);
    const one = await cachedRead(api, `${SERVICES}/${service._id}?lang=mr`);
    expect(one.body.data.title).toBe(`स्वच्छता सेवा ${tag}`);

    await editService(service._id, { translations: { mr: { values: { title: `घरसफाई सेवा ${tag}` } } } }).expect(200);
    const after = await cachedRead(api, `${SERVICES}?lang=mr`);
    expect(after.headers.etag).not.toBe(mr.headers.etag);
    expect(after.text).toContain(`घरसफाई सेवा ${tag}`);
    expect((await cachedRead(api, `${SERVICES}/${service._id}?lang=mr`)).body.data.title).toBe(`घरसफाई सेवा ${tag}`);
    // English is as it was: its tag too.
    expect((await cachedRead(api, SERVICES)).headers.etag).toBe(en.headers.etag);
  });

  it('refuses translations of a field that is not translated, or that break the English structure, saving nothing', async () => {
    const service = await addService(`CCTV ${tag}`);
    const refusal = async (translations: unknown, extra: object = {}) =>
      (await editService(service._id, { ...extra, translations }).expect(400)).body.message as string;
    expect(await refusal({ hi: { values: { image: 'x.png' } } })).toBe(
      'The Hindi translations cannot hold "image": the fields translated are title, description, service, businessHours, faqs',
    );
    expect(
      await refusal({
        hi: {
          values: {
            faqs: [
              { question: 'एक?', answer: 'हाँ' },
              { question: 'दो?', answer: 'हाँ' },
            ],
          },
        },
      }),
    ).toBe('The Hindi FAQs must be as many as the English ones (1)');
    expect(await refusal({ mr: { confirmed: ['image'] } })).toMatch(/^The Marathi translations cannot hold "image"/);
    expect(await refusal({ ta: { values: { title: 'x' } } })).toBe('Translations are given for hi and mr only, not "ta"');
    expect(await refusal({ mr: { values: { service: 'x'.repeat(201) } } })).toBe('Marathi service: Must be at most 200 characters');
    expect(await refusal('{oops', { title: `Changed ${tag}` })).toBe('Translations must be valid JSON');
    expect((await serviceIn(service._id)).title).toBe(`CCTV ${tag}`);

    const job = (
      await api.http
        .post(`/${jobs.path}/${jobs.add}`)
        .set(auth)
        .send({ ...SAMPLES.jobs!.fields, jobTitle: `Guard ${tag}`, questions: QUESTIONS })
        .expect(201)
    ).body.data as { _id: string };
    const editJob = (body: object) =>
      api.http
        .post(`/${jobs.path}/${jobs.edit.replace(':id', job._id)}`)
        .set(auth)
        .send(body);
    const structure = 'The Hindi screening questions must be the English ones with their words translated: the same IDs, kinds and number of choices';
    const shifted = MARATHI_QUESTIONS.map((q) => (q.id === 'shift' ? { ...q, options: ['दिन', 'रात'] } : q));
    expect((await editJob({ translations: { hi: { values: { questions: shifted } } } }).expect(400)).body.message).toBe(structure);
    expect((await editJob({ translations: { hi: { values: { questions: MARATHI_QUESTIONS.slice(1) } } } }).expect(400)).body.message).toBe(structure);
    // The structure is the English after the save: a question removed in the same edit may go from the translation.
    await editJob({ questions: QUESTIONS.slice(1), translations: { hi: { values: { questions: MARATHI_QUESTIONS.slice(1) } } } }).expect(200);
  });

  it('marks a translation "source changed" after an English edit, until an editor confirms it', async () => {
    const service = await addService(`Payroll ${tag}`);
    await editService(service._id, { translations: { hi: { values: { title: `पेरोल प्रबंधन ${tag}`, description: 'वेतन का हिसाब' } } } }).expect(200);
    const stored = await officeService(service._id);
    expect(stored.translations).toEqual({
      hi: {
        values: { title: `पेरोल प्रबंधन ${tag}`, description: 'वेतन का हिसाब' },
        sources: { title: `Payroll ${tag}`, description: SAMPLES.services!.fields.description },
      },
    });
    expect(translationState(stored, 'hi', 'title')).toBe('current');
    expect(translationState(stored, 'mr', 'title')).toBe('missing');
    // An anonymous page has none.
    expect((await api.http.get(SERVICES).query({ q: tag, limit: 100 }).expect(200)).text).not.toContain('"translations"');

    await editService(service._id, { title: `Payroll Management ${tag}` }).expect(200);
    const changed = await officeService(service._id);
    expect(translationState(changed, 'hi', 'title')).toBe('source-changed');
    expect(translationState(changed, 'hi', 'description')).toBe('current');
    // Readers keep the Hindi until then.
    expect((await serviceIn(service._id, 'hi')).title).toBe(`पेरोल प्रबंधन ${tag}`);

    // A translation sent back as it was read changes nothing.
    await editService(service._id, { translations: changed.translations }).expect(200);
    expect(translationState(await officeService(service._id), 'hi', 'title')).toBe('source-changed');

    await editService(service._id, { translations: { hi: { confirmed: ['title'] } } }).expect(200);
    const confirmed = await officeService(service._id);
    expect(translationState(confirmed, 'hi', 'title')).toBe('current');
    expect(translationState(confirmed, 'hi', 'description')).toBe('current');
    // A removal falls back.
    await editService(service._id, { translations: { hi: { values: { description: '' } } } }).expect(200);
    expect((await serviceIn(service._id, 'hi')).description).toBe(SAMPLES.services!.fields.description);
  });

  it("gives an admin of the item's area its translations when one item is read with view=office, and anyone else the public item", async () => {
    const created = await addService(`Office view ${tag}`);
    await editService(created._id, { translations: { hi: { values: { title: 'कार्यालय दृश्य' } } } }).expect(200);
    const path = `${SERVICES}/${created._id}`;
    const office = (await api.http.get(path).query({ view: 'office' }).set(editor).expect(200)).body.data;
    expect(office.translations.hi.values.title).toBe('कार्यालय दृश्य');
    for (const read of [api.http.get(path).query({ view: 'office' }), api.http.get(path).set(editor)]) {
      const body = (await read.expect(200)).body.data;
      expect(body.title).toBe(`Office view ${tag}`);
      expect(body).not.toHaveProperty('translations');
    }
  });

  it('restores every language of a kept version', async () => {
    const service = await addService(`Smart Meters ${tag}`);
    await editService(service._id, { translations: { hi: { values: { title: `स्मार्ट मीटर ${tag}` } } } }).expect(200);
    await editService(service._id, { translations: { hi: { values: { title: `स्मार्ट मीटर लगाना ${tag}` } } } }).expect(200);
    const versions = (await api.http.get(`/admin/history/services/${service._id}`).set(editor).expect(200)).body.versions as Array<{ n: number }>;
    expect(versions.map((v) => v.n)).toEqual([2, 1]);
    expect((await api.http.get(`/admin/history/services/${service._id}/2`).set(editor).expect(200)).body.fields.translations.hi.values.title).toBe(
      `स्मार्ट मीटर ${tag}`,
    );

    await api.http.post(`/admin/history/services/${service._id}/2/restore`).set(editor).expect(200);
    expect((await serviceIn(service._id, 'hi')).title).toBe(`स्मार्ट मीटर ${tag}`);
    expect(translationState(await officeService(service._id), 'hi', 'title')).toBe('current');
    // The first version had none: restoring it leaves every language on the English.
    await api.http.post(`/admin/history/services/${service._id}/1/restore`).set(editor).expect(200);
    expect((await serviceIn(service._id, 'hi')).title).toBe(`Smart Meters ${tag}`);

    // A deleted item comes back with its translations.
    await editService(service._id, { translations: { mr: { values: { title: `स्मार्ट मीटर बसवणे ${tag}` } } } }).expect(200);
    await api.http
      .post(`/${services.path}/${services.remove.replace(':id', service._id)}`)
      .set(editor)
      .expect(200);
    const deleted = ((await api.http.get('/admin/history/deleted').set(auth).expect(200)).body.deleted as Array<{ id: string; n: number }>).find(
      (d) => d.id === service._id,
    )!;
    await api.http.post(`/admin/history/services/${service._id}/${deleted.n}/restore`).set(auth).expect(200);
    expect((await serviceIn(service._id, 'mr')).title).toBe(`स्मार्ट मीटर बसवणे ${tag}`);
  });

  it('searches and sorts a page in the words of its language', async () => {
    const tag = `tr${randomUUID().slice(0, 6)}`;
    const add = async (jobTitle: string, hi: string, mr: string) => {
      const job = (
        await api.http
          .post(`/${jobs.path}/${jobs.add}`)
          .set(auth)
          .send({ ...SAMPLES.jobs!.fields, jobTitle })
          .expect(201)
      ).body.data as { _id: string };
      await api.http
        .post(`/${jobs.path}/${jobs.edit.replace(':id', job._id)}`)
        .set(auth)
        .send({ translations: { hi: { values: { jobTitle: hi } }, mr: { values: { jobTitle: mr } } } })
        .expect(200);
      return job._id;
    };
    const guard = await add(`Security Guard ${tag}`, `सुरक्षा गार्ड ${tag}`, `सुरक्षा रक्षक ${tag}`);
    const cleaner = await add(`Housekeeping Staff ${tag}`, `हाउसकीपिंग स्टाफ ${tag}`, `स्वच्छता कर्मचारी ${tag}`);
    const found = async (query: Record<string, string>) =>
      (
        (
          await api.http
            .get(JOBS)
            .query({ limit: '100', ...query })
            .expect(200)
        ).body.Jobs as Array<{ _id: string; jobTitle: string }>
      ).map((j) => j._id);
    expect(await found({ lang: 'mr', q: `रक्षक ${tag}` })).toEqual([guard]);
    expect(await found({ q: `रक्षक ${tag}` })).toEqual([]);
    expect(await found({ lang: 'hi', q: `रक्षक ${tag}` })).toEqual([]);
    expect(await found({ lang: 'hi', q: `गार्ड ${tag}` })).toEqual([guard]);
    // Devanagari order (स्व after सु), and the count of what matched.
    expect(await found({ lang: 'mr', q: tag, sort: '-jobTitle' })).toEqual([cleaner, guard]);
    expect(await found({ lang: 'mr', q: tag, sort: 'jobTitle' })).toEqual([guard, cleaner]);
    expect((await api.http.get(JOBS).query({ lang: 'mr', q: tag, limit: 1, page: 2, sort: 'jobTitle' }).expect(200)).body).toMatchObject({
      total: 2,
      page: 2,
      limit: 1,
      Jobs: [{ _id: cleaner, jobTitle: `स्वच्छता कर्मचारी ${tag}` }],
    });
  });

  it('stores an answer given as a Marathi choice as the English choice', async () => {
    const job = (
      await api.http
        .post(`/${jobs.path}/${jobs.add}`)
        .set(auth)
        .send({ ...SAMPLES.jobs!.fields, jobTitle: `Night Guard ${tag}`, questions: QUESTIONS })
        .expect(201)
    ).body.data as { _id: string };
    await api.http
      .post(`/${jobs.path}/${jobs.edit.replace(':id', job._id)}`)
      .set(auth)
      .send({ translations: { mr: { values: { jobTitle: `रात्रीचा सुरक्षा रक्षक ${tag}`, questions: MARATHI_QUESTIONS } } } })
      .expect(200);

    // The Marathi page's questions: Marathi words, never which answer knocks out.
    const read = await api.http.get(`${JOBS}/${job._id}`).query({ lang: 'mr' }).expect(200);
    expect(read.body.data.questions).toEqual(MARATHI_QUESTIONS);
    expect(read.text).not.toMatch(/"knockout"\s*:/);

    const applyIn = (lang: string, answers: Record<string, string>, fields: Record<string, string> = { jobId: job._id }) =>
      send(
        api.http.post(`/${apply.path}/${apply.add}`).query({ lang }),
        { ...SAMPLES.applyJobs!.fields, name: `Ravi ${tag}`, email: `${randomUUID().slice(0, 8)}@example.com`, ...fields, answers: JSON.stringify(answers) },
        SAMPLES.applyJobs!.files,
      );
    const detail = async (id: string) => (await api.http.get(`/admin/inbox/applyJobs/${id}`).set(auth).expect(200)).body.submission;

    const night = (await applyIn('mr', { police: 'Yes', shift: 'रात्र' }).expect(201)).body.data._id as string;
    expect(await detail(night)).toMatchObject({
      jobId: job._id,
      jobTitle: `Night Guard ${tag}`,
      knockout: false,
      screening: [
        { id: 'police', question: QUESTIONS[0]!.text, answer: 'Yes', knockout: false },
        { id: 'shift', question: QUESTIONS[1]!.text, answer: 'Night', knockout: false },
      ],
    });
    // The knockout is the English one's, whichever language named it.
    const day = (await applyIn('mr', { police: 'Yes', shift: 'दिवस' }).expect(201)).body.data._id as string;
    expect((await detail(day)).screening[1]).toMatchObject({ answer: 'Day', knockout: true });
    // A refusal names the question as the visitor read it.
    expect((await applyIn('mr', { police: 'Yes', shift: 'संध्याकाळ' }).expect(400)).body.message).toContain('आपल्याला कोणती पाळी सोयीची आहे?');

    // An older client naming the job by the title it read (no jobId) applies to that job.
    const plain = (
      await api.http
        .post(`/${jobs.path}/${jobs.add}`)
        .set(auth)
        .send({ ...SAMPLES.jobs!.fields, jobTitle: `Supervisor ${tag}` })
        .expect(201)
    ).body.data as { _id: string };
    await api.http
      .post(`/${jobs.path}/${jobs.edit.replace(':id', plain._id)}`)
      .set(auth)
      .send({ translations: { mr: { values: { jobTitle: `पर्यवेक्षक ${tag}` } } } })
      .expect(200);
    const byTitle = (await applyIn('mr', {}, { jobTitle: `पर्यवेक्षक ${tag}` }).expect(201)).body.data._id as string;
    expect(await detail(byTitle)).toMatchObject({ jobId: plain._id, jobTitle: `Supervisor ${tag}` });
  });

  it('translates the site settings’ footer: saved with the settings, read in each language, kept by a save without them', async () => {
    const publicBefore = (await api.http.get('/admin/settings/public').expect(200)).body;
    const { settings } = (await api.http.get('/admin/settings').set(auth).expect(200)).body;
    // Settings never saved come with the default texts' Hindi and Marathi, current.
    for (const lang of ['hi', 'mr'] as const) for (const field of ['footerText', 'address']) expect(translationState(settings, lang, field)).toBe('current');
    const footer = 'सुरक्षा, स्वच्छता, कीटक नियंत्रण आणि भरती: २०१० पासून प्रत्येक पाळीवर प्रशिक्षित माणसांसह एकच जबाबदार भागीदार.';
    await api.http
      .put('/admin/settings')
      .set(auth)
      .send({ ...settings, translations: { mr: { values: { footerText: footer } } } })
      .expect(200);

    const saved = (await api.http.get('/admin/settings').set(auth).expect(200)).body.settings;
    expect(saved.translations.mr).toEqual({ values: { ...DEFAULTS.mr!.values, footerText: footer }, sources: DEFAULTS.mr!.sources });
    expect(saved.translations.hi).toEqual(DEFAULTS.hi);
    expect((await api.http.get('/admin/settings/public').query({ lang: 'mr' }).expect(200)).body).toEqual({
      ...publicBefore,
      footerText: footer,
      address: DEFAULTS.mr!.values.address,
    });
    expect((await api.http.get('/admin/settings/public').query({ lang: 'hi' }).expect(200)).body).toEqual({ ...publicBefore, ...DEFAULTS.hi!.values });
    expect((await api.http.get('/admin/settings/public').expect(200)).body).toEqual(publicBefore);
    expect((await cachedRead(api, '/admin/settings/public?lang=mr')).body.footerText).toBe(footer);
    expect((await api.http.get('/admin/settings/public').query({ lang: 'fr' }).expect(400)).body.message).toBe(LANG_MESSAGE);

    // Saved again as read (translations included), or without them: they stay; a changed English marks them.
    await api.http.put('/admin/settings').set(auth).send(saved).expect(200);
    const { translations: _, ...english } = saved;
    await api.http
      .put('/admin/settings')
      .set(auth)
      .send({ ...english, footerText: 'Trained people on every shift since 2010, from one accountable partner.' })
      .expect(200);
    const after = (await api.http.get('/admin/settings').set(auth).expect(200)).body.settings;
    expect(translationState(after, 'mr', 'footerText')).toBe('source-changed');
    expect((await api.http.get('/admin/settings/public').query({ lang: 'mr' }).expect(200)).body.footerText).toBe(footer);

    const refused = await api.http
      .put('/admin/settings')
      .set(auth)
      .send({ ...english, translations: { mr: { values: { phone: '1' } } } })
      .expect(400);
    expect(refused.body.message).toBe('The Marathi translations cannot hold "phone": the fields translated are footerText, address');
  });
});
