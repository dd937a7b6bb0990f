// Every content screen of the back office, driven from one table: add (add starts empty), edit (edit prefills),
// delete (after confirmation), with the list refreshed each time; then content added in the admin shows
// on the public pages.
import type { Locator, Page } from '@playwright/test';
import { dialog, FILES, postJson, row, search } from '../src/admin-helpers';
import { expect, PHONE, test } from '../src/fixtures';
import { adminToken, apiList, screenshot } from '../src/harness';

test.use({ siteGroup: 'admin' });

type FilePayload = ReturnType<typeof FILES.png>;
interface Screen {
  path: string;
  heading: string;
  addButton: string;
  addTitle: string;
  editTitle: string;
  /** Label -> value typed in the add form; the first one identifies the row. */
  fill: Record<string, string>;
  selects?: Record<string, string>;
  files?: Record<string, FilePayload[]>;
  /** A text field changed in the edit form (null: the row has no text, a new image is sent instead). */
  edit: { label: string; value: string } | null;
  addedToast?: string;
  /** The confirmation names the resource and the item as it is after the edit. */
  deleteQuestion: string;
}

const u = Date.now().toString(36);
const png = (n = 1) => Array.from({ length: n }, (_, i) => FILES.png(`p${i}.png`));

const SCREENS: Screen[] = [
  {
    path: 'cli',
    heading: 'Clients',
    addButton: 'Add Client',
    addTitle: 'Add Client',
    editTitle: 'Edit Client',
    fill: { Name: `Client ${u}`, Industry: 'Retail', Year: '2019', Description: 'Store security' },
    files: { 'Logo image': png() },
    edit: { label: 'Industry', value: 'Retail chains' },
    deleteQuestion: `Delete the client 'Client ${u}'?`,
  },
  {
    path: 'jobs',
    heading: 'Jobs',
    addButton: 'Add Job',
    addTitle: 'Add Job',
    editTitle: 'Edit Job',
    fill: {
      'Job Title': `Guard ${u}`,
      Location: 'Pune',
      Experience: '1-3 years',
      Salary: '20000',
      Description: 'Night shift',
      'Requirements (one per line)': 'Fit',
      'Benefits (one per line)': 'PF',
    },
    selects: { 'Job Type': 'Part-time' },
    edit: { label: 'Location', value: 'Mumbai' },
    deleteQuestion: `Delete the job 'Guard ${u}'?`,
  },
  {
    path: 'banner/main',
    heading: 'Main Banners',
    addButton: 'Add Banner',
    addTitle: 'Add Banner',
    editTitle: 'Edit Banner',
    fill: { Title: `Banner ${u}`, Heading: 'Safe sites' },
    files: { 'Images (up to 2)': png(2) },
    edit: { label: 'Heading', value: 'Safer sites' },
    deleteQuestion: `Delete the banner 'Banner ${u}'?`,
  },
  {
    path: 'banner/integrated',
    heading: 'Integrated Banners',
    addButton: 'Add Banner',
    addTitle: 'Add Banner',
    editTitle: 'Edit Banner',
    fill: { Title: `IBanner ${u}`, Heading: 'One partner' },
    files: { Image: png() },
    edit: { label: 'Heading', value: 'One trusted partner' },
    deleteQuestion: `Delete the integrated banner 'IBanner ${u}'?`,
  },
  {
    path: 'service/main',
    heading: 'Main Services',
    addButton: 'Add Service',
    addTitle: 'Add Service',
    editTitle: 'Edit Service',
    fill: { Title: `Service ${u}`, Description: 'Lift maintenance' },
    files: { Image: png() },
    edit: { label: 'Description', value: 'Lift and escalator maintenance' },
    deleteQuestion: `Delete the service 'Service ${u}'?`,
  },
  {
    path: 'about/main',
    heading: 'Main Abouts',
    addButton: 'Add About',
    addTitle: 'Add About',
    editTitle: 'Edit About',
    fill: {
      Heading: `About ${u}`,
      Text: 'Who we are',
      Description: 'Since 1999',
      Experience: '25+ Years',
      'Projects (figure and label)': '120 Projects',
      'Client (figure and label)': '2500 Clients',
      'Staff (figure and label)': '100 Staff',
      'Awards (figure and label)': '25 Awards',
    },
    files: { 'Main image': png(), 'Small image': png(), 'Profile images (up to 5)': png(3) },
    edit: { label: 'Text', value: 'Who we really are' },
    deleteQuestion: `Delete the about section 'About ${u}'?`,
  },
  {
    path: 'main/mission',
    heading: 'Main Mission & Vision',
    addButton: 'Add Mission',
    addTitle: 'Add Mission',
    editTitle: 'Edit Mission',
    fill: { Title: `Mission ${u}`, Description: 'Safe workplaces' },
    edit: { label: 'Description', value: 'Safe and clean workplaces' },
    deleteQuestion: `Delete the mission 'Mission ${u}'?`,
  },
  {
    path: 'integrated/mission',
    heading: 'Integrated Mission & Vision',
    addButton: 'Add Mission',
    addTitle: 'Add Mission',
    editTitle: 'Edit Mission',
    fill: { Title: `IMission ${u}`, Description: 'One partner', Heading: 'Vision', Content: 'Content', Text: 'Text', Paragraph: 'Paragraph' },
    files: { Image: png() },
    edit: { label: 'Heading', value: 'Our vision' },
    addedToast: 'Mission added successfully!',
    deleteQuestion: `Delete the integrated mission 'IMission ${u}'?`,
  },
  {
    path: 'testimonial/main',
    heading: 'Testimonial Management',
    addButton: 'Add Testimonial',
    addTitle: 'Add Testimonial',
    editTitle: 'Edit Testimonial',
    fill: { Name: `Asha ${u}`, Designation: 'Facility head', Feedback: 'Great team' },
    selects: { Star: '4' },
    files: { Image: png() },
    edit: { label: 'Designation', value: 'Facility director' },
    deleteQuestion: `Delete the testimonial 'Asha ${u}'?`,
  },
  {
    path: 'adminContact',
    heading: 'Admin Contact',
    addButton: 'Add Contact',
    addTitle: 'Add Contact',
    editTitle: 'Edit Contact',
    fill: { Description: `Office ${u}, Pune` },
    selects: { 'Contact Type': 'Our Location' },
    edit: { label: 'Description', value: `Office ${u}, Pune, 2nd floor` },
    deleteQuestion: `Delete the admin contact 'Office ${u}, Pune, 2nd floor'?`,
  },
  {
    path: 'main/help',
    heading: 'Main Help Cards',
    addButton: 'Add Help Card',
    addTitle: 'Add Help Card',
    editTitle: 'Edit Help Card',
    fill: { Heading: `Help ${u}`, Text: 'We help' },
    files: { Image: png(), 'Small (banner) image': png(), 'Right image': png() },
    edit: { label: 'Text', value: 'We help you' },
    deleteQuestion: `Delete the help card 'Help ${u}'?`,
  },
  {
    path: 'integrated/aboutCard',
    heading: 'About Cards',
    addButton: 'Add New',
    addTitle: 'Add About Card',
    editTitle: 'Edit About Card',
    fill: {},
    files: { Image: png() },
    edit: null,
    addedToast: 'About card added successfully!',
    deleteQuestion: 'Delete the about card?',
  },
];

