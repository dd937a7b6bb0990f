// The Audit Log screen (docs/behaviour.md §12): a change made in the back office shows there with the admin's
// e-mail, and the resource filter narrows the log to one kind of change.
import { dialog, row } from '../src/admin-helpers';
import { expect, PHONE, test } from '../src/fixtures';
import { screenshot } from '../src/harness';

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

  // The sidebar's Accounts group leads to the log.
  const sidebar = page.getByRole('navigation', { name: 'Back office' });
  await sidebar.getByRole('button', { name: 'Accounts' }).click();
  await sidebar.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  await expect(page.getByText('Every change an admin made to content, submissions and accounts, newest first.')).toBeVisible();

  // Newest first: the edit, then the add, by the signed-in admin.
  const table = page.getByRole('table', { name: 'Audit log' });
  const [edit, add] = [table.getByRole('row').nth(1), table.getByRole('row').nth(2)];
  await expect(edit).toContainText('admin@example.com');
  await expect(edit.getByRole('cell', { name: 'edit', exact: true })).toBeVisible();
  await expect(edit).toContainText('Mission (missions)');
  await expect(edit).toContainText('POST /admin/missions/editMissions/');
  await expect(add.getByRole('cell', { name: 'add', exact: true })).toBeVisible();
  await screenshot(page, 'admin-audit-desktop', { viewport: true });

  // The filter: only missions; the address keeps it.
  await page.getByLabel('Resource').selectOption({ label: 'Mission (missions)' });
  await expect(page).toHaveURL(/resource=missions/);
  // Every row is a mission's, once the filtered page has replaced the whole list (a count read once could be the
  // old page's).
  const rows = table.locator('tbody > tr:not(.ui-table__detail)');
  await expect(rows.filter({ has: page.getByRole('cell', { name: 'Mission (missions)', exact: true }) }).first()).toBeVisible();
  await expect(rows.filter({ hasNot: page.getByRole('cell', { name: 'Mission (missions)', exact: true }) })).toHaveCount(0);
  await page.getByLabel('Resource').selectOption({ label: 'Privacy notice' });
  await expect(page).toHaveURL(/resource=privacyNotice/);
  await expect(table.getByRole('row').filter({ hasText: 'Mission (missions)' })).toHaveCount(0);

  // At 390 px the table scrolls inside its card; the page itself does not.
  await page.getByLabel('Resource').selectOption({ label: 'Mission (missions)' });
  await expect(table.getByRole('row').nth(1)).toContainText('admin@example.com');
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'admin-audit-phone', { viewport: true });
  await page.setViewportSize({ width: 1440, height: 900 });
});
