// The sidebar of spec §2.12 (every link opens a real screen, one sub-menu open at a time), the demo routes
// of §2.13 backed by real data, and accessibility of the main screens.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { dialog, useAdminSite } from '../src/admin-helpers';
import { screenshot, seriousAxeViolations, type TestSite } from '../src/harness';

let site: TestSite;
let page: Page;
useAdminSite((s, p) => ([site, page] = [s, p]));

describe('admin navigation', () => {
  it('every sidebar link of spec §2.12 and every demo route of §2.13 opens a real screen with data', async () => {
    await page.goto(`${site.url}/admin`);
    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    await sidebar.locator('button.admin__group').first().waitFor();
    const groups = await sidebar.locator('button.admin__group').allInnerTexts();
    const hrefs = new Set(await sidebar.locator(':scope > ul > li > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!)));
    for (const g of groups) {
      const button = sidebar.getByRole('button', { name: g.trim() });
      if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
      // One sub-menu open at a time.
      expect(await sidebar.locator('button.admin__group[aria-expanded="true"]').count()).toBe(1);
      for (const h of await sidebar.locator('ul ul a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) hrefs.add(h);
    }
    const expected = ['/admin', '/admin/dashboard/services', '/admin/dashboard/jobs', '/admin/banner/main', '/admin/banner/integrated', '/admin/service/main', '/admin/service/enquiry', '/admin/about/main', '/admin/integrated/aboutCard', '/admin/testimonial/main', '/admin/main/help', '/admin/main/inquiry', '/admin/main/mission', '/admin/integrated/mission', '/admin/jobs', '/admin/JobContact', '/admin/cli', '/admin/adminContact', '/admin/userContact'];
    for (const e of expected) expect([...hrefs]).toContain(e);
    const demo = ['/admin/serviess', '/admin/about/integrated', '/admin/testimonial/integrated', '/admin/service/integrated', '/admin/usercontact', '/admin/jobContact'];
    for (const href of [...hrefs, ...demo]) {
      await page.goto(`${site.url}${href}`);
      await page.locator('.admin__main h1').first().waitFor();
      expect(await page.getByText('Page not found').count()).toBe(0);
      if (href !== '/admin') await page.locator('.ui-table tbody tr').first().waitFor();
    }
    await page.goto(`${site.url}/admin/testimonial/integrated`);
    await page.getByText('The testimonials shown on both public sites.').waitFor();
    await page.getByRole('table').getByRole('row').nth(1).waitFor();
  });

  it('long cells are cut at 100 px with the full text on hover, the Admin Contact description too', async () => {
    await page.goto(`${site.url}/admin/adminContact`);
    const cell = page.locator('.ui-table tbody tr').first().locator('td').nth(3).locator('.ui-table__cut');
    const text = await cell.innerText();
    expect(await cell.getAttribute('title')).toBe(text);
    expect((await cell.boundingBox())!.width).toBeLessThanOrEqual(100);
    await screenshot(page, 'admin-adminContact-list');
  });

  it('the main screens have no serious accessibility violations', async () => {
    for (const path of ['cli', 'service/main', 'integrated/mission']) {
      await page.goto(`${site.url}/admin/${path}`);
      await page.locator('.ui-table tbody tr').first().waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    await page.goto(`${site.url}/admin/service/main`);
    await page.getByRole('button', { name: 'Add Service' }).click();
    // New services start with the default business hours (spec §4).
    const dlg = dialog(page);
    expect(await dlg.getByLabel('Monday opening time').inputValue()).toBe('09:00');
    expect(await dlg.getByLabel('Saturday closing time').inputValue()).toBe('15:00');
    expect(await dlg.getByLabel('Sunday opening time').inputValue()).toBe('Closed');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-service-modal');
  });
});
