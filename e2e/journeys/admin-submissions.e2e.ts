// What visitors send, as the admin reviews it: enquiries and contacts (edit, delete, CSV of what is shown),
// job applications (status pipeline with counts and filter, resume preview, CSV) and the dashboard's figures.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { dialog, failNextCall, FILES, postApplication, postJson, row, search, signIn } from '../src/admin-helpers';
import { adminToken, apiList, eventually, screenshot, seriousAxeViolations, startTestSite, type TestSite } from '../src/harness';

let site: TestSite;
let page: Page;
const u = Date.now().toString(36);

beforeAll(async () => {
  site = await startTestSite();
  for (const n of ['Anil', 'Bina']) {
    await postJson(site, 'admin/homeEnquiry/addHomeEnquiry', { firstName: `${n}${u}`, lastName: 'Rao', service: 'Tower Works', email: `${n.toLowerCase()}@example.com`, mobile: '9876543210', description: 'Need a quote' });
    await postJson(site, 'admin/ServiceEnquiry/addServiceEnquiry', { name: `${n}${u} S`, email: `${n.toLowerCase()}@example.com`, mobile: '9876543210', address: 'Pune', date: '2026-12-01' });
    await postJson(site, 'admin/userContact/addUserContact', { name: `${n}${u} C`, email: `${n.toLowerCase()}@example.com`, subject: 'Hello', message: 'Call me' });
  }
  const app = { email: 'meena@example.com', mobile: '9123456780', address: 'Chennai', jobTitle: 'Security Guard', skills: 'Patrolling', experience: '1-3 years', qualification: 'HSC' };
  await postApplication(site, { ...app, name: `Meena${u}` }, { data: FILES.pdf, name: 'meena-cv.pdf', type: 'application/pdf' });
  await postApplication(site, { ...app, name: `Ravi${u}` }, { data: FILES.doc, name: 'ravi-cv.doc', type: 'application/msword' });
  page = await site.newPage({ width: 1440, height: 900 });
  await signIn(site, page);
}, 120_000);
afterAll(() => site?.stop());

async function exportCsv(p: Page) {
  const [download] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: /^Export CSV/ }).click()]);
  return (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
}

const SUBMISSIONS = [
  { path: 'main/inquiry', heading: 'Home Enquiry', name: `Anil${u}`, edit: { label: 'Description', value: 'Need a quote for 3 towers' }, updated: 'Home enquiry updated successfully', deleted: 'Home enquiry deleted successfully', csvHeader: 'Full Name,Email,Mobile,Service,Description,Received' },
  { path: 'service/enquiry', heading: 'Main Services Enquiry', name: `Anil${u} S`, edit: { label: 'Address', value: 'Mumbai' }, updated: 'Enquiry Updated!', deleted: 'Enquiry Deleted!', csvHeader: 'Name,Email,Mobile,Address,Service,Date' },
  { path: 'userContact', heading: 'User Contacts', name: `Anil${u} C`, edit: { label: 'Subject', value: 'Hello again' }, updated: 'Contact updated successfully', deleted: 'Contact deleted successfully', csvHeader: 'Name,Email,Subject,Message,Received' },
];

