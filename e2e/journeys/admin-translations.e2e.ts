// Translators in the back office (docs/i18n.md, "Translated content"): an editor of both sites translates a service
// into Hindi beside its English; the public API in Hindi answers it, and in Marathi falls back to it field by field.
// When the editor rewords the English, the list and the form mark the Hindi "source changed" until they confirm it.
// The other screens that deal with languages are looked at in English, Hindi and Marathi content, at 1366 and 390 px:
// the footer's translations, the status e-mails' translations and previews, and the language of a submission.
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { dialog, FILES, row, search } from '../src/admin-helpers';
import { expect, PHONE, test, type TestSite, WIDE } from '../src/fixtures';
import { adminToken, SCREENSHOTS, screenshot, seriousAxeViolations } from '../src/harness';

test.use({ siteGroup: 'admin' });

interface Service {
  _id: string;
  title: string;
  description: string;
  translations?: Record<string, { values: Record<string, unknown>; sources: Record<string, unknown> }>;
}

/** A long page's part, alone: what a person looks at there. */
const screenshotOf = (part: Locator, name: string) => part.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });

async function signIn(page: Page, siteUrl: string, email: string, password: string) {
  await page.goto(`${siteUrl}/admin/login`);
  await page.getByPlaceholder('Email').fill(email);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && url.pathname !== '/admin/login');
}

