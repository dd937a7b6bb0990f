// The inbox: every visitor submission in one list with filters kept in the address, and one submission's page where
// an admin sets its status and assignee and leaves notes, each written into its history; an application's page
// also shows a change made on the Job Contact List and who opened the CV.
import { dialog, FILES, postApplication, postJson, row } from '../src/admin-helpers';
import { expect, PHONE, test } from '../src/fixtures';
import { adminToken, screenshot, seriousAxeViolations, toast } from '../src/harness';

test.use({ siteGroup: 'admin' });

const u = `Inbox${Date.now().toString(36)}`;

test.beforeAll(async ({ site }) => {
  await postJson(site, 'admin/homeEnquiry/addHomeEnquiry', { firstName: u, lastName: 'Rao', service: 'Tower Works', email: 'inbox-home@example.com', mobile: '9876543210', description: 'Need a quote' });
  await postJson(site, 'admin/userContact/addUserContact', { name: `${u} C`, email: 'inbox-contact@example.com', subject: 'Night guards for a warehouse', message: 'Please call me back' });
  const app = { email: 'inbox-cv@example.com', mobile: '9123456780', address: 'Chennai', jobTitle: 'Supervisor', skills: 'Patrolling', experience: '1-3 years', qualification: 'HSC' };
  await postApplication(site, { ...app, name: `${u} A` }, { data: FILES.pdf, name: 'cv.pdf', type: 'application/pdf' });
});

// The admin journeys share a site and some count the submissions by status: these leave none behind.
test.afterAll(async ({ site }) => {
  const token = await adminToken(site.apiUrl);
  for (const email of ['inbox-home@example.com', 'inbox-contact@example.com', 'inbox-cv@example.com']) await postJson(site, 'admin/privacy/erase', { email }, token);
});

test('the inbox lists every kind of submission, filters by type in the address, and a submission is handled on its page', async ({ adminPage: page, site }) => {
  await page.goto(`${site.url}/admin/inbox`);
  await expect(page.getByRole('heading', { name: 'Inbox', exact: true })).toBeVisible();
  // The navigation shows how many submissions wait as New.
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: /^Inbox/ }).locator('.admin-nav-count')).toHaveText(/^\d+$/);

  await page.getByRole('searchbox').fill(u);
  await expect(page).toHaveURL(new RegExp(`q=${u}`));
  await expect(row(page, `${u} Rao`)).toBeVisible();
  await expect(row(page, `${u} C`)).toBeVisible();
  await expect(row(page, `${u} C`)).toContainText('Night guards for a warehouse');
  await expect(row(page, `${u} C`)).toContainText('New');

  await page.getByLabel('Type').selectOption({ label: 'Contact' });
  await expect(page).toHaveURL(/type=userContact/);
  await expect(row(page, `${u} Rao`)).toHaveCount(0);
  await page.reload();
  await expect(row(page, `${u} C`)).toBeVisible();
  await expect(page.getByLabel('Type')).toHaveValue('userContact');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshot(page, 'admin-inbox');

  await row(page, `${u} C`).getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Contact: Night guards for a warehouse' })).toBeVisible();
  await expect(page.getByText('Please call me back')).toBeVisible();
  // No mail server in these journeys: the e-mails wait in the outbox, and the page says so.
  await expect(page.getByText('Confirmation to inbox-contact@example.com: waiting to be sent')).toBeVisible();

  await page.getByLabel('Status').selectOption('In progress');
  await expect(toast(page, 'Status: In progress')).toBeVisible();
  await page.getByLabel('Assignee').selectOption({ label: 'Administrator' });
  await expect(toast(page, 'Assigned to Administrator')).toBeVisible();
  await page.getByLabel('Internal note').fill('Called back; quote on Monday');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(toast(page, 'Note added')).toBeVisible();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await expect(history).toContainText('status New → In progress');
  await expect(history).toContainText('assigned to Administrator');
  await expect(history).toContainText('“Called back; quote on Monday”');
  await expect(page.getByLabel('Internal note')).toHaveValue('');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshot(page, 'admin-inbox-item');

  await page.getByRole('link', { name: '← Inbox' }).click();
  await page.getByLabel('Status').selectOption('In progress');
  await page.getByRole('searchbox').fill(u);
  await expect(row(page, `${u} C`)).toContainText('Administrator');
  await expect(row(page, `${u} Rao`)).toHaveCount(0);
});

