// Issue 5: the integrated site's forms (spec §5, §7.3, §8): Get in Touch on /integrat/home (the home enquiry) and
// Send Us a Message on /integrat/contact — client-side errors with nothing sent, the spec's success toast and a
// cleared form, the server's message on a refusal, and the network text when the API is unreachable.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Page, Request } from 'playwright-core';
import { expectToast, screenshot, seriousAxeViolations, startTestSite, type TestSite } from '../src/harness';

// Three engineers share two cores: the journeys allow for a busy machine.
jest.setTimeout(120_000);

let site: TestSite;
/** A page with room for a slow machine. */
async function newPage(size?: { width: number; height: number }) {
  const page = await site.newPage(size);
  page.setDefaultTimeout(20_000);
  return page;
}
beforeAll(async () => {
  site = await startTestSite();
}, 120_000);
afterAll(() => site?.stop());

/** Records the POSTs to one API path made while the page is open. */
function recordPosts(page: Page, path: string) {
  const posts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(path)) posts.push(r);
  });
  return posts;
}

async function getInTouch(page: Page) {
  await page.goto(`${site.url}/integrat/home`);
  const form = page.getByRole('form', { name: 'Get in Touch' });
  await form.waitFor();
  await form.scrollIntoViewIfNeeded();
  return form;
}

const enquiry = { firstName: 'Asha', lastName: 'Patil', email: 'asha.patil@example.com', mobile: '9822012345', service: 'Housekeeping Services', description: 'Daily housekeeping for a 4-floor office in Baner, 2 shifts.' };

describe('Get in Touch (/integrat/home)', () => {
  it('shows the contract messages for empty and wrong fields and sends nothing', async () => {
    const page = await newPage();
    const posts = recordPosts(page, 'homeEnquiry/addHomeEnquiry');
    const form = await getInTouch(page);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    for (const message of ['First name is required', 'Last name is required', 'Please enter a valid email address', 'Mobile number must contain only digits (7 to 15)', 'Please choose a service from the list', 'Description is required'])
      await form.getByText(message).waitFor();
    expect(await form.getByLabel('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'integrated-get-in-touch-errors-desktop');

    await form.getByLabel('First Name').fill(enquiry.firstName);
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Mobile').fill('12ab');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await form.getByText('Please enter a valid email address').waitFor();
    await form.getByText('Mobile number must contain only digits (7 to 15)').waitFor();
    await expect(form.getByText('First name is required').count()).resolves.toBe(0);
    expect(posts).toHaveLength(0);
  });

  it("sends a valid enquiry with 'Inquiry submitted successfully!' and clears the form", async () => {
    const page = await newPage();
    const posts = recordPosts(page, 'homeEnquiry/addHomeEnquiry');
    const form = await getInTouch(page);
    await form.getByLabel('First Name').fill(enquiry.firstName);
    await form.getByLabel('Last Name').fill(enquiry.lastName);
    await form.getByLabel('Email').fill(enquiry.email);
    await form.getByLabel('Mobile').fill(enquiry.mobile);
    await form.getByLabel('Service').selectOption(enquiry.service);
    await form.getByLabel('Description').fill(enquiry.description);
    const response = page.waitForResponse((r) => r.url().includes('homeEnquiry/addHomeEnquiry'));
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    expect((await response).ok()).toBe(true);
    await expectToast(page, 'Inquiry submitted successfully!');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.postDataJSON()).toEqual(enquiry);
    for (const label of ['First Name', 'Last Name', 'Email', 'Mobile', 'Description']) expect(await form.getByLabel(label).inputValue()).toBe('');
    expect(await form.getByLabel('Service').inputValue()).toBe('');
  });

  it("shows the server's message when the API refuses, and the network text when it cannot be reached", async () => {
    const page = await newPage({ width: 390, height: 844 });
    await page.route('**/homeEnquiry/addHomeEnquiry', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Too many enquiries from this address' }) }));
    const form = await getInTouch(page);
    await form.getByLabel('First Name').fill(enquiry.firstName);
    await form.getByLabel('Last Name').fill(enquiry.lastName);
    await form.getByLabel('Email').fill(enquiry.email);
    await form.getByLabel('Mobile').fill(enquiry.mobile);
    await form.getByLabel('Service').selectOption(enquiry.service);
    await form.getByLabel('Description').fill(enquiry.description);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expectToast(page, 'Error: Too many enquiries from this address');
    // Nothing was sent, so the visitor keeps what they typed.
    expect(await form.getByLabel('First Name').inputValue()).toBe(enquiry.firstName);
    await screenshot(page, 'integrated-get-in-touch-phone');

    await page.unroute('**/homeEnquiry/addHomeEnquiry');
    await page.route('**/homeEnquiry/addHomeEnquiry', (route) => route.abort('connectionrefused'));
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expectToast(page, 'Something went wrong. Please try again.');
  });
});

describe('Send Us a Message (/integrat/contact)', () => {
  it('shows the contract messages and sends nothing until the fields are valid', async () => {
    const page = await newPage();
    const posts = recordPosts(page, 'userContact/addUserContact');
    await page.goto(`${site.url}/integrat/contact`);
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const message of ['Name is required', 'Please enter a valid email address', 'Subject is required', 'Message is required']) await form.getByText(message).waitFor();
    expect(posts).toHaveLength(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'integrated-contact-errors-desktop');
  });

  it("sends a message with 'Contact Details submitted successfully!' and clears the form", async () => {
    const page = await newPage({ width: 390, height: 844 });
    const posts = recordPosts(page, 'userContact/addUserContact');
    await page.goto(`${site.url}/integrat/contact`);
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.waitFor();
    const message = { name: 'Rahul Mehta', email: 'rahul.mehta@example.com', subject: 'Security for a warehouse', message: 'We need 6 guards for a warehouse in Chakan from next month.' };
    await form.getByLabel('Your Name').fill(message.name);
    await form.getByLabel('Your Email').fill(message.email);
    await form.getByLabel('Subject').fill(message.subject);
    await form.getByLabel('Message').fill(message.message);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Contact Details submitted successfully!');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.postDataJSON()).toEqual(message);
    for (const label of ['Your Name', 'Your Email', 'Subject', 'Message']) expect(await form.getByLabel(label).inputValue()).toBe('');
  });
});
