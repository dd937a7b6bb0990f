// The inbox: every visitor submission in one list with filters kept in the address, and one submission's page where
// an admin sets its status and assignee and leaves notes, each written into its history; an application's page
// also shows a change made on the Job Contact List and who opened the CV. A recruiter's way back leads to the
// Candidates screen they came from, what was sent reads in the forms' words with the job as a link, each e-mail says
// what it was, and on a phone the status control comes before the e-mails (issue #41).
import { dialog, FILES, postApplication, postJson, row } from '../src/admin-helpers';
import { expect, PHONE, test, WIDE } from '../src/fixtures';
import { adminToken, apiList, screenshot, seriousAxeViolations, toast } from '../src/harness';

test.use({ siteGroup: 'admin' });

const u = `Inbox${Date.now().toString(36)}`;

test.beforeAll(async ({ site }) => {
  await postJson(site, 'admin/homeEnquiry/addHomeEnquiry', {
    firstName: u,
    lastName: 'Rao',
    service: 'Tower Works',
    email: 'inbox-home@example.com',
    mobile: '9876543210',
    description: 'Need a quote',
  });
  await postJson(site, 'admin/userContact/addUserContact', {
    name: `${u} C`,
    email: 'inbox-contact@example.com',
    subject: 'Night guards for a warehouse',
    message: 'Please call me back',
  });
  const app = {
    email: 'inbox-cv@example.com',
    mobile: '9123456780',
    address: 'Chennai',
    jobTitle: 'Supervisor',
    skills: 'Patrolling',
    experience: '1-3 years',
    qualification: 'HSC',
  };
  await postApplication(site, { ...app, name: `${u} A` }, { data: FILES.pdf, name: 'cv.pdf', type: 'application/pdf' });
});

// The admin journeys share a site and some count the submissions by status: these leave none behind.
test.afterAll(async ({ site }) => {
  const token = await adminToken(site.apiUrl);
  for (const email of ['inbox-home@example.com', 'inbox-contact@example.com', 'inbox-cv@example.com', 'inbox-recruited@example.com'])
    await postJson(site, 'admin/privacy/erase', { email }, token);
});

test('the inbox lists every kind of submission, filters by type in the address, and a submission is handled on its page', async ({ adminPage: page, site }) => {
  await page.goto(`${site.url}/admin/inbox`);
  await expect(page.getByRole('heading', { name: 'Inbox', exact: true })).toBeVisible();
  // The navigation shows how many submissions wait as New.
  await expect(
    page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: /^Inbox/ })
      .locator('.admin-nav-count'),
  ).toHaveText(/^\d+$/);

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
  await expect(page.getByText('Confirmation “We received your message” to inbox-contact@example.com: waiting to be sent')).toBeVisible();

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
  await row(page, `${u} A`)
    .getByRole('link', { name: `${u} A` })
    .click();
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
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog(page)
      .getByRole('button', { name: /^Download resume/ })
      .click(),
  ]);
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

