// The admin-side checks with their messages, shown before anything is sent; and content added in the admin
// appearing on the public pages.
import type { Page, Request } from '@playwright/test';
import { dialog, FILES } from '../src/admin-helpers';
import { expect, test, type TestSite } from '../src/fixtures';
import { apiList, screenshot } from '../src/harness';

test.use({ siteGroup: 'admin' });

/** The API writes (POSTs) the page makes from now on. */
function recordWrites(page: Page, site: TestSite) {
  const writes: string[] = [];
  page.on('request', (req: Request) => {
    if (req.method() === 'POST' && req.url().startsWith(site.apiUrl)) writes.push(new URL(req.url()).pathname);
  });
  return writes;
}

const png = (n = 1) => Array.from({ length: n }, (_, i) => FILES.png(`p${i}.png`));

const ABOUT_TEXTS = {
  Heading: 'H',
  Text: 'T',
  Description: 'D',
  Experience: '25+ Years',
  'Projects (figure and label)': '120',
  'Client (figure and label)': '2500',
  'Staff (figure and label)': '100',
  'Awards (figure and label)': '25',
};

/** Each check fills the add form, then either Save shows `message`, or Save stays disabled and `disabled` says why. */
const CHECKS: Array<{
  path: string;
  add: string;
  fill?: Record<string, string>;
  selects?: Record<string, string>;
  files?: Record<string, ReturnType<typeof png>>;
  message?: string;
  disabled?: string;
}> = [
  {
    path: 'banner/main',
    add: 'Add Banner',
    fill: { Title: 'T', Heading: 'H' },
    files: { 'Images (up to 2)': png(3) },
    message: 'Only two images are allowed!',
  },
  { path: 'banner/main', add: 'Add Banner', disabled: 'Needed to save: Title, Heading, Images.' },
  { path: 'banner/main', add: 'Add Banner', fill: { Title: 'T', Heading: 'H' }, disabled: 'Needed to save: Images.' },
  { path: 'service/main', add: 'Add Service', disabled: 'Needed to save: Title, Description, Image.' },
  { path: 'service/main', add: 'Add Service', fill: { Title: 'T', Description: 'D' }, disabled: 'Needed to save: Image.' },
  // Blank text gets past the button, not the checks.
  { path: 'service/main', add: 'Add Service', fill: { Title: ' ', Description: ' ' }, files: { Image: png() }, message: 'Title and description are required!' },
  { path: 'about/main', add: 'Add About', files: { 'Profile images (up to 5)': png(6) }, message: 'You can only upload up to 5 profile images.' },
  { path: 'about/main', add: 'Add About', message: 'Heading is required' },
  { path: 'about/main', add: 'Add About', fill: ABOUT_TEXTS, message: 'Main image is required' },
  { path: 'about/main', add: 'Add About', fill: ABOUT_TEXTS, files: { 'Main image': png() }, message: 'Small image is required' },
  {
    path: 'about/main',
    add: 'Add About',
    fill: ABOUT_TEXTS,
    files: { 'Main image': png(), 'Small image': png() },
    message: 'Please upload at least one profile image',
  },
  { path: 'main/mission', add: 'Add Mission', message: 'Title and description are required!' },
  { path: 'integrated/mission', add: 'Add Mission', message: 'Title and description are required!' },
  { path: 'testimonial/main', add: 'Add Testimonial', message: 'name and designation are required!' },
  { path: 'testimonial/main', add: 'Add Testimonial', fill: { Name: 'N', Designation: 'D' }, message: 'Image is required for new entries!' },
  { path: 'adminContact', add: 'Add Contact', message: 'Contact Type and Description are required!' },
  { path: 'main/help', add: 'Add Help Card', message: 'Heading and text are required!' },
  { path: 'main/help', add: 'Add Help Card', fill: { Heading: 'H', Text: 'T' }, message: 'All images are required!' },
  { path: 'integrated/aboutCard', add: 'Add New', message: 'Image is required for new entries!' },
  { path: 'jobs', add: 'Add Job', message: 'Job title is required' },
  { path: 'jobs', add: 'Add Job', fill: { 'Job Title': 'Guard' }, message: 'Location is required' },
];

async function openAdd(page: Page, site: TestSite, path: string, add: string) {
  await page.goto(`${site.url}/admin/${path}`);
  await page.getByRole('button', { name: add, exact: true }).click();
  return dialog(page);
}

