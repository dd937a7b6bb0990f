// Walk-in drives in the back office (docs/behaviour.md §26, issue 53): a recruiter makes a drive at 1366 px (slots
// from the generator, jobs, directions in three languages), edits it and finds it listed; candidates book it by
// phone; the recruiter records outcomes for several at once, marks who did not come, and reads the funnel's counts
// in its table beside the chart; an editor sees no Drives link and is refused the screen. Every screen at 1366 and 390 px.
import { todayInIndia } from '@site/contracts';
import { postJson } from '../src/admin-helpers';
import { FORM, freshMobile, proveNumber, signIn } from '../src/drive-helpers';
import { expect, PHONE, test, type TestSite, WIDE } from '../src/fixtures';
import { adminToken, screenshot, toast } from '../src/harness';
import { seededJobs } from '../src/main-helpers';

test.use({ siteGroup: 'drive-admin', siteMail: true, siteEnv: { PHONE_CODE_CLIENT_HOURLY_LIMIT: '100' } });

const tomorrow = () => new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A candidate proves their number with the code the SMS brings, then books a slot of the drive. */
async function book(site: TestSite, driveId: string, jobId: string, name: string, slot: string, lang: string) {
  const mobile = freshMobile();
  const token = await proveNumber(site, mobile, lang);
  await postJson(site, `drives/${driveId}/bookings?lang=${lang}`, { name, mobile, jobId, slot, phoneToken: token, answers: '{}', consent: true, ...FORM });
  return mobile;
}

