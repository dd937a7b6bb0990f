// Candidates book a walk-in drive from their phones (390 px; docs/behaviour.md §26): the drive is made through the
// API by the admin; a Marathi, a Hindi and an English reader each book a time from the drive's page in their
// language, proving their number with the code read from the local SMPP server. The Hindi reader finds their time
// taken meanwhile and is offered the nearest free ones; the English reader moves their booking from their private
// page, which shows the pass as a QR code. The SMS carry the day, the time and the place. Every page and state is
// photographed at 390 and 1366 px, in English and Marathi.
import { bothWidths, call, confirmCode, EN, fillAndAsk, freshMobile, HI, MR, smsTo } from '../src/drive-helpers';
import { expect, PHONE, test } from '../src/fixtures';
import { adminToken, screenshot } from '../src/harness';
import { seededJobs } from '../src/main-helpers';

// A site of its own, with its own SMS server; its spam guard waits for a form filled too fast, as in production.
test.use({ siteGroup: 'drive-booking', siteMail: true, siteEnv: { SUBMISSION_MIN_FILL_MS: '3000' } });

type Slot = { start: string; seatsLeft: number };

/** A day a week ahead in India: every slot still to come. */
const nextWeek = () => new Date(Date.now() + 5.5 * 3_600_000 + 7 * 86_400_000).toISOString().slice(0, 10);