test("an application's page shows a status set on the Job Contact List, and who opened its CV and how", async ({ adminPage: page, site }) => {
  await page.goto(`${site.url}/admin/JobContact`);
  await page.getByRole('searchbox').fill(`${u} A`);
  await page.getByLabel(`Status of ${u} A`).selectOption('Reviewed');
  await expect(toast(page, `${u} A: Reviewed`)).toBeVisible();
  // The name opens the application's inbox page.
  await row(page, `${u} A`).getByRole('link', { name: `${u} A` }).click();
  await expect(page.getByRole('heading', { name: 'Job application: Supervisor' })).toBeVisible();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history).toContainText('Administrator');
  await expect(history).toContainText('status New → Reviewed');

  const log = page.getByRole('region', { name: 'CV access log' });
  await expect(log.getByText('No one has opened this CV yet.')).toBeVisible();
  const preview = async () => {
    const opened = page.waitForResponse((r) => r.url().includes('/files/resume/'));
    await page.getByRole('button', { name: 'View resume' }).click();
    expect((await opened).status()).toBe(200);
  };
  await preview();
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(log.getByRole('row').nth(1)).toContainText('admin@example.com');
  await expect(log.getByRole('row').nth(1)).toContainText('Preview');

  await preview();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog(page).getByRole('button', { name: /^Download resume/ }).click()]);
  expect(download.suggestedFilename()).toBe('cv.pdf');
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  // Newest first: the download above the two previews.
  await expect(log.getByRole('row')).toHaveCount(4);
  await expect(log.getByRole('row').nth(1)).toContainText('Download');
  await expect(log.getByRole('row').nth(1)).toContainText('admin@example.com');
  await expect(log.getByRole('row').nth(2)).toContainText('Preview');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshot(page, 'admin-inbox-cv-log');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'admin-inbox-cv-log-phone');
});

test('a submission’s page shows what was sent under the forms’ labels, consent in words, links to write or call, and Indian dates', async ({ adminPage: page, site }) => {
  const name = `${u}K`;
  const sent = await postJson(site, 'admin/homeEnquiry/addHomeEnquiry', { firstName: name, lastName: 'Desai', service: 'Tower Works', email: 'inbox-home@example.com', mobile: '9876543210', description: 'Quote for two towers', consent: true });
  for (const size of [{ width: 1366, height: 900 }, PHONE]) {
    await page.setViewportSize(size);
    await page.goto(`${site.url}/admin/inbox/homeEnquiry/${sent.data._id}`);
    const fields = page.locator('.admin-inbox-item__fields');
    await expect(fields.getByRole('term')).toHaveText(['First name', 'Last name', 'Service', 'Email', 'Mobile', 'Description', 'Consent']);
    await expect(fields.getByRole('definition').last()).toHaveText(/^Agreed to the privacy notice of \d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
    await expect(fields.getByRole('link', { name: 'inbox-home@example.com' })).toHaveAttribute('href', 'mailto:inbox-home@example.com');
    await expect(fields.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    await expect(page.getByText('[object Object]')).toHaveCount(0);
    // "Received 24 Nov 2026, 11:32 pm": Indian English, whatever the browser's own language.
    await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem').first()).toHaveText(/^Received \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{1,2}:\d{2} [ap]m$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await screenshot(page, `admin-inbox-item-fields-${size.width}`);
  }
  // One sent without consent (an older client) says so.
  await page.goto(`${site.url}/admin/inbox`);
  await page.getByRole('searchbox').fill(`${u} C`);
  // The search is sent once typing pauses: the list it brings replaces the rows shown meanwhile.
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await row(page, `${u} C`).getByRole('link').click();
  await expect(page.locator('.admin-inbox-item__fields').getByRole('definition').last()).toHaveText('No consent recorded');
});
