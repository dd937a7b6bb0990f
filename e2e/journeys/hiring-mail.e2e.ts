// The hiring workflow (docs/behaviour.md §17-20) followed by one candidate, on a site whose mail goes to a MailDev of
// its own: the admin adds a job with screening questions, the candidate applies on the job's page answering them (one
// answer knocks out: the inbox flags and filters it, and shows the answers); the confirmation holds the candidate's private link, whose page says "Received"; the admin shortlists the
// application with an e-mail to the candidate, schedules an interview (the invitation's .ics parses, METHOD:REQUEST)
// and reschedules it (same UID, higher SEQUENCE), every time entered and shown in India's time; the candidate's page
// shows the new time, the candidate withdraws there on a phone (390 px): the interview is cancelled (the page lists
// none, the back office shows it Cancelled and the interviewer gets the calendar's CANCEL), and the company is told.
// Every e-mail to the candidate links to their page (a link of its own each), names the job by its stored title and
// fits a phone; the calendar's answers go to the interviewer; the company's notification writes the mobile as India does.
import ICAL from 'ical.js';
import { expect, MAIL_SITE, PHONE, test, type TestSite } from '../src/fixtures';
import { agreeToPrivacy } from '../src/form-helpers';
import { toast } from '../src/harness';
import { arrived, type Received } from '../src/mail';

test.use(MAIL_SITE);

const u = Date.now().toString(36);
/** India is UTC+05:30 all year. */
const IST_MS = 330 * 60_000;
/** "YYYY-MM-DD" in India, `days` from now. */
const indiaDay = (days: number) => new Date(Date.now() + IST_MS + days * 86_400_000).toISOString().slice(0, 10);
const utcOf = (ist: string) => new Date(Date.parse(`${ist}:00Z`) - IST_MS).toISOString();

const PAGE_LINK = /http\S+\/application\/[A-Za-z0-9_-]{43}/;

/** The candidate's page link of an e-mail to them, the same in its HTML. */
function pageLinkOf(m: Received) {
  const link = m.text.match(PAGE_LINK)?.[0];
  expect(link, `a link to the candidate's page in "${m.subject}"`).toBeDefined();
  expect(m.html).toContain(link);
  return link!;
}

/** The calendar attached to a delivered e-mail, as MailDev serves the attachment, parsed. */
async function calendarOf(site: TestSite, m: Received) {
  const file = m.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
  expect(file, 'a text/calendar attachment').toBeDefined();
  const res = await fetch(`${site.mailUrl}/api/email/${m.id}/attachment/${encodeURIComponent(file!.generatedFileName ?? file!.fileName!)}`);
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    organizer: String(event.getFirstPropertyValue('organizer')).replace(/^mailto:/i, ''),
  };
}

