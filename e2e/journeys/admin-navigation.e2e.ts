// The back-office sidebar (every link opens a real screen, one sub-menu open at a time), the demo routes backed
// by real data, and accessibility of the main screens.
import type { Locator, Page } from '@playwright/test';
import { dialog, FILES, postApplication, postJson, row } from '../src/admin-helpers';
import { expect, PHONE, test } from '../src/fixtures';
import { adminToken, screenshot, seriousAxeViolations } from '../src/harness';

test.use({ siteGroup: 'admin' });

/** Every address the sidebar links to, each sub-menu opened in turn (one open at a time). */
async function sidebarLinks(page: Page, siteUrl: string): Promise<Set<string>> {
  await page.goto(`${siteUrl}/admin`);
  const sidebar = page.getByRole('navigation', { name: 'Back office' });
  await expect(sidebar.locator('button.admin__group').first()).toBeVisible();
  const groups = await sidebar.locator('button.admin__group').allInnerTexts();
  const hrefs = new Set(await sidebar.locator(':scope > ul > li > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!)));
  for (const g of groups) {
    const button = sidebar.getByRole('button', { name: g.trim() });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(sidebar.locator('button.admin__group[aria-expanded="true"]')).toHaveCount(1);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const h of await sidebar.locator('ul ul a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) hrefs.add(h);
  }
  return hrefs;
}

/** Elements wider than their box that let the person scroll sideways (the page itself included). */
const sidewaysScrollers = (page: Page) =>
  page.evaluate(() =>
    [document.scrollingElement!, ...document.querySelectorAll('.admin__main *')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && (el === document.scrollingElement || ['auto', 'scroll'].includes(getComputedStyle(el).overflowX)))
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.scrollWidth} px in ${el.clientWidth}`),
  );

const withinWidth = async (part: Locator, width: number) => {
  const box = (await part.boundingBox())!;
  return box.x >= 0 && box.x + box.width <= width;
};

test.describe('admin navigation', () => {
  test('every sidebar link and every demo route opens a real screen with data', async ({ adminPage: page, site }) => {
    // Some 30 screens, each loaded whole: on a shared, loaded machine this takes longer than one screen's journey.
    test.slow();
    const hrefs = await sidebarLinks(page, site.url);
    const expected = [
      '/admin',
      '/admin/dashboard/services',
      '/admin/dashboard/jobs',
      '/admin/banner/main',
      '/admin/banner/integrated',
      '/admin/service/main',
      '/admin/service/enquiry',
      '/admin/about/main',
      '/admin/integrated/aboutCard',
      '/admin/testimonial/main',
      '/admin/main/help',
      '/admin/main/inquiry',
      '/admin/main/mission',
      '/admin/integrated/mission',
      '/admin/jobs',
      '/admin/JobContact',
      '/admin/cli',
      '/admin/adminContact',
      '/admin/userContact',
      '/admin/admins',
      '/admin/account',
      '/admin/audit',
      '/admin/privacy/notice',
      '/admin/privacy',
      '/admin/privacy/retention',
      '/admin/settings',
      '/admin/releases',
    ];
    for (const e of expected) expect([...hrefs]).toContain(e);
    const demo = [
      '/admin/serviess',
      '/admin/about/integrated',
      '/admin/testimonial/integrated',
      '/admin/service/integrated',
      '/admin/usercontact',
      '/admin/jobContact',
    ];
    for (const href of [...hrefs, ...demo]) {
      await page.goto(`${site.url}${href}`);
      await expect(page.locator('.admin__main h1').first()).toBeVisible();
      await expect(page.getByText('Page not found')).toHaveCount(0);
      // The dashboard, My Account, Find a Person (before a search), Retention (a form), the week's interviews (none
      // yet), the candidate e-mails (one template per status), the site settings (a form) and the releases (none made
      // on this site) are the screens without a table.
      if (
        ![
          '/admin',
          '/admin/account',
          '/admin/privacy',
          '/admin/privacy/retention',
          '/admin/interviews',
          '/admin/candidate-emails',
          '/admin/settings',
          '/admin/releases',
        ].includes(href)
      )
        await expect(page.locator('.ui-table tbody tr').first()).toBeVisible();
    }
    await page.goto(`${site.url}/admin/testimonial/integrated`);
    await expect(page.getByText('The testimonials shown on both public sites.')).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  });

  test('long cells are cut only past their room, with the whole text on hover and on focus', async ({ adminPage: page, site }) => {
    await page.goto(`${site.url}/admin/adminContact`);
    const cell = row(page, 'Our Location').locator('td[data-label="Description"] .ui-table__cut');
    const text = (await cell.getAttribute('title'))!;
    expect(text.length).toBeGreaterThan(32);
    // Cut: the box is narrower than its text, but far wider than the old 100 px.
    const cut = await cell.evaluate((el) => ({ box: el.clientWidth, text: el.scrollWidth }));
    expect(cut.box).toBeLessThan(cut.text);
    expect(cut.box).toBeGreaterThan(150);
    await cell.focus();
    await expect(cell).toHaveCSS('white-space', 'normal');
    expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await screenshot(page, 'admin-adminContact-list');
  });

  test('at 1366 px a table leads with who or what, the status and the actions, all on screen', async ({ adminPage: page, site }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    const name = `Wide${Date.now().toString(36)} Venkataraman Subramaniam`;
    await postApplication(
      site,
      {
        name,
        email: 'wide-table@example.com',
        mobile: '9123456780',
        address: 'Flat 12, Lakeview Residency, Powai, Mumbai',
        jobTitle: 'Security Supervisor',
        skills: 'Patrolling, CCTV monitoring, first aid',
        experience: '3-5 years',
        qualification: 'Graduate',
      },
      { data: FILES.pdf, name: 'cv.pdf', type: 'application/pdf' },
    );
    await page.goto(`${site.url}/admin/JobContact?${new URLSearchParams({ q: name })}`);
    const application = row(page, name);
    const parts = [
      application.getByRole('link', { name }),
      application.getByText('Security Supervisor'),
      application.getByLabel(`Status of ${name}`),
      application.getByRole('button', { name: `View resume of ${name}` }),
      application.getByRole('button', { name: `Delete application of ${name}` }),
    ];
    for (const part of parts) {
      await expect(part).toBeVisible();
      expect(await withinWidth(part, 1366)).toBe(true);
    }
    await page.goto(`${site.url}/admin/cli`);
    const client = page.getByRole('table').getByRole('row').nth(1);
    for (const part of [
      client.locator('td[data-label="Name"]'),
      client.getByRole('button', { name: /^Edit / }),
      client.getByRole('button', { name: /^Delete / }),
    ])
      expect(await withinWidth(part, 1366)).toBe(true);
    await postJson(site, 'admin/privacy/erase', { email: 'wide-table@example.com' }, await adminToken(site.apiUrl));
  });

  test('on a phone no screen scrolls sideways, and rows are cards that show the whole record and its actions', async ({ adminPage: page, site }) => {
    test.slow();
    // An erasure puts the longest path in the audit log, and an admin with a long name and address widens the
    // assignee lists.
    const token = await adminToken(site.apiUrl);
    await postJson(site, 'admin/privacy/erase', { email: 'nobody-at-all@example.com' }, token);
    const u = Date.now();
    await postJson(
      site,
      'admin/AdminLogin/addAdmin',
      { name: `Venkataraman Subramaniam ${u}`, email: `venkataraman.subramaniam-${u}@firm.in`, password: 'a-long-pass-1' },
      token,
    );
    const hrefs = await sidebarLinks(page, site.url);
    await page.setViewportSize(PHONE);
    for (const href of hrefs) {
      await page.goto(`${site.url}${href}`);
      await expect(page.locator('.admin__main h1').first()).toBeVisible();
      if (await page.locator('.ui-table').count()) await expect(page.locator('.ui-table tbody tr').first()).toBeVisible();
      expect({ href, scrollers: await sidewaysScrollers(page) }).toEqual({ href, scrollers: [] });
    }
    await page.goto(`${site.url}/admin/adminContact`);
    const card = page.getByRole('table').getByRole('row').nth(1);
    // The whole description, labelled, and the row's actions on the card.
    const description = card.locator('td[data-label="Description"]');
    await expect(description).toHaveCSS('display', 'grid');
    expect(await description.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const action of await card.getByRole('button', { name: /Edit|Delete/ }).all()) expect(await withinWidth(action, PHONE.width)).toBe(true);
    await screenshot(page, 'admin-adminContact-phone');
    const name = `Phone${Date.now().toString(36)} Card`;
    await postApplication(
      site,
      {
        name,
        email: 'phone-card@example.com',
        mobile: '9123456780',
        address: 'Chennai',
        jobTitle: 'Security Supervisor',
        skills: 'Patrolling',
        experience: '1-3 years',
        qualification: 'HSC',
      },
      { data: FILES.pdf, name: 'cv.pdf', type: 'application/pdf' },
    );
    await page.goto(`${site.url}/admin/JobContact?${new URLSearchParams({ q: name })}`);
    const application = row(page, name);
    // The card's parts are down the page, none to the right of the screen.
    for (const part of [
      application.getByRole('button', { name: `View resume of ${name}` }),
      application.getByText('Security Supervisor'),
      application.getByLabel(`Status of ${name}`),
    ]) {
      await expect(part).toBeVisible();
      expect(await withinWidth(part, PHONE.width)).toBe(true);
    }
    await screenshot(page, 'admin-candidates-phone');
    await postJson(site, 'admin/privacy/erase', { email: 'phone-card@example.com' }, token);
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
