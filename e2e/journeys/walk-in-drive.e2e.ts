// One walk-in drive from start to end, on one site (docs/behaviour.md §26, issue 53's "Done when"): a recruiter
// makes a drive for today in the back office at 1366 px; a Marathi, a Hindi and an English reader book it from
// the drive's page in their language on phones (390 px), each proving their number with the code read from the
// local SMPP server, and the English one moves their booking from their private page; the booking SMS carry the day,
// time and place in each one's language. At the gate, the desk on a phone checks in the Marathi reader by the QR
// code of their pass (the fake camera) and the Hindi reader by number while the connection is down (kept on the
// phone, sent once when it is back), and registers a walk-in who applied by phone before. The recruiter then
// records outcomes in bulk and marks who did not come; the status SMS arrive in each one's language; the funnel
// counts booked 3, came 3, interviewed 3, selected 2, joined 0, by language too, and its CSV says the same.
//
// Check-in works only on the drive's day and booking only before a slot starts: the slots are at 23:56 and 23:57
// India time, so the journey is skipped from 23:50 in India on.
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { istWords, momentInWords, todayInIndia } from '@site/contracts';
import { postJson } from '../src/admin-helpers';
import {
  bothWidths,
  call,
  confirmCode,
  EN,
  FORM,
  fillAndAsk,
  freshMobile,
  HI,
  MR,
  phoneWithCamera,
  proveNumber,
  qrVideo,
  signIn,
  smsTexts,
  smsTo,
  tokenOf,
  tooLateToday,
} from '../src/drive-helpers';
import { expect, PHONE, test, WIDE } from '../src/fixtures';
import { adminToken, screenshot, toast } from '../src/harness';
import { seededJobs } from '../src/main-helpers';

// A site of its own, with its own SMS server: four numbers ask for codes from one address.
test.use({ siteGroup: 'walk-in-drive', siteMail: true, siteEnv: { PHONE_CODE_CLIENT_HOURLY_LIMIT: '100' } });

type Person = { name: string; mobile: string; language: string; walkIn: boolean; checkedIn?: { queue: number }; outcome?: { result: string } };

