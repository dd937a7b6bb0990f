// Issue 4: /booking/{id} (spec §2.7, §4, §8): the service, business hours with Closed in red, the FAQ
// accordion, the Inquiry Now modal with its checks and messages, loading and not found.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { expectToast, navigateInApp, scrollThrough, startTestSite, type TestSite } from '../src/harness';
import { adminList, captureAndAudit, DESKTOP, overflowsSideways, PHONE, seededServices, mainPage } from '../src/main-helpers';

let site: TestSite;
let pest: { _id: string; title: string; description: string };
beforeAll(async () => {
  site = await startTestSite();
  // Pest Control keeps the default hours: Sunday is Closed.
  pest = (await seededServices(site)).find((s) => s.title === 'Pest Control Services') as typeof pest;
}, 120_000);
afterAll(() => site?.stop());

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Book a Service' });

describe('service detail', () => {
  it('shows title, image, description, hours Monday to Sunday with Closed in red, and one FAQ open at a time', async () => {
    const page = await mainPage(site, DESKTOP);
    await page.route(`**/admin/services/getServices/${pest._id}`, async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    // Reached by a link: a page loaded from the server arrives with its service already in it.
    await page.goto(`${site.url}/main/contact`);
    await page.getByRole('heading', { name: 'Send Us a Message' }).waitFor();
    await navigateInApp(page, `/booking/${pest._id}`);
    await page.getByText('Loading service details...').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Pest Control Services' }).waitFor();
    await page.getByText(pest.description).waitFor();
    expect(await page.getByRole('img', { name: 'Pest Control Services' }).evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);

    const days = await page.locator('.main-hours__row dt').allInnerTexts();
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    const hours = await page.locator('.main-hours__row dd').allInnerTexts();
    expect(hours).toEqual(['09:00 - 17:00', '09:00 - 17:00', '09:00 - 17:00', '09:00 - 17:00', '09:00 - 17:00', '10:00 - 15:00', 'Closed']);
    const red = await page.locator('.main-hours__row dd').nth(6).evaluate((el) => getComputedStyle(el).color);
    expect(red).toBe('rgb(197, 48, 48)');
    expect(await page.locator('.main-hours__row dd').first().evaluate((el) => getComputedStyle(el).color)).not.toBe(red);

    // FAQ: the first answer starts open; opening another closes it.
    const questions = page.locator('.main-faq__item button');
    expect(await questions.count()).toBe(3);
    const expanded = () => questions.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-expanded')));
    expect(await expanded()).toEqual(['true', 'false', 'false']);
    await page.getByText('We use government-approved, low-toxicity products', { exact: false }).waitFor();
    await questions.nth(2).click();
    expect(await expanded()).toEqual(['false', 'false', 'true']);
    expect(await page.getByText('We use government-approved', { exact: false }).isVisible()).toBe(false);
    await page.getByText('Kitchens and food units usually need a visit every two weeks', { exact: false }).waitFor();
    // Keyboard: Enter on a question opens it.
    await questions.nth(1).focus();
    await page.keyboard.press('Enter');
    expect(await expanded()).toEqual(['false', 'true', 'false']);
    await questions.nth(1).click();
    expect(await expanded()).toEqual(['false', 'false', 'false']);

    await scrollThrough(page);
    expect(await captureAndAudit(page, 'booking-desktop')).toEqual([]);
  }, 120_000);

  it('Inquiry Now: every client-side message, focus trapped, Esc closes', async () => {
    const page = await mainPage(site, DESKTOP);
    await page.goto(`${site.url}/booking/${pest._id}`);
    await page.getByRole('button', { name: 'Inquiry Now' }).click();
    const d = dialog(page);
    await d.waitFor();
    // The form loads as the dialog opens; its first field then takes the focus.
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name');
    await d.getByRole('button', { name: 'Submit Enquiry' }).click();
    for (const m of ['Name is required', 'Please enter a valid email address', 'Mobile number must contain only digits (7 to 15)', 'Address is required', 'Please choose a valid date'])
      await d.getByText(m, { exact: true }).waitFor();
    expect(await captureAndAudit(page, 'booking-modal-errors-desktop', { viewport: true })).toEqual([]);

    // Tab from the last control wraps to the first one inside the dialog.
    await d.getByRole('button', { name: 'Submit Enquiry' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);

    await page.keyboard.press('Escape');
    await d.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Inquiry Now');
  }, 120_000);

  async function fillBooking(page: Page, overrides: Record<string, string> = {}) {
    const d = dialog(page);
    const v = { Name: 'Kiran Shah', Email: 'kiran@example.com', Mobile: '9822001122', Address: '12 MG Road, Pune', Date: '2031-05-20', ...overrides };
    for (const [label, value] of Object.entries(v)) await d.getByLabel(label, { exact: true }).fill(value);
  }

  it("sends a booking: 'Enquiry Added!', the modal closes and the form is empty when opened again", async () => {
    const page = await mainPage(site, PHONE);
    await page.goto(`${site.url}/booking/${pest._id}`);
    await page.getByRole('button', { name: 'Inquiry Now' }).click();
    await fillBooking(page, { Mobile: 'abc', Email: 'kiran@' });
    await dialog(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    await dialog(page).getByText('Please enter a valid email address').waitFor();
    await dialog(page).getByText('Mobile number must contain only digits (7 to 15)').waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await captureAndAudit(page, 'booking-modal-phone', { viewport: true })).toEqual([]);
    await fillBooking(page, { Name: 'Journey Booker' });
    await dialog(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    await expectToast(page, 'Enquiry Added!');
    await dialog(page).waitFor({ state: 'detached' });
    const stored = await adminList(site, 'admin/ServiceEnquiry/getServiceEnquiry', 'ServiceEnquiry');
    expect(stored.some((e) => e.name === 'Journey Booker' && e.service === 'Pest Control Services' && e.date === '2031-05-20')).toBe(true);
    await page.getByRole('button', { name: 'Inquiry Now' }).click();
    for (const l of ['Name', 'Email', 'Mobile', 'Address', 'Date']) expect(await dialog(page).getByLabel(l, { exact: true }).inputValue()).toBe('');
    await scrollThrough(page);
  }, 120_000);

  it("server refusal gives 'Something went wrong!'; no answer gives 'Failed to submit data'", async () => {
    const page = await mainPage(site, DESKTOP);
    await page.goto(`${site.url}/booking/${pest._id}`);
    await page.getByRole('button', { name: 'Inquiry Now' }).click();
    await fillBooking(page);
    await page.route(
      '**/admin/ServiceEnquiry/addServiceEnquiry',
      async (route) => route.continue({ postData: JSON.stringify({ ...JSON.parse(route.request().postData() ?? '{}'), date: '20-05-2031' }) }),
      { times: 1 },
    );
    await dialog(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    await expectToast(page, 'Something went wrong!');
    expect(await dialog(page).isVisible()).toBe(true);
    await page.route('**/admin/ServiceEnquiry/addServiceEnquiry', (route) => route.abort('connectionrefused'), { times: 1 });
    await dialog(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    await expectToast(page, 'Failed to submit data');
    expect(await dialog(page).getByLabel('Name', { exact: true }).inputValue()).toBe('Kiran Shah');
  }, 120_000);

  it("an unknown or malformed id shows 'Service Not Found'", async () => {
    const page = await mainPage(site, DESKTOP);
    await page.goto(`${site.url}/booking/64b000000000000000000000`);
    await page.getByRole('heading', { name: 'Service Not Found' }).waitFor();
    await page.goto(`${site.url}/booking/not-an-id`);
    await page.getByRole('heading', { name: 'Service Not Found' }).waitFor();
    expect(await captureAndAudit(page, 'booking-not-found-desktop')).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await overflowsSideways(page)).toBe(false);
    expect(await captureAndAudit(page, 'booking-not-found-phone')).toEqual([]);
  }, 120_000);

  it('phone: one column, nothing overflowing', async () => {
    const page = await mainPage(site, PHONE);
    await page.goto(`${site.url}/booking/${pest._id}`);
    await page.getByRole('heading', { level: 1, name: 'Pest Control Services' }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await scrollThrough(page);
    expect(await captureAndAudit(page, 'booking-phone')).toEqual([]);
  }, 120_000);
});
