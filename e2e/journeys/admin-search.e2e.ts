// Searching the back office the way people are named and reached: a full name whose words sit in different fields
// (first and last name), an e-mail address and a phone number, in the inbox and from the dashboard's Recent Activity.
import { postJson, row } from '../src/admin-helpers';
import { expect, test } from '../src/fixtures';
import { adminToken } from '../src/harness';

test.use({ siteGroup: 'admin' });

const u = `Srch${Date.now().toString(36)}`;
const email = `${u.toLowerCase()}@example.com`;

test.beforeAll(async ({ site }) => {
  // A namesake with the same first name only: a full-name search must leave it out.
  await postJson(site, 'admin/homeEnquiry/addHomeEnquiry', {
    firstName: `Anil${u}`,
    lastName: 'Kulkarni',
    service: 'Tower Works',
    email: 'namesake@example.com',
    mobile: '9822000000',
    description: 'Need a quote',
  });
  await postJson(site, 'admin/homeEnquiry/addHomeEnquiry', {
    firstName: `Anil${u}`,
    lastName: 'Desai',
    service: 'Tower Works',
    email,
    mobile: '9822012345',
    description: 'Need night guards',
  });
});

test.afterAll(async ({ site }) => {
  const token = await adminToken(site.apiUrl);
  for (const address of [email, 'namesake@example.com']) await postJson(site, 'admin/privacy/erase', { email: address }, token);
});

test('a full name, an e-mail address or a phone number finds the submission in the inbox, and Recent Activity opens it', async ({ adminPage: page, site }) => {
  await page.goto(`${site.url}/admin`);
  const activity = page.getByRole('region', { name: 'Recent Activity' });
  await activity.getByRole('link', { name: new RegExp(`Anil${u} Desai`) }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === `Anil${u} Desai`);
  await expect(
    page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: `Anil${u}` }),
  ).toHaveCount(1);
  await expect(row(page, `Anil${u}`)).toContainText('Desai');

  await page.goto(`${site.url}/admin/inbox`);
  const searchFor = async (text: string) => {
    await page.getByRole('searchbox').fill(text);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
  };
  await searchFor(`Anil${u} Desai`);
  await expect(row(page, `Anil${u}`)).toHaveCount(1);
  await expect(row(page, `Anil${u}`)).toContainText('Desai');
  // In either order, and in any case.
  await searchFor(`desai anil${u.toLowerCase()}`);
  await expect(row(page, `Anil${u}`)).toHaveCount(1);
  await searchFor(`Anil${u}`);
  await expect(row(page, `Anil${u}`)).toHaveCount(2);
  await searchFor(email.toUpperCase());
  await expect(row(page, `Anil${u}`)).toHaveCount(1);
  await expect(row(page, `Anil${u}`)).toContainText('Desai');
  await searchFor('9822012345');
  await expect(row(page, `Anil${u}`)).toHaveCount(1);
  await expect(row(page, `Anil${u}`)).toContainText('Desai');
});