test('a whole walk-in drive: made, booked in three languages, checked in at the gate, outcomes in bulk, its funnel', async ({ site, newPage }) => {
  test.skip(!site.smsUrl, 'needs the site with its own SMS server');
  test.skip(tooLateToday(), 'the drive is held today with slots at 23:56 and 23:57 India time: from 23:50 they would start before the journey ends');
  test.setTimeout(240_000);
  const day = todayInIndia();
  const at = (start: string) => new Date(`${day}T${start}:00+05:30`);
  const owner = await adminToken(site.apiUrl);
  const recruiter = { name: 'Rekha Shinde', email: 'rekha@firm.in', password: 'rekha-pass-12' };
  await postJson(site, 'admin/AdminLogin/addAdmin', { ...recruiter, role: 'recruiter' }, owner);
  const jobs = await seededJobs(site);
  const guard = jobs.find((j) => j.jobTitle === 'Security Guard')!;
  const housekeeping = jobs.find((j) => j.jobTitle === 'Housekeeping Executive')!;
  const title = 'Guards and housekeeping walk-in, Pune';
  const address = 'Shivajinagar Community Hall, Pune 411005';

  // 1. The recruiter makes the drive at 1366 px: today, two late slots, both jobs, and themself as the interviewer.
  const office = await newPage(WIDE);
  await signIn(office, site.url, recruiter.email, recruiter.password);
  await office.goto(`${site.url}/admin/drives/new`);
  const form = office.getByRole('form', { name: 'New drive' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Day').fill(day);
  await form.getByRole('group', { name: 'Jobs it hires for' }).getByLabel('Security Guard').check();
  await form.getByRole('group', { name: 'Jobs it hires for' }).getByLabel('Housekeeping Executive').check();
  await form.getByRole('group', { name: 'Who interviews' }).getByLabel(recruiter.name).check();
  await form.getByLabel('Address').fill(address);
  await form.getByLabel('Directions in English').fill('Gate 3, beside the bus depot.');
  await form.getByLabel('Directions in Hindi').fill('गेट 3, बस डिपो के पास।');
  await form.getByLabel('Directions in Marathi').fill('गेट 3, बस डेपोजवळ.');
  // The generator makes two slots of 5 minutes; each is then set by hand to end at 23:59.
  await form.getByLabel('From', { exact: true }).fill('23:46');
  await form.getByLabel('Until').fill('23:56');
  await form.getByLabel('Every (minutes)').fill('5');
  await form.getByLabel('People per slot').fill('5');
  await form.getByRole('button', { name: 'Make slots' }).click();
  await expect(form.getByRole('list', { name: 'Slots' }).getByRole('listitem')).toHaveCount(2);
  await form.getByLabel('Start of slot 2').fill('23:57');
  await form.getByLabel('End of slot 2').fill('23:59');
  await form.getByLabel('Start of slot 1').fill('23:56');
  await form.getByLabel('End of slot 1').fill('23:59');
  await expect(form.getByText('2 slots, 10 people in all.')).toBeVisible();
  await form.getByRole('button', { name: 'Make the drive' }).click();
  await expect(toast(office, 'Drive made')).toBeVisible();
  await expect(office.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const driveId = new URL(office.url()).pathname.split('/').at(-1)!;
  await expect(office.getByText('0 of 10 seats, 2 slots from 23:56 to 23:59 IST')).toBeVisible();
  const drivePath = `/main/drives/${driveId}`;

  // 2. Three candidates book from their phones, each in their language, and read the booking SMS in it.
  const book = async (lang: 'mr' | 'hi' | 'en', w: typeof EN, jobId: string, name: string) => {
    const phone = await newPage(PHONE);
    await phone.goto(`${site.url}${lang === 'en' ? '' : `/${lang}`}${drivePath}`);
    await expect(phone.getByRole('heading', { name: title })).toBeVisible();
    await phone.getByRole('radio', { name: /11:56/ }).check();
    const mobile = freshMobile();
    await fillAndAsk(phone, w, jobId, name, mobile);
    await confirmCode(phone, site, w, mobile);
    await expect(phone.getByText(w.booked)).toBeVisible();
    return { phone, mobile };
  };
  const asha = await book('mr', MR, guard._id, 'आशा पाटील');
  const ashaBooked = await smsTo(site, asha.mobile, /^बुकिंग पक्की/);
  expect(ashaBooked).toContain(momentInWords(at('23:56'), 'mr'));
  expect(ashaBooked).toContain(address);
  expect(ashaBooked).toMatch(/\/mr\/application\/[\w-]{43}/);

  const ravi = await book('hi', HI, housekeeping._id, 'रवि कुमार');
  const raviBooked = await smsTo(site, ravi.mobile, /^बुकिंग पक्की/);
  expect(raviBooked).toContain(momentInWords(at('23:56'), 'hi'));
  expect(raviBooked).toContain(address);
  expect(raviBooked).toContain('आपका पास');

  const sunil = await book('en', EN, guard._id, 'Sunil Jadhav');
  const sunilBooked = await smsTo(site, sunil.mobile, /^Booked:/);
  expect(sunilBooked).toContain(istWords(at('23:56')));
  expect(sunilBooked).toContain(address);
  // The English reader moves to 23:57 from their private page; the SMS says the new time.
  await sunil.phone.getByRole('link', { name: EN.pass }).click();
  const card = sunil.phone.getByRole('region', { name: EN.card });
  await expect(card).toContainText('11:56 pm');
  await card.getByRole('button', { name: 'Move to another time' }).click();
  await card.getByRole('radio', { name: /^11:57 pm/ }).check();
  await card.getByRole('button', { name: 'Move my booking' }).click();
  await expect(card.getByText('Your booking has been moved.', { exact: false })).toBeVisible();
  await expect(card).toContainText('11:57 pm');
  const sunilMoved = await smsTo(site, sunil.mobile, /^Your booking is moved/);
  expect(sunilMoved).toContain(istWords(at('23:57')));
  expect(sunilMoved).toContain(address);

  // The Marathi reader opens their pass: the QR code the desk will scan.
  await asha.phone.getByRole('link', { name: MR.pass }).click();
  const pass = await asha.phone.getByRole('region', { name: MR.card }).locator('svg[data-qr]').getAttribute('data-qr');
  expect(pass).toMatch(/^[A-Z2-9]{10}$/);

  // Someone who applied for the guard's job by phone last week, in Hindi, will walk in without booking.
  const sunitaMobile = freshMobile();
  await postJson(site, 'applications/by-phone?lang=hi', {
    name: 'सुनीता देवी',
    mobile: sunitaMobile,
    jobId: guard._id,
    answers: '{}',
    consent: true,
    phoneToken: await proveNumber(site, sunitaMobile, 'hi'),
    ...FORM,
  });

  // 3. The desk on a phone at the gate, signed in as the recruiter.
  const video = path.join(tmpdir(), `walk-in-drive-${pass}.y4m`);
  await qrVideo(pass!, video);
  const { browser, page: desk } = await phoneWithCamera(video, await tokenOf(site, recruiter.email, recruiter.password));
  try {
    await desk.goto(`${site.url}/admin/drives/${driveId}/desk`);
    await expect(desk.getByRole('heading', { name: 'Check-in desk' })).toBeVisible();
    await expect(desk.getByRole('status').filter({ hasText: 'Online' })).toBeVisible();

    // By the QR code of the Marathi reader's pass.
    await desk.getByRole('button', { name: 'Scan a pass' }).click();
    const found = desk.getByLabel('Found');
    await expect(found.getByText('आशा पाटील')).toBeVisible({ timeout: 20_000 });
    await found.getByRole('button', { name: 'Check in' }).click();
    const done = desk.getByRole('status', { name: 'Checked in' });
    await expect(done.getByText('आशा पाटील')).toBeVisible();
    await expect(done.getByText('1', { exact: true })).toBeVisible();
    await expect(done.getByText(`Interviewer: ${recruiter.name}`)).toBeVisible();

    // By the Hindi reader's number while the connection is down: kept on the phone, sent once when it is back.
    // What reached the API: a try made while offline fails in the browser, with no answer.
    const sent: string[] = [];
    desk.on('response', (r) => {
      if (r.request().method() === 'POST' && r.url().endsWith(`/admin/drives/${driveId}/check-ins`)) sent.push(r.url());
    });
    await desk.context().setOffline(true);
    await expect(desk.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
    await desk.getByRole('button', { name: 'Type a number' }).click();
    await desk.getByLabel('Mobile number').fill(ravi.mobile);
    await desk.getByRole('button', { name: 'Find' }).click();
    const waiting = desk.getByRole('region', { name: 'Waiting to send' });
    await expect(waiting.getByText(/1 waiting to send/)).toBeVisible();
    await screenshot(desk, 'walk-in-drive-desk-offline-390');
    expect(sent).toHaveLength(0);
    const whileOffline = (await call<{ people: Person[] }>(site, 'GET', `admin/drives/${driveId}/people`, undefined, owner)).people;
    expect(whileOffline.find((p) => p.mobile === `+91${ravi.mobile}`)?.checkedIn).toBeUndefined();
    await desk.context().setOffline(false);
    await expect(done.getByText('रवि कुमार')).toBeVisible({ timeout: 20_000 });
    await expect(done.getByText('2', { exact: true })).toBeVisible();
    await expect(waiting).toHaveCount(0);
    expect(sent).toHaveLength(1);

    // 4. The walk-in: known by their proved number, registered for housekeeping in Hindi.
    await desk.getByRole('button', { name: 'Walk-in' }).click();
    const walkIn = desk.getByRole('form', { name: 'Walk-in' });
    await walkIn.getByLabel('Name').fill('सुनीता देवी');
    await walkIn.getByLabel('Mobile number').fill(sunitaMobile);
    await walkIn.getByText('Housekeeping Executive').click();
    await walkIn.getByText('हिन्दी').click();
    await walkIn.getByRole('button', { name: 'Register and check in' }).click();
    await expect(done.getByText('सुनीता देवी')).toBeVisible();
    await expect(done.getByText('3', { exact: true })).toBeVisible();
    await expect(done.getByText('Housekeeping Executive, walk-in')).toBeVisible();
    await bothWidths(desk, 'walk-in-drive-desk');
    expect(sent).toHaveLength(1);
  } finally {
    await browser.close();
  }
  // A known candidate is not sent the stranger's welcome SMS with a new link.
  expect((await smsTexts(site, sunitaMobile)).filter((t) => t.includes('वॉक-इन ड्राइव में आपका स्वागत'))).toEqual([]);

  // 5. The recruiter records outcomes in bulk: the two who booked and came are selected, the walk-in rejected.
  await office.reload();
  const people = office.getByRole('region', { name: /^People/ });
  await expect(people.getByRole('heading', { name: 'People (4)' })).toBeVisible();
  await people.getByLabel('Select आशा पाटील').check();
  await people.getByLabel('Select रवि कुमार').check();
  await expect(people.getByText('2 people selected')).toBeVisible();
  await people.getByLabel('Outcome', { exact: true }).selectOption({ label: 'Selected' });
  await people.getByRole('button', { name: 'Record for 2 people' }).click();
  await expect(office.getByRole('dialog')).toContainText(
    'Record “Selected” for 2 people? Their applications move to Shortlisted. 2 people will be told by SMS',
  );
  await office.getByRole('dialog').getByRole('button', { name: 'Record' }).click();
  await expect(toast(office, 'Selected: 2 people, 2 told')).toBeVisible();
  await people.getByLabel('Select सुनीता देवी').check();
  await people.getByLabel('Outcome', { exact: true }).selectOption({ label: 'Rejected' });
  await people.getByRole('button', { name: 'Record for 1 person' }).click();
  await office.getByRole('dialog').getByRole('button', { name: 'Record' }).click();
  await expect(toast(office, 'Rejected: 1 person, 1 told')).toBeVisible();
  // The English reader did not come: marked in one step, and told nothing.
  await people.getByRole('button', { name: 'Mark everyone who did not come (1)' }).click();
  await office.getByRole('dialog').getByRole('button', { name: 'Record' }).click();
  await expect(people.getByRole('button', { name: 'Mark everyone who did not come (0)' })).toBeDisabled();
  await expect(people.getByRole('row').filter({ hasText: 'Sunil Jadhav' })).toContainText('Did not come');
  await screenshot(office, 'walk-in-drive-page-1366');

  // Each is told in their language: Shortlisted in Marathi and Hindi, Rejected in Hindi.
  expect(await smsTo(site, asha.mobile, /अर्ज शॉर्टलिस्ट झाला/)).toMatch(/\/mr\/application\/[\w-]{43}/);
  expect(await smsTo(site, ravi.mobile, /आवेदन शॉर्टलिस्ट हुआ/)).toMatch(/\/hi\/application\/[\w-]{43}/);
  expect(await smsTo(site, sunitaMobile, /आवेदन का धन्यवाद। इस बार हम इसे आगे नहीं बढ़ा रहे/)).toMatch(/\/hi\/application\/[\w-]{43}/);
  // The English reader, marked as not come, was sent nothing more than their code, booking, application and move.
  // (The booking and the application made with it are told apart, in either order.)
  const toSunil = await smsTexts(site, sunil.mobile);
  expect(toSunil).toHaveLength(4);
  expect(toSunil).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/#\d{6}$/),
      sunilBooked,
      expect.stringMatching(/^We received your application for Security Guard/),
      sunilMoved,
    ]),
  );
  const roster = (await call<{ people: Person[] }>(site, 'GET', `admin/drives/${driveId}/people`, undefined, owner)).people;
  expect(roster.map((p) => [p.name, p.language, p.walkIn, p.checkedIn?.queue ?? null, p.outcome?.result])).toEqual(
    expect.arrayContaining([
      ['आशा पाटील', 'mr', false, 1, 'selected'],
      ['रवि कुमार', 'hi', false, 2, 'selected'],
      ['Sunil Jadhav', 'en', false, null, 'noShow'],
      ['सुनीता देवी', 'hi', true, 3, 'rejected'],
    ]),
  );

  // 6. The funnel: booked 3, came 3 (2 booked + 1 walk-in), interviewed 3, selected 2, joined 0.
  const funnel = office.getByRole('region', { name: 'Funnel' });
  const numbers = funnel.getByRole('table');
  await expect(numbers.getByRole('cell')).toHaveText(['3', '3 100%', '3 100%', '2 67%', '0 0%']);
  await expect(funnel.locator('canvas[role="img"]')).toHaveAttribute(
    'aria-label',
    /Booked 3, Came 3 \(100%\), Interviewed 3 \(100%\), Selected 2 \(67%\), Joined 0 \(0%\)/,
  );
  // By language: Marathi 1 booked who came and was selected; Hindi 1 booked, 2 came (the walk-in), 1 selected; English booked only.
  await funnel.getByRole('button', { name: 'By language' }).click();
  const counts = (language: string) =>
    numbers
      .getByRole('row')
      .filter({ has: office.getByRole('rowheader', { name: language, exact: true }) })
      .getByRole('cell');
  await expect(counts('Marathi')).toHaveText(['1', '1 100%', '1 100%', '1 100%', '0 0%']);
  await expect(counts('Hindi')).toHaveText(['1', '2 200%', '2 100%', '1 50%', '0 0%']);
  await expect(counts('English')).toHaveText(['1', '0 0%', '0 –', '0 –', '0 –']);
  await screenshot(office, 'walk-in-drive-funnel-1366');

  // The CSV says the same.
  // The CSV is made by the API on the click: on a loaded machine that can take longer than a click's timeout.
  const download = office.waitForEvent('download', { timeout: 60_000 });
  await funnel.getByRole('button', { name: 'Download CSV' }).click();
  // Every cell is quoted; no cell here holds a comma or a quote.
  const csv = (await readFile((await (await download).path())!, 'utf8'))
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
  const row = (split: string, key: string) => csv.find(([s, k]) => s === split && k === key)?.slice(3, 8);
  expect(csv[0]).toEqual(['split', 'key', 'label', 'booked', 'came', 'interviewed', 'selected', 'joined', ...Array(4).fill(expect.stringMatching(/ %$/))]);
  expect(row('all', 'all')).toEqual(['3', '3', '3', '2', '0']);
  expect(row('language', 'mr')).toEqual(['1', '1', '1', '1', '0']);
  expect(row('language', 'hi')).toEqual(['1', '2', '2', '1', '0']);
  expect(row('language', 'en')).toEqual(['1', '0', '0', '0', '0']);
  expect(row('source', 'walk-in')).toEqual(['0', '1', '1', '0', '0']);
});
