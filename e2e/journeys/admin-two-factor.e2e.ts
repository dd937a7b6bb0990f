// Two-factor sign-in (docs/behaviour.md §25, issue #29 part 3): a new admin sets it up on My Account with a code
// computed from the key the screen shows (as an authenticator app would), signs out, and signs in with the password
// and a code. The owner's switch is on the Admins screen, where an owner also turns off the two-factor of an admin
// who lost the phone. A new admin, so the default admin of the other journeys
// keeps signing in with a password only.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { freshCode } from '../../scripts/totp-codes.mjs';
import { DESKTOP, expect, PHONE, test } from '../src/fixtures';
import { adminToken, screenshot, toast } from '../src/harness';

test.use({ siteGroup: 'admin' });

const api = async (apiUrl: string, path: string, token: string, body?: unknown) => {
  const res = await fetch(`${apiUrl}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body ?? {}),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
};

/** A new admin, added by the default owner through the API; answers its session token. */
async function addAdmin(apiUrl: string, who: { name: string; email: string; password: string }, role: 'owner' | 'recruiter') {
  await api(apiUrl, 'admin/AdminLogin/addAdmin', await adminToken(apiUrl), { ...who, role });
  const res = await fetch(`${apiUrl}/admin/AdminLogin/addAdminLogin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(who),
  });
  return ((await res.json()) as { token: string }).token;
}

async function passwordStep(page: Page, siteUrl: string, email: string, password: string) {
  await page.goto(`${siteUrl}/admin/login`);
  await page.getByPlaceholder('Email').fill(email);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

test.describe('two-factor sign-in', () => {
  test('an admin sets it up on My Account, then signs in with a code', async ({ site, newPage, adminPage }) => {
    test.slow();
    const who = { name: 'Two Factor', email: `two-factor-${Date.now()}@example.com`, password: 'two-factor-pass-1' };
    await addAdmin(site.apiUrl, who, 'owner');

    const page = await newPage(DESKTOP);
    await passwordStep(page, site.url, who.email, who.password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin') && url.pathname !== '/admin/login');
    await page.goto(`${site.url}/admin/account`);
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await section.getByTestId('two-factor-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await screenshot(page, 'admin-two-factor-setup-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-two-factor-setup-phone');
    await page.setViewportSize(DESKTOP);

    // A wrong code first: refused, and two-factor stays off.
    const code = await freshCode(secret);
    await section.getByLabel('Code from the app').fill(code === '000000' ? '111111' : '000000');
    await section.getByRole('button', { name: 'Turn on' }).click();
    await expect(section.getByText('That code is not right')).toBeVisible();
    await section.getByLabel('Code from the app').fill(code);
    await section.getByRole('button', { name: 'Turn on' }).click();
    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    // All ten in one step: as a file, and on the clipboard.
    const shown = (await codes.allInnerTexts()).map((c) => c.trim());
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('link', { name: 'Download as a file' }).click()]);
    expect(download.suggestedFilename()).toBe('recovery-codes.txt');
    const saved = readFileSync(await download.path(), 'utf8');
    expect(shown.every((c) => saved.includes(c))).toBe(true);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await section.getByRole('button', { name: 'Copy all codes' }).click();
    await expect(toast(page, 'Recovery codes copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(saved);
    await screenshot(page, 'admin-two-factor-recovery-codes-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-two-factor-recovery-codes-phone');
    await page.setViewportSize(DESKTOP);
    await section.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await expect(section.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(toast(page, 'Admin Logout Successful')).toBeVisible();

    // The password alone opens nothing: the code field appears.
    await passwordStep(page, site.url, who.email, who.password);
    await expect(page.getByText('Enter the code from your authenticator app')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
    await screenshot(page, 'admin-two-factor-sign-in-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-two-factor-sign-in-phone');
    await page.setViewportSize(DESKTOP);
    await page.getByPlaceholder('Authentication code').fill(await freshCode(secret));
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin') && url.pathname !== '/admin/login');
    await page.goto(`${site.url}/admin/account`);
    await expect(page.getByRole('region', { name: 'Two-factor sign-in' }).getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeVisible();

    // The owner's switch, on the Admins screen (left off: the other journeys sign in with a password).
    await adminPage.goto(`${site.url}/admin/admins`);
    await expect(adminPage.getByRole('switch', { name: /Require two-factor sign-in for every admin/ })).not.toBeChecked();
    await screenshot(adminPage, 'admin-two-factor-policy-desktop', { viewport: true });

    // The admin lost the phone and the recovery codes: the owner turns their two-factor off on the same screen.
    const row = adminPage.getByRole('row').filter({ hasText: who.email });
    await expect(row.getByRole('cell', { name: 'On', exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Turn off two-factor sign-in of ${who.name}` }).click();
    await expect(adminPage.getByText(`Turn off two-factor sign-in of ${who.name}?`)).toBeVisible();
    await screenshot(adminPage, 'admin-two-factor-reset-confirm', { viewport: true });
    await adminPage.getByRole('button', { name: 'Turn off', exact: true }).click();
    await expect(toast(adminPage, 'Two-factor sign-in is off for this admin, and they are signed out everywhere')).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Off', exact: true })).toBeVisible();
    // Signed out everywhere; the password alone signs in again.
    await passwordStep(page, site.url, who.email, who.password);
    await page.waitForURL((url) => url.pathname.startsWith('/admin') && url.pathname !== '/admin/login');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
});

test.describe('two-factor sign-in required for every admin', () => {
  // The rule is turned off again even if the test fails or times out: the other journeys of this site sign in
  // with a password only.
  let owner: { apiUrl: string; token: string } | undefined;
  test.afterAll(async () => {
    if (owner) await api(owner.apiUrl, 'admin/AdminLogin/twoFactor/policy', owner.token, { required: false });
  });

  test('an admin without it sets it up at sign-in, then gets the back office', async ({ site, newPage }) => {
    test.slow();
    const u = Date.now();
    // An owner with two-factor on (set up through the API, as the app would) requires it for everyone.
    const ownerToken = await addAdmin(site.apiUrl, { name: 'Rule Owner', email: `rule-owner-${u}@example.com`, password: 'rule-owner-pass-1' }, 'owner');
    const { secret: ownerSecret } = (await api(site.apiUrl, 'admin/AdminLogin/twoFactor/start', ownerToken)) as { secret: string };
    await api(site.apiUrl, 'admin/AdminLogin/twoFactor/confirm', ownerToken, { code: await freshCode(ownerSecret) });
    owner = { apiUrl: site.apiUrl, token: ownerToken };
    const who = { name: 'New Recruiter', email: `recruiter-2fa-${u}@example.com`, password: 'recruiter-pass-1' };
    await addAdmin(site.apiUrl, who, 'recruiter');
    await api(site.apiUrl, 'admin/AdminLogin/twoFactor/policy', ownerToken, { required: true });

    const page = await newPage(DESKTOP);
    await passwordStep(page, site.url, who.email, who.password);
    await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    await expect(page.getByText('Two-factor sign-in is required for every admin. Set it up to continue')).toBeVisible();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = (await page.getByTestId('two-factor-secret').innerText()).trim();
    await screenshot(page, 'admin-two-factor-enrol-at-sign-in-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-two-factor-enrol-at-sign-in-phone');
    await page.setViewportSize(DESKTOP);
    await page.getByLabel('Code from the app').fill(await freshCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin') && url.pathname !== '/admin/login');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });
});