async function api<T>(site: TestSite, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const res = await fetch(`${site.apiUrl}/${path}`, {
    ...rest,
    headers: { ...(rest.headers as Record<string, string>), ...(token && { Authorization: `Bearer ${token}` }) },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A service of the journey's own, added as the owner (with its image, as the form requires). */
async function addService(site: TestSite, token: string, title: string) {
  const form = new FormData();
  form.append('title', title);
  form.append('description', 'Trained lift operators for offices and hospitals');
  const png = FILES.png();
  form.append('image', new Blob([new Uint8Array(png.buffer)], { type: png.mimeType }), png.name);
  return (await api<{ data: { _id: string } }>(site, 'admin/services/addServices', { method: 'POST', body: form, token })).data._id;
}

/** The service as a public read in `lang` answers it (none: English). */
async function publicService(site: TestSite, id: string, lang?: 'hi' | 'mr') {
  const { services } = await api<{ services: Service[] }>(site, `admin/services/getServices?limit=100${lang ? `&lang=${lang}` : ''}`);
  return services.find((s) => s._id === id);
}

async function openEdit(page: Page, title: string) {
  await search(page, title);
  await row(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const form = dialog(page);
  await form.getByRole('button', { name: 'Edit translations' }).click();
  return form;
}

test.describe('translations in the back office', () => {
  test('an editor translates a service into Hindi; Marathi falls back to it; a reworded English is marked until confirmed', async ({ site, newPage }) => {
    test.slow();
    const u = Date.now().toString(36);
    const token = await adminToken(site.apiUrl);
    const editor = { name: `Meera Editor ${u}`, email: `meera-${u}@firm.in`, password: 'meera-pass-12' };
    await api(site, 'admin/AdminLogin/addAdmin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...editor, role: 'editor', sites: ['main', 'integrated'] }),
      token,
    });
    const title = `Lift Operators ${u}`;
    const id = await addService(site, token, title);
    try {
      const page = await newPage(WIDE);
      await signIn(page, site.url, editor.email, editor.password);
      await page.goto(`${site.url}/admin/service/main`);
      await search(page, title);
      // Title, description and business hours have English to translate.
      await expect(row(page, title).locator('.admin-tr-badges')).toHaveText('Hindi: 3 to translateMarathi: 3 to translate');

      const form = await openEdit(page, title);
      await expect(form.getByRole('tab', { name: /Hindi/ })).toHaveAttribute('aria-selected', 'true');
      await form.getByLabel('Title in Hindi').fill('लिफ्ट ऑपरेटर');
      await form.getByLabel('Description in Hindi').fill('दफ़्तरों और अस्पतालों के लिए प्रशिक्षित लिफ्ट ऑपरेटर');
      await form.getByRole('tab', { name: /Marathi/ }).click();
      // Marathi left empty shows what its readers will get: the Hindi.
      await expect(form.getByLabel('Title in Marathi')).toHaveAttribute('placeholder', 'लिफ्ट ऑपरेटर');
      await expect(form.getByText('Left empty, readers see the Hindi.').first()).toBeVisible();
      await expect(form.getByRole('tabpanel', { name: /Hindi/ })).toBeHidden();
      await form.getByLabel('Title in Marathi').scrollIntoViewIfNeeded();
      await screenshot(page, 'admin-translations-service-marathi-1366');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(dialog(page)).toBeHidden();

      // The public reads: Hindi answers the translation, Marathi falls back to it, English is as it was.
      await expect.poll(async () => (await publicService(site, id, 'hi'))?.title).toBe('लिफ्ट ऑपरेटर');
      expect((await publicService(site, id, 'hi'))?.description).toBe('दफ़्तरों और अस्पतालों के लिए प्रशिक्षित लिफ्ट ऑपरेटर');
      expect((await publicService(site, id, 'mr'))?.title).toBe('लिफ्ट ऑपरेटर');
      const english = await publicService(site, id);
      expect(english?.title).toBe(title);
      expect(english).not.toHaveProperty('translations');
      // The service's own page in each language.
      const reader = await newPage(PHONE);
      await reader.goto(`${site.url}/hi/booking/${id}`);
      await expect(reader.getByRole('heading', { level: 1 })).toContainText('लिफ्ट ऑपरेटर');
      await reader.goto(`${site.url}/mr/booking/${id}`);
      await expect(reader.getByRole('heading', { level: 1 })).toContainText('लिफ्ट ऑपरेटर');

      // The English is reworded: the Hindi title's source changed.
      const reworded = `Lift Operators and Attendants ${u}`;
      await search(page, title);
      await row(page, title)
        .getByRole('button', { name: `Edit ${title}` })
        .click();
      await dialog(page).getByLabel('Title', { exact: true }).fill(reworded);
      await dialog(page).getByRole('button', { name: 'Save' }).click();
      await expect(dialog(page)).toBeHidden();
      await search(page, reworded);
      await expect(row(page, reworded).locator('.admin-badge[data-state="source-changed"]')).toHaveText('Hindi: source changed');
      await screenshot(page, 'admin-translations-services-list-1366');

      const again = await openEdit(page, reworded);
      const hindi = again.getByRole('tabpanel', { name: /Hindi/ });
      await expect(hindi.getByText('Source changed')).toBeVisible();
      await expect(hindi.locator('del')).toHaveText(title);
      await expect(again.getByRole('tabpanel', { name: /Marathi/ })).toBeHidden();
      await hindi.getByText('Source changed').scrollIntoViewIfNeeded();
      await screenshot(page, 'admin-translations-source-changed-1366');
      await page.setViewportSize(PHONE);
      await again.getByLabel('Title in Hindi').scrollIntoViewIfNeeded();
      await screenshot(page, 'admin-translations-source-changed-390');
      await page.setViewportSize(WIDE);
      // The Hindi still fits: the editor confirms it.
      await again.getByRole('button', { name: 'Confirm the Hindi title' }).click();
      await expect(hindi.getByText('Confirmed')).toBeVisible();
      await again.getByRole('button', { name: 'Save' }).click();
      await expect(dialog(page)).toBeHidden();

      await search(page, reworded);
      await expect(row(page, reworded).locator('.admin-badge[data-state="source-changed"]')).toHaveCount(0);
      // The office's read of the list (an admin of its area) answers the stored translations.
      const stored = (await api<{ services: Service[] }>(site, `admin/services/getServices?limit=100`, { token })).services.find((s) => s._id === id)!;
      expect(stored.translations?.hi?.sources.title).toBe(reworded);
      expect(stored.translations?.hi?.values.title).toBe('लिफ्ट ऑपरेटर');
      const confirmed = await openEdit(page, reworded);
      await expect(confirmed.getByRole('tabpanel', { name: /Hindi/ }).getByText('Source changed')).toHaveCount(0);
      await page.setViewportSize(PHONE);
      await page.goto(`${site.url}/admin/service/main?q=${encodeURIComponent(reworded)}`);
      await expect(row(page, reworded)).toBeVisible();
      await screenshot(page, 'admin-translations-services-list-390');
    } finally {
      await api(site, `admin/services/deleteServices/${id}`, { method: 'POST', token });
    }
  });

  test('the footer, the status e-mails and the submissions in Hindi and Marathi, at 1366 and 390 px', async ({ adminPage: page, site }) => {
    test.slow();
    const u = Date.now().toString(36);
    const token = await adminToken(site.apiUrl);
    const job = {
      jobTitle: `Security Guard ${u}`,
      location: 'Pune',
      jobType: 'Full-time',
      experience: '1-3 years',
      salary: '18000',
      description: 'Day and night shifts',
      requirement: '10th pass',
      benefit: 'PF and ESI',
      questions: [{ id: 'shift', text: 'Which shift suits you?', kind: 'choice', options: ['Day', 'Night'], required: true, knockout: null }],
    };
    const jobId = (
      await api<{ data: { _id: string } }>(site, 'admin/jobs/addJobs', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(job),
        token,
      })
    ).data._id;
    // A candidate who applied from the Marathi page, in Devanagari.
    const name = `सुनीता पाटील ${u}`;
    const application = new FormData();
    for (const [k, v] of Object.entries({
      name,
      email: `sunita-${u}@example.com`,
      mobile: '9822012345',
      address: 'कोथरूड, पुणे',
      jobId,
      jobTitle: job.jobTitle,
      skills: 'रात्रपाळी, गस्त',
      experience: '1-3 years',
      qualification: 'दहावी',
      consent: 'true',
      answers: JSON.stringify({ shift: 'Night' }),
    }))
      application.append(k, v);
    application.append('resume', new Blob([new Uint8Array(FILES.pdf)], { type: 'application/pdf' }), 'cv.pdf');
    await api(site, 'admin/applyJobs/addApplyJobs?lang=mr', { method: 'POST', body: application });

    for (const [width, size] of [
      ['1366', WIDE],
      ['390', PHONE],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(`${site.url}/admin/settings`);
      const footer = page.getByRole('region', { name: 'The footer in Hindi and Marathi' });
      await footer.getByRole('button', { name: 'Edit translations' }).click();
      await expect(footer.getByLabel('Footer text in Hindi')).toBeVisible();
      await screenshotOf(footer, `admin-translations-settings-${width}`);

      await page.goto(`${site.url}/admin/candidate-emails`);
      const shortlisted = page.getByRole('form', { name: 'Shortlisted' });
      await shortlisted.getByRole('button', { name: 'Edit translations' }).click();
      await shortlisted.getByRole('tab', { name: /Marathi/ }).click();
      await shortlisted.getByRole('button', { name: 'Preview in Marathi' }).click();
      await expect(page.getByLabel('Preview of the Shortlisted e-mail')).toContainText('In Marathi');
      await screenshotOf(shortlisted, `admin-translations-templates-${width}`);

      await page.goto(`${site.url}/admin/inbox?type=applyJobs&q=${encodeURIComponent(u)}`);
      await expect(row(page, name)).toContainText('Marathi');
      await screenshot(page, `admin-translations-inbox-${width}`);
      await row(page, name)
        .getByRole('link', { name: new RegExp(name) })
        .click();
      await expect(page.getByText(/^Language:/)).toHaveText('Language: Marathi (the e-mails the firm sends about it are in Marathi)');
      await expect(page.getByText('कोथरूड, पुणे')).toHaveAttribute('lang', 'mr');
      await screenshot(page, `admin-translations-inbox-item-${width}`);

      await page.goto(`${site.url}/admin/JobContact?job=${jobId}`);
      await expect(row(page, name)).toContainText('Marathi');
      await screenshot(page, `admin-translations-applications-${width}`);

      await page.goto(`${site.url}/admin/jobs?q=${encodeURIComponent(job.jobTitle)}`);
      await row(page, job.jobTitle)
        .getByRole('button', { name: `Edit ${job.jobTitle}` })
        .click();
      await dialog(page).getByRole('button', { name: 'Edit translations' }).click();
      await expect(dialog(page).getByLabel('Question 1, choice 2 in Hindi')).toHaveAttribute('placeholder', 'Night');
      await dialog(page).getByLabel('Question 1, choice 2 in Hindi').scrollIntoViewIfNeeded();
      await screenshot(page, `admin-translations-job-questions-${width}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    }
  });
});
