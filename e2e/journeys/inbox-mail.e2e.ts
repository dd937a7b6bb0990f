// E-mail (docs/behaviour.md §11) on a site whose mail goes to a MailDev of its own: a visitor's message reaches the
// company (with a link to its inbox page) and the sender, each in HTML and text, and the inbox page says both were
// delivered; an application's notification never carries the CV, and writes the mobile number as India does; the
// e-mails fit a phone. A message filled at autofill speed waits out the spam guard's 3 s and is stored (§7.7).
import type { Page } from '@playwright/test';
import { FILES, postApplication } from '../src/admin-helpers';
import { expect, MAIL_SITE, PHONE, test, type TestSite } from '../src/fixtures';
import { toast } from '../src/harness';
import { arrived } from '../src/mail';

test.use(MAIL_SITE);

const COMPANY = 'admin@example.com';
const u = Date.now().toString(36);

/** The e-mail to `address` whose text mentions `text`, once it has arrived. */
const arrivedAbout = (site: TestSite, address: string, text: string) =>
  arrived(site, address, (m) => m.text.includes(text), `an e-mail to ${address} about ${text}`);

/** The contact form, filled in at once (as a browser's autofill would) and not sent yet. */
async function fillMessage(page: Page, site: TestSite, v: { name: string; email: string; subject: string }) {
  await page.goto(`${site.url}/main/contact`);
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByLabel('Your Name', { exact: true }).fill(v.name);
  await form.getByLabel('Your Email', { exact: true }).fill(v.email);
  await form.getByLabel('Subject', { exact: true }).fill(v.subject);
  await form.getByLabel('Message', { exact: true }).fill('Please call me about night guards.');
  // A consent box, where the form asks for one (docs/behaviour.md §5).
  const consent = form.getByRole('checkbox');
  if (await consent.count()) await consent.check();
  return form;
}

async function sendMessage(page: Page, site: TestSite, v: { name: string; email: string; subject: string }) {
  const form = await fillMessage(page, site, v);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Contact Details submitted successfully!')).toBeVisible();
}

/** The e-mail's HTML drawn on a phone: how much wider than the screen it is (0 when it fits), with a screenshot. */
async function overflowOnPhone(page: Page, html: string, shot: string) {
  await page.setViewportSize(PHONE);
  await page.setContent(html);
  await page.screenshot({ path: `/tmp/e2e-shots/${shot}-390.png`, fullPage: true });
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('a message sent on the site reaches the company and the sender, and its inbox page says both were delivered', async ({ page, adminPage, site }) => {
  const sender = { name: `Rahul ${u}`, email: `rahul-${u}@example.com`, subject: `Guards ${u}` };
  await sendMessage(page, site, sender);

  const notification = await arrivedAbout(site, COMPANY, sender.email);
  expect(notification.subject).toBe(`New contact from ${sender.name}: ${sender.subject}`);
  expect(notification.text).toContain('Please call me about night guards.');
  expect(notification.html).toContain('Please call me about night guards.');
  // The confirmation is in fixed words with the sender's name: it repeats nothing else they typed.
  // The name is cut to letters (the digits of the test's tag go).
  const confirmation = await arrivedAbout(site, sender.email, 'Thank you, Rahul ');
  expect(confirmation.subject).toBe('We received your message');
  expect(confirmation.text).not.toContain('night guards');
  expect(confirmation.text).not.toContain(sender.subject);
  expect(await overflowOnPhone(page, confirmation.html, 'mail-confirmation')).toBe(0);
  expect(await overflowOnPhone(page, notification.html, 'mail-notification')).toBe(0);

  // The notification links to the submission's own page in the back office.
  const link = notification.text.match(/http\S+\/admin\/inbox\/userContact\/[0-9a-f]{24}/)?.[0];
  expect(link?.startsWith(`${site.url}/admin/inbox/`)).toBe(true);
  expect(notification.html).toContain(link);
  await adminPage.goto(link!);
  await expect(adminPage.getByRole('heading', { name: `Contact: ${sender.subject}` })).toBeVisible();
  // Marked sent just after MailDev took it: the page is read again until it says so.
  await expect(async () => {
    await adminPage.reload();
    // Each e-mail named by what it was and its subject.
    await expect(adminPage.getByText(`Notification “${notification.subject}” to ${COMPANY}: delivered`)).toBeVisible({ timeout: 2_000 });
    await expect(adminPage.getByText(`Confirmation “${confirmation.subject}” to ${sender.email}: delivered`)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});

test("an application's notification says where the CV is and does not attach it", async ({ site }) => {
  const email = `meena-${u}@example.com`;
  const fields = {
    name: `Meena ${u}`,
    email,
    mobile: '9123456780',
    address: 'Chennai',
    jobTitle: 'Security Guard',
    skills: 'Patrolling',
    experience: '1-3 years',
    qualification: 'HSC',
  };
  await postApplication(site, fields, { data: FILES.pdf, name: 'meena-cv.pdf', type: 'application/pdf' });

  const notification = await arrivedAbout(site, COMPANY, email);
  expect(notification.subject).toBe(`New job application from Meena ${u}: Security Guard`);
  expect(notification.text).toContain('Mobile: +91 91234 56780');
  expect(notification.text).toContain('it is not attached to e-mails');
  expect(notification.attachments ?? []).toEqual([]);
  const confirmation = await arrivedAbout(site, email, 'Thank you, Meena ');
  expect(confirmation.attachments ?? []).toEqual([]);
});

test('a message filled at autofill speed on a phone is sent once the spam guard would take it, showing that it is sending, and is stored', async ({
  newPage,
  site,
}) => {
  const page = await newPage(PHONE);
  const sender = { name: `Asha ${u}`, email: `asha-${u}@example.com`, subject: `Autofill ${u}` };
  const form = await fillMessage(page, site, sender);
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/admin/userContact/addUserContact'));
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await page.screenshot({ path: '/tmp/e2e-shots/contact-sending-390.png' });
  expect(((await posted).postDataJSON() as { fillMs: number }).fillMs).toBeGreaterThanOrEqual(3000);
  await expect(toast(page, 'Contact Details submitted successfully!')).toBeVisible();
  // Stored: the company is told (a refused bot's form is answered the same, and nothing is stored or sent).
  const notification = await arrivedAbout(site, COMPANY, sender.email);
  expect(notification.subject).toBe(`New contact from ${sender.name}: ${sender.subject}`);
});
