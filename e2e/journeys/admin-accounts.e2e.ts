// Admin accounts in the back office (issue #14): the Admins screen (list with status, add, disable and enable with
// confirmation) and My Account (change password, sign out everywhere), with the sessions the API ends on the way.
import type { Page } from '@playwright/test';
import { dialog, row, signInProblem } from '../src/admin-helpers';
import { expect, test } from '../src/fixtures';
import { screenshot, seriousAxeViolations, toast } from '../src/harness';

test.use({ siteGroup: 'admin' });

const SESSION_ENDED = 'Your admin session has ended. Please sign in again.';

async function signIn(page: Page, siteUrl: string, email: string, password: string, remember = false) {
  await page.goto(`${siteUrl}/admin/login`);
  await page.getByPlaceholder('Email').fill(email);
  await page.getByPlaceholder('Password').fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'LOGIN' }).click();
  // Into the back office: the dashboard, or the page the ended session was on.
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && url.pathname !== '/admin/login');
}

/** Opens a screen from the sidebar's Accounts group. */
async function openFromNav(page: Page, link: 'Admins' | 'My Account') {
  const sidebar = page.getByRole('navigation', { name: 'Back office' });
  const group = sidebar.getByRole('button', { name: 'Accounts' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await sidebar.getByRole('link', { name: link }).click();
}

test.describe('admin accounts', () => {
  test('add an admin, who changes their password, is disabled and enabled again, and signs out everywhere', async ({ adminPage: page, site, newPage }) => {
    // One admin's story across three browsers and a dozen sign-ins: longer than one screen's journey.
    test.slow();
    const u = Date.now();
    const deputy = { name: `Priya Nair ${u}`, email: `priya-${u}@firm.in`, password: 'first-pass-1' };

    // The Admins screen, from the sidebar: every admin with a status.
    await page.goto(`${site.url}/admin`);
    await openFromNav(page, 'Admins');
    await page.waitForURL('**/admin/admins');
    await expect(page.getByRole('heading', { name: 'Admins' })).toBeVisible();
    await expect(row(page, 'admin@example.com')).toContainText('Active');

    // Adding: the contract's messages first, then the new admin in the list.
    await page.getByRole('button', { name: 'Add Admin' }).click();
    const form = dialog(page);
    // A new admin starts with the least powerful role; an owner is chosen on purpose.
    await expect(form.getByLabel('Role')).toHaveValue('editor');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await form.getByLabel('Name').fill(deputy.name);
    await form.getByLabel('Email').fill(deputy.email);
    await form.getByLabel('Password').fill('short');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();
    await form.getByLabel('Password').fill(deputy.password);
    await form.getByLabel('Role').selectOption({ label: 'Owner' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-accounts-add');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Admin added successfully')).toBeVisible();
    await expect(row(page, deputy.email)).toContainText('Active');
    await screenshot(page, 'admin-accounts-list');

    // The new admin signs in elsewhere, twice (one remembered), and changes the password under My Account.
    const mine = await newPage({ width: 1280, height: 800 });
    const other = await newPage({ width: 1280, height: 800 });
    await signIn(other, site.url, deputy.email, deputy.password, true);
    await signIn(mine, site.url, deputy.email, deputy.password);
    await openFromNav(mine, 'My Account');
    await mine.waitForURL('**/admin/account');
    await expect(mine.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await mine.getByLabel('Current password').fill('not-my-password');
    await mine.getByLabel('New password', { exact: true }).fill('second-pass-2');
    await mine.getByLabel('Confirm new password').fill('second-pass-3');
    await mine.getByRole('button', { name: 'Change password' }).click();
    await expect(mine.getByText('The passwords do not match')).toBeVisible();
    await mine.getByLabel('Confirm new password').fill('second-pass-2');
    await mine.getByRole('button', { name: 'Change password' }).click();
    // A wrong current password is refused with the server's message, and the session goes on.
    await expect(mine.getByRole('form', { name: 'Change password' }).getByRole('alert')).toHaveText('Error: The current password is incorrect');
    await expect(mine).toHaveURL(/\/admin\/account$/);
    const before = await mine.evaluate(() => sessionStorage.getItem('adminToken'));
    await mine.getByLabel('Current password').fill(deputy.password);
    await mine.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(mine, 'Password changed. Other sessions of this account have been signed out')).toBeVisible();
    await expect(mine.getByLabel('Current password')).toHaveValue('');
    expect(await seriousAxeViolations(mine)).toEqual([]);
    await screenshot(mine, 'admin-account');
    // This session goes on with the token the API answered; the remembered one elsewhere has ended.
    const after = await mine.evaluate(() => sessionStorage.getItem('adminToken'));
    expect(after).not.toBe(before);
    await openFromNav(mine, 'Admins');
    await expect(row(mine, deputy.email)).toContainText('Active');
    await other.goto(`${site.url}/admin/admins`);
    await expect(toast(other, SESSION_ENDED)).toBeVisible();
    await other.waitForURL('**/admin/login');

    // Disabled by the first admin (after a confirmation): the deputy's session ends and sign-in fails as for a wrong password.
    await row(page, deputy.email)
      .getByRole('button', { name: `Disable ${deputy.name}` })
      .click();
    const confirm = dialog(page);
    await expect(confirm.getByText(`Disable ${deputy.name}? They will be signed out everywhere and cannot sign in until enabled again.`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(toast(page, 'Admin disabled')).toBeVisible();
    await expect(row(page, deputy.email)).toContainText('Disabled');
    await mine.reload();
    await expect(toast(mine, SESSION_ENDED)).toBeVisible();
    await mine.waitForURL('**/admin/login');
    await mine.getByPlaceholder('Email').fill(deputy.email);
    await mine.getByPlaceholder('Password').fill('second-pass-2');
    await mine.getByRole('button', { name: 'LOGIN' }).click();
    await expect(signInProblem(mine)).toHaveText('Login Failed: Invalid email or password');

    // Enabled again: the new password signs in.
    await row(page, deputy.email)
      .getByRole('button', { name: `Enable ${deputy.name}` })
      .click();
    await dialog(page).getByRole('button', { name: 'Enable' }).click();
    await expect(toast(page, 'Admin enabled')).toBeVisible();
    await expect(row(page, deputy.email)).toContainText('Active');
    await signIn(other, site.url, deputy.email, 'second-pass-2', true);
    await signIn(mine, site.url, deputy.email, 'second-pass-2');

    // Sign out everywhere: this session and the remembered one end.
    await mine.goto(`${site.url}/admin/account`);
    await mine.getByRole('button', { name: 'Sign out everywhere' }).click();
    await dialog(mine).getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(toast(mine, 'Signed out everywhere')).toBeVisible();
    await mine.waitForURL('**/admin/login');
    // Its next call to the API is refused, which ends it.
    await other.goto(`${site.url}/admin/admins`);
    await expect(toast(other, SESSION_ENDED)).toBeVisible();
    await other.waitForURL('**/admin/login');
    // The first admin was never touched.
    await page.reload();
    await expect(row(page, 'admin@example.com')).toContainText('Active');
  });
});