describe('admin submissions', () => {
  for (const s of SUBMISSIONS) {
    it(`${s.heading}: no add; CSV of what is shown; edit and delete with the list refreshed`, async () => {
      await page.goto(`${site.url}/admin/${s.path}`);
      await page.getByRole('heading', { name: s.heading, exact: true }).waitFor();
      await row(page, `Bina${u}`).waitFor();
      expect(await page.getByRole('button', { name: /^Add( |$)/ }).count()).toBe(0);
      await screenshot(page, `admin-${s.path.replace(/\//g, '-')}`);

      // Everything shown, then only what the search leaves.
      const all = await exportCsv(page);
      expect(all.split('\r\n')[0]).toBe(s.csvHeader);
      expect(all).toContain(`Bina${u}`);
      await search(page, s.name);
      await eventually(() => page.getByRole('table').getByRole('row').count(), (n) => n === 2);
      const one = (await exportCsv(page)).trim().split('\r\n');
      expect(one).toHaveLength(2);
      expect(one[1]).toContain(s.name);

      await row(page, s.name).getByRole('button', { name: /^Edit/ }).click();
      const dlg = dialog(page);
      await dlg.getByRole('heading', { name: 'Edit' + ' ' + (s.path === 'userContact' ? 'Contact' : 'Enquiry') }).waitFor();
      await dlg.getByLabel(s.edit.label, { exact: true }).fill(s.edit.value);
      await dlg.getByRole('button', { name: 'Save' }).click();
      await page.locator('.Toastify__toast', { hasText: s.updated }).waitFor();
      await row(page, s.name).filter({ hasText: s.edit.value }).waitFor();

      await row(page, s.name).getByRole('button', { name: /^Delete/ }).click();
      await dlg.getByRole('button', { name: 'Delete' }).click();
      await page.locator('.Toastify__toast', { hasText: s.deleted }).waitFor();
      await page.getByText(`Nothing matches "${s.name}".`).waitFor();
    });
  }

  it('job applications: status pipeline with counts and filter, resume preview, CSV of the filtered rows', async () => {
    await page.goto(`${site.url}/admin/JobContact`);
    await page.getByRole('heading', { name: 'Job Contact List' }).waitFor();
    await row(page, `Meena${u}`).waitFor();
    await page.getByRole('button', { name: 'New (2)' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel(`Status of Meena${u}`).selectOption('Shortlisted');
    await page.locator('.Toastify__toast', { hasText: `Meena${u}: Shortlisted` }).waitFor();
    await page.getByRole('button', { name: 'Shortlisted (1)' }).click();
    await eventually(() => page.getByRole('table').getByRole('row').count(), (n) => n === 2);
    await row(page, `Meena${u}`).waitFor();
    const csv = (await exportCsv(page)).trim().split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`Meena${u}`);
    expect(csv[1]).toContain('Shortlisted');
    const token = await adminToken(site.apiUrl);
    const stored = await apiList<{ name: string; status: string }>(site.apiUrl, 'admin/applyJobs/getApplyJobs', 'applyJobs', token);
    expect(stored.find((a) => a.name === `Meena${u}`)?.status).toBe('Shortlisted');

    // The PDF is shown inline through the signed link.
    const pdf = page.waitForResponse((r) => r.url().includes('/files/resume/'));
    await row(page, `Meena${u}`).getByRole('button', { name: /^View resume/ }).click();
    const dlg = dialog(page);
    await dlg.locator('iframe').waitFor();
    const res = await pdf;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    await dlg.getByRole('button', { name: /^Download resume/ }).waitFor();
    await screenshot(page, 'admin-resume-preview');
    // The status toast sits over the modal's corner until it closes (3 s), as it would for a person.
    await page.mouse.move(10, 700);
    await page.locator('.Toastify__toast').first().waitFor({ state: 'detached' });
    await dlg.getByRole('button', { name: 'Close' }).click();

    // A Word file is offered as a download.
    await page.getByRole('button', { name: 'All (2)' }).click();
    await row(page, `Ravi${u}`).getByRole('button', { name: /^View resume/ }).click();
    await dlg.getByText('Word documents cannot be shown in the browser').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), dlg.getByRole('button', { name: /^Download resume/ }).click()]);
    expect(download.suggestedFilename()).toBe('ravi-cv.doc');
    await dlg.getByRole('button', { name: 'Close' }).click();
    await screenshot(page, 'admin-job-applications');

    await row(page, `Ravi${u}`).getByRole('button', { name: /^Delete/ }).click();
    await dlg.getByText('Are you sure you want to delete this application?').waitFor();
    await dlg.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'All (1)' }).waitFor();
  });

  it('the dashboard counts what is stored, with this month as the trend, and lists the latest submissions', async () => {
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
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const figures = () => page.locator('.admin-stats strong').allInnerTexts();
    const expected = [clients.length, services.length, home.length + svc.length + contacts.length, apps.length].map(String);
    // The counter runs for 2.5 s, then rests on the real figures.
    await eventually(figures, (f) => JSON.stringify(f) === JSON.stringify(expected), 5000);
    // Inquiries count three lists: the card links to each.
    const inquiries = page.locator('.admin-stats li', { hasText: 'Inquiries' });
    for (const [label, list, path] of [['Home', home, 'main/inquiry'], ['Service', svc, 'service/enquiry'], ['Contact', contacts, 'userContact']] as const)
      expect(await inquiries.getByRole('link', { name: `${label} (${list.length})`, exact: true }).getAttribute('href')).toBe(`/admin/${path}`);

    // Recent Activity opens the list on the submission.
    const activity = page.getByRole('region', { name: 'Recent Activity' });
    await activity.getByRole('link', { name: new RegExp(`Bina${u} C`) }).waitFor();
    await activity.getByRole('link', { name: new RegExp(`Meena${u}`) }).click();
    await page.waitForURL((url) => url.pathname === '/admin/JobContact' && url.searchParams.get('q') === `Meena${u}`);
    await row(page, `Meena${u}`).waitFor();
    expect(await page.getByRole('table').getByRole('row').count()).toBe(2);
    await page.getByRole('button', { name: 'Show all' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/JobContact' && !url.search);
    await page.goto(`${site.url}/admin`);
    await eventually(figures, (f) => JSON.stringify(f) === JSON.stringify(expected), 5000);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-dashboard-desktop');
  });

  it('a list the dashboard cannot load shows an error with a retry, not figures that never come', async () => {
    await failNextCall(page, '**/admin/clients/get', 'no answer');
    await page.goto(`${site.url}/admin`);
    const problem = page.getByRole('alert').filter({ hasText: 'Some figures could not be loaded' });
    await problem.waitFor();
    expect(await page.locator('.admin-stats strong').allInnerTexts()).toEqual(['—', '—', '—', '—']);
    await screenshot(page, 'admin-dashboard-load-failed');
    await problem.getByRole('button', { name: 'Retry' }).click();
    await problem.waitFor({ state: 'detached' });
    await eventually(() => page.locator('.admin-stats strong').first().innerText(), (t) => /^\d+$/.test(t));
  });
});
