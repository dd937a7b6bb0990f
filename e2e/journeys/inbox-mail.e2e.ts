// E-mail (docs/behaviour.md §11) on a site whose mail goes to a MailDev of its own: a visitor's message reaches the
// company (with a link to its inbox page) and the sender, each in HTML and text, and the inbox page says both were
// delivered; an application's notification never carries the CV.
import type { Page } from '@playwright/test';
import { FILES, postApplication } from '../src/admin-helpers';
import { expect, test, type TestSite } from '../src/fixtures';
import { toast } from '../src/harness';
import { arrived } from '../src/mail';

test.use({ siteGroup: 'mail', siteMail: true });

const COMPANY = 'admin@example.com';
const u = Date.now().toString(36);

/** The e-mail to `address` whose text mentions `text`, once it has arrived. */
const arrivedAbout = (site: TestSite, address: string, text: string) => arrived(site, address, (m) => m.text.includes(text), `an e-mail to ${address} about ${text}`);

async function sendMessage(page: Page, site: TestSite, v: { name: string; email: string; subject: string }) {
  await page.goto(`${site.url}/main/contact`);
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByLabel('Your Name', { exact: true }).fill(v.name);
  await form.getByLabel('Your Email', { exact: true }).fill(v.email);
  await form.getByLabel('Subject', { exact: true }).fill(v.subject);
  await form.getByLabel('Message', { exact: true }).fill('Please call me about night guards.');
  // A consent box, where the form asks for one (docs/behaviour.md §5).
  const consent = form.getByRole('checkbox');
  if (await consent.count()) await consent.check();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Contact Details submitted successfully!')).toBeVisible();
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

  // The notification links to the submission's own page in the back office.
  const link = notification.text.match(/http\S+\/admin\/inbox\/userContact\/[0-9a-f]{24}/)?.[0];
  expect(link?.startsWith(`${site.url}/admin/inbox/`)).toBe(true);
  expect(notification.html).toContain(link);
  await adminPage.goto(link!);
  await expect(adminPage.getByRole('heading', { name: `Contact: ${sender.subject}` })).toBeVisible();
  // Marked sent just after MailDev took it: the page is read again until it says so.
  await expect(async () => {
    await adminPage.reload();
    await expect(adminPage.getByText(`Notification to ${COMPANY}: delivered`)).toBeVisible({ timeout: 2_000 });
    await expect(adminPage.getByText(`Confirmation to ${sender.email}: delivered`)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});

test("an application's notification says where the CV is and does not attach it", async ({ site }) => {
  const email = `meena-${u}@example.com`;
  const fields = { name: `Meena ${u}`, email, mobile: '9123456780', address: 'Chennai', jobTitle: 'Security Guard', skills: 'Patrolling', experience: '1-3 years', qualification: 'HSC' };
  await postApplication(site, fields, { data: FILES.pdf, name: 'meena-cv.pdf', type: 'application/pdf' });

  const notification = await arrivedAbout(site, COMPANY, email);
  expect(notification.subject).toBe(`New job application from Meena ${u}: Security Guard`);
  expect(notification.text).toContain('it is not attached to e-mails');
  expect(notification.attachments ?? []).toEqual([]);
  const confirmation = await arrivedAbout(site, email, 'Thank you, Meena ');
  expect(confirmation.attachments ?? []).toEqual([]);
});
