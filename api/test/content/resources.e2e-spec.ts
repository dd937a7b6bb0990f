// Every resource route of docs/behaviour.md §7 through HTTP against the real API and database: add, list, get, edit, delete.
import { describe, expect, it } from '@jest/globals';
import { OBJECT_ID } from '@site/contracts';
import { RESOURCE_DEFINITIONS as RESOURCES } from '../../src/resource-definitions.js';
import { fixtures } from '../support/helpers.js';
import { SAMPLES, type Sample, send } from '../support/samples.js';
import { useApi } from '../support/use-api.js';

const { api, auth } = useApi();

const listOf = (def: (typeof RESOURCES)[number], body: unknown) =>
  (def.listKey ? (body as Record<string, unknown[]>)[def.listKey] : body) as Array<Record<string, unknown>>;

describe.each(RESOURCES.map((def) => [def.key, def] as const))('%s', (_key, def) => {
  const sample = SAMPLES[def.key]!;
  const list = async () => listOf(def, (await api.http.get(`/${def.path}/${def.list}`).set(auth).expect(200)).body);

  it('adds, lists, edits and deletes through the spec paths', async () => {
    // Visitors submit without any token; content is added by an admin.
    const addAuth = def.access === 'submission' ? {} : auth;
    const added = await send(api.http.post(`/${def.path}/${def.add}`).set(addAuth), sample.fields, sample.files).expect(201);
    expect(added.body.message).toBe(`${def.label} added successfully`);
    const id = added.body.data._id as string;
    expect(id).toMatch(/^[a-f\d]{24}$/);

    const listed = await list();
    const doc = listed.find((d) => d._id === id);
    expect(doc).toBeDefined();
    for (const [field, value] of Object.entries(sample.fields)) {
      if (
        [
          'businessHours',
          'faqs',
          'services',
          'achievements',
          'year',
          'salary',
          'requirement',
          'benefit',
          'projects',
          'client',
          'staff',
          'awards',
          'email',
        ].includes(field)
      )
        continue;
      expect(doc![field]).toBe(value);
    }
    for (const [field, files] of Object.entries(sample.files ?? {})) {
      const stored = doc![field];
      const paths = Array.isArray(stored) ? stored : [stored];
      expect(paths).toHaveLength(files.length);
      for (const p of paths) expect(p).toMatch(def.access === 'submission' ? /^private\/[\w-]+\.(pdf|doc|docx)$/ : /^\/uploads\/[\w-]+\.(png|gif|jpg|webp)$/);
    }

    const one = await api.http.get(`/${def.path}/${def.list}/${id}`).set(auth).expect(200);
    expect(one.body.data._id).toBe(id);

    const edited = await send(
      api.http.post(`/${def.path}/${def.edit.replace(':id', id)}`).set(auth),
      sample.edit,
      def.key === 'aboutCards' ? sample.files : undefined,
    ).expect(200);
    expect(edited.body.message).toBe(`${def.label} updated successfully`);
    const after = (await list()).find((d) => d._id === id)!;
    for (const [field, value] of Object.entries(sample.edit)) expect(after[field]).toBe(value);
    if (def.key === 'aboutCards') {
      // A new image replaces the old file, which stays while the kept version refers to it (docs/behaviour.md §24).
      expect(after.image).not.toBe(doc!.image);
      await api.http.get(doc!.image as string).expect(200);
      await api.http.get(after.image as string).expect(200);
    }

    const deleted = await api.http
      .post(`/${def.path}/${def.remove.replace(':id', id)}`)
      .set(auth)
      .expect(200);
    expect(deleted.body.message).toBe(`${def.label} deleted successfully`);
    expect((await list()).some((d) => d._id === id)).toBe(false);
    // A deleted item's images stay while it is restorable (docs/behaviour.md §24: 30 days).
    if (def.access === 'content')
      for (const field of Object.keys(sample.files ?? {})) {
        for (const p of [after[field]].flat()) await api.http.get(p as string).expect(200);
      }
  });
});

