// The inbox: every visitor submission in one list with filters kept in the address, and one submission's page where
// an admin sets its status and assignee and leaves notes, each written into its history.
import { postJson, row } from '../src/admin-helpers';
import { expect, test } from '../src/fixtures';
import { screenshot, seriousAxeViolations, toast } from '../src/harness';

test.use({ siteGroup: 'admin' });

const u = `Inbox${Date.now().toString(36)}`;

test.beforeAll(async ({ site }) => {
  await postJson(site, 'admin/homeEnquiry/addHomeEnquiry', { firstName: u, lastName: 'Rao', service: 'Tower Works', email: 'inbox-home@example.com', mobile: '9876543210', description: 'Need a quote' });
  await postJson(site, 'admin/userContact/addUserContact', { name: `${u} C`, email: 'inbox-contact@example.com', subject: 'Night guards for a warehouse', message: 'Please call me back' });
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
  await page.getByLabel('Assignee').selectOption({ label: 'Administrator (admin@example.com)' });
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
