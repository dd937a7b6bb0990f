// What visitors send, as the admin reviews it: enquiries and contacts (edit, delete, CSV of what is shown),
// job applications (status pipeline with counts and filter, resume preview, CSV) and the dashboard's figures.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { dialog, failNextCall, FILES, postApplication, postJson, row, search } from '../src/admin-helpers';
import { expect, test } from '../src/fixtures';
import { adminToken, apiList, screenshot, seriousAxeViolations } from '../src/harness';

// The pipeline counts exactly the two applications posted here: no other journey on this site posts one.
test.use({ siteGroup: 'admin' });

const u = Date.now().toString(36);

test.beforeAll(async ({ site }) => {
  for (const n of ['Anil', 'Bina']) {
    await postJson(site, 'admin/homeEnquiry/addHomeEnquiry', {
      firstName: `${n}${u}`,
      lastName: 'Rao',
      service: 'Tower Works',
      email: `${n.toLowerCase()}@example.com`,
      mobile: '9876543210',
      description: 'Need a quote',
    });
    await postJson(site, 'admin/ServiceEnquiry/addServiceEnquiry', {
      name: `${n}${u} S`,
      email: `${n.toLowerCase()}@example.com`,
      mobile: '9876543210',
      address: 'Pune',
      date: '2099-12-01',
    });
    await postJson(site, 'admin/userContact/addUserContact', {
      name: `${n}${u} C`,
      email: `${n.toLowerCase()}@example.com`,
      subject: 'Hello',
      message: 'Call me',
    });
  }
  const app = {
    email: 'meena@example.com',
    mobile: '9123456780',
    address: 'Chennai',
    jobTitle: 'Security Guard',
    skills: 'Patrolling',
    experience: '1-3 years',
    qualification: 'HSC',
  };
  await postApplication(site, { ...app, name: `Meena${u}` }, { data: FILES.pdf, name: 'meena-cv.pdf', type: 'application/pdf' });
  await postApplication(site, { ...app, name: `Ravi${u}` }, { data: FILES.doc, name: 'ravi-cv.doc', type: 'application/msword' });
});

async function exportCsv(p: Page) {
  const [download] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: /^Export CSV/ }).click()]);
  return (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
}

const SUBMISSIONS = [
  {
    path: 'main/inquiry',
    heading: 'Home Enquiry',
    name: `Anil${u}`,
    edit: { label: 'Description', value: 'Need a quote for 3 towers' },
    updated: 'Home enquiry updated successfully',
    deleted: 'Home enquiry deleted successfully',
    csvHeader: '"First name","Last name","Service","E-mail","Mobile","Description","Status","Received","Language"',
  },
  {
    path: 'service/enquiry',
    heading: 'Main Services Enquiry',
    name: `Anil${u} S`,
    edit: { label: 'Address', value: 'Mumbai' },
    updated: 'Enquiry Updated!',
    deleted: 'Enquiry Deleted!',
    csvHeader: '"Name","E-mail","Mobile","Address","Date","Service","Status","Received","Language"',
  },
  {
    path: 'userContact',
    heading: 'User Contacts',
    name: `Anil${u} C`,
    edit: { label: 'Subject', value: 'Hello again' },
    updated: 'Contact updated successfully',
    deleted: 'Contact deleted successfully',
    csvHeader: '"Name","E-mail","Subject","Message","Status","Received","Language"',
  },
];