describe('stored shapes', () => {
  it('keeps lists as lists and numbers as numbers', async () => {
    const client = await send(api.http.post('/admin/clients/add').set(auth), SAMPLES.clients!.fields, SAMPLES.clients!.files).expect(201);
    expect(client.body.data).toMatchObject({
      year: 2015,
      services: ['Security Services', 'Housekeeping Services'],
      achievements: ['Zero incidents', 'ISO 9001 audit'],
    });
    const clients = (await api.http.get('/admin/clients/get').expect(200)).body;
    expect(Array.isArray(clients)).toBe(true);

    const job = await api.http
      .post('/admin/jobs/addJobs')
      .set(auth)
      .send({ ...SAMPLES.jobs!.fields, jobType: undefined })
      .expect(201);
    expect(job.body.data).toMatchObject({ jobType: 'Full-time', salary: ['₹18,000 - ₹22,000'], requirement: ['Fit\nAlert'], benefit: ['PF\nESI'] });

    const service = await send(
      api.http.post('/admin/services/addServices').set(auth),
      { title: 'Payroll Management', description: 'Salaries on time' },
      SAMPLES.services!.files,
    ).expect(201);
    expect(service.body.data.businessHours).toEqual({
      monday: { openingTime: '09:00', closingTime: '17:00' },
      tuesday: { openingTime: '09:00', closingTime: '17:00' },
      wednesday: { openingTime: '09:00', closingTime: '17:00' },
      thursday: { openingTime: '09:00', closingTime: '17:00' },
      friday: { openingTime: '09:00', closingTime: '17:00' },
      saturday: { openingTime: '10:00', closingTime: '15:00' },
      sunday: { openingTime: 'Closed', closingTime: 'Closed' },
    });
    expect(service.body.data.faqs).toEqual([]);

    const about = await send(api.http.post('/admin/about/addAbout').set(auth), SAMPLES.about!.fields, SAMPLES.about!.files).expect(201);
    expect(about.body.data.projects).toEqual(['120 Projects Completed']);
    expect(about.body.data.profile).toHaveLength(2);

    // Visitors cannot set the recruiting status: a multipart form field the add does not take is refused.
    const refused = await send(
      api.http.post('/admin/applyJobs/addApplyJobs'),
      { ...SAMPLES.applyJobs!.fields, status: 'Hired' },
      SAMPLES.applyJobs!.files,
    ).expect(400);
    expect(refused.body.message).toBe('Unknown form field: status');
    const added = await send(
      api.http.post('/admin/applyJobs/addApplyJobs'),
      { ...SAMPLES.applyJobs!.fields, skills: 'Patrolling, first aid' },
      SAMPLES.applyJobs!.files,
    ).expect(201);
    const application = await api.http.get(`/admin/applyJobs/getApplyJobs/${added.body.data._id}`).set(auth).expect(200);
    expect(application.body.data.status).toBe('New');
    expect(application.body.data.resumeName).toBe('meena-cv.pdf');
  });

  it('serves uploaded images with long-lived caching and nosniff', async () => {
    const added = await send(api.http.post('/admin/aboutCards/addAboutCards').set(auth), {}, SAMPLES.aboutCards!.files).expect(201);
    const res = await api.http.get(added.body.data.image).expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});

describe('multipart edits (docs/behaviour.md §7.4: the add form fields, files replacing the stored ones)', () => {
  const png = { data: fixtures.png, name: 'new.png' };
  const gif = { data: fixtures.gif, name: 'new.gif' };
  const hours = JSON.stringify({ ...JSON.parse(SAMPLES.services!.fields.businessHours as string), sunday: { openingTime: '10:00', closingTime: '13:00' } });
  const cases: Array<[key: string, fields: Record<string, string>, files: NonNullable<Sample['files']>]> = [
    ['banner', { heading: 'Two new slides' }, { images: [gif, png] }],
    ['services', { title: 'Tower Works and Masts', businessHours: hours }, {}],
    ['about', { text: 'Trusted since 1999' }, { profile: [gif, gif, png] }],
    ['missions', { title: 'Our Vision' }, { image: [png] }],
    ['help', { heading: 'Talk to us' }, { bannerImage: [gif] }],
    ['integratedMission', { paragraph: 'A new paragraph' }, { image: [gif] }],
  ];

  it.each(cases)('%s', async (key, fields, files) => {
    const def = RESOURCES.find((d) => d.key === key)!;
    const sample = SAMPLES[key]!;
    const added = (await send(api.http.post(`/${def.path}/${def.add}`).set(auth), sample.fields, sample.files).expect(201)).body.data;
    const edited = (await send(api.http.post(`/${def.path}/${def.edit.replace(':id', added._id)}`).set(auth), fields, files).expect(200)).body.data;
    expect(edited).toMatchObject(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, k === 'businessHours' ? JSON.parse(v) : v])));
    for (const [field, sent] of Object.entries(files)) {
      const paths = [edited[field]].flat() as string[];
      expect(paths).toHaveLength(sent.length);
      for (const p of paths) await api.http.get(p).expect(200);
      // The replaced files stay while the kept version refers to them (docs/behaviour.md §24).
      for (const old of [added[field]].flat().filter(Boolean)) await api.http.get(old).expect(200);
    }
    // What the edit did not send stays as it was.
    for (const field of Object.keys(sample.files ?? {}).filter((f) => !(f in files))) expect(edited[field]).toEqual(added[field]);
  });
});

