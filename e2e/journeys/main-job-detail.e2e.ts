// Issue 4: /jobdetail/{id} and /jobdetails/{id} (spec §2.8, §3, §4, §5, §8, §9): every job field, Similar
// Jobs, the application modal with each rule and message, upload progress, success then close after 2 s,
// the server's refusal in a red box, and Job Not Found.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { scrollThrough, startTestSite, type TestSite } from '../src/harness';
import { adminList, captureAndAudit, DESKTOP, overflowsSideways, PHONE, seededJobs, mainPage } from '../src/main-helpers';

let site: TestSite;
let byTitle: Record<string, string>;
beforeAll(async () => {
  site = await startTestSite();
  byTitle = Object.fromEntries((await seededJobs(site)).map((j) => [String(j.jobTitle), j._id]));
}, 120_000);
afterAll(() => site?.stop());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const dialog = (page: Page) => page.getByRole('dialog', { name: /^Apply for / });
const submit = (page: Page) => dialog(page).getByRole('button', { name: /Submit Application|Submitting/ });
const resume = (page: Page) => dialog(page).getByLabel('Resume (PDF, DOC or DOCX, max 5 MB)');

async function fillApplication(page: Page, overrides: Record<string, string> = {}) {
  const d = dialog(page);
  const v = { 'Full Name': 'Sunil Kadam', Email: 'sunil@example.com', Mobile: '9811223344', Address: 'Flat 3, Kothrud, Pune', Qualification: 'B.A., NCC C certificate', Skills: 'Team lead, patrol planning, fire safety', ...overrides };
  for (const [label, value] of Object.entries(v)) await d.getByLabel(label, { exact: true }).fill(value);
  await d.getByLabel('Experience', { exact: true }).selectOption('3-5 years');
}