test.describe('admin submissions', () => {
  for (const s of SUBMISSIONS) {
    test(`${s.heading}: no add; CSV of what is shown; edit and delete with the list refreshed`, async ({ adminPage: page, site }) => {
      await page.goto(`${site.url}/admin/${s.path}`);
      await expect(page.getByRole('heading', { name: s.heading, exact: true })).toBeVisible();
      await expect(row(page, `Bina${u}`)).toBeVisible();
      await expect(page.getByRole('button', { name: /^Add( |$)/ })).toHaveCount(0);
      await screenshot(page, `admin-${s.path.replace(/\//g, '-')}`);

      // Everything shown, then only what the search leaves.
      const all = await exportCsv(page);
      expect(all.split('\r\n')[0]).toBe(s.csvHeader);
      expect(all).toContain(`Bina${u}`);
      await search(page, s.name);
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
      const one = (await exportCsv(page)).trim().split('\r\n');
      expect(one).toHaveLength(2);
      expect(one[1]).toContain(s.name);

      await row(page, s.name).getByRole('button', { name: /^Edit/ }).click();
      const dlg = dialog(page);
      await expect(dlg.getByRole('heading', { name: 'Edit' + ' ' + (s.path === 'userContact' ? 'Contact' : 'Enquiry') })).toBeVisible();
      await dlg.getByLabel(s.edit.label, { exact: true }).fill(s.edit.value);
      await dlg.getByRole('button', { name: 'Save' }).click();
      await expect(page.locator('.Toastify__toast', { hasText: s.updated })).toBeVisible();
      await expect(row(page, s.name).filter({ hasText: s.edit.value })).toBeVisible();

      await row(page, s.name)
        .getByRole('button', { name: /^Delete/ })
        .click();
      await dlg.getByRole('button', { name: 'Delete' }).click();
      await expect(page.locator('.Toastify__toast', { hasText: s.deleted })).toBeVisible();
      await expect(page.getByText(`Nothing matches "${s.name}".`)).toBeVisible();
    });
  }

  test('job applications: status pipeline with counts and filter, resume preview, CSV of the filtered rows', async ({ adminPage: page, site }) => {
    await page.goto(`${site.url}/admin/JobContact`);
    await expect(page.getByRole('heading', { name: 'Job Contact List' })).toBeVisible();
    await expect(row(page, `Meena${u}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'New (2)' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel(`Status of Meena${u}`).selectOption('Shortlisted');
    await expect(page.locator('.Toastify__toast', { hasText: `Meena${u}: Shortlisted` })).toBeVisible();
    await page.getByRole('button', { name: 'Shortlisted (1)' }).click();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await expect(row(page, `Meena${u}`)).toBeVisible();
    const csv = (await exportCsv(page)).trim().split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`Meena${u}`);
    expect(csv[1]).toContain('Shortlisted');
    const token = await adminToken(site.apiUrl);
    const stored = await apiList<{ name: string; status: string }>(site.apiUrl, 'admin/applyJobs/getApplyJobs', 'applyJobs', token);
    expect(stored.find((a) => a.name === `Meena${u}`)?.status).toBe('Shortlisted');

    // The PDF is shown inline through the signed link.
    const pdf = page.waitForResponse((r) => r.url().includes('/files/resume/'));
    await row(page, `Meena${u}`)
      .getByRole('button', { name: /^View resume/ })
      .click();
    const dlg = dialog(page);
    await expect(dlg.locator('iframe')).toBeVisible();
    const res = await pdf;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    await expect(dlg.getByRole('button', { name: /^Download resume/ })).toBeVisible();
    await screenshot(page, 'admin-resume-preview');
    // The status toast sits over the modal's corner until it closes (3 s), as it would for a person.
    await page.mouse.move(10, 700);
    await expect(page.locator('.Toastify__toast').first()).not.toBeAttached();
    await dlg.getByRole('button', { name: 'Close' }).click();
    // The link is single-use: a second look asks for a fresh one, and it shows again.
    const again = page.waitForResponse((r) => r.url().includes('/files/resume/'));
    await row(page, `Meena${u}`)
      .getByRole('button', { name: /^View resume/ })
      .click();
    expect((await again).status()).toBe(200);
    await expect(dlg.locator('iframe')).toBeVisible();
    await dlg.getByRole('button', { name: 'Close' }).click();

    // A Word file is offered as a download.
    await page.getByRole('button', { name: 'All (2)' }).click();
    await row(page, `Ravi${u}`)
      .getByRole('button', { name: /^View resume/ })
      .click();
    await expect(dlg.getByText('Word documents cannot be shown in the browser')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), dlg.getByRole('button', { name: /^Download resume/ }).click()]);
    expect(download.suggestedFilename()).toBe('ravi-cv.doc');
    await dlg.getByRole('button', { name: 'Close' }).click();
    await screenshot(page, 'admin-job-applications');

    await row(page, `Ravi${u}`)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect(dlg.getByText(`Delete the job application 'Ravi${u}'?`, { exact: true })).toBeVisible();
    await dlg.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: 'All (1)' })).toBeVisible();
  });

  test('the dashboard counts what is stored, with this month as the trend, and lists the latest submissions', async ({ adminPage: page, site }) => {
    const token = await adminToken(site.apiUrl);
    const [clients, services, home, svc, contacts, apps] = await Promise.all([
      apiList(site.apiUrl, 'admin/clients/get', null),
      apiList(site.apiUrl, 'admin/services/getServices', 'services'),
      apiList(site.apiUrl, 'admin/homeEnquiry/getHomeEnquiry', 'homeEnquiry', token),
      apiList(site.apiUrl, 'admin/ServiceEnquiry/getServiceEnquiry', 'ServiceEnquiry', token),
      apiList(site.apiUrl, 'admin/userContact/getUserContact', 'userContact', token),
      apiList(site.apiUrl, 'admin/applyJobs/getApplyJobs', 'applyJobs', token),
    ]);
    await page.goto(`${site.url}/admin`);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const figures = page.locator('.admin-stats strong');
    const expected = [clients.length, services.length, home.length + svc.length + contacts.length, apps.length].map(String);
    // The counter runs for 2.5 s, then rests on the real figures.
    await expect(figures).toHaveText(expected);
    // Inquiries count three lists: the card links to each.
    const inquiries = page.locator('.admin-stats li', { hasText: 'Inquiries' });
    for (const [label, list, path] of [
      ['Home', home, 'main/inquiry'],
      ['Service', svc, 'service/enquiry'],
      ['Contact', contacts, 'userContact'],
    ] as const)
      await expect(inquiries.getByRole('link', { name: `${label} (${list.length})`, exact: true })).toHaveAttribute('href', `/admin/${path}`);

    // Recent Activity opens the list on the submission.
    const activity = page.getByRole('region', { name: 'Recent Activity' });
    await expect(activity.getByRole('link', { name: new RegExp(`Bina${u} C`) })).toBeVisible();
    await activity.getByRole('link', { name: new RegExp(`Meena${u}`) }).click();
    await page.waitForURL((url) => url.pathname === '/admin/JobContact' && url.searchParams.get('q') === `Meena${u}`);
    await expect(row(page, `Meena${u}`)).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Show all' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/JobContact' && !url.search);
    await page.goto(`${site.url}/admin`);
    await expect(figures).toHaveText(expected);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-dashboard-desktop');
  });

  test('a list the dashboard cannot load shows an error with a retry, not figures that never come', async ({ adminPage: page, site }) => {
    await failNextCall(page, '**/admin/dashboard', 'no answer');
    await page.goto(`${site.url}/admin`);
    const problem = page.getByRole('alert').filter({ hasText: 'Some figures could not be loaded' });
    await expect(problem).toBeVisible();
    await expect(page.locator('.admin-stats strong')).toHaveText(['—', '—', '—', '—']);
    await screenshot(page, 'admin-dashboard-load-failed');
    await problem.getByRole('button', { name: 'Retry' }).click();
    await expect(problem).not.toBeAttached();
    await expect(page.locator('.admin-stats strong').first()).toHaveText(/^\d+$/);
  });
});
