// Visitor sign-up, sign-in, reload, sign-out (spec §2.6, §4) and one store shared by the remotes.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectToast, navigateInApp, screenshot, startTestSite, type TestSite } from '../src/harness';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
}, 120_000);
afterAll(() => site?.stop());

const visitor = { name: 'Priya Sharma', mobile: '9876543210', email: 'priya@example.com', password: 'secret-pass-1' };


describe('visitor session', () => {
  it('signs up, signs in, survives a reload and across remotes, signs out', async () => {
    const page = await site.newPage();
    await page.goto(`${site.url}/main/home`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Signup' }).click();
    const signup = page.getByRole('dialog', { name: 'Sign Up' });
    await signup.waitFor();
    await screenshot(page, 'signup-modal-desktop', { viewport: true });
    await signup.getByLabel('Full Name').fill(visitor.name);
    await signup.getByLabel('Phone Number').fill(visitor.mobile);
    await signup.getByLabel('Email').fill(visitor.email);
    await signup.getByLabel('Password').fill(visitor.password);
    await signup.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast(page, 'Registration Successful! Please login');

    // Registration opens the login modal instead of signing in; only one modal is open.
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await screenshot(page, 'login-modal-desktop', { viewport: true });
    await login.getByLabel('Email').fill(visitor.email);
    await login.getByLabel('Password').fill('wrong-password');
    await login.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Login failed. Please check your credentials.');
    await login.getByLabel('Password').fill(visitor.password);
    await login.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'User Login Successful');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await nav.getByText(visitor.name).waitFor();

    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).getByText(visitor.name).waitFor();

    // Same store in the integrated remote: no sign-in again, and no page load in between. Storage is emptied
    // first, so only the one shared store (not a second store reading storage) can still know the visitor.
    await page.evaluate(() => localStorage.clear());
    await navigateInApp(page, '/integrat/home');
    await page.getByRole('heading', { name: 'We Provide Service For You' }).waitFor();
    await nav.getByText(visitor.name).waitFor();

    await nav.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out successfully');
    await nav.getByRole('button', { name: 'Login' }).waitFor();
    await page.reload();
    await nav.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userData')])).toEqual([null, null]);
  });

  it("a second registration with the same e-mail shows the server's reason and keeps the modal open", async () => {
    const page = await site.newPage();
    await page.goto(`${site.url}/main/home`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Signup' }).click();
    const signup = page.getByRole('dialog', { name: 'Sign Up' });
    await signup.getByLabel('Full Name').fill('Another Priya');
    await signup.getByLabel('Phone Number').fill('9876500000');
    await signup.getByLabel('Email').fill(visitor.email);
    await signup.getByLabel('Password').fill('another-pass-2');
    await signup.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast(page, 'An account with this email already exists');
    expect(await signup.isVisible()).toBe(true);
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
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: /menu/i });
    // On a phone Login sits in the toggle menu, which closes as the modal opens.
    await toggle.click();
    await nav.getByRole('button', { name: 'Login' }).click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').waitFor();
    await screenshot(page, 'login-modal-phone', { viewport: true });
    await login.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('dialog', { name: 'Sign Up' }).getByLabel('Full Name').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await screenshot(page, 'signup-modal-phone', { viewport: true });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'main-menu-phone');
    await nav.getByRole('link', { name: /^About/ }).click();
    await page.waitForURL('**/main/about');
    // The menu closes once a link is chosen.
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: /^About/ }).isVisible()).toBe(false);
    await page.goto(`${site.url}/integrat/home`);
    await page.getByRole('heading', { name: 'We Provide Service For You' }).waitFor();
    await screenshot(page, 'integrated-home-phone');
    await page.goto(site.url);
    await page.getByRole('heading', { name: /Welcome to/ }).waitFor();
    await screenshot(page, 'landing-phone');
  });

  it('shows the desktop links from the medium breakpoint (768 px) up, every one of them on screen', async () => {
    for (const [path, links] of [['/main/home', 5], ['/integrat/home', 6]] as const) {
      const page = await site.newPage({ width: 768, height: 800 });
      await page.goto(`${site.url}${path}`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Signup' }).waitFor();
      expect(await nav.getByRole('button', { name: /menu/i }).isVisible()).toBe(false);
      expect(await nav.locator('.ui-navbar__links a:visible').count()).toBe(links);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
      await page.setViewportSize({ width: 767, height: 800 });
      await nav.getByRole('button', { name: /menu/i }).waitFor();
    }
  });
});
