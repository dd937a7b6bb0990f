// Visitor sign-up, sign-in, reload, sign-out (spec §2.6, §4) and one store shared by the remotes.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { screenshot, startTestSite, type TestSite, toastTexts } from '../src/harness';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
}, 120_000);
afterAll(() => site?.stop());

const visitor = { name: 'Priya Sharma', mobile: '9876543210', email: 'priya@example.com', password: 'secret-pass-1' };

async function toast(page: Page, text: string) {
  await page.locator('.Toastify__toast', { hasText: text }).first().waitFor();
  expect((await toastTexts(page)).some((t: string) => t.includes(text))).toBe(true);
}

/** Client-side navigation (no page load), as a link into the other remote would do it. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('visitor session', () => {
  it('signs up, signs in, survives a reload and across remotes, signs out', async () => {
    const page = await site.newPage();
    await page.goto(`${site.url}/main/home`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Signup' }).click();
    const signup = page.getByRole('dialog', { name: 'Sign Up' });
    await signup.waitFor();
    await screenshot(page, 'signup-modal-desktop');
    await signup.getByLabel('Full Name').fill(visitor.name);
    await signup.getByLabel('Phone Number').fill(visitor.mobile);
    await signup.getByLabel('Email').fill(visitor.email);
    await signup.getByLabel('Password').fill(visitor.password);
    await signup.getByRole('button', { name: 'Sign Up' }).click();
    await toast(page, 'Registration Successful! Please login');

    // Registration opens the login modal instead of signing in; only one modal is open.
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await screenshot(page, 'login-modal-desktop');
    await login.getByLabel('Email').fill(visitor.email);
    await login.getByLabel('Password').fill('wrong-password');
    await login.getByRole('button', { name: 'Sign in' }).click();
    await toast(page, 'Login failed. Please check your credentials.');
    await login.getByLabel('Password').fill(visitor.password);
    await login.getByRole('button', { name: 'Sign in' }).click();
    await toast(page, 'User Login Successful');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await nav.getByText(visitor.name).waitFor();

    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).getByText(visitor.name).waitFor();

    // Same store in the integrated remote: no sign-in again, and no page load in between.
    await navigateInApp(page, '/integrat/home');
    await page.getByRole('heading', { name: 'We Provide Service For You' }).waitFor();
    await nav.getByText(visitor.name).waitFor();

    await nav.getByRole('button', { name: 'Logout' }).click();
    await toast(page, 'Logged out successfully');
    await nav.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userData')])).toEqual([null, null]);
  });

  it('unparseable stored user data clears both entries', async () => {
    const page = await site.newPage();
    await page.goto(`${site.url}/main/home`);
    await page.evaluate(() => {
      localStorage.setItem('token', 'abc');
      localStorage.setItem('userData', '{not json');
    });
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userData')])).toEqual([null, null]);
  });

  it('modals and menu work on a phone', async () => {
    const page = await site.newPage({ width: 390, height: 844 });
    await page.goto(`${site.url}/main/home`);
    await page.getByRole('heading', { name: 'We Provide Service For You' }).waitFor();
    await screenshot(page, 'main-home-phone');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await screenshot(page, 'main-menu-phone');
    const about = page.getByRole('link', { name: /^About/ }).last();
    await about.click();
    await page.waitForURL('**/main/about');
    await page.goto(`${site.url}/integrat/home`);
    await page.getByRole('heading', { name: 'We Provide Service For You' }).waitFor();
    await screenshot(page, 'integrated-home-phone');
    await page.goto(site.url);
    await page.getByRole('heading', { name: /Welcome to/ }).waitFor();
    await screenshot(page, 'landing-phone');
  });
});
