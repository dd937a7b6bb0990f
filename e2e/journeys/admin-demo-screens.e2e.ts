// The screens the spec calls static or local-only demos (Services, Integrated Services, Integrated About,
// Integrated Testimonial) edit the real data: an edit made there shows on the public page that shows it.
import { describe, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { dialog, row, search, useAdminSite } from '../src/admin-helpers';
import { apiList, screenshot, type TestSite } from '../src/harness';

let site: TestSite;
let page: Page;
useAdminSite((s, p) => ([site, page] = [s, p]));

const u = Date.now().toString(36);

interface Demo {
  path: string;
  heading: string;
  note: string;
  /** The list the screen edits (API path and response key), which entry, and the column that names it. */
  list: [path: string, key: string];
  index: number;
  nameKey: string;
  edit: { label: string; value: string };
  /** The public pages and where the edited text appears on them. */
  publicPaths: string[];
  shown: (p: Page, value: string) => Locator;
}

const DEMOS: Demo[] = [
  {
    path: 'serviess',
    heading: 'Main Services',
    note: 'The services shown on both public sites.',
    list: ['admin/services/getServices', 'services'],
    index: 0,
    nameKey: 'title',
    edit: { label: 'Title', value: `Night Patrol ${u}` },
    publicPaths: ['/main/service'],
    shown: (p, v) => p.getByRole('heading', { name: v }),
  },
  {
    path: 'service/integrated',
    heading: 'Main Services',
    note: "The services shown on the integrated site's Services page.",
    list: ['admin/services/getServices', 'services'],
    index: 1,
    nameKey: 'title',
    edit: { label: 'Description', value: `Integrated upkeep ${u}` },
    publicPaths: ['/integrat/services'],
    shown: (p, v) => p.locator('.ui-services__card p', { hasText: v }),
  },
  {
    path: 'about/integrated',
    heading: 'Main Abouts',
    note: "The about content shown on the integrated site's About page.",
    list: ['admin/about/getAbout', 'About'],
    index: 0,
    nameKey: 'heading',
    edit: { label: 'Heading', value: `One partner for every site ${u}` },
    publicPaths: ['/integrat/about'],
    shown: (p, v) => p.getByRole('heading', { name: v }),
  },
  {
    path: 'testimonial/integrated',
    heading: 'Testimonial Management',
    note: 'The testimonials shown on both public sites.',
    list: ['admin/testimonial/getTestimonial', 'testimonial'],
    index: 0,
    nameKey: 'name',
    edit: { label: 'Feedback', value: `Spotless lobbies every morning ${u}` },
    // Both carousels open on the first testimonial.
    publicPaths: ['/main/home', '/integrat/home'],
    shown: (p, v) => p.locator('.ui-testimonials blockquote', { hasText: v }),
  },
];

describe('admin demo screens edit what the public pages show', () => {
  for (const d of DEMOS) {
    it(`/admin/${d.path}: an edit shows on ${d.publicPaths.join(' and ')}`, async () => {
      const entry = (await apiList<Record<string, string>>(site.apiUrl, d.list[0], d.list[1]))[d.index]!;
      const name = entry[d.nameKey]!;
      await page.goto(`${site.url}/admin/${d.path}`);
      await page.getByRole('heading', { name: d.heading, exact: true }).waitFor();
      await page.getByText(d.note).waitFor();
      await search(page, name);
      await row(page, name).getByRole('button', { name: /^Edit/ }).click();
      const dlg = dialog(page);
      await dlg.getByRole('heading', { name: /^Edit / }).waitFor();
      await dlg.getByLabel(d.edit.label, { exact: true }).fill(d.edit.value);
      await dlg.getByRole('button', { name: 'Save' }).click();
      await page.locator('.Toastify__toast', { hasText: 'updated successfully' }).last().waitFor();
      await dlg.waitFor({ state: 'detached' });
      await search(page, d.edit.value);
      await row(page, d.edit.value).waitFor();
      await search(page, '');
      await screenshot(page, `admin-${d.path.replace(/\//g, '-')}`);

      const visitor = await site.newPage();
      for (const path of d.publicPaths) {
        await visitor.goto(`${site.url}${path}`);
        await d.shown(visitor, d.edit.value).waitFor();
      }
      await visitor.close();
    });
  }
});
