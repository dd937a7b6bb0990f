// Content history (docs/behaviour.md §24): an edit is undone from the item's History, and a deleted item comes back
// from Recently Deleted with its id; the public list shows the restored content each time. The demo content's items
// name the seed as their author.
import type { Page } from '@playwright/test';
import { dialog, FILES, postJson, row, search } from '../src/admin-helpers';
import { expect, PHONE, test } from '../src/fixtures';
import { adminToken, apiList, screenshot } from '../src/harness';

test.use({ siteGroup: 'admin' });

const u = Date.now().toString(36);

/** Searches and waits until the address holds the search (the box updates it a moment after typing). */
async function searchFor(page: Page, text: string) {
  await search(page, text);
  await expect(page.getByRole('status').filter({ hasText: `Showing the rows that mention “${text}”` })).toBeVisible();
}

test('an edit is restored from history, and a deleted item from Recently Deleted', async ({ adminPage: page, site }) => {
  const token = await adminToken(site.apiUrl);
  const form = new FormData();
  for (const [k, v] of Object.entries({ name: `Anil ${u}`, designation: 'Facility Head', feedback: 'Great team', star: '5' })) form.append(k, v);
  const png = FILES.png();
  form.append('image', new Blob([png.buffer], { type: png.mimeType }), png.name);
  const added = await fetch(`${site.apiUrl}/admin/testimonial/addTestimonial`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(added.status).toBe(201);
  const id = ((await added.json()) as { data: { _id: string } }).data._id;

  // The admin renames the testimonial.
  await page.goto(`${site.url}/admin/testimonial/main`);
  await searchFor(page, `Anil ${u}`);
  await row(page, `Anil ${u}`).getByRole('button', { name: /^Edit/ }).click();
  const dlg = dialog(page);
  await dlg.getByLabel('Name', { exact: true }).fill(`Anil Renamed ${u}`);
  await dlg.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.Toastify__toast', { hasText: /updated successfully/ }).last()).toBeVisible();
  await searchFor(page, `Anil Renamed ${u}`);

  // History shows who saved the first version and what differs from now; restoring it brings the old name back.
  await row(page, `Anil Renamed ${u}`)
    .getByRole('link', { name: `History of Anil Renamed ${u}` })
    .click();
  await page.waitForURL(`**/admin/history/testimonial/${id}`);
  await expect(page.getByRole('heading', { name: `History of the testimonial “Anil Renamed ${u}”` })).toBeVisible();
  const version = page.getByRole('list', { name: 'Versions' }).getByRole('button', { name: /Version 1/ });
  await expect(version).toContainText('Replaced by');
  const diff = page.getByRole('region', { name: 'Version 1' });
  const nameRow = diff.getByRole('row').filter({ hasText: 'Name' });
  await expect(nameRow.getByRole('cell').first()).toHaveText(`Anil ${u}`);
  await expect(nameRow.getByRole('cell').last()).toHaveText(`Anil Renamed ${u}`);
  await screenshot(page, 'admin-history');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'admin-history-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await diff.getByRole('button', { name: 'Restore this version' }).click();
  await dialog(page).getByRole('button', { name: 'Restore' }).click();
  await expect(page.locator('.Toastify__toast', { hasText: 'Version 1 restored' }).last()).toBeVisible();
  // The restore is a version too: the renamed one is kept as version 2.
  await expect(page.getByRole('list', { name: 'Versions' }).getByRole('button', { name: /Version 2/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: `History of the testimonial “Anil ${u}”` })).toBeVisible();
  const publicNames = async () =>
    (await apiList(site.apiUrl, 'admin/testimonial/getTestimonial', 'testimonial')).filter((t) => t._id === id).map((t) => t.name);
  expect(await publicNames()).toEqual([`Anil ${u}`]);
  await page.getByRole('link', { name: 'Back to the list' }).click();
  await searchFor(page, `Anil ${u}`);
  await expect(row(page, `Anil ${u}`)).toBeVisible();

  // Deleted, then restored from Recently Deleted with the same id.
  await postJson(site, `admin/testimonial/deleteTestimonial/${id}`, {}, token);
  expect(await publicNames()).toEqual([]);
  await page.goto(`${site.url}/admin/history`);
  await expect(page.getByRole('heading', { name: 'Recently deleted' })).toBeVisible();
  const deleted = row(page, `Anil ${u}`);
  await expect(deleted).toContainText('testimonial');
  await screenshot(page, 'admin-history-deleted');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'admin-history-deleted-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await deleted.getByRole('button', { name: `Restore Anil ${u}` }).click();
  await dialog(page).getByRole('button', { name: 'Restore' }).click();
  await expect(page.locator('.Toastify__toast', { hasText: 'The testimonial is back' }).last()).toBeVisible();
  await expect(row(page, `Anil ${u}`)).toHaveCount(0);
  expect(await publicNames()).toEqual([`Anil ${u}`]);
});

test('a seeded item’s history names the demo content as its author, at 1366 and 390 px', async ({ adminPage: page, site }) => {
  // A seeded mission no journey has saved since.
  const token = await adminToken(site.apiUrl);
  const savedBy = async (id: string) =>
    (
      (await (await fetch(`${site.apiUrl}/admin/history/missions/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
        current: { savedBy: { id: string } | null } | null;
      }
    ).current?.savedBy?.id;
  const missions = await apiList(site.apiUrl, 'admin/missions/getMissions', 'missions');
  const seeded = await Promise.all(missions.map(async (m) => ((await savedBy(String(m._id))) === 'seed' ? m : null)));
  const mission = seeded.find(Boolean);
  expect(mission).toBeTruthy();
  for (const size of [{ width: 1366, height: 800 }, PHONE]) {
    await page.setViewportSize(size);
    await page.goto(`${site.url}/admin/history/missions/${String(mission!._id)}`);
    await expect(page.getByRole('heading', { name: /^History of the mission/ })).toBeVisible();
    await expect(page.getByText(/^Current version: saved by the demo content \(seed\)/)).toBeVisible();
    await expect(page.getByText('before history was kept')).toHaveCount(0);
    // The owner may open Recently deleted (an editor is offered no such link: admin-roles.e2e.ts).
    await expect(page.getByRole('link', { name: 'Recently deleted' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await screenshot(page, `admin-history-seeded-${size.width}`);
  }
});
