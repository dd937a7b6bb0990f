// /booking/{id}: the service, business hours with Closed in red, the FAQ
// accordion, the Inquiry Now modal with its checks and messages, loading and not found.
import type { Page } from '@playwright/test';
import { expect, PHONE, test as base, WIDE } from '../src/fixtures';
import { agreeToPrivacy, CONSENT_MESSAGE, consentBox } from '../src/form-helpers';
import { holdAnswers, navigateInApp, scrollThrough, toast } from '../src/harness';
import { adminList, captureAndAudit, overflowsSideways, seededServices } from '../src/main-helpers';

type Service = { _id: string; title: string; description: string };
const test = base.extend<{ pest: Service }>({
  // Pest Control keeps the default hours: Sunday is Closed.
  pest: async ({ site }, use) => {
    const pest = (await seededServices(site)).find((s) => s.title === 'Pest Control Services');
    if (!pest) throw new Error('the seed has no Pest Control Services');
    await use(pest as unknown as Service);
  },
});

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Book a Service' });

test.describe('service detail', () => {
  test('shows title, image, description, hours Monday to Sunday with Closed in red, and one FAQ open at a time', async ({ page, site, pest }) => {
    // The service's answer is held until the loading state has been seen.
    const answer = await holdAnswers(page, `**/admin/services/getServices/${pest._id}`);
    // Reached by a link: a page loaded from the server arrives with its service already in it.
    await page.goto(`${site.url}/main/contact`);
    await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
    await navigateInApp(page, `/booking/${pest._id}`);
    await expect(page.getByText('Loading service details...')).toBeVisible();
    answer();
    await expect(page.getByRole('heading', { level: 1, name: 'Pest Control Services' })).toBeVisible();
    await expect(page.getByText(pest.description)).toBeVisible();
    await expect.poll(() => page.getByRole('img', { name: 'Pest Control Services' }).evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);

    await expect(page.locator('.main-hours__row dt')).toHaveText(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    await expect(page.locator('.main-hours__row dd')).toHaveText([
      '09:00 - 17:00',
      '09:00 - 17:00',
      '09:00 - 17:00',
      '09:00 - 17:00',
      '09:00 - 17:00',
      '10:00 - 15:00',
      'Closed',
    ]);
    await expect(page.locator('.main-hours__row dd').nth(6)).toHaveCSS('color', 'rgb(197, 48, 48)');
    await expect(page.locator('.main-hours__row dd').first()).not.toHaveCSS('color', 'rgb(197, 48, 48)');

    // FAQ: the first answer starts open; opening another closes it.
    const questions = page.locator('.main-faq__item button');
    await expect(questions).toHaveCount(3);
    const expanded = () => questions.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-expanded')));
    await expect.poll(expanded).toEqual(['true', 'false', 'false']);
    await expect(page.getByText('We use government-approved, low-toxicity products', { exact: false })).toBeVisible();
    await questions.nth(2).click();
    await expect.poll(expanded).toEqual(['false', 'false', 'true']);
    await expect(page.getByText('We use government-approved', { exact: false })).toBeHidden();
    await expect(page.getByText('Kitchens and food units usually need a visit every two weeks', { exact: false })).toBeVisible();
    // Keyboard: Enter on a question opens it.
    await questions.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect.poll(expanded).toEqual(['false', 'true', 'false']);
    await questions.nth(1).click();
    await expect.poll(expanded).toEqual(['false', 'false', 'false']);

    await scrollThrough(page);
    expect(await captureAndAudit(page, 'booking-desktop')).toEqual([]);
  });

  test('Inquiry Now: every client-side message, focus trapped, Esc closes', async ({ page, site, pest }) => {
    await page.goto(`${site.url}/booking/${pest._id}`);
    await page.getByRole('button', { name: 'Inquiry Now' }).click();
    const d = dialog(page);
    await expect(d).toBeVisible();
    // The form loads as the dialog opens; its first field then takes the focus.
    await expect(d.locator('[name="name"]')).toBeFocused();
    await d.getByRole('button', { name: 'Submit Enquiry' }).click();
    // Empty fields are required, not wrongly formatted.
    for (const m of ['Name is required', 'Email is required', 'Mobile number is required', 'Address is required', 'Date is required', CONSENT_MESSAGE])
      await expect(d.getByText(m, { exact: true })).toBeVisible();
    for (const m of ['Please enter a valid email address', 'Mobile number must contain only digits (7 to 15)', 'Please choose a valid date'])
      await expect(d.getByText(m)).toHaveCount(0);
    expect(await captureAndAudit(page, 'booking-modal-errors-desktop', { viewport: true })).toEqual([]);

    // Tab from the last control wraps to the first one inside the dialog.
    const focusInDialog = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null);
    await d.getByRole('button', { name: 'Submit Enquiry' }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(focusInDialog).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(focusInDialog).toBe(true);

    await page.keyboard.press('Escape');
    await expect(d).not.toBeAttached();
    await expect(page.getByRole('button', { name: 'Inquiry Now' })).toBeFocused();
  });

  async function fillBooking(page: Page, overrides: Record<string, string> = {}) {
    const d = dialog(page);
    const v = { Name: 'Kiran Shah', Email: 'kiran@example.com', Mobile: '9822001122', Address: '12 MG Road, Pune', Date: '2031-05-20', ...overrides };
    for (const [label, value] of Object.entries(v)) await d.getByLabel(label, { exact: true }).fill(value);
    await agreeToPrivacy(d);
  }

  test("sends a booking: 'Enquiry Added!', the modal closes and the form is empty when opened again", async ({ newPage, site, pest }) => {
    const page = await newPage(PHONE);
    await page.goto(`${site.url}/booking/${pest._id}`);
    await page.getByRole('button', { name: 'Inquiry Now' }).click();
    await fillBooking(page, { Mobile: 'abc', Email: 'kiran@' });
    await dialog(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(dialog(page).getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog(page).getByText('Mobile number must contain only digits (7 to 15)')).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await captureAndAudit(page, 'booking-modal-phone', { viewport: true })).toEqual([]);
    await fillBooking(page, { Name: 'Journey Booker' });
    await dialog(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(toast(page, 'Enquiry Added!')).toBeVisible();
    await expect(dialog(page)).not.toBeAttached();
    const stored = await adminList(site, 'admin/ServiceEnquiry/getServiceEnquiry', 'ServiceEnquiry');
    expect(stored.some((e) => e.name === 'Journey Booker' && e.service === 'Pest Control Services' && e.date === '2031-05-20')).toBe(true);
    await page.getByRole('button', { name: 'Inquiry Now' }).click();
    for (const l of ['Name', 'Email', 'Mobile', 'Address', 'Date']) await expect(dialog(page).getByLabel(l, { exact: true })).toHaveValue('');
    await expect(consentBox(dialog(page))).not.toBeChecked();
    await scrollThrough(page);
  });

  for (const [width, size] of [
    ['1366', WIDE],
    ['390', PHONE],
  ] as const)
    test(`${width} px: a date before today in India is refused in the form and by the API, whatever the browser's time zone`, async ({
      newPage,
      site,
      pest,
    }) => {
      // 20:00 UTC on 20 May 2031: still the 20th in Los Angeles, where this browser is, already the 21st in India.
      const page = await newPage(size, { timezoneId: 'America/Los_Angeles' });
      await page.clock.setFixedTime(new Date('2031-05-20T20:00:00Z'));
      const sent: string[] = [];
      page.on('request', (r) => r.url().includes('addServiceEnquiry') && sent.push(r.url()));
      await page.goto(`${site.url}/booking/${pest._id}`);
      await page.getByRole('button', { name: 'Inquiry Now' }).click();
      const date = dialog(page).getByLabel('Date', { exact: true });
      await expect(date).toHaveAttribute('min', '2031-05-21');
      await fillBooking(page, { Date: '2031-05-20' });
      await dialog(page).getByRole('button', { name: 'Submit Enquiry' }).click();
      await expect(dialog(page).getByText('Please choose today or a later date', { exact: true })).toBeVisible();
      await expect(date).toHaveAttribute('aria-invalid', 'true');
      await page.screenshot({ path: `/tmp/booking-past-date-${width}.png` });
      expect(sent).toEqual([]);
      // The API refuses the reported case with the same words.
      const res = await fetch(`${site.apiUrl}/admin/ServiceEnquiry/addServiceEnquiry`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Past Booker', email: 'past@example.com', mobile: '9822001122', address: 'Pune', date: '2020-01-01' }),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('Please choose today or a later date');
    });

  test("server refusal gives 'Something went wrong!'; no answer gives 'Failed to submit data'", async ({ page, site, pest }) => {
    await page.goto(`${site.url}/booking/${pest._id}`);
    await page.getByRole('button', { name: 'Inquiry Now' }).click();
    await fillBooking(page);
    await page.route(
      '**/admin/ServiceEnquiry/addServiceEnquiry',
      async (route) => route.continue({ postData: JSON.stringify({ ...JSON.parse(route.request().postData() ?? '{}'), date: '20-05-2031' }) }),
      { times: 1 },
    );
    await dialog(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(toast(page, 'Something went wrong!')).toBeVisible();
    await expect(dialog(page)).toBeVisible();
    await page.route('**/admin/ServiceEnquiry/addServiceEnquiry', (route) => route.abort('connectionrefused'), { times: 1 });
    await dialog(page).getByRole('button', { name: 'Submit Enquiry' }).click();
    await expect(toast(page, 'Failed to submit data')).toBeVisible();
    await expect(dialog(page).getByLabel('Name', { exact: true })).toHaveValue('Kiran Shah');
  });

  test("an unknown or malformed id shows 'Service Not Found'", async ({ page, site }) => {
    await page.goto(`${site.url}/booking/64b000000000000000000000`);
    await expect(page.getByRole('heading', { name: 'Service Not Found' })).toBeVisible();
    await page.goto(`${site.url}/booking/not-an-id`);
    await expect(page.getByRole('heading', { name: 'Service Not Found' })).toBeVisible();
    expect(await captureAndAudit(page, 'booking-not-found-desktop')).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await overflowsSideways(page)).toBe(false);
    expect(await captureAndAudit(page, 'booking-not-found-phone')).toEqual([]);
  });

  test('a service open around the clock says "Open 24 hours" on each day, on a wide screen and on a phone', async ({ newPage, site }) => {
    // The seeded Security Services are open 00:00 to 23:59 every day.
    const security = (await seededServices(site)).find((s) => s.title === 'Security Services')!;
    for (const [size, name] of [
      [WIDE, 'booking-24-hours-desktop'],
      [PHONE, 'booking-24-hours-phone'],
    ] as const) {
      const page = await newPage(size);
      await page.goto(`${site.url}/booking/${security._id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Security Services' })).toBeVisible();
      await expect(page.locator('.main-hours__row dd')).toHaveText(Array(7).fill('Open 24 hours'));
      expect(await overflowsSideways(page)).toBe(false);
      await page.locator('.main-hours').scrollIntoViewIfNeeded();
      expect(await captureAndAudit(page, name, { viewport: true })).toEqual([]);
    }
  });

  test('phone: one column, nothing overflowing', async ({ newPage, site, pest }) => {
    const page = await newPage(PHONE);
    await page.goto(`${site.url}/booking/${pest._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pest Control Services' })).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    await scrollThrough(page);
    expect(await captureAndAudit(page, 'booking-phone')).toEqual([]);
  });
});
