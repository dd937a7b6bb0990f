// Admin sign-in (spec §2.11, §2.12): refusal, redirect with return, sign-in, logout.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Request } from 'playwright-core';
import { eventually, screenshot, startTestSite, type TestSite } from '../src/harness';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
}, 120_000);
afterAll(() => site?.stop());

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
    await page.locator('.Toastify__toast', { hasText: 'Invalid email or password' }).waitFor();
    await page.getByPlaceholder('Password').fill('admin12345');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.locator('.Toastify__toast', { hasText: 'Admin Login Successful' }).waitFor();
    await page.waitForURL('**/admin/cli');

    await page.goto(`${site.url}/admin`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await eventually(() => page.locator('.admin-stats strong').first().innerText(), (t) => /^\d+$/.test(t));
    await screenshot(page, 'admin-dashboard-desktop');
    // Without "Remember me" the session lives in this tab only.
    expect(await page.evaluate(() => [localStorage.getItem('adminToken'), Boolean(sessionStorage.getItem('adminToken'))])).toEqual([null, true]);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.locator('.Toastify__toast', { hasText: 'Admin Logout Successful' }).waitFor();
    await page.waitForURL('**/admin/login');
  });

  it('a visitor token never opens the back office', async () => {
    const page = await site.newPage();
    await page.goto(`${site.url}/main/home`);
    await page.evaluate(() => localStorage.setItem('token', 'visitor-token'));
    await page.goto(`${site.url}/admin`);
    await page.waitForURL('**/admin/login');
  });
});
