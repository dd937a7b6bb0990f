// Admin sign-in: refusal, redirect with return, sign-in, logout.
import type { Browser, Page, Request } from '@playwright/test';
import { postJson, signInProblem } from '../src/admin-helpers';
import { expect, PHONE, test, WIDE } from '../src/fixtures';
import { screenshot, toast, toastGapBelow } from '../src/harness';

test.use({ siteGroup: 'admin' });

/** The browser restarted: a new context with what survives a restart (cookies and localStorage, not sessionStorage). */
async function afterRestart(browser: Browser, page: Page) {
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  return { page: await context.newPage(), close: () => context.close() };
}

/** Seconds between a JWT's issue and its expiry. */
const lifetime = (token: string) => {
  const { iat, exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
  return exp - iat;
};

test.describe('admin session', () => {
  test('sends an anonymous visit to sign-in and back to where the admin was going', async ({ page, site, browser }) => {
    const apiCalls: string[] = [];
    page.on('request', (req: Request) => {
      if (req.url().startsWith(site.apiUrl)) apiCalls.push(new URL(req.url()).pathname);
    });
    await page.goto(`${site.url}/admin/cli`);
    await page.waitForURL('**/admin/login');
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    await screenshot(page, 'admin-login-desktop');
    // Nothing of the back office is fetched before sign-in.
    expect(apiCalls).toEqual([]);

    await page.getByPlaceholder('Email').fill('admin@example.com');
    await page.getByPlaceholder('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    // A refused sign-in is said in the form, as every form says its problem: no pop-up to dismiss.
    await expect(signInProblem(page)).toHaveText('Login Failed: Invalid email or password');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await screenshot(page, 'admin-login-failed');
    await page.getByPlaceholder('Password').fill('admin12345');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(toast(page, 'Admin Login Successful')).toBeVisible();
    await page.waitForURL('**/admin/cli');

    await page.goto(`${site.url}/admin`);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.locator('.admin-stats strong').first()).toHaveText(/^\d+$/);
    await screenshot(page, 'admin-dashboard-after-login');
    // Without "Remember me" the session lives in this tab only, with a 12-hour token.
    const [stored, tabToken] = await page.evaluate(() => [localStorage.getItem('adminToken'), sessionStorage.getItem('adminToken')]);
    expect(stored).toBeNull();
    expect(lifetime(tabToken!)).toBe(12 * 3600);
    const restarted = await afterRestart(browser, page);
    await restarted.page.goto(`${site.url}/admin`);
    await restarted.page.waitForURL('**/admin/login');
    await restarted.close();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'Admin Logout Successful')).toBeVisible();
    await page.waitForURL('**/admin/login');
  });

  test('Remember me keeps the session; a stored valid token goes straight to /admin; a refused token logs out with a message', async ({
    page,
    site,
    browser,
  }) => {
    await page.goto(`${site.url}/admin/login`);
    await page.getByPlaceholder('Email').fill('admin@example.com');
    await page.getByPlaceholder('Password').fill('admin12345');
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL(/\/admin$/);
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    // Remembered: a 30-day token.
    expect(lifetime(token!)).toBe(30 * 24 * 3600);

    // After a browser restart the stored token opens the back office without signing in again.
    const restarted = await afterRestart(browser, page);
    await restarted.page.goto(`${site.url}/admin/login`);
    await restarted.page.waitForURL(/\/admin$/);
    await expect(restarted.page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await restarted.close();

    // A token the server refuses (well-formed, unexpired, not signed by it) ends the session with a message.
    const forged = `${token!.split('.')[0]}.${Buffer.from(JSON.stringify({ sub: 'x', role: 'admin', exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url')}.c2lnbmF0dXJl`;
    await page.evaluate((t) => localStorage.setItem('adminToken', t), forged);
    await page.goto(`${site.url}/admin/main/inquiry`);
    await expect(toast(page, 'Your admin session has ended. Please sign in again.')).toBeVisible();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

    // An expired token is not used at all, and sign-in says why.
    const expired = `${token!.split('.')[0]}.${Buffer.from(JSON.stringify({ sub: 'x', role: 'admin', exp: 1 })).toString('base64url')}.c2lnbmF0dXJl`;
    await page.evaluate((t) => localStorage.setItem('adminToken', t), expired);
    await page.goto(`${site.url}/admin/jobs`);
    await page.waitForURL('**/admin/login');
    await expect(page.getByRole('status').filter({ hasText: 'Your admin session has ended. Please sign in again.' })).toBeVisible();
  });

  for (const [width, size] of [
    ['1366', WIDE],
    ['390', PHONE],
  ] as const)
    test(`${width} px: the sign-in toast sits below the top bar and leaves Logout free`, async ({ newPage, site }) => {
      const page = await newPage(size);
      await page.goto(`${site.url}/admin/login`);
      await page.getByPlaceholder('Email').fill('admin@example.com');
      await page.getByPlaceholder('Password').fill('admin12345');
      await page.getByRole('button', { name: 'LOGIN' }).click();
      await page.waitForURL(/\/admin$/);
      const topbar = page.locator('header.admin__topbar');
      expect(await toastGapBelow(page, topbar, 'Admin Login Successful')).toBeGreaterThanOrEqual(0);
      await page.screenshot({ path: `/tmp/toast-admin-${width}.png` });
      // What is under the middle of Logout is Logout itself, not a toast.
      const logout = page.getByRole('button', { name: 'Logout' });
      const box = (await logout.boundingBox())!;
      expect(
        await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent?.trim(),
          [box.x + box.width / 2, box.y + box.height / 2],
        ),
      ).toBe('Logout');
      await logout.click();
      await expect(toast(page, 'Admin Logout Successful')).toBeVisible();
      await expect(page.locator('.Toastify__toast', { hasText: 'Admin Login Successful' })).toHaveCount(0);
    });

  test('on a phone the sidebar toggles open and closed, and tables scroll inside their card', async ({ newPage, site }) => {
    const page = await newPage({ width: 390, height: 844 });
    await page.goto(`${site.url}/admin/login`);
    await screenshot(page, 'admin-login-phone');
    await page.getByPlaceholder('Email').fill('admin@example.com');
    await page.getByPlaceholder('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(signInProblem(page)).toHaveText('Login Failed: Invalid email or password');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'admin-login-failed-phone');
    await page.getByPlaceholder('Email').fill('admin@example.com');
    await page.getByPlaceholder('Password').fill('admin12345');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL(/\/admin$/);
    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(sidebar).toBeVisible();
    await screenshot(page, 'admin-sidebar-phone');
    await sidebar
      .getByRole('button', { name: 'Clients' })
      .or(sidebar.getByRole('link', { name: 'Clients' }))
      .first()
      .click();
    await page.waitForURL('**/admin/cli');
    await expect(sidebar).toBeHidden();
    await expect(page.locator('.ui-table tbody tr').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'admin-clients-phone');
  });

  test("an answer without the success message says 'Error'; an unreachable server 'Login Failed', in the form", async ({ page, site }) => {
    await page.route('**/admin/AdminLogin/addAdminLogin', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ message: 'Something else' }) }),
    );
    await page.goto(`${site.url}/admin/login`);
    await page.getByPlaceholder('Email').fill('admin@example.com');
    await page.getByPlaceholder('Password').fill('admin12345');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(signInProblem(page)).toHaveText('Error: Error logging in user');
    await page.unroute('**/admin/AdminLogin/addAdminLogin');
    await page.route('**/admin/AdminLogin/addAdminLogin', (route) => route.abort());
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(signInProblem(page)).toHaveText('Login Failed: An error occurred. Please try again.');
    expect(await page.evaluate(() => sessionStorage.getItem('adminToken'))).toBeNull();
  });

  test('sign-in returns to the whole address the admin was going to, query and hash included', async ({ page, site }) => {
    await page.goto(`${site.url}/admin/main/inquiry?q=Rao#list`);
    await page.waitForURL('**/admin/login');
    await page.getByPlaceholder('Email').fill('admin@example.com');
    await page.getByPlaceholder('Password').fill('admin12345');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/main/inquiry' && url.search === '?q=Rao' && url.hash === '#list');
    await expect(page.getByRole('status').filter({ hasText: 'Showing the rows that mention “Rao”.' })).toBeVisible();
  });

  test('a token the API answers 403 to (signed, but not an admin’s) ends the session like a 401', async ({ page, site }) => {
    const visitor = { name: 'Nisha Rao', mobile: '9876543210', email: `nisha-${Date.now()}@example.com`, password: 'nisha-secret-1' };
    await postJson(site, 'admin/UserLogin/UserRegister', visitor);
    const { token } = (await postJson(site, 'admin/UserLogin/UserLogin', { email: visitor.email, password: visitor.password })) as { token: string };
    await page.goto(`${site.url}/admin/login`);
    await page.evaluate((t) => sessionStorage.setItem('adminToken', t), token);
    // The first admin call refused ends the session: the sidebar's count of New submissions may come before the list.
    const refused = page.waitForResponse((r) => r.url().startsWith(site.apiUrl) && r.status() === 403);
    await page.goto(`${site.url}/admin/main/inquiry`);
    await refused;
    await expect(toast(page, 'Your admin session has ended. Please sign in again.')).toBeVisible();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => sessionStorage.getItem('adminToken'))).toBeNull();
  });

  test('a visitor token never opens the back office', async ({ page, site }) => {
    await page.goto(`${site.url}/main/home`);
    await page.evaluate(() => localStorage.setItem('token', 'visitor-token'));
    await page.goto(`${site.url}/admin`);
    await page.waitForURL('**/admin/login');
  });
});
