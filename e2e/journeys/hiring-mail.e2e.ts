// The hiring workflow (docs/behaviour.md §17-20) followed by one candidate, on a site whose mail goes to a MailDev of
// its own: the admin adds a job with screening questions, the candidate applies on the job's page answering them (one
// answer knocks out: the inbox flags and filters it, and shows the answers); the confirmation holds the candidate's private link, whose page says "Received"; the admin shortlists the
// application with an e-mail to the candidate, schedules an interview (the invitation's .ics parses, METHOD:REQUEST)
// and reschedules it (same UID, higher SEQUENCE), every time entered and shown in India's time; the candidate's page
// shows the new time, the candidate withdraws there, and the company is told.
import ICAL from 'ical.js';
import { expect, test, type TestSite } from '../src/fixtures';
import { agreeToPrivacy } from '../src/form-helpers';
import { toast } from '../src/harness';
import { arrived, type Received } from '../src/mail';

test.use({ siteGroup: 'mail', siteMail: true });

const u = Date.now().toString(36);
/** India is UTC+05:30 all year. */
const IST_MS = 330 * 60_000;
/** "YYYY-MM-DD" in India, `days` from now. */
const indiaDay = (days: number) => new Date(Date.now() + IST_MS + days * 86_400_000).toISOString().slice(0, 10);
const utcOf = (ist: string) => new Date(Date.parse(`${ist}:00Z`) - IST_MS).toISOString();

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
  };
}

test('a candidate followed end to end: screening answers, private page, shortlisted with an e-mail, interview invitation, rescheduled, withdrawn', async ({ adminPage: page, site, browser, newPage }) => {
  const email = `kavya-${u}@example.com`;
  const name = `Kavya ${u}`;
  const jobTitle = `Housekeeping Supervisor ${u}`;
  const police = 'Do you hold a police verification certificate?';
  const shift = 'Which shift suits you?';

  // 0. The admin adds the job with two screening questions: No to the first knocks a candidate out.
  await page.goto(`${site.url}/admin/jobs`);
  await page.getByRole('button', { name: 'Add Job' }).click();
  const jobForm = page.getByRole('dialog', { name: 'Add Job' });
  const job = { 'Job Title': jobTitle, Location: 'Pune', Experience: '1-3 years', Salary: '₹18,000', Description: 'Leads the housekeeping team', 'Requirements (one per line)': 'Fit', 'Benefits (one per line)': 'PF' };
  for (const [label, value] of Object.entries(job)) await jobForm.getByLabel(label, { exact: true }).fill(value);
  await jobForm.getByLabel('Job Type', { exact: true }).selectOption('Full-time');
  await jobForm.getByRole('button', { name: 'Add question' }).click();
  await jobForm.getByLabel('Question 1', { exact: true }).fill(police);
  await jobForm.getByLabel('Knockout answer 1').selectOption('No');
  await jobForm.getByRole('button', { name: 'Add question' }).click();
  await jobForm.getByLabel('Question 2', { exact: true }).fill(shift);
  await jobForm.getByLabel('Answer type 2').selectOption('choice');
  await jobForm.getByLabel('Choices 2 (one per line)').fill('Day\nNight\nEither');
  await jobForm.getByRole('button', { name: 'Save' }).click();
  await expect(jobForm).toHaveCount(0);
  const jobLink = page.getByRole('table').getByRole('row').filter({ hasText: jobTitle }).getByRole('link', { name: `0 applications to ${jobTitle}` });
  const jobId = new URL((await jobLink.getAttribute('href'))!, site.url).searchParams.get('job')!;

  // 1. The candidate applies on the job's page, answering the questions: the form asks each one, as the API does.
  const visitor = await newPage();
  await visitor.goto(`${site.url}/jobdetail/${jobId}`);
  await visitor.getByRole('button', { name: 'Apply Now' }).click();
  const apply = visitor.getByRole('dialog', { name: /^Apply for / });
  const fields = { 'Full Name': name, Email: email, Mobile: '9123456780', Address: 'Pune', Qualification: 'HSC', Skills: 'Team lead' };
  for (const [label, value] of Object.entries(fields)) await apply.getByLabel(label, { exact: true }).fill(value);
  await apply.getByLabel('Experience', { exact: true }).selectOption('1-3 years');
  await apply.getByLabel('Resume (PDF, DOC or DOCX, max 5 MB)').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n') });
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
  const confirmation = await arrived(site, email, (m) => /\/application\//.test(m.text), 'the confirmation with its private link');
  const candidate = await (await browser.newContext()).newPage();
  await candidate.goto(confirmation.text.match(/http\S+\/application\/[A-Za-z0-9_-]+/)![0]);
  await expect(candidate.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
  await expect(candidate.getByText('Stage:')).toContainText('Received');
  await expect(candidate.getByText('No interview is scheduled yet.')).toBeVisible();

  // 2. Shortlisted, with "E-mail the candidate" on as it starts.
  await expect(page.getByRole('checkbox', { name: /E-mail the candidate/ })).toBeChecked();
  await page.getByLabel('Status').selectOption('Shortlisted');
  await expect(toast(page, 'Status: Shortlisted, candidate e-mailed')).toBeVisible();
  const shortlisted = await arrived(site, email, (m) => m.subject === `Your application for ${jobTitle} has been shortlisted`, 'the shortlisting e-mail');
  expect(shortlisted.text).toContain(`Good news, Kavya`);
  await expect(page.getByRole('list', { name: 'History' })).toContainText(`E-mailed the candidate: Your application for ${jobTitle} has been shortlisted`);

  // 3. An interview, entered in India's time.
  const first = `${indiaDay(3)}T10:30`;
  await page.getByRole('button', { name: 'Schedule an interview' }).click();
  const form = page.getByRole('form', { name: 'Schedule an interview' });
  await form.getByLabel('Date and time (IST)').fill(first);
  await form.getByLabel('Place').fill('Sentinel office, FC Road, Pune');
  await form.getByLabel('Note for the candidate').fill('Bring two photographs');
  await form.getByRole('button', { name: 'Schedule and send invitations' }).click();
  await expect(toast(page, 'Interview scheduled: invitations sent')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Interviews' })).toContainText('10:30 am IST, 30 min');
  const invitation = await arrived(site, email, (m) => m.subject.startsWith('Interview invitation'), 'the invitation');
  const sent = await calendarOf(site, invitation);
  expect(sent).toMatchObject({ method: 'REQUEST', sequence: 0, start: utcOf(first) });

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

  // 6. The candidate sees the new time, with Add to calendar, and withdraws; the company is told.
  await candidate.reload();
  await expect(candidate.getByText('Stage:')).toContainText('Shortlisted');
  const slot = candidate.getByRole('listitem').filter({ hasText: 'Add to calendar' });
  await expect(slot).toHaveCount(1);
  await expect(slot).toContainText(/3:00\s?pm \(IST\)/i);
  await candidate.getByRole('button', { name: 'Withdraw my application' }).click();
  await candidate.getByRole('dialog').getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(candidate.getByText('Stage:')).toContainText('Withdrawn by you');
  await expect(candidate.getByRole('button', { name: 'Withdraw my application' })).toHaveCount(0);
  // The company's e-mails name a person in plain letters only (no digits).
  const withdrawn = `Application withdrawn: ${name.replace(/\d/g, '')}, ${jobTitle}`;
  const told = await arrived(site, 'admin@example.com', (m) => m.subject === withdrawn, 'the company told of the withdrawal');
  expect(told.text).toContain(`withdrew their application for ${jobTitle}`);
  await candidate.context().close();
});
