// The admin-side checks of spec §5 with their messages, shown before anything is sent; and content added in
// the admin appearing on the public pages.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page, Request } from 'playwright-core';
import { dialog, FILES, signIn } from '../src/admin-helpers';
import { screenshot, startTestSite, type TestSite } from '../src/harness';

let site: TestSite;
let page: Page;
const writes: string[] = [];
beforeAll(async () => {
  site = await startTestSite();
  page = await site.newPage({ width: 1280, height: 900 });
  page.on('request', (req: Request) => {
    if (req.method() === 'POST' && req.url().startsWith(site.apiUrl)) writes.push(new URL(req.url()).pathname);
  });
  await signIn(site, page);
}, 120_000);
afterAll(() => site?.stop());

const png = (n = 1) => Array.from({ length: n }, (_, i) => FILES.png(`p${i}.png`));

const CHECKS: Array<{ path: string; add: string; fill?: Record<string, string>; selects?: Record<string, string>; files?: Record<string, ReturnType<typeof png>>; message: string }> = [
  { path: 'banner/main', add: 'Add Banner', fill: { Title: 'T', Heading: 'H' }, files: { 'Images (up to 2)': png(3) }, message: 'Only two images are allowed!' },
  { path: 'service/main', add: 'Add Service', message: 'Title and description are required!' },
  { path: 'service/main', add: 'Add Service', fill: { Title: 'T', Description: 'D' }, message: 'Please upload an image!' },
  { path: 'about/main', add: 'Add About', files: { 'Profile images (up to 5)': png(6) }, message: 'You can only upload up to 5 profile images.' },
  { path: 'main/mission', add: 'Add Mission', message: 'Title and description are required!' },
  { path: 'integrated/mission', add: 'Add Mission', message: 'Title and description are required!' },
  { path: 'testimonial/main', add: 'Add Testimonial', message: 'name and designation are required!' },
  { path: 'testimonial/main', add: 'Add Testimonial', fill: { Name: 'N', Designation: 'D' }, message: 'Image is required for new entries!' },
  { path: 'adminContact', add: 'Add Contact', message: 'Contact Type and Description are required!' },
  { path: 'main/help', add: 'Add Help Card', message: 'Heading and text are required!' },
  { path: 'main/help', add: 'Add Help Card', fill: { Heading: 'H', Text: 'T' }, message: 'All images are required!' },
  { path: 'integrated/aboutCard', add: 'Add New', message: 'Image is required for new entries!' },
  { path: 'jobs', add: 'Add Job', message: 'Job title is required' },
];

async function openAdd(path: string, add: string) {
  await page.goto(`${site.url}/admin/${path}`);
  await page.getByRole('button', { name: add, exact: true }).click();
  return dialog(page);
}

describe('admin validation (spec §5)', () => {
  for (const c of CHECKS) {
    it(`${c.path}: ${c.message}`, async () => {
      const dlg = await openAdd(c.path, c.add);
      for (const [label, value] of Object.entries(c.fill ?? {})) await dlg.getByLabel(label, { exact: true }).fill(value);
      for (const [label, files] of Object.entries(c.files ?? {})) await dlg.getByLabel(label, { exact: true }).setInputFiles(files);
      writes.length = 0;
      await dlg.getByRole('button', { name: 'Save' }).click();
      await dlg.getByText(c.message).first().waitFor();
      expect(writes).toEqual([]);
      if (c.path === 'banner/main') await screenshot(page, 'admin-validation-banner');
    });
  }
});

describe('content added in the admin shows on the public pages', () => {
  const u = Date.now().toString(36);

  it('a job on /main/jobs, a service on /main/service, a client on /integrat/clients', async () => {
    let dlg = await openAdd('jobs', 'Add Job');
    const job = { 'Job Title': `Lift Technician ${u}`, Location: 'Nagpur', Experience: '3-5 years', Salary: '30000', Description: 'Lift upkeep', 'Requirements (one per line)': 'ITI', 'Benefits (one per line)': 'PF' };
    for (const [label, value] of Object.entries(job)) await dlg.getByLabel(label, { exact: true }).fill(value);
    await dlg.getByLabel('Job Type', { exact: true }).selectOption('Full-time');
    await dlg.getByRole('button', { name: 'Save' }).click();
    await dlg.waitFor({ state: 'detached' });

    dlg = await openAdd('service/main', 'Add Service');
    await dlg.getByLabel('Title', { exact: true }).fill(`Facade Cleaning ${u}`);
    await dlg.getByLabel('Description', { exact: true }).fill('Rope-access glass cleaning');
    await dlg.getByLabel('Image', { exact: true }).setInputFiles(png());
    await dlg.getByLabel('Saturday opening time').fill('Closed');
    await dlg.getByLabel('Saturday closing time').fill('Closed');
    await dlg.getByRole('button', { name: 'Add FAQ' }).click();
    await dlg.getByLabel('Question 1').fill('Do you work at night?');
    await dlg.getByLabel('Answer 1').fill('Yes, on request.');
    await dlg.getByRole('button', { name: 'Save' }).click();
    await dlg.waitFor({ state: 'detached' });

    dlg = await openAdd('cli', 'Add Client');
    const client = { Name: `Orion Malls ${u}`, Industry: 'Retail', Year: '2021', Description: 'Mall housekeeping', 'Services (comma-separated)': 'Housekeeping Services, Security Services' };
    for (const [label, value] of Object.entries(client)) await dlg.getByLabel(label, { exact: true }).fill(value);
    await dlg.getByLabel('Logo image', { exact: true }).setInputFiles(png());
    await dlg.getByRole('button', { name: 'Save' }).click();
    await dlg.waitFor({ state: 'detached' });

    const visitor = await site.newPage();
    await visitor.goto(`${site.url}/main/jobs`);
    await visitor.getByText(`Lift Technician ${u}`).first().waitFor();
    await visitor.goto(`${site.url}/main/service`);
    await visitor.getByRole('heading', { name: `Facade Cleaning ${u}` }).waitFor();
    await visitor.getByRole('heading', { name: `Facade Cleaning ${u}` }).locator('xpath=ancestor::li[1]').getByRole('link', { name: /^Read More/ }).click();
    await visitor.getByText('Do you work at night?').first().waitFor();
    await visitor.goto(`${site.url}/integrat/clients`);
    await visitor.getByText(`Orion Malls ${u}`).first().waitFor();
  });
});
