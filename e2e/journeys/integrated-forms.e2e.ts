// The integrated site's forms: Get in Touch on /integrat/home (the home enquiry) and
// Send Us a Message on /integrat/contact — client-side errors with nothing sent, the spec's success toast and a
// cleared form, the server's message on a refusal, and the network text when the API is unreachable.
import type { Page, Request } from '@playwright/test';
import { expect, PHONE, test, type TestSite } from '../src/fixtures';
import { agreeToPrivacy, CONSENT_MESSAGE, consentBox } from '../src/form-helpers';
import { screenshot, seriousAxeViolations, toast } from '../src/harness';

/** Records the POSTs to one API path made while the page is open. */
function recordPosts(page: Page, path: string) {
  const posts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(path)) posts.push(r);
  });
  return posts;
}

async function getInTouch(page: Page, site: TestSite) {
  await page.goto(`${site.url}/integrat/home`);
  const form = page.getByRole('form', { name: 'Get in Touch' });
  await form.scrollIntoViewIfNeeded();
  return form;
}

const enquiry = {
  firstName: 'Asha',
  lastName: 'Patil',
  email: 'asha.patil@example.com',
  mobile: '9822012345',
  service: 'Housekeeping Services',
  description: 'Daily housekeeping for a 4-floor office in Baner, 2 shifts.',
};

test.describe('Get in Touch (/integrat/home)', () => {
  test('shows the contract messages for empty and wrong fields and sends nothing', async ({ page, site }) => {
    const posts = recordPosts(page, 'homeEnquiry/addHomeEnquiry');
    const form = await getInTouch(page, site);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Mobile number is required',
      'Please choose a service from the list',
      'Description is required',
      CONSENT_MESSAGE,
    ])
      await expect(form.getByText(message)).toBeVisible();
    // An empty field is required, not wrongly formatted.
    for (const m of ['Please enter a valid email address', 'Mobile number must contain only digits (7 to 15)']) await expect(form.getByText(m)).toHaveCount(0);
    await expect(form.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'integrated-get-in-touch-errors-desktop');

    await form.getByLabel('First Name').fill(enquiry.firstName);
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Mobile').fill('12ab');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Mobile number must contain only digits (7 to 15)')).toBeVisible();
    await expect(form.getByText('First name is required')).toHaveCount(0);
    expect(posts).toHaveLength(0);
  });

  test("sends a valid enquiry with 'Inquiry submitted successfully!' and clears the form", async ({ page, site }) => {
    const posts = recordPosts(page, 'homeEnquiry/addHomeEnquiry');
    const form = await getInTouch(page, site);
    await form.getByLabel('First Name').fill(enquiry.firstName);
    await form.getByLabel('Last Name').fill(enquiry.lastName);
    await form.getByLabel('Email').fill(enquiry.email);
    await form.getByLabel('Mobile').fill(enquiry.mobile);
    await form.getByLabel('Service').selectOption(enquiry.service);
    await form.getByLabel('Description').fill(enquiry.description);
    await agreeToPrivacy(form);
    const response = page.waitForResponse((r) => r.url().includes('homeEnquiry/addHomeEnquiry'));
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    expect((await response).ok()).toBe(true);
    await expect(toast(page, 'Inquiry submitted successfully!')).toBeVisible();
    expect(posts).toHaveLength(1);
    // The form's spam-defence fields come with it: an empty trap and how long the form was open.
    expect(posts[0]!.postDataJSON()).toEqual({ ...enquiry, consent: true, website: '', fillMs: expect.any(Number) });
    for (const label of ['First Name', 'Last Name', 'Email', 'Mobile', 'Description']) await expect(form.getByLabel(label)).toHaveValue('');
    await expect(form.getByLabel('Service')).toHaveValue('');
    await expect(consentBox(form)).not.toBeChecked();
  });

  test("shows the server's message when the API refuses, and the network text when it cannot be reached", async ({ newPage, site }) => {
    const page = await newPage(PHONE);
    await page.route('**/homeEnquiry/addHomeEnquiry', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Too many enquiries from this address' }) }),
    );
    const form = await getInTouch(page, site);
    await form.getByLabel('First Name').fill(enquiry.firstName);
    await form.getByLabel('Last Name').fill(enquiry.lastName);
    await form.getByLabel('Email').fill(enquiry.email);
    await form.getByLabel('Mobile').fill(enquiry.mobile);
    await form.getByLabel('Service').selectOption(enquiry.service);
    await form.getByLabel('Description').fill(enquiry.description);
    await agreeToPrivacy(form);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(toast(page, 'Error: Too many enquiries from this address')).toBeVisible();
    // Nothing was sent, so the visitor keeps what they typed.
    await expect(form.getByLabel('First Name')).toHaveValue(enquiry.firstName);
    await screenshot(page, 'integrated-get-in-touch-phone');

    await page.unroute('**/homeEnquiry/addHomeEnquiry');
    await page.route('**/homeEnquiry/addHomeEnquiry', (route) => route.abort('connectionrefused'));
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(toast(page, 'Something went wrong. Please try again.')).toBeVisible();
  });
});

test.describe('Send Us a Message (/integrat/contact)', () => {
  test('shows the contract messages and sends nothing until the fields are valid', async ({ page, site }) => {
    const posts = recordPosts(page, 'userContact/addUserContact');
    await page.goto(`${site.url}/integrat/contact`);
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required', CONSENT_MESSAGE])
      await expect(form.getByText(message)).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toHaveCount(0);
    expect(posts).toHaveLength(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'integrated-contact-errors-desktop');
  });

  test("sends a message with 'Contact Details submitted successfully!' and clears the form", async ({ newPage, site }) => {
    const page = await newPage(PHONE);
    const posts = recordPosts(page, 'userContact/addUserContact');
    await page.goto(`${site.url}/integrat/contact`);
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await expect(form).toBeVisible();
    const message = {
      name: 'Rahul Mehta',
      email: 'rahul.mehta@example.com',
      subject: 'Security for a warehouse',
      message: 'We need 6 guards for a warehouse in Chakan from next month.',
    };
    await form.getByLabel('Your Name').fill(message.name);
    await form.getByLabel('Your Email').fill(message.email);
    await form.getByLabel('Subject').fill(message.subject);
    await form.getByLabel('Message', { exact: true }).fill(message.message);
    await agreeToPrivacy(form);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Contact Details submitted successfully!')).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.postDataJSON()).toEqual({ ...message, consent: true, website: '', fillMs: expect.any(Number) });
    for (const label of ['Your Name', 'Your Email', 'Subject', 'Message']) await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
    await expect(consentBox(form)).not.toBeChecked();
  });
});
