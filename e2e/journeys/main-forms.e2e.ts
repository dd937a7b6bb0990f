// The home enquiry form and Send Us a Message: each client-side message,
// the success toast and reset, a refusal by the server and an unreachable server.
import type { Page } from '@playwright/test';
import { expect, PHONE, test } from '../src/fixtures';
import { agreeToPrivacy, CONSENT_MESSAGE, consentBox } from '../src/form-helpers';
import { toast } from '../src/harness';
import { adminList, captureAndAudit, rewriteNextPost } from '../src/main-helpers';

const values = (page: Page, labels: string[]) => Promise.all(labels.map((l) => page.getByLabel(l, { exact: true }).inputValue()));

test.describe('home enquiry form', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Enquiry form' });
  const LABELS = ['First Name', 'Last Name', 'Email', 'Mobile', 'Service', 'Description'];

  async function fill(page: Page, overrides: Record<string, string> = {}) {
    const f = form(page);
    const v = {
      'First Name': 'Asha',
      'Last Name': 'Patil',
      Email: 'asha.patil@example.com',
      Mobile: '9876543210',
      Description: 'Security for a 4-floor office.',
      ...overrides,
    };
    for (const [label, value] of Object.entries(v)) await f.getByLabel(label, { exact: true }).fill(value);
    await f.getByLabel('Service', { exact: true }).selectOption(overrides.Service ?? 'Security Services');
    await agreeToPrivacy(f);
  }

  test('offers the nine service choices and shows every required-field message', async ({ page, site }) => {
    await page.goto(`${site.url}/main/home`);
    const f = form(page);
    await expect(f).toBeVisible();
    await expect(f.getByLabel('Service', { exact: true }).locator('option:not(:first-child)')).toHaveText([
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
    for (const l of LABELS) await expect(f.getByLabel(l, { exact: true })).toHaveAttribute('required');
    await expect(f.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
    await expect(f.getByLabel('Mobile', { exact: true })).toHaveAttribute('inputmode', 'numeric');

    await f.getByRole('button', { name: 'Submit Enquiry' }).click();
    for (const m of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Mobile number is required',
      'Please choose a service from the list',
      'Description is required',
      CONSENT_MESSAGE,
    ])
      await expect(f.getByText(m, { exact: true })).toBeVisible();
    // An empty field is required, not wrongly formatted.
    for (const m of ['Please enter a valid email address', 'Mobile number must contain only digits (7 to 15)']) await expect(f.getByText(m)).toHaveCount(0);
    await f.getByRole('button', { name: 'Submit Enquiry' }).scrollIntoViewIfNeeded();
    expect(await captureAndAudit(page, 'enquiry-errors-desktop', { viewport: true })).toEqual([]);

    // Malformed e-mail and a mobile with letters.
    await fill(page, { Email: 'asha@', Mobile: '98765abc' });
    await f.getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(f.getByText('Please enter a valid email address')).toBeVisible();
    await expect(f.getByText('Mobile number must contain only digits (7 to 15)')).toBeVisible();
    await expect(f.getByText('First name is required')).toHaveCount(0);
  });

  test('sends a valid enquiry: success toast (replacing the failure before it), the form clears, the admin sees it', async ({ page, site }) => {
    await page.goto(`${site.url}/main/home`);
    await expect(form(page)).toBeVisible();
    await fill(page, { 'First Name': 'Journey', Description: 'Housekeeping for a clinic.' });
    await page.route('**/admin/homeEnquiry/addHomeEnquiry', (route) => route.abort('connectionrefused'), { times: 1 });
    await form(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(toast(page, 'Something went wrong. Please try again.')).toBeVisible();
    await form(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(toast(page, 'Inquiry submitted successfully!')).toBeVisible();
    // The form's new result takes the place of its old one.
    await expect(page.locator('.Toastify__toast', { hasText: 'Something went wrong' })).toHaveCount(0);
    await expect.poll(() => values(page, LABELS)).toEqual(['', '', '', '', '', '']);
    await expect(consentBox(form(page))).not.toBeChecked();
    const stored = await adminList(site, 'admin/homeEnquiry/getHomeEnquiry', 'homeEnquiry');
    expect(stored.some((e) => e.firstName === 'Journey' && e.service === 'Security Services' && e.mobile === '9876543210')).toBe(true);
  });

  test("shows the server's refusal as 'Error: {message}' and keeps what was typed", async ({ page, site }) => {
    await page.goto(`${site.url}/main/home`);
    await expect(form(page)).toBeVisible();
    await fill(page);
    // The browser's copy of the form is bypassed: the server checks the service list itself.
    await rewriteNextPost(page, '**/admin/homeEnquiry/addHomeEnquiry', (b) => ({ ...b, service: 'Rocket Launches' }));
    await form(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(toast(page, 'Error: Please choose a service from the list')).toBeVisible();
    await expect(form(page).getByLabel('First Name', { exact: true })).toHaveValue('Asha');
    expect(await captureAndAudit(page, 'enquiry-refused-desktop', { viewport: true })).toEqual([]);
  });

  test("an unreachable server gives 'Something went wrong. Please try again.'", async ({ newPage, site }) => {
    const page = await newPage(PHONE);
    await page.goto(`${site.url}/main/home`);
    await expect(form(page)).toBeVisible();
    await fill(page);
    await page.route('**/admin/homeEnquiry/addHomeEnquiry', (route) => route.abort('connectionrefused'), { times: 1 });
    await form(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(toast(page, 'Something went wrong. Please try again.')).toBeVisible();
  });

  test("a refusal without a message gives 'Failed to submit inquiry'", async ({ page, site }) => {
    await page.goto(`${site.url}/main/home`);
    await expect(form(page)).toBeVisible();
    await fill(page);
    await page.route('**/admin/homeEnquiry/addHomeEnquiry', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }), {
      times: 1,
    });
    await form(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(toast(page, 'Failed to submit inquiry')).toBeVisible();
  });
});

test.describe('Send Us a Message (/main/contact)', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Send Us a Message' });
  const LABELS = ['Your Name', 'Your Email', 'Subject', 'Message'];
  async function fill(page: Page, v: Record<string, string> = {}) {
    const all = {
      'Your Name': 'Rahul Mehta',
      'Your Email': 'rahul@example.com',
      Subject: 'Quote for pest control',
      Message: 'Please call me about a quarterly plan.',
      ...v,
    };
    for (const [label, value] of Object.entries(all)) await form(page).getByLabel(label, { exact: true }).fill(value);
    await agreeToPrivacy(form(page));
  }

  test('shows each client-side message, then sends, toasts, clears and is stored', async ({ page, site }) => {
    await page.goto(`${site.url}/main/contact`);
    await expect(form(page)).toBeVisible();
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    for (const m of ['Name is required', 'Email is required', 'Subject is required', 'Message is required', CONSENT_MESSAGE])
      await expect(form(page).getByText(m, { exact: true })).toBeVisible();
    await expect(form(page).getByText('Please enter a valid email address')).toHaveCount(0);
    expect(await captureAndAudit(page, 'contact-errors-desktop')).toEqual([]);
    await fill(page, { 'Your Email': 'rahul.example.com' });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(form(page).getByText('Please enter a valid email address')).toBeVisible();
    await expect(form(page).getByText('Name is required')).toHaveCount(0);

    await fill(page, { Subject: 'Journey subject' });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Contact Details submitted successfully!')).toBeVisible();
    await expect.poll(() => values(page, LABELS)).toEqual(['', '', '', '']);
    await expect(consentBox(form(page))).not.toBeChecked();
    const stored = await adminList(site, 'admin/userContact/getUserContact', 'userContact');
    expect(stored.some((c) => c.subject === 'Journey subject' && c.email === 'rahul@example.com')).toBe(true);
  });

  test("reports the server's refusal, a refusal without message and an unreachable server", async ({ page, site }) => {
    await page.goto(`${site.url}/main/contact`);
    await expect(form(page)).toBeVisible();
    await fill(page);
    await rewriteNextPost(page, '**/admin/userContact/addUserContact', (b) => ({ ...b, email: 'not-an-email' }));
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Error: Please enter a valid email address')).toBeVisible();
    await expect(form(page).getByLabel('Subject', { exact: true })).toHaveValue('Quote for pest control');

    await page.route('**/admin/userContact/addUserContact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }), {
      times: 1,
    });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Failed to submit Contact Details')).toBeVisible();

    await page.route('**/admin/userContact/addUserContact', (route) => route.abort('connectionrefused'), { times: 1 });
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Something went wrong. Please try again.')).toBeVisible();
  });
});