test('a candidate followed end to end: screening answers, private page, shortlisted with an e-mail, interview invitation, rescheduled, withdrawn', async ({
  adminPage: page,
  site,
  browser,
  newPage,
}) => {
  const email = `kavya-${u}@example.com`;
  const name = `Kavya ${u}`;
  const jobTitle = `Housekeeping Supervisor ${u}`;
  const police = 'Do you hold a police verification certificate?';
  const shift = 'Which shift suits you?';

  // 0. The admin adds the job with two screening questions: No to the first knocks a candidate out.
  await page.goto(`${site.url}/admin/jobs`);
  await page.getByRole('button', { name: 'Add Job' }).click();
  const jobForm = page.getByRole('dialog', { name: 'Add Job' });
  const job = {
    'Job Title': jobTitle,
    Location: 'Pune',
    Experience: '1-3 years',
    Salary: '₹18,000',
    Description: 'Leads the housekeeping team',
    'Requirements (one per line)': 'Fit',
    'Benefits (one per line)': 'PF',
  };
  for (const [label, value] of Object.entries(job)) await jobForm.getByLabel(label, { exact: true }).fill(value);
  await jobForm.getByLabel('Job Type', { exact: true }).selectOption('Full-time');
  // A supervisor's job asks for a CV: the form with an e-mail address (the e-mails below follow it).
  await jobForm.getByLabel('CV on the application form', { exact: true }).selectOption('Required');
  await jobForm.getByRole('button', { name: 'Add question' }).click();
  await jobForm.getByLabel('Question 1', { exact: true }).fill(police);
  await jobForm.getByLabel('Knockout answer 1').selectOption('No');
  await jobForm.getByRole('button', { name: 'Add question' }).click();
  await jobForm.getByLabel('Question 2', { exact: true }).fill(shift);
  await jobForm.getByLabel('Answer type 2').selectOption('choice');
  await jobForm.getByLabel('Choices 2 (one per line)').fill('Day\nNight\nEither');
  await jobForm.getByRole('button', { name: 'Save' }).click();
  await expect(jobForm).toHaveCount(0);
  const jobLink = page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: jobTitle })
    .getByRole('link', { name: `0 in all: applications to ${jobTitle}` });
  const jobId = new URL((await jobLink.getAttribute('href'))!, site.url).searchParams.get('job')!;

  // 1. The candidate applies on the job's page, answering the questions: the form asks each one, as the API does.
  const visitor = await newPage();
  await visitor.goto(`${site.url}/jobdetail/${jobId}`);
  await visitor.getByRole('button', { name: 'Apply Now' }).click();
  const apply = visitor.getByRole('dialog', { name: /^Apply for / });
  const fields = { 'Full Name': name, Email: email, Mobile: '9123456780', Address: 'Pune', Qualification: 'HSC', Skills: 'Team lead' };
  for (const [label, value] of Object.entries(fields)) await apply.getByLabel(label, { exact: true }).fill(value);
  await apply.getByLabel('Experience', { exact: true }).selectOption('1-3 years');
  await apply.getByLabel('Resume (PDF, DOC or DOCX, max 5 MB)').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  });
  await agreeToPrivacy(apply);
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(apply.getByText(`Please answer “${police}”`)).toBeVisible();
  await expect(apply.getByText(`Please answer “${shift}”`)).toBeVisible();
  await apply.getByLabel(police).selectOption('No');
  await apply.getByLabel(shift).selectOption('Night');
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(apply.getByText("Application submitted successfully! We'll contact you soon.")).toBeVisible();

  const notification = await arrived(site, 'admin@example.com', (m) => m.text.includes(email), 'the notification');
  expect(notification.text).toContain(`${police}: No`);
  expect(notification.text).toContain('Mobile: +91 91234 56780');
  // The inbox's Knockout filter finds the application; its page shows the answers, the knockout one marked.
  await page.goto(`${site.url}/admin/inbox?type=applyJobs&job=${jobId}`);
  await page.getByRole('checkbox', { name: 'Knockout answers only' }).click();
  await expect(page).toHaveURL(/flag=knockout/);
  await expect(page.getByRole('checkbox', { name: 'Knockout answers only' })).toBeChecked();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: name })).toContainText('Knockout');
  await page.goto(notification.text.match(/http\S+\/admin\/inbox\/applyJobs\/[0-9a-f]{24}/)![0]);
  const answers = page.getByRole('definition').filter({ hasText: 'Knockout answer' });
  await expect(answers).toHaveText(/^No/);
  await expect(page.getByLabel('Screening answers')).toContainText(`${shift}Night`);

  // The candidate's private link, opened without any account.
  const confirmation = await arrived(site, email, (m) => m.subject === 'We received your application', 'the confirmation with its private link');
  // The job by the title stored from the job.
  expect(confirmation.text).toContain(`We received your application for ${jobTitle} through our website`);
  const candidate = await (await browser.newContext({ viewport: PHONE })).newPage();
  await candidate.goto(pageLinkOf(confirmation));
  await expect(candidate.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
  // A private page: a plain header of its own, not the sales banner.
  await expect(candidate.locator('.main-page-header')).toHaveText('Your application');
  await expect(candidate.getByRole('link', { name: 'BOOK A SCHEDULE' })).toHaveCount(0);
  await expect(candidate.getByText('Stage:')).toContainText('Received');
  await expect(candidate.getByText('No interview is scheduled yet.')).toBeVisible();

  // 2. Shortlisted, with "E-mail the candidate" on as it starts.
  await expect(page.getByRole('checkbox', { name: /E-mail the candidate/ })).toBeChecked();
  await page.getByLabel('Status').selectOption('Shortlisted');
  await expect(toast(page, 'Status: Shortlisted, candidate e-mailed')).toBeVisible();
  const shortlisted = await arrived(site, email, (m) => m.subject === `Your application for ${jobTitle} has been shortlisted`, 'the shortlisting e-mail');
  expect(shortlisted.text).toContain(`Good news, Kavya`);
  // Shortlisted before any interview is set: the built-in words read well without one.
  expect(shortlisted.text).toContain('Your interview: to be arranged: we will call you with a day and time.');
  // A link of its own to the same page.
  const shortlistedLink = pageLinkOf(shortlisted);
  expect(shortlistedLink).not.toBe(pageLinkOf(confirmation));
  await expect(page.getByRole('list', { name: 'History' })).toContainText(`E-mailed the candidate: Your application for ${jobTitle} has been shortlisted`);

  // 3. An interview, entered in India's time.
  const first = `${indiaDay(3)}T10:30`;
  await page.getByRole('button', { name: 'Schedule an interview' }).click();
  const form = page.getByRole('form', { name: 'Schedule an interview' });
  await form.getByLabel('Date and time (IST)').fill(first);
  await form.getByLabel('Place').fill('Sentinel office, FC Road, Pune');
  await form.getByLabel('Video link').fill('https://meet.example/kavya');
  await form.getByLabel('Note for the candidate').fill('Bring two photographs');
  await form.getByRole('button', { name: 'Schedule and send invitations' }).click();
  await expect(toast(page, 'Interview scheduled: invitations sent')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Interviews' })).toContainText('10:30 am IST, 30 min');
  const invitation = await arrived(site, email, (m) => m.subject.startsWith('Interview invitation'), 'the invitation');
  const sent = await calendarOf(site, invitation);
  // The candidate's answer goes to the interviewer, never to the site's no-reply sender.
  expect(sent).toMatchObject({ method: 'REQUEST', sequence: 0, start: utcOf(first), organizer: 'admin@example.com' });
  pageLinkOf(invitation);

  // 4. Moved: the same event, one revision later.
  const second = `${indiaDay(4)}T15:00`;
  await page.getByRole('button', { name: 'Reschedule', exact: true }).click();
  const moved = page.getByRole('form', { name: 'Reschedule the interview' });
  await moved.getByLabel('Date and time (IST)').fill(second);
  await moved.getByRole('button', { name: 'Reschedule and send the update' }).click();
  await expect(toast(page, 'Interview rescheduled: updates sent')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Interviews' })).toContainText('3:00 pm IST, 30 min');
  const update = await calendarOf(site, await arrived(site, email, (m) => m.subject.startsWith('Interview moved'), 'the update'));
  expect(update).toMatchObject({ method: 'REQUEST', uid: sent.uid, sequence: 1, start: utcOf(second) });

  // 5. The upcoming interviews list it on its day in India.
  await page.goto(`${site.url}/admin/interviews`);
  await expect(page.getByRole('link', { name })).toBeVisible();

  // 6. The candidate, on a phone, opens the shortlisting e-mail's link: the new time, with the video call and Add to
  // calendar; they withdraw, and the page lists no interview any more; the company is told.
  await candidate.goto(shortlistedLink);
  await expect(candidate.getByText('Stage:')).toContainText('Shortlisted');
  const slot = candidate.getByRole('listitem').filter({ hasText: 'Add to calendar' });
  await expect(slot).toHaveCount(1);
  await expect(slot).toContainText(/3:00\s?pm \(IST\)/i);
  await expect(slot.getByRole('link', { name: 'Join the video call' })).toHaveAttribute('href', 'https://meet.example/kavya');
  await candidate.getByRole('button', { name: 'Withdraw my application' }).click();
  await candidate.getByRole('dialog').getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(candidate.getByText('Stage:')).toContainText('Withdrawn by you');
  await expect(candidate.getByRole('button', { name: 'Withdraw my application' })).toHaveCount(0);
  await candidate.reload();
  await expect(candidate.getByText('Stage:')).toContainText('Withdrawn by you');
  await expect(candidate.getByText('Join the video call')).toHaveCount(0);
  await expect(candidate.getByText('Add to calendar')).toHaveCount(0);
  await expect(candidate.getByText('You withdrew this application: no interview will take place.')).toBeVisible();
  await candidate.screenshot({ path: '/tmp/e2e-shots/candidate-withdrawn-390.png', fullPage: true });
  expect(await candidate.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  // The company's e-mails name a person in plain letters only (no digits).
  const withdrawn = `Application withdrawn: ${name.replace(/\d/g, '')}, ${jobTitle}`;
  const told = await arrived(site, 'admin@example.com', (m) => m.subject === withdrawn, 'the company told of the withdrawal');
  expect(told.text).toContain(`withdrew their application for ${jobTitle}`);
  // The interview is cancelled: the interviewer's calendar drops it (same event, METHOD:CANCEL), the application's
  // page shows it Cancelled and the upcoming interviews no longer list it.
  const cancelled = await calendarOf(
    site,
    await arrived(site, 'admin@example.com', (m) => m.subject.startsWith('Interview cancelled'), "the interviewer's cancellation"),
  );
  expect(cancelled).toMatchObject({ method: 'CANCEL', uid: sent.uid });
  await page.goto(notification.text.match(/http\S+\/admin\/inbox\/applyJobs\/[0-9a-f]{24}/)![0]);
  await expect(page.getByRole('region', { name: 'Interviews' })).toContainText('Cancelled');
  await page.screenshot({ path: '/tmp/e2e-shots/application-withdrawn-1440.png', fullPage: true });
  await page.goto(`${site.url}/admin/interviews`);
  // Once the list is read: a day with interviews, or none at all.
  await expect(page.locator('.admin-upcoming__day').or(page.getByText('No interviews scheduled in these days.')).first()).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  await candidate.context().close();
});