test.describe('admin validation', () => {
  for (const c of CHECKS) {
    test(`${c.path}: ${c.message ?? c.disabled}`, async ({ adminPage: page, site }) => {
      const writes = recordWrites(page, site);
      const dlg = await openAdd(page, site, c.path, c.add);
      for (const [label, value] of Object.entries(c.fill ?? {})) await dlg.getByLabel(label, { exact: true }).fill(value);
      for (const [label, files] of Object.entries(c.files ?? {})) await dlg.getByLabel(label, { exact: true }).setInputFiles(files);
      const save = dlg.getByRole('button', { name: 'Save' });
      if (c.disabled) {
        await expect(save).toBeDisabled();
        await expect(dlg.getByText(c.disabled, { exact: true })).toBeVisible();
        if (!c.fill) await screenshot(page, `admin-validation-${c.path.replace(/\//g, '-')}-disabled`);
      } else {
        await save.click();
        await expect(dlg.getByText(c.message!, { exact: true }).first()).toBeVisible();
        if (c.path === 'banner/main') await screenshot(page, 'admin-validation-banner');
      }
      expect(writes).toEqual([]);
    });
  }

  test('admin sign-in: email and password are required, and nothing is sent without them', async ({ page: anonymous, site }) => {
    const calls: string[] = [];
    anonymous.on('request', (req: Request) => {
      if (req.url().startsWith(site.apiUrl)) calls.push(req.url());
    });
    await anonymous.goto(`${site.url}/admin/login`);
    await anonymous.getByRole('button', { name: 'LOGIN' }).click();
    await expect(anonymous.getByText('Email is required', { exact: true })).toBeVisible();
    await expect(anonymous.getByText('Password is required', { exact: true })).toBeVisible();
    await anonymous.getByPlaceholder('Email').fill('admin@example.com');
    await anonymous.getByRole('button', { name: 'LOGIN' }).click();
    await expect(anonymous.getByText('Password is required', { exact: true })).toBeVisible();
    await expect(anonymous.getByText('Email is required')).toHaveCount(0);
    expect(calls).toEqual([]);
  });

  test('an about card edited without a new image keeps the current one', async ({ adminPage: page, site }) => {
    const [card] = await apiList<{ _id: string; image: string }>(site.apiUrl, 'admin/aboutCards/getAboutCards', 'aboutCards');
    await page.goto(`${site.url}/admin/integrated/aboutCard`);
    await page.locator('.ui-table tbody tr').first().getByRole('button', { name: /^Edit/ }).click();
    const dlg = dialog(page);
    await expect(dlg.getByText('Leave empty to keep the current image')).toBeVisible();
    await dlg.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.Toastify__toast').getByText('About card updated successfully!', { exact: true })).toBeVisible();
    expect(card!.image).toMatch(/\S/);
    const after = await apiList<{ _id: string; image: string }>(site.apiUrl, 'admin/aboutCards/getAboutCards', 'aboutCards');
    expect(after.find((c) => c._id === card!._id)?.image).toBe(card!.image);
  });
});

test.describe('content added in the admin shows on the public pages', () => {
  const u = Date.now().toString(36);

  test('a job on /main/jobs, a service on /main/service, a client on /integrat/clients', async ({ adminPage: page, site, newPage }) => {
    let dlg = await openAdd(page, site, 'jobs', 'Add Job');
    const job = {
      'Job Title': `Lift Technician ${u}`,
      Location: 'Nagpur',
      Experience: '3-5 years',
      Salary: '30000',
      Description: 'Lift upkeep',
      'Requirements (one per line)': 'ITI',
      'Benefits (one per line)': 'PF',
    };
    for (const [label, value] of Object.entries(job)) await dlg.getByLabel(label, { exact: true }).fill(value);
    await dlg.getByLabel('Job Type', { exact: true }).selectOption('Full-time');
    await dlg.getByRole('button', { name: 'Save' }).click();
    await expect(dlg).not.toBeAttached();

    dlg = await openAdd(page, site, 'service/main', 'Add Service');
    await dlg.getByLabel('Title', { exact: true }).fill(`Facade Cleaning ${u}`);
    await dlg.getByLabel('Description', { exact: true }).fill('Rope-access glass cleaning');
    await dlg.getByLabel('Image', { exact: true }).setInputFiles(png());
    await dlg.getByLabel('Saturday opening time').fill('Closed');
    await dlg.getByLabel('Saturday closing time').fill('Closed');
    await dlg.getByRole('button', { name: 'Add FAQ' }).click();
    await dlg.getByLabel('Question 1').fill('Do you work at night?');
    await dlg.getByLabel('Answer 1').fill('Yes, on request.');
    await dlg.getByRole('button', { name: 'Save' }).click();
    await expect(dlg).not.toBeAttached();

    dlg = await openAdd(page, site, 'cli', 'Add Client');
    const client = {
      Name: `Orion Malls ${u}`,
      Industry: 'Retail',
      Year: '2021',
      Description: 'Mall housekeeping',
      'Services (comma-separated)': 'Housekeeping Services, Security Services',
    };
    for (const [label, value] of Object.entries(client)) await dlg.getByLabel(label, { exact: true }).fill(value);
    await dlg.getByLabel('Logo image', { exact: true }).setInputFiles(png());
    await dlg.getByRole('button', { name: 'Save' }).click();
    await expect(dlg).not.toBeAttached();

    const visitor = await newPage();
    await visitor.goto(`${site.url}/main/jobs`);
    await expect(visitor.getByText(`Lift Technician ${u}`).first()).toBeVisible();
    await visitor.goto(`${site.url}/main/service`);
    await expect(visitor.getByRole('heading', { name: `Facade Cleaning ${u}` })).toBeVisible();
    await visitor
      .getByRole('heading', { name: `Facade Cleaning ${u}` })
      .locator('xpath=ancestor::li[1]')
      .getByRole('link', { name: /^Read More/ })
      .click();
    await expect(visitor.getByText('Do you work at night?').first()).toBeVisible();
    await visitor.goto(`${site.url}/integrat/clients`);
    await expect(visitor.getByText(`Orion Malls ${u}`).first()).toBeVisible();
  });
});