test('a submission’s page shows what was sent under the forms’ labels, consent in words, links to write or call, and Indian dates', async ({
  adminPage: page,
  site,
}) => {
  const name = `${u}K`;
  const sent = await postJson(site, 'admin/homeEnquiry/addHomeEnquiry', {
    firstName: name,
    lastName: 'Desai',
    service: 'Tower Works',
    email: 'inbox-home@example.com',
    mobile: '9876543210',
    description: 'Quote for two towers',
    consent: true,
  });
  for (const size of [{ width: 1366, height: 900 }, PHONE]) {
    await page.setViewportSize(size);
    await page.goto(`${site.url}/admin/inbox/homeEnquiry/${sent.data._id}`);
    const fields = page.locator('.admin-inbox-item__fields');
    await expect(fields.getByRole('term')).toHaveText(['First name', 'Last name', 'Service', 'E-mail', 'Mobile', 'Description', 'Consent']);
    await expect(fields.getByRole('definition').last()).toHaveText(/^Agreed to the privacy notice of \d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
    await expect(fields.getByRole('link', { name: 'inbox-home@example.com' })).toHaveAttribute('href', 'mailto:inbox-home@example.com');
    await expect(fields.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:9876543210');
    await expect(page.getByText('[object Object]')).toHaveCount(0);
    // "Received 24 Nov 2026, 11:32 pm": Indian English, whatever the browser's own language.
    await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem').first()).toHaveText(
      /^Received \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{1,2}:\d{2} [ap]m$/,
    );
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

/** A day and time in India, `days` from now, as the interview form takes it (YYYY-MM-DDTHH:mm). */
const inIndia = (days: number, time: string) => `${new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' })}T${time}`;

test("a recruiter's application page: back to Candidates, the job as a link, each e-mail named, the status before the e-mails on a phone", async ({
  site,
  newPage,
}) => {
  const token = await adminToken(site.apiUrl);
  const recruiter = { name: `Rekha Recruiter ${u}`, email: `rekha-${u.toLowerCase()}@firm.in`, password: 'rekha-pass-12' };
  await postJson(site, 'admin/AdminLogin/addAdmin', { ...recruiter, role: 'recruiter' }, token);
  const [job] = await apiList(site.apiUrl, 'admin/jobs/getJobs', 'Jobs');
  const name = `${u} Recruited`;
  await postApplication(
    site,
    {
      name,
      email: 'inbox-recruited@example.com',
      mobile: '9123456780',
      address: 'Pune',
      jobId: String(job!._id),
      jobTitle: String(job!.jobTitle),
      skills: 'Patrolling',
      experience: '1-3 years',
      qualification: 'HSC',
    },
    { data: FILES.pdf, name: 'cv.pdf', type: 'application/pdf' },
  );
  const get = async (path: string) => (await fetch(`${site.apiUrl}/${path}`, { headers: { authorization: `Bearer ${token}` } })).json();
  const id = ((await get(`admin/inbox?type=applyJobs&q=${encodeURIComponent(name)}`)) as { items: Array<{ id: string }> }).items[0]!.id;
  // Shortlisted (the candidate is e-mailed), an interview scheduled, moved and cancelled: eight e-mails of five kinds.
  await postJson(site, `admin/inbox/applyJobs/${id}`, { status: 'Shortlisted' }, token);
  const me = (await get('admin/AdminLogin/me')) as { _id: string };
  const booked = await postJson(
    site,
    `admin/hiring/interviews/${id}`,
    { startsAt: inIndia(3, '11:00'), minutes: 30, place: 'Head office', interviewerId: me._id },
    token,
  );
  await postJson(
    site,
    `admin/hiring/interviews/${id}/${booked.interview.id}`,
    { startsAt: inIndia(4, '12:00'), minutes: 30, place: 'Head office', interviewerId: me._id },
    token,
  );
  await postJson(site, `admin/hiring/interviews/${id}/${booked.interview.id}/cancel`, {}, token);

  const page = await newPage(WIDE);
  await page.goto(`${site.url}/admin/login`);
  await page.getByPlaceholder('Email').fill(recruiter.email);
  await page.getByPlaceholder('Password').fill(recruiter.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  // A recruiter lands on Candidates, and opens the application from there.
  await page.waitForURL('**/admin/JobContact');
  await page.getByRole('searchbox').fill(name);
  await row(page, name).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: `Job application: ${String(job!.jobTitle)}` })).toBeVisible();

  // What was sent: the forms' labels, the job by its title linking to it, never the stored id.
  const fields = page.locator('.admin-inbox-item__fields').first();
  await expect(fields.getByRole('term')).toContainText(['Name', 'E-mail', 'Mobile', 'Job']);
  await expect(fields.getByRole('link', { name: String(job!.jobTitle) })).toHaveAttribute('href', `/admin/jobs?q=${encodeURIComponent(String(job!.jobTitle))}`);
  await expect(page.getByText(String(job!._id))).toHaveCount(0);
  await expect(page.getByText(/JobId/)).toHaveCount(0);

  // Each e-mail says what it was; none reads as another.
  const mails = page.getByRole('list', { name: 'E-mails' }).getByRole('listitem');
  await expect(mails.filter({ hasText: /^Notification “/ })).not.toHaveCount(0);
  await expect(mails.filter({ hasText: /^Confirmation “/ })).toHaveCount(1);
  await expect(mails.filter({ hasText: /^Status e-mail “.+shortlisted/i })).toHaveCount(1);
  for (const what of ['Interview invitation', 'Interview moved', 'Interview cancelled'])
    await expect(mails.filter({ hasText: `Interview e-mail “${what}: ` })).toHaveCount(2);
  const history = page.getByRole('list', { name: 'History' });
  await expect(history).toContainText('E-mailed the candidate: ');
  await expect(history).toContainText('Interview moved from ');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await screenshot(page, 'admin-inbox-recruiter-item-1366');

  // On a phone the status control comes before the e-mails.
  await page.setViewportSize(PHONE);
  const [status, emails] = await Promise.all([page.getByLabel('Status').boundingBox(), page.getByRole('heading', { name: 'E-mails' }).boundingBox()]);
  expect(status!.y).toBeLessThan(emails!.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'admin-inbox-recruiter-item-390');

  // The way back leads to Candidates, a screen the recruiter may use, not to the owner's inbox.
  await page.getByRole('link', { name: '← Candidates' }).click();
  await expect(page).toHaveURL(/\/admin\/JobContact/);
  await expect(page.getByText('Your role does not allow this screen')).toHaveCount(0);
  await expect(row(page, name)).toBeVisible();
  await page.setViewportSize(WIDE);
  // Opened by its address (a shared link), it leads to Candidates too.
  await page.goto(`${site.url}/admin/inbox/applyJobs/${id}`);
  await expect(page.getByRole('link', { name: '← Candidates' })).toHaveAttribute('href', '/admin/JobContact');
  await expect(page.getByRole('link', { name: '← Inbox' })).toHaveCount(0);
});
