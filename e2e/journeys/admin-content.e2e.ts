// Every content screen of spec §2.13, driven from one table: add (add starts empty), edit (edit prefills),
// delete (after confirmation), with the list refreshed each time; then content added in the admin shows
// on the public pages.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { dialog, FILES, row, search, useAdminSite } from '../src/admin-helpers';
import { apiList, eventually, screenshot, type TestSite } from '../src/harness';

let site: TestSite;
let page: Page;
useAdminSite((s, p) => ([site, page] = [s, p]));

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
  deleteQuestion?: string;
}

const u = Date.now().toString(36);
const png = (n = 1) => Array.from({ length: n }, (_, i) => FILES.png(`p${i}.png`));

const SCREENS: Screen[] = [
  { path: 'cli', heading: 'Clients', addButton: 'Add Client', addTitle: 'Add Client', editTitle: 'Edit Client', fill: { Name: `Client ${u}`, Industry: 'Retail', Year: '2019', Description: 'Store security' }, files: { 'Logo image': png() }, edit: { label: 'Industry', value: 'Retail chains' } },
  {
    path: 'jobs',
    heading: 'Jobs',
    addButton: 'Add Job',
    addTitle: 'Add Job',
    editTitle: 'Edit Job',
    fill: { 'Job Title': `Guard ${u}`, Location: 'Pune', Experience: '1-3 years', Salary: '20000', Description: 'Night shift', 'Requirements (one per line)': 'Fit', 'Benefits (one per line)': 'PF' },
    selects: { 'Job Type': 'Part-time' },
    edit: { label: 'Location', value: 'Mumbai' },
  },
  { path: 'banner/main', heading: 'Main Banners', addButton: 'Add Banner', addTitle: 'Add Banner', editTitle: 'Edit Banner', fill: { Title: `Banner ${u}`, Heading: 'Safe sites' }, files: { 'Images (up to 2)': png(2) }, edit: { label: 'Heading', value: 'Safer sites' } },
  { path: 'banner/integrated', heading: 'Integrated Banners', addButton: 'Add Banner', addTitle: 'Add Banner', editTitle: 'Edit Banner', fill: { Title: `IBanner ${u}`, Heading: 'One partner' }, files: { Image: png() }, edit: { label: 'Heading', value: 'One trusted partner' } },
  { path: 'service/main', heading: 'Main Services', addButton: 'Add Service', addTitle: 'Add Service', editTitle: 'Edit Service', fill: { Title: `Service ${u}`, Description: 'Lift maintenance' }, files: { Image: png() }, edit: { label: 'Description', value: 'Lift and escalator maintenance' } },
  {
    path: 'about/main',
    heading: 'Main Abouts',
    addButton: 'Add About',
    addTitle: 'Add About',
    editTitle: 'Edit About',
    fill: { Heading: `About ${u}`, Text: 'Who we are', Description: 'Since 1999', Experience: '25+ Years', 'Projects (figure and label)': '120 Projects', 'Client (figure and label)': '2500 Clients', 'Staff (figure and label)': '100 Staff', 'Awards (figure and label)': '25 Awards' },
    files: { 'Main image': png(), 'Small image': png(), 'Profile images (up to 5)': png(3) },
    edit: { label: 'Text', value: 'Who we really are' },
  },
  { path: 'main/mission', heading: 'Main Mission & Vision', addButton: 'Add Mission', addTitle: 'Add Mission', editTitle: 'Edit Mission', fill: { Title: `Mission ${u}`, Description: 'Safe workplaces' }, edit: { label: 'Description', value: 'Safe and clean workplaces' } },
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
    deleteQuestion: 'Are you sure you want to delete this mission?',
  },
  { path: 'testimonial/main', heading: 'Testimonial Management', addButton: 'Add Testimonial', addTitle: 'Add Testimonial', editTitle: 'Edit Testimonial', fill: { Name: `Asha ${u}`, Designation: 'Facility head', Feedback: 'Great team' }, selects: { Star: '4' }, files: { Image: png() }, edit: { label: 'Designation', value: 'Facility director' } },
  { path: 'adminContact', heading: 'Admin Contact', addButton: 'Add Contact', addTitle: 'Add Contact', editTitle: 'Edit Contact', fill: { Description: `Office ${u}, Pune` }, selects: { 'Contact Type': 'Our Location' }, edit: { label: 'Description', value: `Office ${u}, Pune, 2nd floor` } },
  { path: 'main/help', heading: 'Main Help Cards', addButton: 'Add Help Card', addTitle: 'Add Help Card', editTitle: 'Edit Help Card', fill: { Heading: `Help ${u}`, Text: 'We help' }, files: { Image: png(), 'Small (banner) image': png(), 'Right image': png() }, edit: { label: 'Text', value: 'We help you' } },
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
    deleteQuestion: 'Are you sure you want to delete this about card?',
  },
];

