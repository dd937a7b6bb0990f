// The screens the spec calls static or local-only demos (Services, Integrated Services, Integrated About,
// Integrated Testimonial) edit the real data: an edit made there shows on the public page that shows it.
import type { Locator, Page } from '@playwright/test';
import { dialog, row, search } from '../src/admin-helpers';
import { expect, test } from '../src/fixtures';
import { apiList, screenshot } from '../src/harness';

test.use({ siteGroup: 'admin' });

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

test.describe('admin demo screens edit what the public pages show', () => {
  for (const d of DEMOS) {
    test(`/admin/${d.path}: an edit shows on ${d.publicPaths.join(' and ')}`, async ({ adminPage: page, site, newPage }) => {
      const entry = (await apiList<Record<string, string>>(site.apiUrl, d.list[0], d.list[1]))[d.index]!;
      const name = entry[d.nameKey]!;
      await page.goto(`${site.url}/admin/${d.path}`);
      await expect(page.getByRole('heading', { name: d.heading, exact: true })).toBeVisible();
      await expect(page.getByText(d.note)).toBeVisible();
      await search(page, name);
      await row(page, name).getByRole('button', { name: /^Edit/ }).click();
      const dlg = dialog(page);
      await expect(dlg.getByRole('heading', { name: /^Edit / })).toBeVisible();
      await dlg.getByLabel(d.edit.label, { exact: true }).fill(d.edit.value);
      await dlg.getByRole('button', { name: 'Save' }).click();
      await expect(page.locator('.Toastify__toast', { hasText: 'updated successfully' }).last()).toBeVisible();
      await expect(dlg).not.toBeAttached();
      await search(page, d.edit.value);
      await expect(row(page, d.edit.value)).toBeVisible();
      await search(page, '');
      await screenshot(page, `admin-${d.path.replace(/\//g, '-')}`);

      const visitor = await newPage();
      for (const path of d.publicPaths) {
        await visitor.goto(`${site.url}${path}`);
        await expect(d.shown(visitor, d.edit.value)).toBeVisible();
      }
    });
  }
});
