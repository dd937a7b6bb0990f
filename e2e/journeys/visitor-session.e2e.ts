// Visitor sign-up, sign-in, reload, sign-out and one store shared by the remotes.
import { expect, WIDE, PHONE, test } from '../src/fixtures';
import { agreeToPrivacy, CONSENT_MESSAGE } from '../src/form-helpers';
import { adminToken, navigateInApp, screenshot, toast, toastGapBelow } from '../src/harness';

const visitor = { name: 'Priya Sharma', mobile: '9876543210', email: 'priya@example.com', password: 'secret-pass-1' };

test.describe('visitor session', () => {
  test('signs up, signs in, survives a reload and across remotes, signs out', async ({ page, site }) => {
    await page.goto(`${site.url}/main/home`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Signup' }).click();
    const signup = page.getByRole('dialog', { name: 'Sign Up' });
    await expect(signup).toBeVisible();
    await screenshot(page, 'signup-modal-desktop', { viewport: true });
    // Empty fields say they are required, not that their format is wrong; the consent box is asked for too.
    await signup.getByRole('button', { name: 'Sign Up' }).click();
    for (const m of ['Name is required', 'Mobile number is required', 'Email is required', 'Password is required', CONSENT_MESSAGE])
      await expect(signup.getByText(m, { exact: true })).toBeVisible();
    for (const m of ['Please enter a valid email address', 'Mobile number must contain only digits (7 to 15)', 'Password must be at least 8 characters'])
      await expect(signup.getByText(m)).toHaveCount(0);
    await signup.getByLabel('Full Name').fill(visitor.name);
    await signup.getByLabel('Phone Number').fill(visitor.mobile);
    await signup.getByLabel('Email').fill(visitor.email);
    await signup.getByLabel('Password').fill(visitor.password);
    // The same box as every visitor form, with the site's own privacy notice.
    await expect(signup.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/main/privacy');
    await signup.getByRole('button', { name: 'Sign Up' }).click();
    await expect(signup.getByText(CONSENT_MESSAGE)).toBeVisible();
    await agreeToPrivacy(signup);
    await signup.getByRole('button', { name: 'Sign Up' }).click();
    await expect(toast(page, 'Registration Successful! Please login')).toBeVisible();
    // The consent is kept with the account, as with the forms' submissions.
    const found = await fetch(`${site.apiUrl}/admin/privacy/person?email=${encodeURIComponent(visitor.email)}`, {
      headers: { Authorization: `Bearer ${await adminToken(site.apiUrl)}` },
    });
    expect(((await found.json()) as { account: { consent: unknown } }).account.consent).toEqual({ at: expect.any(String), noticeVersion: expect.any(String) });

    // Registration opens the login modal instead of signing in; only one modal is open.
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await screenshot(page, 'login-modal-desktop', { viewport: true });
    await login.getByLabel('Email').fill(visitor.email);
    await login.getByLabel('Password').fill('wrong-password');
    await login.getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page, 'Login failed. Please check your credentials.')).toBeVisible();
    await login.getByLabel('Password').fill(visitor.password);
    await login.getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page, 'User Login Successful')).toBeVisible();
    // The new result replaces the old one: no "Login failed" left beside the success.
    await expect(page.locator('.Toastify__toast', { hasText: 'Login failed' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(nav.getByText(visitor.name)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText(visitor.name)).toBeVisible();

    // Same store in the integrated remote: no sign-in again, and no page load in between. Storage is emptied
    // first, so only the one shared store (not a second store reading storage) can still know the visitor.
    await page.evaluate(() => localStorage.clear());
    await navigateInApp(page, '/integrat/home');
    await expect(page.getByRole('heading', { name: 'We Provide Service For You' })).toBeVisible();
    await expect(nav.getByText(visitor.name)).toBeVisible();

    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'Logged out successfully')).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Login' })).toBeVisible();
    await page.reload();
    await expect(nav.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userData')])).toEqual([null, null]);
  });

  test('a second registration with the same e-mail is answered as any other (it does not tell who has an account), and changes nothing', async ({
    page,
    site,
  }) => {
    await page.goto(`${site.url}/main/home`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Signup' }).click();
    const signup = page.getByRole('dialog', { name: 'Sign Up' });
    await signup.getByLabel('Full Name').fill('Another Priya');
    await signup.getByLabel('Phone Number').fill('9876500000');
    await signup.getByLabel('Email').fill(visitor.email);
    await signup.getByLabel('Password').fill('another-pass-2');
    await agreeToPrivacy(signup);
    await signup.getByRole('button', { name: 'Sign Up' }).click();
    await expect(toast(page, 'Registration Successful! Please login')).toBeVisible();
    // The stranger's password opens nothing; the owner was told by e-mail (the API's tests read it).
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(visitor.email);
    await login.getByLabel('Password').fill('another-pass-2');
    await login.getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page, 'Login failed. Please check your credentials.')).toBeVisible();
  });

  for (const [width, size] of [
    ['1366', WIDE],
    ['390', PHONE],
  ] as const)
    test(`${width} px: toasts sit below the navigation, at the top of the page and once it has scrolled`, async ({ newPage, site }) => {
      const page = await newPage(size);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const signedIn = async () => {
        await page.evaluate(() => {
          localStorage.setItem('token', 'token');
          localStorage.setItem('userData', JSON.stringify({ _id: 'u1', name: 'Toast Tester', email: 'toast@example.com' }));
        });
        await page.reload();
      };
      const logout = async () => {
        if (size === PHONE) await nav.getByRole('button', { name: 'Open menu' }).click();
        await nav.getByRole('button', { name: 'Logout' }).click();
      };
      await page.goto(`${site.url}/main/about`);
      // With the contact bar above the navigation...
      await signedIn();
      await logout();
      expect(await toastGapBelow(page, nav, 'Logged out successfully')).toBeGreaterThanOrEqual(0);
      await page.screenshot({ path: `/tmp/toast-public-top-${width}.png` });
      // ...and with the page scrolled, the navigation fixed at the top.
      await signedIn();
      await page.mouse.wheel(0, 1200);
      await expect(nav).toHaveClass(/ui-navbar--fixed/);
      await logout();
      expect(await toastGapBelow(page, nav, 'Logged out successfully')).toBeGreaterThanOrEqual(0);
      await page.screenshot({ path: `/tmp/toast-public-scrolled-${width}.png` });
    });

  test('unparseable stored user data clears both entries', async ({ page, site }) => {
    await page.goto(`${site.url}/main/home`);
    await page.evaluate(() => {
      localStorage.setItem('token', 'abc');
      localStorage.setItem('userData', '{not json');
    });
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userData')])).toEqual([null, null]);
  });

  test('modals and menu work on a phone', async ({ newPage, site }) => {
    const page = await newPage(PHONE);
    await page.goto(`${site.url}/main/home`);
    await expect(page.getByRole('heading', { name: 'We Provide Service For You' })).toBeVisible();
    await screenshot(page, 'main-home-phone');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: /menu/i });
    // On a phone Login sits in the toggle menu, which closes as the modal opens.
    await toggle.click();
    await nav.getByRole('button', { name: 'Login' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login.getByLabel('Email')).toBeVisible();
    await screenshot(page, 'login-modal-phone', { viewport: true });
    await login.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign Up' }).getByLabel('Full Name')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await screenshot(page, 'signup-modal-phone', { viewport: true });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await screenshot(page, 'main-menu-phone');
    await nav.getByRole('link', { name: /^About/ }).click();
    await page.waitForURL('**/main/about');
    // The menu closes once a link is chosen.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: /^About/ })).toBeHidden();
    await page.goto(`${site.url}/integrat/home`);
    await expect(page.getByRole('heading', { name: 'We Provide Service For You' })).toBeVisible();
    await screenshot(page, 'integrated-home-phone');
    await page.goto(site.url);
    await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeVisible();
    await screenshot(page, 'landing-phone');
  });

  test('shows the desktop links from the medium breakpoint (768 px) up, every one of them on screen', async ({ newPage, site }) => {
    for (const [path, links] of [
      ['/main/home', 5],
      ['/integrat/home', 6],
    ] as const) {
      const page = await newPage({ width: 768, height: 800 });
      await page.goto(`${site.url}${path}`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('button', { name: 'Signup' })).toBeVisible();
      await expect(nav.getByRole('button', { name: /menu/i })).toBeHidden();
      await expect(nav.locator('.ui-navbar__links a:visible')).toHaveCount(links);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
      await page.setViewportSize({ width: 767, height: 800 });
      await expect(nav.getByRole('button', { name: /menu/i })).toBeVisible();
    }
  });
});