async function total(p: Page) {
  const text = await p.locator('.ui-table__pager span').first().innerText();
  return text === '0 rows' ? 0 : Number(/of (\d+)/.exec(text)![1]);
}

describe('admin content screens', () => {
  for (const s of SCREENS) {
    it(`${s.heading}: add, edit and delete with the list refreshed`, async () => {
      await page.goto(`${site.url}/admin/${s.path}`);
      await page.getByRole('heading', { name: s.heading, exact: true }).waitFor();
      await page.locator('.ui-table__pager').waitFor();
      await eventually(() => page.locator('.ui-table table[aria-busy]').count(), (n) => n === 0);
      const before = await total(page);
      const key = Object.values(s.fill)[0];

      // Add: an empty form.
      await page.getByRole('button', { name: s.addButton, exact: true }).click();
      const dlg = dialog(page);
      await dlg.getByRole('heading', { name: s.addTitle }).waitFor();
      for (const label of Object.keys(s.fill)) expect(await dlg.getByLabel(label, { exact: true }).inputValue()).toBe('');
      for (const [label, value] of Object.entries(s.fill)) await dlg.getByLabel(label, { exact: true }).fill(value);
      for (const [label, value] of Object.entries(s.selects ?? {})) await dlg.getByLabel(label, { exact: true }).selectOption(value);
      for (const [label, files] of Object.entries(s.files ?? {})) await dlg.getByLabel(label, { exact: true }).setInputFiles(files);
      if (s.files) expect(await dlg.locator('.admin-previews img').count()).toBeGreaterThan(0);
      await dlg.getByRole('button', { name: 'Save' }).click();
      await page.locator('.Toastify__toast', { hasText: s.addedToast ?? 'added successfully' }).last().waitFor();
      await dlg.waitFor({ state: 'detached' });
      await eventually(() => total(page), (n) => n === before + 1);
      if (key) {
        await search(page, key);
        await row(page, key).waitFor();
      }
      await screenshot(page, `admin-${s.path.replace(/\//g, '-')}`);

      // Edit: prefilled from the row.
      const target = key ? row(page, key) : page.getByRole('table').getByRole('row').last();
      await target.getByRole('button', { name: /^Edit/ }).click();
      await dlg.getByRole('heading', { name: s.editTitle }).waitFor();
      if (key) expect(await dlg.getByLabel(Object.keys(s.fill)[0]!, { exact: true }).inputValue()).toBe(key);
      if (s.edit) await dlg.getByLabel(s.edit.label, { exact: true }).fill(s.edit.value);
      else {
        await dlg.getByText('Leave empty to keep the current image').waitFor();
        await dlg.getByLabel('Image', { exact: true }).setInputFiles(png());
      }
      await dlg.getByRole('button', { name: 'Save' }).click();
      await page.locator('.Toastify__toast', { hasText: /updated successfully/ }).last().waitFor();
      await dlg.waitFor({ state: 'detached' });
      if (s.edit && key) await row(page, key).filter({ hasText: s.edit.value }).waitFor();

      // Delete: asks first.
      await target.getByRole('button', { name: /^Delete/ }).click();
      await dlg.getByText(s.deleteQuestion ?? /^Are you sure you want to delete this/).waitFor();
      await dlg.getByRole('button', { name: 'Delete' }).click();
      await page.locator('.Toastify__toast', { hasText: /deleted successfully/ }).last().waitFor();
      if (key) await page.getByText(`Nothing matches "${key}".`).waitFor();
      await search(page, '');
      await eventually(() => total(page), (n) => n === before);
    });
  }

  it('editing a service keeps its FAQs, each with the same id', async () => {
    type Service = { _id: string; title: string; faqs: Array<{ _id: string; question: string }> };
    const service = (await apiList<Service>(site.apiUrl, 'admin/services/getServices', 'services')).find((x) => x.faqs.length > 1)!;
    await page.goto(`${site.url}/admin/service/main`);
    await search(page, service.title);
    await row(page, service.title).getByRole('button', { name: /^Edit/ }).click();
    const dlg = dialog(page);
    expect(await dlg.getByLabel('Question 1', { exact: true }).inputValue()).toBe(service.faqs[0]!.question);
    await dlg.getByLabel('Description', { exact: true }).fill('Trained, verified guards for every kind of site, with night patrols and reports.');
    await dlg.getByRole('button', { name: 'Save' }).click();
    await dlg.waitFor({ state: 'detached' });
    const after = (await apiList<Service>(site.apiUrl, 'admin/services/getServices', 'services')).find((x) => x._id === service._id)!;
    expect(after.faqs.map((f) => f._id)).toEqual(service.faqs.map((f) => f._id));
  });
});
