// Rate limits as a visitor meets them (issue #14, point 4), on a site of its own that allows one visitor form per
// client and two failed sign-ins: the first form is sent, then every public form shows the server's 429
// message (when to try again) instead of its own failure text, and keeps what was typed.
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';
import { agreeToPrivacy } from '../src/form-helpers';
import { SCREENSHOTS, screenshot, seriousAxeViolations } from '../src/harness';
import { adminList, seededJobs, seededServices } from '../src/main-helpers';

test.use({ siteGroup: 'rate-limited', siteEnv: { SUBMISSION_RATE_LIMIT: '1', LOGIN_RATE_LIMIT: '2' } });

const FORMS_LIMITED = /^Too many forms sent from your connection\. Please try again in \d+ minutes?\.$/;
const SIGN_INS_LIMITED = /^Too many sign-in attempts\. Please try again in \d+ (seconds?|minutes?)\.$/;
const toastMatching = (page: Page, text: RegExp): Locator => page.locator('.Toastify__toast').filter({ hasText: text }).first();
/** What the screen shows now, toast included (the harness's screenshot waits for animations, which outlasts a toast). */
const snapshot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });

test('a visitor over the limits sees when to try again on every public form', async ({ page, site }) => {
  // The one form this client may send.
  await page.goto(`${site.url}/main/contact`);
  const contact = page.getByRole('form', { name: 'Send Us a Message' });
  const fillContact = async (subject: string) => {
    for (const [label, value] of Object.entries({
      'Your Name': 'Rahul Mehta',
      'Your Email': 'rahul@example.com',
      Subject: subject,
      Message: 'Please call me about a quarterly plan.',
    }))
      await contact.getByLabel(label, { exact: true }).fill(value);
    await agreeToPrivacy(contact);
    await contact.getByRole('button', { name: 'Send Message' }).click();
  };
  await fillContact('First message');
  await expect(page.locator('.Toastify__toast').filter({ hasText: 'Contact Details submitted successfully!' })).toBeVisible();

  await fillContact('Second message');
  await expect(toastMatching(page, FORMS_LIMITED)).toBeVisible();
  await snapshot(page, 'rate-limited-contact');
  await expect(contact.getByLabel('Subject', { exact: true })).toHaveValue('Second message');
  expect(await seriousAxeViolations(page)).toEqual([]);
  const stored = await adminList(site, 'admin/userContact/getUserContact', 'userContact');
  expect(stored.map((c) => c.subject)).toEqual(['First message']);

  // The home enquiry.
  await page.goto(`${site.url}/main/home`);
  const enquiry = page.getByRole('form', { name: 'Enquiry form' });
  for (const [label, value] of Object.entries({
    'First Name': 'Asha',
    'Last Name': 'Patil',
    Email: 'asha@example.com',
    Mobile: '9876543210',
    Description: 'Security for an office.',
  }))
    await enquiry.getByLabel(label, { exact: true }).fill(value);
  await enquiry.getByLabel('Service', { exact: true }).selectOption('Security Services');
  await agreeToPrivacy(enquiry);
  await enquiry.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(toastMatching(page, FORMS_LIMITED)).toBeVisible();

  // The booking modal: the limit's message, not 'Something went wrong!'.
  const pest = (await seededServices(site)).find((s) => s.title === 'Pest Control Services')!;
  await page.goto(`${site.url}/booking/${pest._id}`);
  await page.getByRole('button', { name: 'Inquiry Now' }).click();
  const booking = page.getByRole('dialog', { name: 'Book a Service' });
  for (const [label, value] of Object.entries({
    Name: 'Kiran Shah',
    Email: 'kiran@example.com',
    Mobile: '9822001122',
    Address: '12 MG Road, Pune',
    Date: '2031-05-20',
  }))
    await booking.getByLabel(label, { exact: true }).fill(value);
  await agreeToPrivacy(booking);
  await booking.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(toastMatching(page, FORMS_LIMITED)).toBeVisible();
  await expect(booking).toBeVisible();
  await page.keyboard.press('Escape');

  // The job application: the message in the red box.
  // A job that requires a CV: the form with an e-mail address and a CV.
  const guard = (await seededJobs(site)).find((j) => j.jobTitle === 'Payroll Executive')!;
  await page.goto(`${site.url}/jobdetail/${guard._id}`);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  const apply = page.getByRole('dialog', { name: /^Apply for / });
  for (const [label, value] of Object.entries({
    'Full Name': 'Sunil Kadam',
    Email: 'sunil@example.com',
    Mobile: '9811223344',
    Address: 'Kothrud, Pune',
    Qualification: 'B.A.',
    Skills: 'Patrol planning',
  }))
    await apply.getByLabel(label, { exact: true }).fill(value);
  await apply.getByLabel('Experience', { exact: true }).selectOption('3-5 years');
  await agreeToPrivacy(apply);
  await apply
    .getByLabel('Resume (PDF, DOC or DOCX, max 5 MB)')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(apply.getByRole('alert').filter({ hasText: FORMS_LIMITED })).toBeVisible();
  await screenshot(page, 'rate-limited-application', { viewport: true });
  await page.keyboard.press('Escape');

  // Sign-up counts as a form too.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Signup' }).click();
  const signup = page.getByRole('dialog', { name: 'Sign Up' });
  for (const [label, value] of Object.entries({
    'Full Name': 'Priya Sharma',
    'Phone Number': '9876543210',
    Email: 'priya@example.com',
    Password: 'secret-pass-1',
  }))
    await signup.getByLabel(label, { exact: true }).fill(value);
  await agreeToPrivacy(signup);
  await signup.getByRole('button', { name: 'Sign Up' }).click();
  await expect(toastMatching(page, FORMS_LIMITED)).toBeVisible();

  // Sign-in: two failures are told as such, the third attempt is told when to try again.
  await signup.getByRole('button', { name: 'Login' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill('priya@example.com');
  await login.getByLabel('Password').fill('wrong-password');
  for (let i = 0; i < 2; i++) {
    const answered = page.waitForResponse((r) => r.url().includes('/UserLogin/UserLogin'));
    await login.getByRole('button', { name: 'Sign in' }).click();
    expect((await answered).status()).toBe(401);
  }
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(toastMatching(page, SIGN_INS_LIMITED)).toBeVisible();
  await snapshot(page, 'rate-limited-sign-in');
});
