// Issue 4: the home enquiry form and Send Us a Message (spec §2.3, §2.4, §5, §8): each client-side message,
// the success toast and reset, a refusal by the server and an unreachable server.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { expectToast, startTestSite, type TestSite } from '../src/harness';
import { adminList, captureAndAudit, DESKTOP, PHONE, rewriteNextPost, mainPage } from '../src/main-helpers';

let site: TestSite;
beforeAll(async () => {
  site = await startTestSite();
}, 120_000);
afterAll(() => site?.stop());

const values = (page: Page, labels: string[]) => Promise.all(labels.map((l) => page.getByLabel(l, { exact: true }).inputValue()));

describe('home enquiry form', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Enquiry form' });
  const LABELS = ['First Name', 'Last Name', 'Email', 'Mobile', 'Service', 'Description'];

  async function fill(page: Page, overrides: Record<string, string> = {}) {
    const f = form(page);
    const v = { 'First Name': 'Asha', 'Last Name': 'Patil', Email: 'asha.patil@example.com', Mobile: '9876543210', Description: 'Security for a 4-floor office.', ...overrides };
    for (const [label, value] of Object.entries(v)) await f.getByLabel(label, { exact: true }).fill(value);
    await f.getByLabel('Service', { exact: true }).selectOption(overrides.Service ?? 'Security Services');
  }

  it('offers the nine service choices and shows every required-field message', async () => {
    const page = await mainPage(site, DESKTOP);
    await page.goto(`${site.url}/main/home`);
    const f = form(page);
    await f.waitFor();
    const options = await f.getByLabel('Service', { exact: true }).locator('option').allInnerTexts();
    expect(options.slice(1)).toEqual([
      'Smart Meter Installation',
      'Tower Works',
      'CCTV Installation',
      'Housekeeping Services',
      'Security Services',
      'Pest Control Services',
      'Payroll Management',
      'Hiring Services',
      'Eco-Friendly Cleaning',
    ]);
    for (const l of LABELS) expect(await f.getByLabel(l, { exact: true }).getAttribute('required')).not.toBeNull();
    expect(await f.getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email');
    expect(await f.getByLabel('Mobile', { exact: true }).getAttribute('inputmode')).toBe('numeric');

    await f.getByRole('button', { name: 'Submit Enquiry' }).click();
    for (const m of ['First name is required', 'Last name is required', 'Please enter a valid email address', 'Mobile number must contain only digits (7 to 15)', 'Please choose a service from the list', 'Description is required'])
      await f.getByText(m, { exact: true }).waitFor();
    await f.getByRole('button', { name: 'Submit Enquiry' }).scrollIntoViewIfNeeded();
    expect(await captureAndAudit(page, 'enquiry-errors-desktop', { viewport: true })).toEqual([]);

    // Malformed e-mail and a mobile with letters.
    await fill(page, { Email: 'asha@', Mobile: '98765abc' });
    await f.getByRole('button', { name: 'Submit Enquiry' }).click();
    await f.getByText('Please enter a valid email address').waitFor();
    await f.getByText('Mobile number must contain only digits (7 to 15)').waitFor();
    await expect(f.getByText('First name is required').count()).resolves.toBe(0);
  }, 120_000);

  it('sends a valid enquiry: success toast, the form clears, the admin sees it', async () => {
    const page = await mainPage(site, DESKTOP);
    await page.goto(`${site.url}/main/home`);
    await form(page).waitFor();
    await fill(page, { 'First Name': 'Journey', Description: 'Housekeeping for a clinic.' });
    await form(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    await expectToast(page, 'Inquiry submitted successfully!');
    expect(await values(page, LABELS)).toEqual(['', '', '', '', '', '']);
    const stored = await adminList(site, 'admin/homeEnquiry/getHomeEnquiry', 'homeEnquiry');
    expect(stored.some((e) => e.firstName === 'Journey' && e.service === 'Security Services' && e.mobile === '9876543210')).toBe(true);
  }, 120_000);

  it("shows the server's refusal as 'Error: {message}' and keeps what was typed", async () => {
    const page = await mainPage(site, DESKTOP);
    await page.goto(`${site.url}/main/home`);
    await form(page).waitFor();
    await fill(page);
    // The browser's copy of the form is bypassed: the server checks the service list itself.
    await rewriteNextPost(page, '**/admin/homeEnquiry/addHomeEnquiry', (b) => ({ ...b, service: 'Rocket Launches' }));
    await form(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    await expectToast(page, 'Error: Please choose a service from the list');
    expect(await form(page).getByLabel('First Name', { exact: true }).inputValue()).toBe('Asha');
    expect(await captureAndAudit(page, 'enquiry-refused-desktop', { viewport: true })).toEqual([]);
  }, 120_000);

  it("an unreachable server gives 'Something went wrong. Please try again.'", async () => {
    const page = await mainPage(site, PHONE);
    await page.goto(`${site.url}/main/home`);
    await form(page).waitFor();
    await fill(page);
    await page.route('**/admin/homeEnquiry/addHomeEnquiry', (route) => route.abort('connectionrefused'), { times: 1 });
    await form(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    await expectToast(page, 'Something went wrong. Please try again.');
  }, 120_000);

  it("a refusal without a message gives 'Failed to submit inquiry'", async () => {
    const page = await mainPage(site, DESKTOP);
    await page.goto(`${site.url}/main/home`);
    await form(page).waitFor();
    await fill(page);
    await page.route('**/admin/homeEnquiry/addHomeEnquiry', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }), { times: 1 });
    await form(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    await expectToast(page, 'Failed to submit inquiry');
  }, 120_000);
});

describe('Send Us a Message (/main/contact)', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Send Us a Message' });
  const LABELS = ['Your Name', 'Your Email', 'Subject', 'Message'];
  async function fill(page: Page, v: Record<string, string> = {}) {
    const all = { 'Your Name': 'Rahul Mehta', 'Your Email': 'rahul@example.com', Subject: 'Quote for pest control', Message: 'Please call me about a quarterly plan.', ...v };
    for (const [label, value] of Object.entries(all)) await form(page).getByLabel(label, { exact: true }).fill(value);
  }

  it('shows each client-side message, then sends, toasts, clears and is stored', async () => {
    const page = await mainPage(site, DESKTOP);
    await page.goto(`${site.url}/main/contact`);
    await form(page).waitFor();
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    for (const m of ['Name is required', 'Please enter a valid email address', 'Subject is required', 'Message is required']) await form(page).getByText(m, { exact: true }).waitFor();
    expect(await captureAndAudit(page, 'contact-errors-desktop')).toEqual([]);
    await fill(page, { 'Your Email': 'rahul.example.com' });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await form(page).getByText('Please enter a valid email address').waitFor();
    await expect(form(page).getByText('Name is required').count()).resolves.toBe(0);

    await fill(page, { Subject: 'Journey subject' });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Contact Details submitted successfully!');
    expect(await values(page, LABELS)).toEqual(['', '', '', '']);
    const stored = await adminList(site, 'admin/userContact/getUserContact', 'userContact');
    expect(stored.some((c) => c.subject === 'Journey subject' && c.email === 'rahul@example.com')).toBe(true);
  }, 120_000);

  it("reports the server's refusal, a refusal without message and an unreachable server", async () => {
    const page = await mainPage(site, DESKTOP);
    await page.goto(`${site.url}/main/contact`);
    await form(page).waitFor();
    await fill(page);
    await rewriteNextPost(page, '**/admin/userContact/addUserContact', (b) => ({ ...b, email: 'not-an-email' }));
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Error: Please enter a valid email address');
    expect(await form(page).getByLabel('Subject', { exact: true }).inputValue()).toBe('Quote for pest control');

    await page.route('**/admin/userContact/addUserContact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }), { times: 1 });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Failed to submit Contact Details');

    await page.route('**/admin/userContact/addUserContact', (route) => route.abort('connectionrefused'), { times: 1 });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Something went wrong. Please try again.');
  }, 120_000);
});
