// Privacy on the public sites (docs/behaviour.md §14.1): the notice page of both variants (drawn on the server,
// in the footer and the sitemap), a form that waits for the visitor's consent, and a visitor who deletes their
// own account and cannot sign in with it again.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, PHONE, test, type TestSite } from '../src/fixtures';
import { agreeToPrivacy, CONSENT_MESSAGE, consentBox, signUpAndIn } from '../src/form-helpers';
import { apiList, screenshot, seriousAxeViolations, toast } from '../src/harness';

interface Notice {
  title: string;
  body: string;
  updatedAt: string;
}
const seededNotice = async (site: TestSite) =>
  (await apiList<Notice & { _id: string }>(site.apiUrl, 'admin/privacyNotice/getPrivacyNotice', 'privacyNotice'))[0]!;
const paragraphs = (notice: Notice) => notice.body.split(/\n\s*\n/).map((p) => p.trim());

async function expectNotice(page: Page, notice: Notice, level: 1 | 2) {
  await expect(page.getByRole('heading', { name: notice.title, level })).toBeVisible();
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(notice.updatedAt));
  await expect(page.getByText(`Last updated ${day}`, { exact: true })).toBeVisible();
  for (const p of paragraphs(notice)) await expect(page.getByText(p, { exact: true })).toBeVisible();
}

test.describe('privacy notice page', () => {
  test('both variants show the seeded notice, drawn on the server, titled and listed in the sitemap', async ({ page, site }) => {
    const notice = await seededNotice(site);
    expect(paragraphs(notice).length).toBeGreaterThan(1);
    for (const path of ['/main/privacy', '/integrat/privacy']) {
      // The HTML itself holds the notice: search engines and a slow phone read it before any script runs.
      const html = await (await page.request.get(`${site.url}${path}`)).text();
      expect(html).toContain('<title>Privacy Notice | Sentinel Integrated Facility Services</title>');
      expect(html).toContain(paragraphs(notice)[1]);
    }

    await page.goto(`${site.url}/main/privacy`);
    await expectNotice(page, notice, 2);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'privacy-main-desktop');

    await page.goto(`${site.url}/integrat/privacy`);
    await expectNotice(page, notice, 1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'privacy-integrated-desktop');

    const sitemap = await (await page.request.get(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${site.url}/main/privacy</loc>`);
    expect(sitemap).toContain(`<loc>${site.url}/integrat/privacy</loc>`);
  });

  test("each footer links its variant's notice; the page fits a phone", async ({ newPage, site }) => {
    const notice = await seededNotice(site);
    const page = await newPage(PHONE);
    for (const [home, privacy, level] of [
      ['/main/home', '/main/privacy', 2],
      ['/integrat/home', '/integrat/privacy', 1],
    ] as const) {
      await page.goto(`${site.url}${home}`);
      // The footer sits below content still loading on a phone: a click that landed while it moved is tried again.
      const link = page.getByRole('navigation', { name: 'Footer pages' }).getByRole('link', { name: 'Privacy notice' });
      await expect(async () => {
        await link.click();
        await expect(page).toHaveURL(`${site.url}${privacy}`, { timeout: 5_000 });
      }).toPass({ timeout: 30_000 });
      await expectNotice(page, notice, level);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    }
    await screenshot(page, 'privacy-integrated-phone');
    await page.goto(`${site.url}/main/privacy`);
    await expectNotice(page, notice, 2);
    await screenshot(page, 'privacy-main-phone');
  });
});

test('a form waits for the consent box: refused unticked, the notice opens in a new tab, then sent with consent', async ({ page, site }) => {
  const posts: Array<Record<string, unknown>> = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('userContact/addUserContact')) posts.push(r.postDataJSON() as Record<string, unknown>);
  });
  await page.goto(`${site.url}/integrat/contact`);
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  const typed = {
    'Your Name': 'Neha Kulkarni',
    'Your Email': 'neha@example.com',
    Subject: `Privacy journey ${randomUUID().slice(0, 8)}`,
    Message: 'Please send a quote for CCTV.',
  };
  for (const [label, value] of Object.entries(typed)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Send Message' }).click();
  const error = form.getByText(CONSENT_MESSAGE, { exact: true });
  await expect(error).toBeVisible();
  await expect(consentBox(form)).toHaveAttribute('aria-describedby', (await error.getAttribute('id'))!);
  expect(posts).toHaveLength(0);
  await form.scrollIntoViewIfNeeded();
  await screenshot(page, 'privacy-consent-refused-desktop', { viewport: true });

  // The notice opens beside the form, which keeps what was typed.
  const [tab] = await Promise.all([page.context().waitForEvent('page'), form.getByRole('link', { name: 'privacy notice' }).click()]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/integrat/privacy');
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  await tab.close();
  for (const [label, value] of Object.entries(typed)) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);

  await agreeToPrivacy(form);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Contact Details submitted successfully!')).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({ name: 'Neha Kulkarni', subject: typed.Subject, consent: true });
  await expect(consentBox(form)).not.toBeChecked();
});

test('a visitor signs up, deletes the account from the phone menu, and cannot sign in with it again', async ({ newPage, site }) => {
  const visitor = { name: 'Farah Khan', mobile: '9876501234', email: `farah-${randomUUID().slice(0, 8)}@example.com`, password: 'farah-secret-1' };
  const page = await newPage(PHONE);
  await page.goto(`${site.url}/main/home`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.getByRole('button', { name: /menu/i });
  await toggle.click();
  await signUpAndIn(page, nav, visitor);
  await expect(toast(page, 'User Login Successful')).toBeVisible();

  await toggle.click();
  await expect(nav.getByText(visitor.name)).toBeVisible();
  await screenshot(page, 'privacy-menu-signed-in-phone', { viewport: true });
  await nav.getByRole('button', { name: 'Delete account' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText(/kept by the company under its/)).toBeVisible();
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('Password is incorrect', { exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshot(page, 'privacy-delete-account-phone', { viewport: true });

  await dialog.getByLabel('Password').fill(visitor.password);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(toast(page, 'Your account has been deleted')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('userData')])).toEqual([null, null]);

  await toggle.click();
  await nav.getByRole('button', { name: 'Login' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(visitor.email);
  await login.getByLabel('Password').fill(visitor.password);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast(page, 'Login failed. Please check your credentials.')).toBeVisible();
  await expect(login).toBeVisible();
});

test('signed in on a desktop between 768 and 1100 px, the bar keeps every link and the account on one line', async ({ newPage, site }) => {
  const visitor = { name: 'Vikram Deshpande', mobile: '9876509876', email: `vikram-${randomUUID().slice(0, 8)}@example.com`, password: 'vikram-secret-1' };
  const page = await newPage({ width: 768, height: 800 });
  await page.request.post(`${site.apiUrl}/admin/UserLogin/UserRegister`, { data: visitor });
  const { token, user } = (await (
    await page.request.post(`${site.apiUrl}/admin/UserLogin/UserLogin`, { data: { email: visitor.email, password: visitor.password } })
  ).json()) as { token: string; user: object };
  await page.goto(`${site.url}/integrat/home`);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('userData', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  for (const width of [768, 900, 1100]) {
    await page.setViewportSize({ width, height: 800 });
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Delete account' })).toBeVisible();
    const tops = await nav
      .locator('.ui-navbar__links a, .ui-navbar__account button')
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top + e.getBoundingClientRect().height / 2)));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (width === 768) await screenshot(page, 'privacy-navbar-signed-in-768', { viewport: true });
  }
});
