// Back-office roles (docs/behaviour.md §22, issue #29 part 2): an owner adds a recruiter and an editor of the
// integrated site on the Admins screen; each sees only their screens, a screen's address outside their role is
// refused, and the API answers 403 to their calls outside it.
import type { Page } from '@playwright/test';
import { dialog, FILES, row } from '../src/admin-helpers';
import { expect, test, type TestSite } from '../src/fixtures';
import { adminToken, screenshot, toast } from '../src/harness';

test.use({ siteGroup: 'admin' });

const REFUSED = 'Your role does not allow this screen';

async function signIn(page: Page, siteUrl: string, email: string, password: string) {
  await page.goto(`${siteUrl}/admin/login`);
  await page.getByPlaceholder('Email').fill(email);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && url.pathname !== '/admin/login');
}

async function addAdmin(page: Page, who: { name: string; email: string; password: string }, role: 'Recruiter' | 'Editor', sites: string[] = []) {
  await page.getByRole('button', { name: 'Add Admin' }).click();
  const form = dialog(page);
  await form.getByLabel('Name').fill(who.name);
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Password').fill(who.password);
  await form.getByLabel('Role').selectOption({ label: role });
  if (role === 'Editor') {
    // An editor without a site is refused by the contract before anything is sent.
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Choose the site an editor edits: main, integrated or both')).toBeVisible();
    for (const site of sites) await form.getByLabel(site).check();
  }
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Admin added successfully')).toBeVisible();
  await expect(row(page, who.email)).toContainText(role);
}

/** A banner straight from the API, as the owner. */
async function addBanner(site: TestSite, path: string, field: string, title: string) {
  const form = new FormData();
  form.append('title', title);
  form.append('heading', 'Before');
  const png = FILES.png();
  form.append(field, new Blob([new Uint8Array(png.buffer)], { type: png.mimeType }), png.name);
  const res = await fetch(`${site.apiUrl}/admin/${path}`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${await adminToken(site.apiUrl)}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

const sidebarLinks = async (page: Page) => {
  const sidebar = page.getByRole('navigation', { name: 'Back office' });
  await expect(sidebar.getByRole('button').or(sidebar.getByRole('link')).first()).toBeVisible();
  return sidebar.innerText();
};

test.describe('back-office roles', () => {
  test('a recruiter sees hiring only; an integrated editor edits integrated banners, not main ones', async ({ adminPage: page, site, newPage }) => {
    test.slow();
    const u = Date.now();
    const recruiter = { name: `Rita Recruiter ${u}`, email: `rita-${u}@firm.in`, password: 'rita-pass-12' };
    const editor = { name: `Ivan Editor ${u}`, email: `ivan-${u}@firm.in`, password: 'ivan-pass-12' };
    const integrated = `IBanner ${u}`;
    const main = `Banner ${u}`;
    await addBanner(site, 'integratedBanner/addIntegratedBanner', 'image', integrated);
    const mainId = await addBanner(site, 'banner/addBanner', 'images', main);

    // The owner adds both on the Admins screen.
    await page.goto(`${site.url}/admin/admins`);
    await expect(page.getByRole('heading', { name: 'Admins' })).toBeVisible();
    await addAdmin(page, recruiter, 'Recruiter');
    await addAdmin(page, editor, 'Editor', ['Integrated site']);
    await expect(row(page, editor.email)).toContainText('Editor (Integrated site)');
    await screenshot(page, 'admin-roles-admins');

    // The recruiter lands on the candidates and sees no content screens.
    const rec = await newPage({ width: 1280, height: 800 });
    await signIn(rec, site.url, recruiter.email, recruiter.password);
    await rec.waitForURL('**/admin/JobContact');
    const recNav = await sidebarLinks(rec);
    expect(recNav).toContain('Careers');
    for (const hidden of ['Banners', 'Inbox', 'Privacy', 'Clients', 'Mission & Vision', 'Dashboard']) expect(recNav).not.toContain(hidden);
    // The applications' counts are the recruiter's too.
    await expect(rec.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: /^All \(\d+\)$/ })).toBeVisible();
    // A content screen's address is refused, and so is its API with the recruiter's token.
    await rec.goto(`${site.url}/admin/banner/main`);
    await expect(rec.getByRole('heading', { name: REFUSED })).toBeVisible();
    await screenshot(rec, 'admin-roles-refused');
    const recToken = await rec.evaluate(() => sessionStorage.getItem('adminToken'));
    const refused = await fetch(`${site.apiUrl}/admin/banner/editBanner/${mainId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${recToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ heading: 'Hijacked' }),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('Your role does not allow this');
    // The refusal does not end the recruiter's session.
    await rec.goto(`${site.url}/admin/interviews`);
    await expect(rec.getByRole('heading', { name: REFUSED })).toHaveCount(0);
    await expect(rec).toHaveURL(/\/admin\/interviews$/);

    // The integrated editor edits an integrated banner.
    const ed = await newPage({ width: 1280, height: 800 });
    await signIn(ed, site.url, editor.email, editor.password);
    const edNav = await sidebarLinks(ed);
    expect(edNav).toContain('Banners');
    for (const hidden of ['Careers', 'Inbox', 'Privacy', 'Dashboard']) expect(edNav).not.toContain(hidden);
    const sidebar = ed.getByRole('navigation', { name: 'Back office' });
    await sidebar.getByRole('button', { name: 'Banners' }).click();
    await expect(sidebar.getByRole('link', { name: 'Integrated Banners' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Main Banners' })).toHaveCount(0);
    await sidebar.getByRole('link', { name: 'Integrated Banners' }).click();
    await row(ed, integrated).getByRole('button', { name: /^Edit/ }).click();
    await dialog(ed).getByLabel('Heading', { exact: true }).fill('After');
    await dialog(ed).getByRole('button', { name: /Save|Update/ }).click();
    await expect(toast(ed, 'Integrated banner updated successfully')).toBeVisible();
    await expect(row(ed, integrated)).toContainText('After');

    // Not a main banner: the screen is refused, and so is the API.
    await ed.goto(`${site.url}/admin/banner/main`);
    await expect(ed.getByRole('heading', { name: REFUSED })).toBeVisible();
    const edToken = await ed.evaluate(() => sessionStorage.getItem('adminToken'));
    const mainEdit = await fetch(`${site.apiUrl}/admin/banner/editBanner/${mainId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${edToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ heading: 'Hijacked' }),
    });
    expect(mainEdit.status).toBe(403);
  });
});