test('a recruiter makes a drive, edits it, records outcomes in bulk and reads its funnel; an editor sees no drives', async ({ site, newPage }) => {
  test.skip(!site.smsUrl, 'needs the site with its own SMS server');
  test.slow();
  const u = Date.now();
  const owner = await adminToken(site.apiUrl);
  const recruiter = { name: `Rekha ${u}`, email: `rekha-${u}@firm.in`, password: 'rekha-pass-12' };
  const editor = { name: `Eshan ${u}`, email: `eshan-${u}@firm.in`, password: 'eshan-pass-12' };
  await postJson(site, 'admin/AdminLogin/addAdmin', { ...recruiter, role: 'recruiter' }, owner);
  await postJson(site, 'admin/AdminLogin/addAdmin', { ...editor, role: 'editor', sites: ['main'] }, owner);
  const guard = (await seededJobs(site)).find((j) => j.jobTitle === 'Security Guard')!;
  const day = tomorrow();
  const title = `Guards walk-in ${u}`;

  // The recruiter finds Drives under Careers and starts a new one.
  const page = await newPage(WIDE);
  await signIn(page, site.url, recruiter.email, recruiter.password);
  const sidebar = page.getByRole('navigation', { name: 'Back office' });
  await sidebar.getByRole('button', { name: 'Careers' }).click();
  await sidebar.getByRole('link', { name: 'Drives' }).click();
  await expect(page.getByRole('heading', { name: 'Drives', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New drive' }).click();
  const form = page.getByRole('form', { name: 'New drive' });

  // Sent empty, each problem shows beside its field (the contract's own messages).
  await form.getByRole('button', { name: 'Make the drive' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Choose at least one job')).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');

  // The generator starts with every 30 minutes from 09:00 to 16:00, 20 people each.
  const slots = form.getByRole('list', { name: 'Slots' });
  await expect(slots.getByRole('listitem')).toHaveCount(14);
  await expect(form.getByText('14 slots, 280 people in all.')).toBeVisible();
  await form.getByLabel('Until').fill('12:00');
  await form.getByLabel('Every (minutes)').fill('60');
  await form.getByLabel('People per slot').fill('10');
  await form.getByRole('button', { name: 'Make slots' }).click();
  await expect(slots.getByRole('listitem')).toHaveCount(3);
  await expect(form.getByLabel('Start of slot 3')).toHaveValue('11:00');
  // One row edited, one removed.
  await form.getByLabel('People in slot 1').fill('25');
  await form.getByRole('button', { name: 'Remove slot 3 (11:00)' }).click();
  await expect(form.getByText('2 slots, 35 people in all.')).toBeVisible();

  await form.getByLabel('Title').fill(title);
  // A field fixed loses its message; the others keep theirs until fixed.
  await expect(form.getByText('Title is required')).toHaveCount(0);
  await expect(form.getByText('Choose at least one job')).toBeVisible();
  await form.getByLabel('Day').fill(day);
  await form.getByRole('group', { name: 'Jobs it hires for' }).getByLabel('Security Guard').check();
  await form.getByRole('group', { name: 'Who interviews' }).getByLabel(recruiter.name).check();
  await form.getByLabel('Address').fill('Shivajinagar Community Hall, Pune 411005');
  await form.getByLabel('Map link').fill('https://maps.example.com/?q=Shivajinagar');
  await form.getByLabel('Directions in English').fill('Five minutes from Shivajinagar station, east exit.');
  await form.getByLabel('Directions in Hindi').fill('शिवाजीनगर स्टेशन से पाँच मिनट, पूर्वी निकास।');
  await form.getByLabel('Directions in Marathi').fill('शिवाजीनगर स्टेशनपासून पाच मिनिटे, पूर्व बाहेर पडा.');
  await screenshot(page, 'drive-editor-new-1366');
  await form.getByRole('button', { name: 'Make the drive' }).click();
  await expect(toast(page, 'Drive made')).toBeVisible();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const driveId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.getByText('0 of 35 seats, 2 slots from 09:00 to 11:00 IST')).toBeVisible();
  // The desk and the interviewer queue are a click away.
  await expect(page.getByRole('link', { name: 'Check-in desk' })).toHaveAttribute('href', `/admin/drives/${driveId}/desk`);
  await expect(page.getByRole('link', { name: 'Interviewer queue' })).toHaveAttribute('href', `/admin/drives/${driveId}/queue`);

  // Edited: a slot added at the end.
  await page.getByRole('link', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit the drive' });
  await expect(edit.getByLabel('Directions in Marathi')).toHaveValue('शिवाजीनगर स्टेशनपासून पाच मिनिटे, पूर्व बाहेर पडा.');
  await edit.getByRole('button', { name: 'Add a slot' }).click();
  await edit.getByLabel('End of slot 3').fill('11:30');
  await edit.getByLabel('People in slot 3').fill('5');
  await screenshot(page, 'drive-editor-edit-1366');
  await edit.getByRole('button', { name: 'Save the drive' }).click();
  await expect(toast(page, 'Drive saved')).toBeVisible();
  await expect(page.getByText('0 of 40 seats, 3 slots from 09:00 to 11:30 IST')).toBeVisible();

  // Listed, newest first.
  await page.getByRole('link', { name: 'All drives' }).click();
  const listed = page.getByRole('table', { name: 'Drives' }).getByRole('row').nth(1);
  await expect(listed).toContainText(title);
  await expect(listed).toContainText('0 / 40');
  await screenshot(page, 'drives-list-1366');

  // Four candidates book from their phones.
  const names = [`Sunil ${u}`, `Ganesh ${u}`, `Vijay ${u}`, `Anil ${u}`];
  await book(site, driveId, guard._id, names[0]!, '09:00', 'mr');
  await book(site, driveId, guard._id, names[1]!, '09:00', 'hi');
  await book(site, driveId, guard._id, names[2]!, '10:00', 'en');
  await book(site, driveId, guard._id, names[3]!, '11:00', 'mr');

  // The recruiter selects two of the 09:00 slot at once: the confirmation says both will be told.
  await page.getByRole('link', { name: title, exact: true }).click();
  const people = page.getByRole('region', { name: /^People/ });
  await expect(people.getByRole('heading', { name: 'People (4)' })).toBeVisible();
  await people.getByLabel('Slot', { exact: true }).selectOption('09:00');
  await people.getByLabel(/^Select all 2 shown/).check();
  await expect(people.getByText('2 people selected')).toBeVisible();
  await people.getByLabel('Outcome', { exact: true }).selectOption({ label: 'Selected' });
  await people.getByLabel('Note', { exact: true }).fill('Good height, has a licence');
  await people.getByRole('button', { name: 'Record for 2 people' }).click();
  await expect(page.getByRole('dialog')).toContainText('Record “Selected” for 2 people? Their applications move to Shortlisted. 2 people will be told by SMS');
  await screenshot(page, 'drive-outcomes-confirm-1366');
  await page.getByRole('dialog').getByRole('button', { name: 'Record' }).click();
  await expect(toast(page, 'Selected: 2 people, 2 told')).toBeVisible();

  // One of them joined; everyone else booked is marked as not come in one step.
  await people.getByLabel('Slot', { exact: true }).selectOption('');
  await people.getByLabel(`Select ${names[0]}`).check();
  await people.getByLabel('Outcome', { exact: true }).selectOption({ label: 'Joined' });
  await people.getByRole('button', { name: 'Record for 1 person' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Record' }).click();
  await expect(toast(page, 'Joined: 1 person, 1 told')).toBeVisible();
  await people.getByRole('button', { name: 'Mark everyone who did not come (2)' }).click();
  await expect(page.getByRole('dialog')).toContainText('Mark 2 people who booked and were not checked in as “Did not come”? Nobody is sent a message.');
  await page.getByRole('dialog').getByRole('button', { name: 'Record' }).click();
  await expect(people.getByRole('button', { name: 'Mark everyone who did not come (0)' })).toBeDisabled();
  await people.getByLabel('State', { exact: true }).selectOption({ label: 'With an outcome' });
  await expect(people.getByRole('row').filter({ hasText: names[2]! })).toContainText('Did not come');
  await expect(people.getByRole('row').filter({ hasText: names[0]! })).toContainText('Joined');

  // The funnel: 4 booked, none checked in (the drive is tomorrow), 2 interviewed, 2 selected, 1 joined.
  const funnel = page.getByRole('region', { name: 'Funnel' });
  const numbers = funnel.getByRole('table');
  await expect(numbers.getByRole('cell').nth(0)).toHaveText('4');
  // Nobody was checked in: the two interviewed came all the same.
  await expect(numbers.getByRole('cell').nth(1)).toHaveText('2 50%');
  await expect(numbers.getByRole('cell').nth(2)).toHaveText('2 100%');
  await expect(numbers.getByRole('cell').nth(3)).toHaveText('2 100%');
  await expect(numbers.getByRole('cell').nth(4)).toHaveText('1 50%');
  await expect(funnel.locator('canvas[role="img"]')).toHaveAttribute(
    'aria-label',
    /Booked 4, Came 2 \(50%\), Interviewed 2 \(100%\), Selected 2 \(100%\), Joined 1 \(50%\)/,
  );
  await funnel.getByRole('button', { name: 'By language' }).click();
  await expect(numbers.getByRole('rowheader')).toHaveText(['Marathi', 'Hindi', 'English']);
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await funnel.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`drive-${day}-funnel.csv`);
  await funnel.getByRole('button', { name: 'All' }).click();
  await people.getByLabel('State', { exact: true }).selectOption({ label: 'Everyone' });
  await screenshot(page, 'drive-page-1366');

  // The same screens at 390 px: nothing wider than the phone, and each opens with at most 5 API calls
  // (the account, the navigation's counts and what the screen shows).
  const phone = await newPage(PHONE);
  await signIn(phone, site.url, recruiter.email, recruiter.password);
  // Signing in lands by client-side navigation, after the sign-in page was already idle, so its landing screen's
  // calls can come late: a page load of its own, let go quiet, comes before the first counted screen.
  await phone.goto(`${site.url}/admin`);
  await expect(phone.locator('.admin__main h1').first()).toBeVisible();
  await phone.waitForLoadState('networkidle');
  const calls: string[] = [];
  phone.on('request', (req) => {
    if (req.url().startsWith(site.apiUrl) && req.method() !== 'OPTIONS') calls.push(new URL(req.url()).pathname);
  });
  for (const [path, name] of [
    ['/admin/drives', 'drives-list-390'],
    ['/admin/drives/new', 'drive-editor-new-390'],
    [`/admin/drives/${driveId}/edit`, 'drive-editor-edit-390'],
    [`/admin/drives/${driveId}`, 'drive-page-390'],
  ] as const) {
    calls.length = 0;
    await phone.goto(`${site.url}${path}`);
    await expect(phone.locator('.admin__main h1').first()).toBeVisible();
    await phone.waitForLoadState('networkidle');
    expect(calls.length, `${path}: ${calls.join(' ')}`).toBeLessThanOrEqual(5);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    await screenshot(phone, name);
  }

  // Cancelling asks for the message and says who will be told.
  await page.goto(`${site.url}/admin/drives/${driveId}/edit`);
  await page.getByRole('button', { name: 'Cancel drive' }).click();
  const cancel = page.getByRole('dialog');
  await expect(cancel).toContainText('4 people booked. Each will be told by SMS');
  await cancel.getByRole('button', { name: 'Cancel and tell 4 people' }).click();
  await expect(cancel.getByText('Say why the drive is cancelled')).toBeVisible();
  await cancel.getByLabel('Message to the candidates').fill('The hall is closed for repairs. We will send a new date.');
  await screenshot(page, 'drive-cancel-1366');
  await cancel.getByRole('button', { name: 'Cancel and tell 4 people' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check-in desk' })).toHaveCount(0);

  // An editor has no Drives link, and the address refuses them.
  const ed = await newPage(WIDE);
  await signIn(ed, site.url, editor.email, editor.password);
  const edSidebar = ed.getByRole('navigation', { name: 'Back office' });
  await expect(edSidebar.getByRole('button').or(edSidebar.getByRole('link')).first()).toBeVisible();
  expect(await edSidebar.innerText()).not.toContain('Drives');
  await ed.goto(`${site.url}/admin/drives`);
  await expect(ed.getByText('Your role does not allow this screen')).toBeVisible();
  await ed.goto(`${site.url}/admin/drives/${driveId}`);
  await expect(ed.getByText('Your role does not allow this screen')).toBeVisible();
});