test('three candidates book a walk-in drive from Marathi, Hindi and English pages; a full time offers the nearest; one moves their booking', async ({
  site,
  newPage,
}) => {
  test.skip(!site.smsUrl, 'needs the site with its own SMS server');
  test.setTimeout(240_000);
  const token = await adminToken(site.apiUrl);
  const jobs = await seededJobs(site);
  const guard = jobs.find((j) => j.jobTitle === 'Security Guard')!;
  const housekeeping = jobs.find((j) => j.jobTitle === 'Housekeeping Executive')!;
  const day = nextWeek();
  const address = 'Hall 2, Shivajinagar, Pune';
  const { drive } = await call<{ drive: { _id: string } }>(
    site,
    'POST',
    'admin/drives',
    {
      title: 'Guards and housekeeping, Pune',
      jobIds: [guard._id, housekeeping._id],
      address,
      mapUrl: 'https://maps.google.com/?q=Shivajinagar+Pune',
      directions: { en: 'Gate 3, beside the bus depot.', hi: 'गेट 3, बस डिपो के पास।', mr: 'गेट 3, बस डेपोजवळ.' },
      day,
      slots: [
        { start: '10:00', end: '10:30', capacity: 1 },
        { start: '10:30', end: '11:00', capacity: 5 },
        { start: '11:00', end: '11:30', capacity: 5 },
      ],
    },
    token,
  );
  const driveId = drive._id;
  const drivePath = `/main/drives/${driveId}`;

  // The list, drawn by the server with the drives and their Event data (the shell waits 800 ms for the API: a cold
  // first read may come too late, and the page is then sent without them, which the browser then fetches).
  let listHtml = '';
  await expect
    .poll(async () => (listHtml = await (await fetch(`${site.url}/mr/main/drives`)).text()), { timeout: 15_000 })
    .toContain('Guards and housekeeping, Pune');
  expect(listHtml).toMatch(/"@type":"Event"/);
  const oneHtml = await (await fetch(`${site.url}${drivePath}`)).text();
  expect(oneHtml).toMatch(/"@type":"Event"/);
  expect(oneHtml).toContain('https://schema.org/EventScheduled');
  expect(oneHtml).toContain('10:00 am');

  // The Hindi reader opens the drive's page first, while 10:00 still has its one seat.
  const hindi = await newPage(PHONE);
  await hindi.goto(`${site.url}/hi${drivePath}`);
  await expect(hindi.getByText('गेट 3, बस डिपो के पास।')).toBeVisible();

  // The Marathi reader finds the drive on the list and books 10:00 for the guard's job.
  const marathi = await newPage(PHONE);
  await marathi.goto(`${site.url}/mr/main/drives`);
  await expect(marathi.getByRole('heading', { name: 'वॉक-इन मुलाखती' })).toBeVisible();
  await bothWidths(marathi, 'drive-list-mr');
  await marathi.getByRole('link', { name: 'Guards and housekeeping, Pune', exact: true }).click();
  await marathi.waitForURL(`**/mr${drivePath}`);
  await expect(marathi.getByText('गेट 3, बस डेपोजवळ.')).toBeVisible();
  await bothWidths(marathi, 'drive-page-mr');
  await marathi.getByRole('radio', { name: /^सकाळी 10:00 वाजता/ }).check();
  const asha = freshMobile();
  await fillAndAsk(marathi, MR, guard._id, 'आशा पाटील', asha);
  await screenshot(marathi, 'drive-code-mr-390');
  await confirmCode(marathi, site, MR, asha);
  await expect(marathi.getByText(MR.booked)).toBeVisible();
  await bothWidths(marathi, 'drive-booked-mr');
  const ashaSms = await smsTo(site, asha, /आपला पास/);
  expect(ashaSms).toContain(address);
  expect(ashaSms).toMatch(/सकाळी 10:00 वाजता/);
  expect(ashaSms).toMatch(/\/mr\/application\/[\w-]{43}/);
  await marathi.getByRole('link', { name: MR.pass }).click();
  const card = marathi.getByRole('region', { name: MR.card });
  await expect(card).toBeVisible();
  await expect(card.locator('svg[data-qr]')).toBeVisible();
  await bothWidths(marathi, 'drive-pass-mr');

  // The Hindi reader chooses 10:00, now taken: the nearest free times are offered, and one is booked.
  await hindi.getByRole('radio', { name: /^सुबह 10:00/ }).check();
  const ravi = freshMobile();
  await fillAndAsk(hindi, HI, housekeeping._id, 'रवि कुमार', ravi);
  await confirmCode(hindi, site, HI, ravi);
  const full = hindi.locator('.main-drive__full');
  await expect(full).toBeVisible();
  await expect(full.getByRole('radio')).not.toHaveCount(0);
  await screenshot(hindi, 'drive-full-hi-390');
  // Choosing a nearest time books it at once and the offer gives way to the booking: a click, then the booking
  // (check() would wait for a box that is no longer there to be checked).
  await full.getByRole('radio', { name: /^सुबह 10:30/ }).click();
  await expect(hindi.getByText(HI.booked)).toBeVisible();
  const raviSms = await smsTo(site, ravi, /पास/);
  expect(raviSms).toContain(address);
  expect(raviSms).toMatch(/10:30/);

  // The English reader comes from a poster's link, books 11:00, then moves to 10:30 from their private page.
  const english = await newPage(PHONE);
  await english.goto(`${site.url}${drivePath}?src=poster-pune-station`);
  await expect(english.getByRole('radio', { name: /^10:00 am/ })).toBeDisabled();
  await bothWidths(english, 'drive-page-en');
  await english.getByRole('radio', { name: /^11:00 am/ }).check();
  const sunil = freshMobile();
  await fillAndAsk(english, EN, guard._id, 'Sunil Jadhav', sunil);
  await bothWidths(english, 'drive-code-en');
  await confirmCode(english, site, EN, sunil);
  await expect(english.getByText(EN.booked)).toBeVisible();
  await bothWidths(english, 'drive-booked-en');
  const booked = await smsTo(site, sunil, /^Booked:/);
  expect(booked).toContain(address);
  expect(booked).toContain('11:00 am');
  await english.getByRole('link', { name: EN.pass }).click();
  const mine = english.getByRole('region', { name: EN.card });
  await expect(mine).toContainText('11:00 am');
  await bothWidths(english, 'drive-pass-en');
  await mine.getByRole('button', { name: 'Move to another time' }).click();
  await mine.getByRole('radio', { name: /^10:30 am/ }).check();
  await bothWidths(english, 'drive-move-en');
  await mine.getByRole('button', { name: 'Move my booking' }).click();
  await expect(mine.getByText('Your booking has been moved.', { exact: false })).toBeVisible();
  await expect(mine).toContainText('10:30 am');
  const moved = await smsTo(site, sunil, /moved/);
  expect(moved).toContain('10:30 am');

  // The seats left show it: 10:00 full, 10:30 has two taken.
  const { slots } = await call<{ slots: Slot[] }>(site, 'GET', `drives/${driveId}`);
  expect(slots.map((s) => s.seatsLeft)).toEqual([0, 3, 5]);

  // The job's page names its next drive; the jobs page links to the drives.
  await english.goto(`${site.url}/jobdetail/${guard._id}`);
  const next = english.getByRole('region', { name: 'Walk-in interviews for this job' });
  await expect(next.getByRole('link', { name: 'Guards and housekeeping, Pune', exact: true })).toBeVisible();
  await bothWidths(english, 'drive-job-en');
  await english.goto(`${site.url}/main/drives`);
  await bothWidths(english, 'drive-list-en');
});
