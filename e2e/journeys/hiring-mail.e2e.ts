// The hiring workflow (docs/behaviour.md §17-19) followed by one candidate, on a site whose mail goes to a MailDev of
// its own: the confirmation holds the candidate's private link, whose page says "Received"; the admin shortlists the
// application with an e-mail to the candidate, schedules an interview (the invitation's .ics parses, METHOD:REQUEST)
// and reschedules it (same UID, higher SEQUENCE), every time entered and shown in India's time; the candidate's page
// shows the new time, the candidate withdraws there, and the company is told.
import ICAL from 'ical.js';
import { FILES, postApplication } from '../src/admin-helpers';
import { expect, test, type TestSite } from '../src/fixtures';
import { toast } from '../src/harness';

test.use({ siteGroup: 'mail', siteMail: true });

interface Received {
  id: string;
  subject: string;
  to: Array<{ address: string }>;
  text: string;
  attachments?: Array<{ generatedFileName?: string; fileName?: string; contentType: string }>;
}

const u = Date.now().toString(36);
/** India is UTC+05:30 all year. */
const IST_MS = 330 * 60_000;
/** "YYYY-MM-DD" in India, `days` from now. */
const indiaDay = (days: number) => new Date(Date.now() + IST_MS + days * 86_400_000).toISOString().slice(0, 10);
const utcOf = (ist: string) => new Date(Date.parse(`${ist}:00Z`) - IST_MS).toISOString();

async function arrived(site: TestSite, address: string, match: (m: Received) => boolean, what: string): Promise<Received> {
  let found: Received | undefined;
  await expect
    .poll(async () => (found = ((await (await fetch(`${site.mailUrl}/api/email`)).json()) as Received[]).find((m) => m.to.some((t) => t.address === address) && match(m))), { message: what, timeout: 30_000 })
    .toBeTruthy();
  return found!;
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
  };
}

test('a candidate followed end to end: private page, shortlisted with an e-mail, interview invitation, rescheduled, withdrawn', async ({ adminPage: page, site, browser }) => {
  const email = `kavya-${u}@example.com`;
  const name = `Kavya ${u}`;
  await postApplication(site, { name, email, mobile: '9123456780', address: 'Pune', jobTitle: 'Housekeeping Supervisor', skills: 'Team lead', experience: '1-3 years', qualification: 'HSC' }, { data: FILES.pdf, name: 'cv.pdf', type: 'application/pdf' });
  const notification = await arrived(site, 'admin@example.com', (m) => m.text.includes(email), 'the notification');
  await page.goto(notification.text.match(/http\S+\/admin\/inbox\/applyJobs\/[0-9a-f]{24}/)![0]);

  // 0. The candidate's private link, opened without any account.
  const confirmation = await arrived(site, email, (m) => /\/application\//.test(m.text), 'the confirmation with its private link');
  const candidate = await (await browser.newContext()).newPage();
  await candidate.goto(confirmation.text.match(/http\S+\/application\/[A-Za-z0-9_-]+/)![0]);
  await expect(candidate.getByRole('heading', { level: 1, name: 'Housekeeping Supervisor' })).toBeVisible();
  await expect(candidate.getByText('Stage:')).toContainText('Received');
  await expect(candidate.getByText('No interview is scheduled yet.')).toBeVisible();

  // 1. Shortlisted, with "E-mail the candidate" on as it starts.
  await expect(page.getByRole('checkbox', { name: /E-mail the candidate/ })).toBeChecked();
  await page.getByLabel('Status').selectOption('Shortlisted');
  await expect(toast(page, 'Status: Shortlisted, candidate e-mailed')).toBeVisible();
  const shortlisted = await arrived(site, email, (m) => m.subject === 'Your application for Housekeeping Supervisor has been shortlisted', 'the shortlisting e-mail');
  expect(shortlisted.text).toContain(`Good news, Kavya`);
  await expect(page.getByRole('list', { name: 'History' })).toContainText('E-mailed the candidate: Your application for Housekeeping Supervisor has been shortlisted');

  // 2. An interview, entered in India's time.
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

  // 3. Moved: the same event, one revision later.
  const second = `${indiaDay(4)}T15:00`;
  await page.getByRole('button', { name: 'Reschedule', exact: true }).click();
  const moved = page.getByRole('form', { name: 'Reschedule the interview' });
  await moved.getByLabel('Date and time (IST)').fill(second);
  await moved.getByRole('button', { name: 'Reschedule and send the update' }).click();
  await expect(toast(page, 'Interview rescheduled: updates sent')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Interviews' })).toContainText('3:00 pm IST, 30 min');
  const update = await calendarOf(site, await arrived(site, email, (m) => m.subject.startsWith('Interview moved'), 'the update'));
  expect(update).toMatchObject({ method: 'REQUEST', uid: sent.uid, sequence: 1, start: utcOf(second) });

  // 4. The upcoming interviews list it on its day in India.
  await page.goto(`${site.url}/admin/interviews`);
  await expect(page.getByRole('link', { name })).toBeVisible();

  // 5. The candidate sees the new time, with Add to calendar, and withdraws; the company is told.
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
  const withdrawn = `Application withdrawn: ${name.replace(/\d/g, '')}, Housekeeping Supervisor`;
  const told = await arrived(site, 'admin@example.com', (m) => m.subject === withdrawn, 'the company told of the withdrawal');
  expect(told.text).toContain('withdrew their application for Housekeeping Supervisor');
  await candidate.context().close();
});
