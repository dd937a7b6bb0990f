// The Audit Log screen (docs/behaviour.md §12): a change made in the back office shows there in product words with
// the admin's e-mail and a link to the item while it exists, and the resource filter narrows the log to one kind of
// change. Every action and resource reads in product words (issue #41): a restored version is "restored version 1
// of the mission …" under "Content history", and the filter offers every kind of entry, each site's missions apart.
import { dialog, postJson, row } from '../src/admin-helpers';
import { expect, PHONE, test } from '../src/fixtures';
import { adminToken, apiList, screenshot } from '../src/harness';

test.use({ siteGroup: 'admin' });

const u = Date.now().toString(36);

test('an edit in the back office is in the Audit Log with who made it, and the resource filter keeps only that resource', async ({ adminPage: page, site }) => {
  // Add a mission, then edit it: two admin writes.
  await page.goto(`${site.url}/admin/main/mission`);
  await page.getByRole('button', { name: 'Add Mission', exact: true }).click();
  const dlg = dialog(page);
  await dlg.getByLabel('Title', { exact: true }).fill(`Audit ${u}`);
  await dlg.getByLabel('Description', { exact: true }).fill('Safe workplaces');
  await dlg.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.Toastify__toast', { hasText: 'added successfully' }).last()).toBeVisible();
  await row(page, `Audit ${u}`).getByRole('button', { name: /^Edit/ }).click();
  await dlg.getByLabel('Description', { exact: true }).fill('Safe and clean workplaces');
  await dlg.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.Toastify__toast', { hasText: 'updated successfully' }).last()).toBeVisible();

  // A version restored from the item's history is an entry of its own.
  const mission = (await apiList(site.apiUrl, 'admin/missions/getMissions', 'missions')).find((m) => m.title === `Audit ${u}`)!;
  await postJson(site, `admin/history/missions/${mission._id}/1/restore`, {}, await adminToken(site.apiUrl));

  // The sidebar's Accounts group leads to the log.
  const sidebar = page.getByRole('navigation', { name: 'Back office' });
  await sidebar.getByRole('button', { name: 'Accounts' }).click();
  await sidebar.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  await expect(page.getByText('Every change an admin made to content, submissions and accounts, newest first.')).toBeVisible();

  // Newest first: the restore, the edit, then the add, by the signed-in admin, in product words.
  const table = page.getByRole('table', { name: 'Audit log' });
  const [restore, edit, add] = [table.getByRole('row').nth(1), table.getByRole('row').nth(2), table.getByRole('row').nth(3)];
  await expect(restore.getByRole('cell', { name: `Administrator restored version 1 of the mission 'Audit ${u}'`, exact: true })).toBeVisible();
  await expect(restore.getByRole('cell', { name: 'Content history', exact: true })).toBeVisible();
  await expect(edit).toContainText('admin@example.com');
  await expect(edit.getByRole('cell', { name: `Administrator changed the mission 'Audit ${u}'`, exact: true })).toBeVisible();
  await expect(edit).toContainText('Mission (main site)');
  // No handler's or controller's name anywhere in the sentences and resources.
  for (const r of [restore, edit, add]) {
    await expect(r.getByRole('cell').nth(2)).not.toHaveText(/[a-z][A-Z]|\(/);
    await expect(r.getByRole('cell').nth(3)).not.toHaveText(/[a-z][A-Z]/);
  }
  await expect(edit.getByRole('cell', { name: /^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{1,2}:\d{2} [ap]m$/ })).toBeVisible();
  await expect(add.getByRole('cell', { name: `Administrator added the mission 'Audit ${u}'`, exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshot(page, 'admin-audit-desktop', { viewport: true });

  // The item still exists: its link opens its screen, found by its title; there it is deleted.
  await edit.getByRole('link', { name: `Audit ${u}` }).click();
  await expect(page).toHaveURL(/\/admin\/main\/mission\?q=Audit/);
  await row(page, `Audit ${u}`)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(dialog(page).getByText(`Delete the mission 'Audit ${u}'?`, { exact: true })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.Toastify__toast', { hasText: 'deleted successfully' }).last()).toBeVisible();
  await page.goBack();
  const removed = table.getByRole('row').nth(1);
  await expect(removed.getByRole('cell', { name: `Administrator deleted the mission 'Audit ${u}'`, exact: true })).toBeVisible();
  // Gone: named, no longer linked, in every entry about it.
  await expect(removed).toContainText('No longer stored');
  await expect(table.getByRole('link', { name: `Audit ${u}` })).toHaveCount(0);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The filter offers every kind of entry in product words, the two sites' missions apart.
  const offered = await page.getByLabel('Resource').locator('option').allTextContents();
  for (const label of [
    'Mission (main site)',
    'Mission (integrated site)',
    'Content history',
    'Interviews',
    'Candidate e-mails',
    'CSV exports',
    'Two-factor sign-in',
    'Admin accounts',
    'Inbox',
    'Privacy',
    'Site settings',
  ])
    expect(offered).toContain(label);
  expect(offered.filter((o) => /\(missions\)|\(integratedMission\)|[a-z][A-Z]/.test(o))).toEqual([]);

  // The filter: only missions; the address keeps it.
  await page.getByLabel('Resource').selectOption({ label: 'Mission (main site)' });
  await expect(page).toHaveURL(/resource=missions/);
  // Every row is a mission's, once the filtered page has replaced the whole list (a count read once could be the
  // old page's).
  const rows = table.locator('tbody > tr:not(.ui-table__detail)');
  await expect(rows.filter({ has: page.getByRole('cell', { name: 'Mission (main site)', exact: true }) }).first()).toBeVisible();
  await expect(rows.filter({ hasNot: page.getByRole('cell', { name: 'Mission (main site)', exact: true }) })).toHaveCount(0);
  await page.getByLabel('Resource').selectOption({ label: 'Privacy notice' });
  await expect(page).toHaveURL(/resource=privacyNotice/);
  await expect(table.getByRole('row').filter({ hasText: 'Mission (main site)' })).toHaveCount(0);
  // The restore, under Content history.
  await page.getByLabel('Resource').selectOption({ label: 'Content history' });
  await expect(page).toHaveURL(/resource=ContentHistory/);
  await expect(
    table
      .getByRole('row')
      .nth(1)
      .getByRole('cell', { name: `Administrator restored version 1 of the mission 'Audit ${u}'`, exact: true }),
  ).toBeVisible();

  // At 390 px the table scrolls inside its card; the page itself does not.
  await page.getByLabel('Resource').selectOption({ label: 'Mission (main site)' });
  await expect(table.getByRole('row').nth(1)).toContainText('admin@example.com');
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'admin-audit-phone', { viewport: true });
  await page.setViewportSize({ width: 1440, height: 900 });
});