describe('service FAQs', () => {
  it('get an _id each; an edit keeps the ids it sends back and the server gives new FAQs theirs', async () => {
    const faqs = [
      { question: 'Do you climb?', answer: 'Yes.' },
      { question: 'Insured?', answer: 'Fully.' },
    ];
    const added = (
      await send(
        api.http.post('/admin/services/addServices').set(auth),
        { ...SAMPLES.services!.fields, faqs: JSON.stringify(faqs) },
        SAMPLES.services!.files,
      ).expect(201)
    ).body.data;
    expect(added.faqs).toEqual(faqs.map((f) => ({ ...f, _id: expect.stringMatching(OBJECT_ID) })));
    const [kept, dropped] = added.faqs;
    expect(kept._id).not.toBe(dropped._id);

    const sent = [
      { ...kept, answer: 'Yes, certified riggers.' },
      { question: 'Night work?', answer: 'On request.' },
    ];
    const edited = (await send(api.http.post(`/admin/services/editServices/${added._id}`).set(auth), { faqs: JSON.stringify(sent) }, {}).expect(200)).body.data;
    expect(edited.faqs).toEqual([sent[0], { ...sent[1], _id: expect.stringMatching(OBJECT_ID) }]);
    expect([kept._id, dropped._id]).not.toContain(edited.faqs[1]._id);
    const listed = (await api.http.get('/admin/services/getServices').expect(200)).body.services.find((s: { _id: string }) => s._id === added._id);
    expect(listed.faqs).toEqual(edited.faqs);
  });
});

describe('integratedMission delete as the spec sends it', () => {
  it('accepts a JSON content type with no body', async () => {
    const { fields, files } = SAMPLES.integratedMission!;
    const { _id: id } = (await send(api.http.post('/admin/integratedMission/addIntegratedMission').set(auth), fields, files).expect(201)).body.data;
    const res = await api.http.post(`/admin/integratedMission/deleteIntegratedMission/${id}`).set(auth).set('Content-Type', 'application/json').expect(200);
    expect(res.body.message).toBe('Mission deleted successfully');
    expect(
      (await api.http.get('/admin/integratedMission/getIntegratedMission').expect(200)).body.integratedMission.some((m: { _id: string }) => m._id === id),
    ).toBe(false);
  });
});
