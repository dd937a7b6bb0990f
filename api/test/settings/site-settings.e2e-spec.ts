// The site settings (docs/behaviour.md §23) over HTTP: today's values as defaults, checked with the contract on save,
// a public read without the recipients (cached, and new at once after a save), admins only for the rest, and the
// notification recipients: NOTIFY_TO* wins over the settings, which win over the first admin's address.
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { COMPANY, DEFAULT_LINK_SOURCES, RESOURCES, SITE_SETTINGS_DEFAULTS, type SubmissionKey } from '@site/contracts';
import { startApi, type TestApi } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';
import { useApi } from '../support/use-api.js';
import { DEFAULT_SETTINGS_TRANSLATIONS } from '../../src/settings/default-translations.js';

const TODAY = {
  companyName: COMPANY.name,
  phone: '+91 98765 43210',
  email: 'info@sentinelifs.in',
  address: 'Office 402, Sentinel House, Baner Road, Pune, Maharashtra 411045',
  whatsapp: '+91 98765 43210',
  socialLinks: [],
};
const NO_RECIPIENTS = { applyJobs: '', ServiceEnquiry: '', homeEnquiry: '', userContact: '' };

async function submit(api: TestApi, key: SubmissionKey) {
  const sample = SAMPLES[key]!;
  const res = await send(
    api.http.post(`/${RESOURCES[key].path}/${RESOURCES[key].add}`),
    { ...sample.fields, email: `visitor-${randomUUID().slice(0, 8)}@example.com` },
    sample.files,
  ).expect(201);
  return res.body.data._id as string;
}

async function notifiedTo(api: TestApi, key: SubmissionKey) {
  const id = await submit(api, key);
  const res = await api.http
    .get(`/admin/mail/deliveries/${id}`)
    .set('Authorization', `Bearer ${await api.adminToken()}`)
    .expect(200);
  return (res.body.deliveries as Array<{ kind: string; to: string }>).find((d) => d.kind === 'notification')?.to;
}

