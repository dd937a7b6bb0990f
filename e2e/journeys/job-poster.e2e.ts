// Where each applicant came from (docs/behaviour.md §16.2): the owner keeps the job links' sources in the settings, a
// recruiter prints a Marathi A4 poster for the guard's job whose QR code opens the job with the poster's source, guards
// apply by phone from that link, and the office filters the inbox by the source. At 1366 and 390 px.
import type { Page } from '@playwright/test';
import { expect, PHONE, test, type TestSite, WIDE } from '../src/fixtures';
import { adminToken, screenshot } from '../src/harness';
import { postJson } from '../src/admin-helpers';
import { seededJobs } from '../src/main-helpers';

// A site of its own: its guards ask for more codes from one address than the other phone journeys leave room for.
test.use({ siteGroup: 'sources', siteMail: true, siteEnv: { PHONE_CODE_CLIENT_HOURLY_LIMIT: '100' } });

type Sms = { to: string; text: string };
const FORM = { website: '', fillMs: 9000 };
const freshMobile = () => `9${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

async function signIn(page: Page, siteUrl: string, email: string, password: string) {
  await page.goto(`${siteUrl}/admin/login`);
  await page.getByPlaceholder('Email').fill(email);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && url.pathname !== '/admin/login');
}

/** A guard applies by phone from a link carrying `source`, as the job page does: a code by SMS, typed back, then the application. */
async function applyFrom(site: TestSite, jobId: string, name: string, source: string) {
  const mobile = freshMobile();
  await postJson(site, 'phone-codes?lang=mr', { mobile, purpose: 'apply', ...FORM });
  let code = '';
  await expect
    .poll(async () => {
      const all = (await (await fetch(`${site.smsUrl}/api/sms`)).json()) as Sms[];
      code = /#(\d{6})$/.exec(all.find((m) => m.to === `+91${mobile}`)?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  const { token } = (await postJson(site, 'phone-codes/verify', { mobile, code, purpose: 'apply' })) as { token: string };
  await postJson(site, 'applications/by-phone?lang=mr', { name, mobile, jobId, phoneToken: token, answers: '{}', consent: true, source, ...FORM });
}

test('a recruiter prints a Marathi poster whose QR code carries its source, and the office finds who it brought', async ({
  adminPage: page,
  site,
  newPage,
}) => {
  test.skip(!site.smsUrl, 'needs the site with its own SMS server');
  test.slow();
  const u = Date.now();
  const guard = (await seededJobs(site)).find((j) => j.jobTitle === 'Security Guard')!;

  // The owner adds a staff member's referral code to the sources the site starts with.
  await page.goto(`${site.url}/admin/settings`);
  const sources = page.getByRole('group', { name: 'Where applicants come from' });
  await expect(sources.getByLabel('Key of source 1')).toHaveValue('poster-pune-station');
  await sources.getByRole('button', { name: 'Add a source' }).click();
  await sources.getByLabel('Key of source 5').fill('ref-ramesh');
  await sources.getByLabel('Name of source 5').fill('Referral: Ramesh');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Site settings saved')).toBeVisible();

  // A recruiter opens the guard's poster from the Jobs screen, in Marathi, for the poster at Pune station.
  const recruiter = { name: `Rita ${u}`, email: `rita-${u}@firm.in`, password: 'rita-pass-12' };
  await postJson(site, 'admin/AdminLogin/addAdmin', { ...recruiter, role: 'recruiter' }, await adminToken(site.apiUrl));
  const rec = await newPage(WIDE);
  await signIn(rec, site.url, recruiter.email, recruiter.password);
  await rec.goto(`${site.url}/admin/jobs`);
  await rec.getByRole('link', { name: 'Poster: Security Guard' }).click();
  await expect(rec.getByRole('heading', { name: 'Poster: Security Guard' })).toBeVisible();
  await rec.getByLabel('Language').selectOption({ label: 'Marathi' });
  await rec.getByLabel('Where it hangs (the source)').selectOption({ label: 'Poster at Pune station' });
  const poster = rec.getByRole('article', { name: 'Poster preview' });
  await expect(poster.getByText('भरती सुरू आहे')).toBeVisible();
  await expect(poster.getByText('बायोडाटा लागत नाही', { exact: false })).toBeVisible();
  const link = `${site.url}/mr/jobdetail/${guard._id}?src=poster-pune-station`;
  await expect(poster.locator('[data-qr]')).toHaveAttribute('data-qr', link);
  // The Marathi is drawn in the site's own Devanagari face, not the device's.
  await expect
    .poll(() =>
      rec.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Noto Sans Devanagari' && f.status === 'loaded');
      }),
    )
    .toBe(true);
  await screenshot(rec, 'job-poster-mr-1366');

  // Printed, it is one A4 sheet.
  await rec.emulateMedia({ media: 'print' });
  await expect(rec.getByRole('navigation', { name: 'Back office' })).toBeHidden();
  await expect(rec.getByLabel('Language')).toBeHidden();
  await expect(poster).toBeVisible();
  const pdf = (await rec.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  // A4 is 595.3 × 841.9 points.
  const [, width, height] = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf)!;
  expect(Math.abs(Number(width) - 595.3)).toBeLessThan(1);
  expect(Math.abs(Number(height) - 841.9)).toBeLessThan(1);
  await rec.emulateMedia({ media: 'screen' });

  // At 390 px the sheet fits the phone's width, as it will print.
  const phone = await newPage(PHONE);
  await signIn(phone, site.url, recruiter.email, recruiter.password);
  await phone.goto(`${site.url}/admin/job-poster/${guard._id}?lang=hi&source=walk-in`);
  const small = phone.getByRole('article', { name: 'Poster preview' });
  await expect(small.getByText('भर्ती जारी है')).toBeVisible();
  const box = (await small.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  expect(box.height / box.width).toBeCloseTo(297 / 210, 1);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(phone, 'job-poster-hi-390');

  // Two guards scan the station's poster, one walks in.
  await applyFrom(site, guard._id, `सुनील पाटील ${u}`, 'poster-pune-station');
  await applyFrom(site, guard._id, `गणेश जाधव ${u}`, 'poster-pune-station');
  await applyFrom(site, guard._id, `विजय शिंदे ${u}`, 'walk-in');

  // The owner's inbox narrows to the station's poster, each row naming its source.
  await page.goto(`${site.url}/admin/inbox`);
  await page.getByLabel('Source').selectOption({ label: 'Poster at Pune station' });
  await expect(page).toHaveURL(/\?source=poster-pune-station$/);
  const table = page.getByRole('table', { name: 'Submissions' });
  await expect(table.getByText(`सुनील पाटील ${u}`)).toBeVisible();
  await expect(table.getByText(`गणेश जाधव ${u}`)).toBeVisible();
  await expect(table.getByText(`विजय शिंदे ${u}`)).toHaveCount(0);
  await expect(table.getByText('Source: Poster at Pune station (poster-pune-station)').first()).toBeVisible();
  await page.setViewportSize(WIDE);
  await screenshot(page, 'inbox-source-filter-1366');
  const phoneInbox = await newPage(PHONE);
  const owner = await adminToken(site.apiUrl);
  await phoneInbox.addInitScript((token) => sessionStorage.setItem('adminToken', token), owner);
  await phoneInbox.goto(`${site.url}/admin/inbox?source=walk-in`);
  await expect(phoneInbox.getByText(`विजय शिंदे ${u}`)).toBeVisible();
  await expect(phoneInbox.getByText(`सुनील पाटील ${u}`)).toHaveCount(0);
  expect(await phoneInbox.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(phoneInbox, 'inbox-source-filter-390');

  // The recruiter's Candidates screen filters the same way.
  await rec.goto(`${site.url}/admin/JobContact`);
  await rec.getByLabel('Source').selectOption({ label: 'Walk-in' });
  await expect(rec.getByRole('link', { name: `विजय शिंदे ${u}` })).toBeVisible();
  await expect(rec.getByRole('link', { name: `सुनील पाटील ${u}` })).toHaveCount(0);
});