/** The pager's row count: "0 rows", or "… of N". */
const pagerText = (p: Page) => p.locator('.ui-table__pager span').first();
const totalIs = (n: number) => (n === 0 ? '0 rows' : new RegExp(`of ${n}$`));
async function total(p: Page) {
  const text = await pagerText(p).innerText();
  return text === '0 rows' ? 0 : Number(/of (\d+)/.exec(text)![1]);
}

test.describe('admin content screens', () => {
  for (const s of SCREENS) {
    test(`${s.heading}: add, edit and delete with the list refreshed`, async ({ adminPage: page, site }) => {
      await page.goto(`${site.url}/admin/${s.path}`);
      await expect(page.getByRole('heading', { name: s.heading, exact: true })).toBeVisible();
      await expect(page.locator('.ui-table__pager')).toBeVisible();
      await expect(page.locator('.ui-table table[aria-busy]')).toHaveCount(0);
      const before = await total(page);
      const key = Object.values(s.fill)[0];

      // Add: an empty form.
      await page.getByRole('button', { name: s.addButton, exact: true }).click();
      const dlg = dialog(page);
      await expect(dlg.getByRole('heading', { name: s.addTitle })).toBeVisible();
      for (const label of Object.keys(s.fill)) await expect(dlg.getByLabel(label, { exact: true })).toHaveValue('');
      for (const [label, value] of Object.entries(s.fill)) await dlg.getByLabel(label, { exact: true }).fill(value);
      for (const [label, value] of Object.entries(s.selects ?? {})) await dlg.getByLabel(label, { exact: true }).selectOption(value);
      for (const [label, files] of Object.entries(s.files ?? {})) await dlg.getByLabel(label, { exact: true }).setInputFiles(files);
      if (s.files) await expect(dlg.locator('.admin-previews img').first()).toBeVisible();
      await dlg.getByRole('button', { name: 'Save' }).click();
      await expect(page.locator('.Toastify__toast', { hasText: s.addedToast ?? 'added successfully' }).last()).toBeVisible();
      await expect(dlg).not.toBeAttached();
      await expect(pagerText(page)).toHaveText(totalIs(before + 1));
      // Newest first: what was just added heads the first page, without a search or a sort.
      if (key) await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(key);
      if (key) {
        await search(page, key);
        await expect(row(page, key)).toBeVisible();
      }
      await screenshot(page, `admin-${s.path.replace(/\//g, '-')}`);

      // Edit: prefilled from the row.
      const target: Locator = key ? row(page, key) : page.getByRole('table').getByRole('row').last();
      await target.getByRole('button', { name: /^Edit/ }).click();
      await expect(dlg.getByRole('heading', { name: s.editTitle })).toBeVisible();
      if (key) await expect(dlg.getByLabel(Object.keys(s.fill)[0]!, { exact: true })).toHaveValue(key);
      if (s.edit) await dlg.getByLabel(s.edit.label, { exact: true }).fill(s.edit.value);
      else {
        await expect(dlg.getByText('Leave empty to keep the current image')).toBeVisible();
        await dlg.getByLabel('Image', { exact: true }).setInputFiles(png());
      }
      await dlg.getByRole('button', { name: 'Save' }).click();
      await expect(page.locator('.Toastify__toast', { hasText: /updated successfully/ }).last()).toBeVisible();
      await expect(dlg).not.toBeAttached();
      if (s.edit && key) await expect(row(page, key).filter({ hasText: s.edit.value })).toBeVisible();

      // Delete: asks first.
      await target.getByRole('button', { name: /^Delete/ }).click();
      await expect(dlg.getByText(s.deleteQuestion, { exact: true })).toBeVisible();
      await dlg.getByRole('button', { name: 'Delete' }).click();
      await expect(page.locator('.Toastify__toast', { hasText: /deleted successfully/ }).last()).toBeVisible();
      if (key) await expect(page.getByText(`Nothing matches "${key}".`)).toBeVisible();
      await search(page, '');
      await expect(pagerText(page)).toHaveText(totalIs(before));
    });
  }

  test('at 1366 and 390 px a new job heads the Jobs table, and its delete names it', async ({ adminPage: page, site }) => {
    const title = `Security Supervisor ${u}`;
    await postJson(
      site,
      'admin/jobs/addJobs',
      {
        jobTitle: title,
        location: 'Pune',
        jobType: 'Full-time',
        experience: '3-5 years',
        salary: '30000',
        description: 'Lead the night team',
        requirement: 'Fit',
        benefit: 'PF',
      },
      await adminToken(site.apiUrl),
    );
    for (const size of [{ width: 1366, height: 900 }, PHONE]) {
      await page.setViewportSize(size);
      await page.goto(`${site.url}/admin/jobs`);
      await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(title);
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      await expect(dialog(page).getByText(`Delete the job '${title}'?`, { exact: true })).toBeVisible();
      await screenshot(page, `admin-jobs-delete-${size.width}`);
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    }
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator('.Toastify__toast', { hasText: 'Job deleted successfully' }).last()).toBeVisible();
  });

  test('editing a service keeps its FAQs, each with the same id', async ({ adminPage: page, site }) => {
    type Service = { _id: string; title: string; description: string; faqs: Array<{ _id: string; question: string }> };
    const service = (await apiList<Service>(site.apiUrl, 'admin/services/getServices', 'services')).find((x) => x.faqs.length > 1);
    if (!service) throw new Error('the seed has no service with two FAQs');
    await page.goto(`${site.url}/admin/service/main`);
    await search(page, service.title);
    await row(page, service.title).getByRole('button', { name: /^Edit/ }).click();
    const dlg = dialog(page);
    await expect(dlg.getByLabel('Question 1', { exact: true })).toHaveValue(service.faqs[0]!.question);
    await dlg.getByLabel('Description', { exact: true }).fill('Trained, verified guards for every kind of site, with night patrols and reports.');
    await dlg.getByRole('button', { name: 'Save' }).click();
    await expect(dlg).not.toBeAttached();
    const after = (await apiList<Service>(site.apiUrl, 'admin/services/getServices', 'services')).find((x) => x._id === service._id);
    expect(after?.description).toBe('Trained, verified guards for every kind of site, with night patrols and reports.');
    expect(after?.faqs.map((f) => f._id)).toEqual(service.faqs.map((f) => f._id));
  });
});