describe('site settings', () => {
  const { api, auth } = useApi({ NOTIFY_TO_APPLYJOBS: 'hr-env@example.com' }, { timeout: 60_000 });
  const current = async () => (await api.http.get('/admin/settings').set(auth).expect(200)).body;
  const saveWith = async (change: Record<string, unknown>, status: number) =>
    api.http
      .put('/admin/settings')
      .set(auth)
      .send({ ...(await current()).settings, ...change })
      .expect(status);

  it("defaults to today's values, with the footer's text as the site was built", async () => {
    const res = await api.http.get('/admin/settings/public').expect(200);
    expect(res.body).toEqual({ ...TODAY, footerText: SITE_SETTINGS_DEFAULTS.footerText });
    expect(res.body.footerText).toMatch(/since 2010\.$/);
    const admin = await current();
    expect(admin.settings).toEqual({
      ...TODAY,
      footerText: SITE_SETTINGS_DEFAULTS.footerText,
      notifyTo: NO_RECIPIENTS,
      sources: DEFAULT_LINK_SOURCES,
      translations: DEFAULT_SETTINGS_TRANSLATIONS,
    });
    expect(admin.updatedAt).toBeNull();
  });

  it('tells where each type is announced: the environment wins, else the first admin', async () => {
    const { recipients } = await current();
    expect(recipients.applyJobs).toEqual({ to: 'hr-env@example.com', from: 'environment' });
    expect(recipients.userContact).toEqual({ to: api.config.admin.email, from: 'default' });
  });

  it('lets no one but an admin read the whole settings or save them', async () => {
    await api.http.get('/admin/settings').expect(401);
    await api.http.put('/admin/settings').send({ phone: '+91 11111 11111' }).expect(401);
    const visitor = { Authorization: `Bearer ${await api.userToken()}` };
    await api.http.get('/admin/settings').set(visitor).expect(403);
    await api.http.put('/admin/settings').set(visitor).send({}).expect(403);
    expect((await api.http.get('/admin/settings/public').expect(200)).body.phone).toBe(TODAY.phone);
  });

  it.each([
    ['Phone number is required', { phone: '' }],
    ['Phone number may hold only digits, spaces, brackets, dashes and a leading +', { phone: '+91 98765 4321x' }],
    ['Phone number must have 7 to 15 digits', { phone: '12 34' }],
    ['WhatsApp number must have 7 to 15 digits', { whatsapp: '+1 234 567 890 123 456 78' }],
    ['Please enter a valid e-mail address', { email: 'info@' }],
    ['Company name must be at most 120 characters', { companyName: 'x'.repeat(121) }],
    ['Address must be at least 5 characters', { address: 'Pune' }],
    ['Footer text must be at most 500 characters', { footerText: 'y'.repeat(501) }],
    ["A social link's address must be a full http(s) address", { socialLinks: [{ label: 'Facebook', url: 'javascript:alert(1)' }] }],
    ["A social link's name is required", { socialLinks: [{ label: '', url: 'https://facebook.com/x' }] }],
    ['At most 8 social links', { socialLinks: Array.from({ length: 9 }, (_, i) => ({ label: `L${i}`, url: `https://example.com/${i}` })) }],
    ['Recipients must be e-mail addresses separated by commas', { notifyTo: { ...NO_RECIPIENTS, homeEnquiry: 'sales@example.com, nobody' } }],
    ['Social links must be a list', { socialLinks: 'facebook' }],
  ])('400 "%s"', async (message, change) => {
    const res = await saveWith(change, 400);
    expect(res.body.message).toBe(message);
    expect((await api.http.get('/admin/settings/public').expect(200)).body.phone).toBe(TODAY.phone);
  });

  it('refuses a body that is not the settings', async () => {
    const res = await api.http.put('/admin/settings').set(auth).send({ phone: '+91 22222 22222' }).expect(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('saves every field; the public read shows the change at once and never the recipients', async () => {
    // Read once so the answer is cached: the save must drop it.
    const before = await api.http.get('/admin/settings/public').expect(200);
    expect(before.headers.etag).toBeDefined();
    const change = {
      companyName: 'Sentinel Facility Services Pvt Ltd',
      phone: '+91 20 4000 1234',
      whatsapp: '+91 99999 00000',
      email: ' Hello@Example.COM ',
      address: 'Tower B, Magarpatta City, Pune 411013',
      socialLinks: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/company/example' }],
      footerText: 'Facility and people services for the whole of western India.',
      notifyTo: { ...NO_RECIPIENTS, userContact: 'front-desk@example.com, sales@example.com', applyJobs: 'hr-settings@example.com' },
    };
    const saved = await saveWith(change, 200);
    expect(saved.body.message).toBe('Site settings saved');
    expect(saved.body.settings.email).toBe('hello@example.com');
    expect(saved.body.updatedAt).toEqual(expect.any(String));
    const shown = await api.http.get('/admin/settings/public').expect(200);
    expect(shown.body).toEqual({ ...change, email: 'hello@example.com', notifyTo: undefined });
    expect(JSON.stringify(shown.body)).not.toContain('front-desk@example.com');
    expect(shown.headers.etag).not.toBe(before.headers.etag);
    const { recipients } = await current();
    expect(recipients.userContact).toEqual({ to: 'front-desk@example.com, sales@example.com', from: 'settings' });
    // NOTIFY_TO_APPLYJOBS is set: it still wins.
    expect(recipients.applyJobs).toEqual({ to: 'hr-env@example.com', from: 'environment' });
  });

  it("sends each type's notification to its recipients: the settings', or the environment's where set", async () => {
    expect(await notifiedTo(api, 'userContact')).toBe('front-desk@example.com, sales@example.com');
    expect(await notifiedTo(api, 'applyJobs')).toBe('hr-env@example.com');
    expect(await notifiedTo(api, 'homeEnquiry')).toBe(api.config.admin.email);
  });

  it('records the change in the audit log', async () => {
    const res = await api.http.get('/admin/audit').query({ resource: 'SiteSettings' }).set(auth).expect(200);
    const entries = res.body.entries ?? res.body.items;
    expect(
      entries.some(
        (e: { resource: string; action: string; adminName: string }) => e.resource === 'SiteSettings' && e.action === 'save' && e.adminName === 'Administrator',
      ),
    ).toBe(true);
  });
});

describe('site settings with NOTIFY_TO', () => {
  it('NOTIFY_TO wins over every saved recipient', async () => {
    const api = await startApi({ NOTIFY_TO: 'office-env@example.com' });
    try {
      const auth = { Authorization: `Bearer ${await api.adminToken()}` };
      const { settings } = (await api.http.get('/admin/settings').set(auth).expect(200)).body;
      await api.http
        .put('/admin/settings')
        .set(auth)
        .send({ ...settings, notifyTo: { ...NO_RECIPIENTS, homeEnquiry: 'sales@example.com' } })
        .expect(200);
      const { recipients } = (await api.http.get('/admin/settings').set(auth).expect(200)).body;
      expect(recipients.homeEnquiry).toEqual({ to: 'office-env@example.com', from: 'environment' });
      expect(await notifiedTo(api, 'homeEnquiry')).toBe('office-env@example.com');
    } finally {
      await api.close();
    }
  }, 60_000);
});
