// The site settings (docs/behaviour.md §23): the admin changes the phone and chat numbers in the back office, and
// both sites show them at their next page load, in the HTML the server draws and on the page, with no rebuild.
// It changes what public pages show, so it runs on the admin journeys' site and puts the values back at the end.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, PHONE, test } from '../src/fixtures';
import { adminToken, screenshot, seriousAxeViolations, toast } from '../src/harness';

test.use({ siteGroup: 'admin' });

const PAGES = ['/main/home', '/main/contact', '/integrat/home', '/integrat/contact'];

/** The page's HTML as the shell's server sends it, before any script runs. */
async function drawnHtml(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.status()).toBe(200);
  return res.text();
}

async function expectShown(page: Page, phone: string, tel: string, chat: string) {
  await expect(page.locator('.ui-topbar').getByRole('link', { name: phone })).toHaveAttribute('href', tel);
  await expect(page.locator('.ui-footer').getByRole('link', { name: phone })).toHaveAttribute('href', tel);
  await expect(page.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveAttribute('href', chat);
}

test.describe('site settings', () => {
  test('a changed phone number shows on both sites at the next page load, drawn by the server, without a rebuild', async ({
    adminPage,
    page,
    request,
    site,
  }) => {
    const settingsUrl = `${site.apiUrl}/admin/settings`;
    const auth = { Authorization: `Bearer ${await adminToken(site.apiUrl)}` };
    const before = ((await (await fetch(settingsUrl, { headers: auth })).json()) as { settings: Record<string, unknown> }).settings;
    try {
      // Today's number, on both sites (a page whose data the API is slow to give, e.g. the first after the site
      // started on a loaded machine, is sent undrawn: asked again).
      for (const path of PAGES) await expect.poll(() => drawnHtml(request, `${site.url}${path}`)).toContain('+91 98765 43210');

      await adminPage.goto(`${site.url}/admin`);
      await adminPage.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Site settings' }).click();
      await expect(adminPage.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
      await expect(adminPage.getByLabel('Phone number')).toHaveValue('+91 98765 43210');
      // A number the contract refuses is said in the form, and nothing is saved.
      await adminPage.getByLabel('Phone number').fill('98765 4321x');
      await adminPage.getByRole('button', { name: 'Save settings' }).click();
      await expect(adminPage.getByRole('alert')).toHaveText('Phone number may hold only digits, spaces, brackets, dashes and a leading +');
      await adminPage.getByLabel('Phone number').fill('+91 20 4000 1234');
      await adminPage.getByLabel('WhatsApp number').fill('+91 99999 00000');
      await screenshot(adminPage, 'admin-site-settings');
      expect(await seriousAxeViolations(adminPage)).toEqual([]);
      await adminPage.getByRole('button', { name: 'Save settings' }).click();
      await expect(toast(adminPage, 'Site settings saved')).toBeVisible();

      for (const path of PAGES) {
        // In the markup the server drew (top bar, footer, chat button), not only in the data sent with it (in the head).
        let html = '';
        await expect
          .poll(async () => {
            html = await drawnHtml(request, `${site.url}${path}`);
            return html.slice(html.indexOf('<div id="root">'));
          })
          .toContain('href="https://wa.me/919999900000"');
        expect(html.slice(html.indexOf('<div id="root">'))).toContain('href="tel:+912040001234"');
        expect(html).not.toContain('98765 43210');
        await page.goto(`${site.url}${path}`);
        await expectShown(page, '+91 20 4000 1234', 'tel:+912040001234', 'https://wa.me/919999900000');
      }
      // The contact pages' cards and the integrated home's details show it too.
      await page.goto(`${site.url}/main/contact`);
      await expect(page.locator('.ui-contact-cards').getByRole('link', { name: '+91 20 4000 1234' })).toHaveAttribute('href', 'tel:+912040001234');
      await page.setViewportSize(PHONE);
      await page.goto(`${site.url}/integrat/home`);
      await expect(page.locator('.integrated-touch').getByRole('link', { name: '+91 20 4000 1234' })).toBeVisible();
    } finally {
      await fetch(settingsUrl, { method: 'PUT', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify(before) });
    }
    await expect.poll(() => drawnHtml(request, `${site.url}/main/home`)).toContain('+91 98765 43210');
  });
});
