// Password reset and verified visitor accounts (docs/behaviour.md §21), with the e-mails read from the site's own
// MailDev: an admin resets a forgotten password and signs in with the new one; a visitor signs up, is asked to
// confirm their e-mail, confirms it from the e-mail's link (signing in to the account first where nobody is signed
// in) and sees their application in "My applications"; a visitor's used reset link says so as the page opens. The
// private pages open with a plain header of their own, not the sales banner.
import { FILES, postApplication, postJson } from '../src/admin-helpers';
import { DESKTOP, expect, MAIL_SITE, PHONE, test, type TestSite, WIDE } from '../src/fixtures';
import { signUpAndIn } from '../src/form-helpers';
import { adminToken, toast } from '../src/harness';
import { arrived } from '../src/mail';

test.use(MAIL_SITE);

const u = Date.now().toString(36);

/** The link in the e-mail to `address` with this subject, once it has arrived (the same in its HTML). */
async function linkIn(site: TestSite, address: string, subject: string, path: RegExp): Promise<string> {
  const mail = await arrived(site, address, (m) => m.subject === subject && path.test(m.text), `"${subject}" to ${address}`);
  const link = mail.text.match(path)![0];
  expect(mail.html).toContain(link);
  return link;
}

test('an admin who forgot their password resets it from the e-mailed link and signs in with the new one', async ({ newPage, site }) => {
  const admin = { name: `Reset Admin ${u}`, email: `reset-admin-${u}@example.com`, password: 'old-admin-pass-1' };
  await postJson(site, 'admin/AdminLogin/addAdmin', admin, await adminToken(site.apiUrl));
  // A session opened before the reset, elsewhere.
  const earlier = ((await postJson(site, 'admin/AdminLogin/addAdminLogin', admin)) as { token: string }).token;

  const page = await newPage(DESKTOP);
  await page.goto(`${site.url}/admin/login`);
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByPlaceholder('Email').fill(admin.email);
  await page.getByRole('button', { name: 'SEND THE LINK' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this e-mail address, we have sent it a link');

  const link = await linkIn(site, admin.email, 'Set a new password', /http\S+\/admin\/reset-password\/[A-Za-z0-9_-]{43}/);
  expect(link.startsWith(`${site.url}/admin/reset-password/`)).toBe(true);
  await page.goto(link);
  await page.getByPlaceholder('New password', { exact: true }).fill('new-admin-pass-2');
  await page.getByPlaceholder('Repeat the new password').fill('new-admin-pass-3');
  await page.getByRole('button', { name: 'SET THE NEW PASSWORD' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByPlaceholder('Repeat the new password').fill('new-admin-pass-2');
  await page.getByRole('button', { name: 'SET THE NEW PASSWORD' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. Please sign in with your new password');

  // The session from before has ended.
  const probe = await fetch(`${site.apiUrl}/admin/AdminLogin/getAdminLogin`, { headers: { Authorization: `Bearer ${earlier}` } });
  expect(probe.status).toBe(401);

  await page.getByRole('link', { name: 'SIGN IN' }).click();
  await page.getByPlaceholder('Email').fill(admin.email);
  await page.getByPlaceholder('Password').fill('new-admin-pass-2');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(toast(page, 'Admin Login Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);

  // The link worked once: opened again, it says so at once (no password to type first) and offers a new one.
  const again = await newPage(DESKTOP);
  await again.goto(link);
  await expect(again.getByRole('heading', { name: 'This link has expired or has already been used' })).toBeVisible();
  await expect(again.getByPlaceholder('New password', { exact: true })).toHaveCount(0);
  await expect(again.getByRole('link', { name: 'ASK FOR A NEW LINK' })).toHaveAttribute('href', '/admin/forgot-password');
});

test('a visitor confirms their e-mail from the sign-up e-mail and then sees their application', async ({ page, newPage, site }) => {
  const visitor = { name: 'Kavya Rao', mobile: '9876543210', email: `kavya-${u}@example.com`, password: 'visitor-pass-1' };
  const jobTitle = `Security Supervisor ${u}`;
  await postApplication(
    site,
    {
      name: visitor.name,
      email: visitor.email,
      mobile: visitor.mobile,
      address: 'Pune',
      jobTitle,
      skills: 'Patrolling',
      experience: '1-3 years',
      qualification: 'HSC',
      consent: 'true',
    },
    { data: FILES.pdf, name: 'cv.pdf', type: 'application/pdf' },
  );

  await page.goto(`${site.url}/main/home`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await signUpAndIn(page, nav, visitor);
  await expect(toast(page, 'User Login Successful')).toBeVisible();

  // Signed in but not confirmed: "My applications" asks for the confirmation, and can send the link again.
  await nav.getByRole('link', { name: /Kavya Rao/ }).click();
  await expect(page).toHaveURL(/\/main\/my-applications$/);
  const notice = page.getByRole('region', { name: 'Please confirm your e-mail' });
  await expect(notice.getByRole('heading', { name: 'Please confirm your e-mail' })).toBeVisible();
  await expect(notice).toContainText(visitor.email);
  await expect(page.getByText(jobTitle)).toHaveCount(0);
  await notice.getByRole('button', { name: 'Send the link again' }).click();
  await expect(notice.getByRole('status')).toHaveText('We have sent you a new confirmation link');

  const link = await linkIn(site, visitor.email, 'Please confirm your e-mail address', /http\S+\/verify-email\/[A-Za-z0-9_-]{43}/);
  expect(link.startsWith(`${site.url}/verify-email/`)).toBe(true);
  // Opened in another browser, where nobody is signed in: the link confirms only in the account's own session.
  const other = await newPage(DESKTOP);
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Sign in to confirm your e-mail' })).toBeVisible();
  await other.getByRole('main').getByRole('button', { name: 'Login' }).click();
  const login = other.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(visitor.email);
  await login.getByLabel('Password').fill(visitor.password);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(other.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  await other.getByRole('link', { name: 'See my applications' }).click();
  await expect(other.getByRole('heading', { name: 'My applications' })).toBeVisible();
  await expect(other.locator('.main-page-header')).toHaveText('My applications');
  await expect(other.locator('.ui-hero')).toHaveCount(0);
  // The application names no stored job: the page repeats no title the visitor typed.
  const card = other.getByRole('listitem').filter({ has: other.getByRole('heading', { name: 'Your application' }) });
  await expect(other.getByText(jobTitle)).toHaveCount(0);
  await expect(card).toContainText('Stage: Received');
  await expect(card).toContainText('No interview is scheduled yet');

  // The same link again, in the first browser's session: a clear page, not a crash.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link has expired or has already been used' })).toBeVisible();
});

test("a visitor's reset link sets a new password once, under a plain header; opened again, it says at once that it was used", async ({ newPage, site }) => {
  const visitor = { name: 'Neha Joshi', mobile: '9876543210', email: `neha-${u}@example.com`, password: 'visitor-pass-1' };
  await postJson(site, 'admin/UserLogin/UserRegister', visitor);
  await postJson(site, 'admin/UserLogin/forgotPassword', { email: visitor.email });
  const link = await linkIn(site, visitor.email, 'Set a new password', /http\S+\/reset-password\/[A-Za-z0-9_-]{43}/);
  expect(link.startsWith(`${site.url}/reset-password/`)).toBe(true);

  const phone = await newPage(PHONE);
  await phone.goto(link);
  await expect(phone.locator('.main-page-header')).toHaveText('Set a new password');
  await expect(phone.locator('.ui-hero')).toHaveCount(0);
  await expect(phone.getByRole('link', { name: 'BOOK A SCHEDULE' })).toHaveCount(0);
  await phone.getByLabel('New password', { exact: true }).fill('visitor-pass-2');
  await phone.getByLabel('Repeat the new password').fill('visitor-pass-2');
  await phone.screenshot({ path: '/tmp/e2e-shots/reset-password-390.png', fullPage: true });
  await phone.getByRole('button', { name: /set the new password/i }).click();
  await expect(phone.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();

  // The same link again: said as the page opens, with no password to type first.
  const wide = await newPage(WIDE);
  await wide.goto(link);
  await expect(wide.getByRole('heading', { name: 'This link has expired or has already been used' })).toBeVisible();
  await expect(wide.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(wide.locator('.main-page-header')).toHaveText('Set a new password');
  await wide.screenshot({ path: '/tmp/e2e-shots/reset-link-used-1366.png', fullPage: true });
});
