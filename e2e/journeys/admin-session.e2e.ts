// Admin sign-in (spec §2.11, §2.12): refusal, redirect with return, sign-in, logout.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page, Request } from 'playwright-core';
import { postJson } from '../src/admin-helpers';
import { eventually, screenshot, startTestSite, type TestSite } from '../src/harness';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
}, 120_000);
afterAll(() => site?.stop());

/** The browser restarted: a new context with what survives a restart (cookies and localStorage, not sessionStorage). */
async function afterRestart(page: Page) {
  const context = await site.browser.newContext({ storageState: await page.context().storageState() });
  const next = await context.newPage();
  next.setDefaultTimeout(10_000);
  return { page: next, close: () => context.close() };
}

/** Seconds between a JWT's issue and its expiry. */
const lifetime = (token: string) => {
  const { iat, exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
  return exp - iat;
};

describe('admin session', () => {
  it('sends an anonymous visit to sign-in and back to where the admin was going', async () => {
    const page = await site.newPage();
    const apiCalls: string[] = [];
    page.on('request', (req: Request) => {
      if (req.url().startsWith(site.apiUrl)) apiCalls.push(new URL(req.url()).pathname);
    });
    await page.goto(`${site.url}/admin/cli`);
    await page.waitForURL('**/admin/login');
    await page.getByRole('button', { name: 'LOGIN' }).waitFor();
    await screenshot(page, 'admin-login-desktop');
    // Nothing of the back office is fetched before sign-in.
    expect(apiCalls).toEqual([]);

    await page.getByPlaceholder('Email').fill('admin@example.com');
    await page.getByPlaceholder('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    // Spec §8: a refused sign-in is a 'Login Failed' popup with the server's message.
    const popup = page.getByRole('dialog', { name: 'Login Failed' });
    await popup.getByText('Invalid email or password').waitFor();
    // The modal fades in over 300 ms (spec §9).
    await page.waitForTimeout(400);
    await screenshot(page, 'admin-login-failed');
    await popup.getByRole('button', { name: 'OK' }).click();
    await page.getByPlaceholder('Password').fill('admin12345');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.locator('.Toastify__toast', { hasText: 'Admin Login Successful' }).waitFor();
    await page.waitForURL('**/admin/cli');

    await page.goto(`${site.url}/admin`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await eventually(() => page.locator('.admin-stats strong').first().innerText(), (t) => /^\d+$/.test(t));
    await screenshot(page, 'admin-dashboard-after-login');
    // Without "Remember me" the session lives in this tab only, with a 12-hour token.
    const [stored, tabToken] = await page.evaluate(() => [localStorage.getItem('adminToken'), sessionStorage.getItem('adminToken')]);
    expect(stored).toBeNull();
    expect(lifetime(tabToken!)).toBe(12 * 3600);
    const restarted = await afterRestart(page);
    await restarted.page.goto(`${site.url}/admin`);
    await restarted.page.waitForURL('**/admin/login');
    await restarted.close();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.locator('.Toastify__toast', { hasText: 'Admin Logout Successful' }).waitFor();
    await page.waitForURL('**/admin/login');
  });

  it('Remember me keeps the session; a stored valid token goes straight to /admin; a refused token logs out with a message', async () => {
    const page = await site.newPage();
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
    const restarted = await afterRestart(page);
    await restarted.page.goto(`${site.url}/admin/login`);
    await restarted.page.waitForURL(/\/admin$/);
    await restarted.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await restarted.close();

    // A token the server refuses (well-formed, unexpired, not signed by it) ends the session with a message.
    const forged = `${token!.split('.')[0]}.${Buffer.from(JSON.stringify({ sub: 'x', role: 'admin', exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url')}.c2lnbmF0dXJl`;
    await page.evaluate((t) => localStorage.setItem('adminToken', t), forged);
    await page.goto(`${site.url}/admin/main/inquiry`);
    await page.locator('.Toastify__toast', { hasText: 'Your admin session has ended. Please sign in again.' }).waitFor();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

    // An expired token is not used at all, and sign-in says why.
    const expired = `${token!.split('.')[0]}.${Buffer.from(JSON.stringify({ sub: 'x', role: 'admin', exp: 1 })).toString('base64url')}.c2lnbmF0dXJl`;
    await page.evaluate((t) => localStorage.setItem('adminToken', t), expired);
    await page.goto(`${site.url}/admin/jobs`);
    await page.waitForURL('**/admin/login');
    await page.getByRole('status').filter({ hasText: 'Your admin session has ended. Please sign in again.' }).waitFor();
  });

  it('on a phone the sidebar toggles open and closed, and tables scroll inside their card', async () => {
    const page = await site.newPage({ width: 390, height: 844 });
    await page.goto(`${site.url}/admin/login`);
    await screenshot(page, 'admin-login-phone');
    await page.getByPlaceholder('Email').fill('admin@example.com');
    await page.getByPlaceholder('Password').fill('admin12345');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL(/\/admin$/);
    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    expect(await sidebar.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu' }).click();
    await sidebar.waitFor();
    await screenshot(page, 'admin-sidebar-phone');
    await sidebar.getByRole('button', { name: 'Clients' }).or(sidebar.getByRole('link', { name: 'Clients' })).first().click();
    await page.waitForURL('**/admin/cli');
    expect(await sidebar.isVisible()).toBe(false);
    await page.locator('.ui-table tbody tr').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'admin-clients-phone');
  });

  it("an answer without the success message is the 'Error' popup; an unreachable server 'Login Failed'", async () => {
    const page = await site.newPage();
    await page.route('**/admin/AdminLogin/addAdminLogin', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ message: 'Something else' }) }));
    await page.goto(`${site.url}/admin/login`);
    await page.getByPlaceholder('Email').fill('admin@example.com');
    await page.getByPlaceholder('Password').fill('admin12345');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.getByRole('dialog', { name: 'Error' }).getByText('Error logging in user').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.unroute('**/admin/AdminLogin/addAdminLogin');
    await page.route('**/admin/AdminLogin/addAdminLogin', (route) => route.abort());
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.getByRole('dialog', { name: 'Login Failed' }).getByText('An error occurred. Please try again.').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('adminToken'))).toBeNull();
  });

  it('sign-in returns to the whole address the admin was going to, query and hash included', async () => {
    const page = await site.newPage();
    await page.goto(`${site.url}/admin/main/inquiry?q=Rao#list`);
    await page.waitForURL('**/admin/login');
    await page.getByPlaceholder('Email').fill('admin@example.com');
    await page.getByPlaceholder('Password').fill('admin12345');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/main/inquiry' && url.search === '?q=Rao' && url.hash === '#list');
    await page.getByRole('status').filter({ hasText: 'Showing the rows that mention “Rao”.' }).waitFor();
  });

  it('a token the API answers 403 to (signed, but not an admin’s) ends the session like a 401', async () => {
    const visitor = { name: 'Nisha Rao', mobile: '9876543210', email: `nisha-${Date.now()}@example.com`, password: 'nisha-secret-1' };
    await postJson(site, 'admin/UserLogin/UserRegister', visitor);
    const { token } = (await postJson(site, 'admin/UserLogin/UserLogin', { email: visitor.email, password: visitor.password })) as { token: string };
    const page = await site.newPage();
    await page.goto(`${site.url}/admin/login`);
    await page.evaluate((t) => sessionStorage.setItem('adminToken', t), token);
    const refused = page.waitForResponse((r) => r.url().includes('/admin/homeEnquiry/') && r.status() === 403);
    await page.goto(`${site.url}/admin/main/inquiry`);
    await refused;
    await page.locator('.Toastify__toast', { hasText: 'Your admin session has ended. Please sign in again.' }).waitFor();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => sessionStorage.getItem('adminToken'))).toBeNull();
  });

  it('a visitor token never opens the back office', async () => {
    const page = await site.newPage();
    await page.goto(`${site.url}/main/home`);
    await page.evaluate(() => localStorage.setItem('token', 'visitor-token'));
    await page.goto(`${site.url}/admin`);
    await page.waitForURL('**/admin/login');
  });
});
