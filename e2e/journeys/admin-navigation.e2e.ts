// The back-office sidebar (every link opens a real screen, one sub-menu open at a time), the demo routes backed
// by real data, and accessibility of the main screens.
import { dialog } from '../src/admin-helpers';
import { expect, test } from '../src/fixtures';
import { screenshot, seriousAxeViolations } from '../src/harness';

test.use({ siteGroup: 'admin' });

test.describe('admin navigation', () => {
  test('every sidebar link and every demo route opens a real screen with data', async ({ adminPage: page, site }) => {
    // Some 30 screens, each loaded whole: on a shared, loaded machine this takes longer than one screen's journey.
    test.slow();
    await page.goto(`${site.url}/admin`);
    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    await expect(sidebar.locator('button.admin__group').first()).toBeVisible();
    const groups = await sidebar.locator('button.admin__group').allInnerTexts();
    const hrefs = new Set(await sidebar.locator(':scope > ul > li > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!)));
    for (const g of groups) {
      const button = sidebar.getByRole('button', { name: g.trim() });
      if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
      // One sub-menu open at a time.
      await expect(sidebar.locator('button.admin__group[aria-expanded="true"]')).toHaveCount(1);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      for (const h of await sidebar.locator('ul ul a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) hrefs.add(h);
    }
    const expected = ['/admin', '/admin/dashboard/services', '/admin/dashboard/jobs', '/admin/banner/main', '/admin/banner/integrated', '/admin/service/main', '/admin/service/enquiry', '/admin/about/main', '/admin/integrated/aboutCard', '/admin/testimonial/main', '/admin/main/help', '/admin/main/inquiry', '/admin/main/mission', '/admin/integrated/mission', '/admin/jobs', '/admin/JobContact', '/admin/cli', '/admin/adminContact', '/admin/userContact', '/admin/admins', '/admin/account', '/admin/audit', '/admin/privacy/notice', '/admin/privacy', '/admin/privacy/retention'];
    for (const e of expected) expect([...hrefs]).toContain(e);
    const demo = ['/admin/serviess', '/admin/about/integrated', '/admin/testimonial/integrated', '/admin/service/integrated', '/admin/usercontact', '/admin/jobContact'];
    for (const href of [...hrefs, ...demo]) {
      await page.goto(`${site.url}${href}`);
      await expect(page.locator('.admin__main h1').first()).toBeVisible();
      await expect(page.getByText('Page not found')).toHaveCount(0);
      // The dashboard, My Account, Find a Person (before a search) and Retention (a form) are the screens without a list.
      if (!['/admin', '/admin/account', '/admin/privacy', '/admin/privacy/retention'].includes(href)) await expect(page.locator('.ui-table tbody tr').first()).toBeVisible();
    }
    await page.goto(`${site.url}/admin/testimonial/integrated`);
    await expect(page.getByText('The testimonials shown on both public sites.')).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  });

  test('long cells are cut at 100 px with the full text on hover, the Admin Contact description too', async ({ adminPage: page, site }) => {
    await page.goto(`${site.url}/admin/adminContact`);
    const cell = page.locator('.ui-table tbody tr').first().locator('td').nth(3).locator('.ui-table__cut');
    const text = await cell.innerText();
    expect(text.length).toBeGreaterThan(0);
    await expect(cell).toHaveAttribute('title', text);
    expect((await cell.boundingBox())!.width).toBeLessThanOrEqual(100);
    await screenshot(page, 'admin-adminContact-list');
  });

  test('the main screens have no serious accessibility violations', async ({ adminPage: page, site }) => {
    for (const path of ['cli', 'service/main', 'integrated/mission']) {
      await page.goto(`${site.url}/admin/${path}`);
      await expect(page.locator('.ui-table tbody tr').first()).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    await page.goto(`${site.url}/admin/service/main`);
    await page.getByRole('button', { name: 'Add Service' }).click();
    // New services start with the default business hours.
    const dlg = dialog(page);
    await expect(dlg.getByLabel('Monday opening time')).toHaveValue('09:00');
    await expect(dlg.getByLabel('Saturday closing time')).toHaveValue('15:00');
    await expect(dlg.getByLabel('Sunday opening time')).toHaveValue('Closed');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-service-modal');
  });
});