describe('job detail', () => {
  it('shows every field, the posted time, and up to 3 similar jobs by title word or job type', async () => {
    const page = await mainPage(site, DESKTOP);
    await page.goto(`${site.url}/jobdetail/${byTitle['Security Supervisor']}`);
    await page.getByRole('heading', { level: 1, name: 'Security Supervisor' }).waitFor();
    const facts = await page.getByRole('list', { name: 'Job facts' }).locator('li').allTextContents();
    expect(facts.map((t) => t.replace(/\s+/g, ' ').trim())).toEqual([
      'Location: Pune, Maharashtra',
      'Job type: Full-time',
      'Experience: 3-5 years',
      'Salary: ₹24,000 - ₹30,000 per month',
    ]);
    await page.getByText('Lead a team of 20 guards at a manufacturing campus', { exact: false }).waitFor();
    await expect(page.locator('.main-job__posted').innerText()).resolves.toMatch(/^Posted (just now|\d+ minutes? ago)$/);
    const requirements = await page.getByRole('region', { name: 'Requirements' }).locator('li').allInnerTexts();
    expect(requirements.map((t) => t.trim())).toEqual(['Ex-servicemen or 3+ years as a security supervisor', 'Good spoken Hindi and basic English', 'Able to work rotating shifts', 'Clean police verification']);
    expect(await page.getByRole('region', { name: 'Benefits' }).locator('li').count()).toBe(4);

    // Same first word first (Security Guard), then other Full-time jobs; never the job itself; at most 3.
    const similar = page.locator('.main-similar a');
    await similar.first().waitFor();
    expect(await similar.allInnerTexts()).toEqual(['Security Guard', 'Housekeeping Executive', 'Pest Control Technician']);
    await scrollThrough(page);
    expect(await captureAndAudit(page, 'job-detail-desktop')).toEqual([]);

    // A Part-time job with a unique first word: only the other Part-time job.
    await page.goto(`${site.url}/jobdetail/${byTitle['HR Recruiter']}`);
    await page.getByRole('heading', { level: 1, name: 'HR Recruiter' }).waitFor();
    await similar.first().waitFor();
    expect(await similar.allInnerTexts()).toEqual(['Smart Meter Installer']);
    // While the next job loads, the previous one is not left on screen.
    await page.route(`**/admin/jobs/getJobs/${byTitle['Smart Meter Installer']}`, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await similar.first().click();
    await page.getByText('Loading job details...').waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'HR Recruiter' }).count()).toBe(0);
    await page.waitForURL(`**/jobdetail/${byTitle['Smart Meter Installer']}`);
    await page.getByRole('heading', { level: 1, name: 'Smart Meter Installer' }).waitFor();
  }, 120_000);

  it('/jobdetails/{id} shows the same job detail; unknown ids show Job Not Found with Go Back to Jobs', async () => {
    const page = await mainPage(site, PHONE);
    await page.goto(`${site.url}/jobdetails/${byTitle['CCTV Technician']}`);
    await page.getByRole('heading', { level: 1, name: 'CCTV Technician' }).waitFor();
    await page.getByRole('button', { name: 'Apply Now' }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await scrollThrough(page);
    expect(await captureAndAudit(page, 'job-detail-phone')).toEqual([]);

    await page.goto(`${site.url}/jobdetail/64b000000000000000000000`);
    await page.getByRole('heading', { name: 'Job Not Found' }).waitFor();
    expect(await captureAndAudit(page, 'job-not-found-phone')).toEqual([]);
    await page.setViewportSize(DESKTOP);
    expect(await captureAndAudit(page, 'job-not-found-desktop')).toEqual([]);
    await page.goto(`${site.url}/jobdetails/nonsense`);
    await page.getByRole('heading', { name: 'Job Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Go Back to Jobs' }).click();
    await page.waitForURL('**/main/jobs');
    await page.getByRole('heading', { name: 'Available Career Opportunities' }).waitFor();
  }, 120_000);

  it('application: every field message, resume type, size and required checks, submit disabled on a file error', async () => {
    const page = await mainPage(site, DESKTOP);
    await page.goto(`${site.url}/jobdetail/${byTitle['Security Supervisor']}`);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    const d = dialog(page);
    await d.waitFor();
    expect(await d.getByLabel('Job Title', { exact: true }).inputValue()).toBe('Security Supervisor');
    expect(await resume(page).getAttribute('accept')).toContain('.pdf,.doc,.docx');
    const experience = await d.getByLabel('Experience', { exact: true }).locator('option').allInnerTexts();
    expect(experience.slice(1)).toEqual(['0-1 years', '1-3 years', '3-5 years', '5+ years']);
    await d.getByLabel('Job Title', { exact: true }).fill('');
    await submit(page).click();
    for (const m of [
      'Name is required',
      'Please enter a valid email address',
      'Mobile number must contain only digits (7 to 15)',
      'Address is required',
      'Job title is required',
      'Skills are required',
      'Please choose your experience from the list',
      'Qualification is required',
      'Resume file is required',
    ])
      await d.getByText(m, { exact: true }).waitFor();
    expect(await submit(page).isDisabled()).toBe(true);
    expect(await captureAndAudit(page, 'apply-errors-desktop', { viewport: true })).toEqual([]);

    await resume(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await d.getByText('Please upload a PDF or Word document').waitFor();
    expect(await submit(page).isDisabled()).toBe(true);
    await resume(page).setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20) });
    await d.getByText('File size exceeds 5MB limit').waitFor();
    expect(await submit(page).isDisabled()).toBe(true);
    await resume(page).setInputFiles({ name: 'cv.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from('PK') });
    await expect(d.getByText('File size exceeds 5MB limit').count()).resolves.toBe(0);
    expect(await submit(page).isDisabled()).toBe(false);

    await fillApplication(page, { Email: 'sunil@', Mobile: '98-11x' });
    await submit(page).click();
    await d.getByText('Please enter a valid email address').waitFor();
    await d.getByText('Mobile number must contain only digits (7 to 15)').waitFor();
    await expect(d.getByText('Name is required').count()).resolves.toBe(0);

    // Keyboard: Esc closes and focus returns to Apply Now.
    await page.keyboard.press('Escape');
    await d.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Apply Now');
  }, 120_000);

  it('sends an application with upload progress, shows the success message, closes after 2 s and clears', async () => {
    const page = await mainPage(site, PHONE);
    await page.goto(`${site.url}/jobdetail/${byTitle['Security Guard']}`);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await fillApplication(page, { 'Full Name': 'Journey Applicant' });
    await resume(page).setInputFiles({ name: 'sunil-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    // Hold the answer a moment so the progress bar and the busy button can be seen.
    await page.route(
      '**/admin/applyJobs/addApplyJobs',
      async (route) => {
        await new Promise((r) => setTimeout(r, 700));
        await route.continue();
      },
      { times: 1 },
    );
    await submit(page).click();
    const progress = dialog(page).locator('progress');
    await progress.waitFor();
    expect(Number(await progress.getAttribute('value'))).toBeGreaterThanOrEqual(0);
    expect(await dialog(page).getByRole('button', { name: 'Submitting...' }).isDisabled()).toBe(true);
    await dialog(page).getByText("Application submitted successfully! We'll contact you soon.").waitFor();
    const shownAt = Date.now();
    expect(await captureAndAudit(page, 'apply-success-phone', { viewport: true })).toEqual([]);
    await dialog(page).waitFor({ state: 'detached', timeout: 5000 });
    // Closes 2 s after the message (less the time this test took to notice it).
    expect(Date.now() - shownAt).toBeGreaterThan(1500);
    expect(Date.now() - shownAt).toBeLessThan(3500);

    const stored = await adminList(site, 'admin/applyJobs/getApplyJobs', 'applyJobs');
    const mine = stored.find((a) => a.name === 'Journey Applicant');
    expect(mine).toMatchObject({ jobTitle: 'Security Guard', experience: '3-5 years', mobile: '9811223344' });
    expect(mine?.resume).toBeTruthy();

    await page.getByRole('button', { name: 'Apply Now' }).click();
    expect(await dialog(page).getByLabel('Full Name', { exact: true }).inputValue()).toBe('');
    expect(await resume(page).evaluate((i: HTMLInputElement) => i.files?.length ?? 0)).toBe(0);
  }, 120_000);

  it("shows the server's refusal in a red box, and the fallback text when the server is unreachable", async () => {
    const page = await mainPage(site, DESKTOP);
    await page.goto(`${site.url}/jobdetail/${byTitle['Security Guard']}`);
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await fillApplication(page);
    // Named and typed as a PDF, but the content is not one: the server checks the bytes.
    await resume(page).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text pretending to be a pdf') });
    await submit(page).click();
    const box = dialog(page).locator('.ui-alert[role="alert"]');
    await box.waitFor();
    // The server's own words (it read the bytes), not the fallback.
    expect((await box.innerText()).trim()).toBe('Please upload a PDF or Word document');
    expect(await box.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(155, 28, 28)');
    expect(await captureAndAudit(page, 'apply-refused-desktop', { viewport: true })).toEqual([]);

    await resume(page).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.route('**/admin/applyJobs/addApplyJobs', (route) => route.abort('connectionrefused'), { times: 1 });
    await submit(page).click();
    await dialog(page).getByText('Failed to submit application. Please try again.').waitFor();
    expect(await dialog(page).isVisible()).toBe(true);
  }, 120_000);
});
