// The demo content of an empty database: present for every resource, realistic, seeded once.
import { describe, expect, it } from '@jest/globals';
import { OBJECT_ID, RESOURCES, SERVICE_CHOICES, TRANSLATABLE_FIELDS, TRANSLATED_LANGUAGES, translationState } from '@site/contracts';
import { SeedService } from '../../src/seed/seed.service.js';
import { useApi } from '../support/use-api.js';

const { api } = useApi({ SEED: 'true' }, { signIn: false });

const get = async (path: string, key: string | null) => {
  const body = (
    await api.http
      .get(path)
      .set('Authorization', `Bearer ${await api.adminToken()}`)
      .expect(200)
  ).body;
  return (key ? body[key] : body) as Array<Record<string, unknown>>;
};

describe('demo content', () => {
  it('has the nine services with descriptions, default business hours and FAQs', async () => {
    const services = await get('/admin/services/getServices', 'services');
    expect(services.map((s) => s.title).sort()).toEqual([...SERVICE_CHOICES].sort());
    for (const s of services) {
      expect(String(s.description).length).toBeGreaterThan(40);
      expect(Object.keys(s.businessHours as object)).toHaveLength(7);
      expect((s.faqs as unknown[]).length).toBeGreaterThan(0);
      for (const faq of s.faqs as object[])
        expect(faq).toEqual({ _id: expect.stringMatching(OBJECT_ID), question: expect.any(String), answer: expect.any(String) });
      expect(s.image).toMatch(/^\/uploads\//);
    }
    expect(services.some((s) => JSON.stringify(s.businessHours).includes('"sunday":{"openingTime":"Closed"'))).toBe(true);
  });

  it('has content for every other resource', async () => {
    expect((await get('/admin/missions/getMissions', 'missions')).length).toBeGreaterThanOrEqual(8);
    const jobs = await get('/admin/jobs/getJobs', 'Jobs');
    expect(new Set(jobs.map((j) => j.jobType))).toEqual(new Set(['Full-time', 'Part-time']));
    // Guards, housekeeping and supervisors apply with a phone number alone.
    const noCv = jobs.filter((j) => j.cv === 'none');
    expect(noCv.map((j) => j.jobTitle).sort()).toEqual(['Housekeeping Executive', 'Security Guard', 'Security Supervisor']);
    // Office roles keep the form with an e-mail address and a CV; the rest take a CV if the candidate has one.
    const cvRequired = jobs.filter((j) => j.cv === 'required');
    expect(cvRequired.map((j) => j.jobTitle).sort()).toEqual(['Facility Manager', 'HR Recruiter', 'Payroll Executive']);
    expect(new Set(jobs.filter((j) => !noCv.includes(j) && !cvRequired.includes(j)).map((j) => j.cv))).toEqual(new Set(['optional']));
    for (const j of jobs) {
      expect((j.salary as string[])[0]).toBeTruthy();
      // As the admin form sends them (docs/behaviour.md §3): one element holding every line, so an edit keeps them all.
      for (const f of ['requirement', 'benefit']) {
        expect(j[f]).toHaveLength(1);
        expect((j[f] as string[])[0]!.split('\n').length).toBeGreaterThan(1);
      }
    }
    const banners = await get('/admin/Banner/getBanner', 'banner');
    expect(banners).toHaveLength(2);
    for (const b of banners) expect((b.images as string[]).length).toBeGreaterThanOrEqual(1);
    expect((await get('/admin/integratedBanner/getIntegratedBanner', 'integratedBanner')).length).toBeGreaterThan(0);
    const [about] = await get('/admin/about/getAbout', 'About');
    expect(about!.projects).toEqual([expect.stringMatching(/^\d+\+? \w/)]);
    expect((about!.profile as string[]).length).toBeGreaterThan(0);
    const testimonials = await get('/admin/testimonial/getTestimonial', 'testimonial');
    expect(testimonials.length).toBeGreaterThan(2);
    for (const t of testimonials) expect(t).toMatchObject({ image: expect.stringMatching(/^\/uploads\//), star: expect.stringMatching(/^[1-5]$/) });
    // Each help card leads to its page: the security audit to the Security Services page, the others to site pages.
    const help = await get('/admin/help/getHelp', 'Help');
    const security = (await get('/admin/services/getServices', 'services')).find((sv) => sv.title === 'Security Services')!;
    expect(help.map((h) => [h.heading, h.link])).toEqual([
      ['Need a security audit?', `/booking/${String(security._id)}`],
      ['Planning a facility contract?', '/main/contact'],
      ['Looking for a job?', '/main/jobs'],
    ]);
    // Pictures with no words drawn in: the card's heading says it.
    for (const h of help)
      expect(
        String(
          (
            await api.http
              .get(h.image as string)
              .buffer(true)
              .expect(200)
          ).body,
        ),
      ).not.toMatch(/<text[^>]*>[^<]*\p{L}{2}/u);
    const contacts = await get('/admin/adminContact/getAdminContact', 'adminContact');
    expect(contacts.map((c) => c.contactType).sort()).toEqual(['Email Address', 'Our Location', 'Phone Number']);
    const clients = await get('/admin/clients/get', null);
    expect(clients.length).toBeGreaterThan(3);
    for (const c of clients)
      expect(c).toMatchObject({ image: expect.any(String), industry: expect.any(String), year: expect.any(Number), achievements: expect.any(Array) });
    expect((await get('/admin/aboutCards/getAboutCards', 'aboutCards')).length).toBeGreaterThan(0);
    expect((await get('/admin/integratedMission/getIntegratedMission', 'integratedMission')).length).toBeGreaterThan(0);
  });

  it('serves the generated images', async () => {
    const [banner] = await get('/admin/Banner/getBanner', 'banner');
    const res = await api.http
      .get((banner!.images as string[])[0]!)
      .buffer(true)
      .expect(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(String(res.body)).toContain('<svg');
  });

  it('names the seed as the author of every item it wrote, in the item’s history', async () => {
    const [job] = await get('/admin/jobs/getJobs', 'Jobs');
    const history = async (resource: string, id: unknown) =>
      (
        await api.http
          .get(`/admin/history/${resource}/${String(id)}`)
          .set('Authorization', `Bearer ${await api.adminToken()}`)
          .expect(200)
      ).body;
    expect((await history('jobs', job!._id)).current.savedBy).toEqual({ id: 'seed', name: 'the demo content (seed)' });
    // Saved again by an admin, the seed's version is kept under its author.
    await api.http
      .post(`/admin/jobs/editJobs/${String(job!._id)}`)
      .set('Authorization', `Bearer ${await api.adminToken()}`)
      .send({ jobTitle: `${String(job!.jobTitle)} (edited)` })
      .expect(200);
    const after = await history('jobs', job!._id);
    expect(after.versions[0].savedBy).toEqual({ id: 'seed', name: 'the demo content (seed)' });
    expect(after.current.savedBy.name).not.toBe('the demo content (seed)');
    const [banner] = await get('/admin/Banner/getBanner', 'banner');
    expect((await history('banner', banner!._id)).current.savedBy.id).toBe('seed');
  });

  it('is in Hindi and Marathi too, each translation current for the English it was seeded with', async () => {
    const { services, jobs } = RESOURCES;
    const read = async (path: string, key: string | null, lang?: string) => {
      const body = (
        await api.http
          .get(path)
          .query(lang ? { lang } : {})
          .expect(200)
      ).body;
      return (key ? body[key] : body) as Array<Record<string, unknown>>;
    };
    const SERVICES = `/${services.path}/${services.list}`;
    const JOBS = `/${jobs.path}/${jobs.list}`;
    const english = (await read(SERVICES, services.listKey)).find((s) => s.title === 'Security Services')!;
    expect(english).not.toHaveProperty('translations');
    const inLanguage = async (lang: string) => (await read(SERVICES, services.listKey, lang)).find((s) => s._id === english._id)!;
    const [hindi, marathi] = [await inLanguage('hi'), await inLanguage('mr')];
    expect([hindi.title, marathi.title]).toEqual(['सुरक्षा सेवाएँ', 'सुरक्षा सेवा']);
    // The same FAQs, by their ids, in the language's words.
    for (const faqs of [hindi.faqs, marathi.faqs] as Array<Array<{ _id: string; question: string }>>) {
      expect(faqs.map((f) => f._id)).toEqual((english.faqs as Array<{ _id: string }>).map((f) => f._id));
      for (const f of faqs) expect(f.question).toMatch(/\p{Script=Devanagari}/u);
    }
    const pest = (await read(SERVICES, services.listKey, 'mr')).find((s) => s.title === 'पेस्ट कंट्रोल (कीटक नियंत्रण) सेवा')!;
    expect((pest.businessHours as Record<string, unknown>).sunday).toEqual({ openingTime: 'बंद', closingTime: 'बंद' });
    expect((await read(JOBS, jobs.listKey, 'mr')).map((j) => j.jobTitle)).toContain('सुरक्षा रक्षक');
    expect((await read(JOBS, jobs.listKey, 'hi')).map((j) => j.jobTitle)).toContain('सुरक्षा गार्ड');
    // The back office's page: every field of every service translated from the English it shows, so none is marked.
    const page = (
      await api.http
        .get(SERVICES)
        .query({ limit: 100 })
        .set('Authorization', `Bearer ${await api.adminToken()}`)
        .expect(200)
    ).body;
    const office = page[services.listKey ?? 'items'] as Array<Record<string, unknown>>;
    expect(office).toHaveLength(SERVICE_CHOICES.length);
    const marked = office.flatMap((s) =>
      TRANSLATED_LANGUAGES.flatMap((lang) =>
        TRANSLATABLE_FIELDS.services.filter((field) => translationState(s, lang, field) !== 'current').map((field) => `${String(s.title)} ${lang} ${field}`),
      ),
    );
    expect(marked).toEqual([]);
  });

  it('is idempotent and does not bring deleted content back', async () => {
    const seeder = api.app.get(SeedService);
    const before = await get('/admin/missions/getMissions', 'missions');
    await api.http
      .post(`/admin/missions/deleteMissions/${before[0]!._id}`)
      .set('Authorization', `Bearer ${await api.adminToken()}`)
      .expect(200);
    expect(await seeder.seed()).toBe(0);
    expect(await get('/admin/missions/getMissions', 'missions')).toHaveLength(before.length - 1);
  });
});
