// The check-in desk at a drive's gate, on a phone (390 px; docs/behaviour.md §26.4-26.5): two candidates booked
// through the API with their proved numbers; the desk checks in one by the QR code of their pass, shown to the
// phone's camera (Chromium's fake camera plays a video of the pass drawn here), and one by their number while the
// connection is down: the check-in waits on the phone, listed, and is sent once when the connection is back. A
// walk-in is registered, and the interviewer records an outcome from their queue. Every screen is photographed at
// 390 and 1366 px.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { todayInIndia } from '@site/contracts';
import { bothWidths, call, freshMobile, phoneWithCamera, proveNumber, qrVideo, tooLateToday } from '../src/drive-helpers';
import { expect, PHONE, test } from '../src/fixtures';
import { adminToken, screenshot } from '../src/harness';
import { seededJobs } from '../src/main-helpers';

// A site of its own, with its own SMS server: the codes that prove the candidates' numbers are read from it.
test.use({ siteGroup: 'drive-desk', siteMail: true });

type Person = { id: string; name: string; mobile: string; checkedIn?: { queue: number; interviewer?: string }; outcome?: { result: string; note?: string } };

const spaced = (mobile: string) => `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;

test('the desk checks in by QR code and by number through a dropped connection, registers a walk-in, and the interviewer records an outcome', async ({
  site,
}) => {
  test.skip(!site.smsUrl, 'needs the site with its own SMS server');
  test.skip(tooLateToday(), 'the drive is held today with a slot at 23:56 India time: from 23:50 it would start before the journey ends');
  const token = await adminToken(site.apiUrl);
  const me = await call<{ _id: string; name: string }>(site, 'GET', 'admin/AdminLogin/me', undefined, token);
  const jobs = await seededJobs(site);
  const guard = jobs.find((j) => j.jobTitle === 'Security Guard')!;
  const housekeeping = jobs.find((j) => j.jobTitle === 'Housekeeping Executive')!;

  // A drive today, with the admin as its one interviewer; its slot starts late enough to be booked all day.
  const { drive } = await call<{ drive: { _id: string } }>(
    site,
    'POST',
    'admin/drives',
    {
      title: 'Guards and housekeeping, Pune',
      jobIds: [guard._id, housekeeping._id],
      address: 'Hall 2, Shivajinagar, Pune',
      day: todayInIndia(),
      slots: [{ start: '23:56', end: '23:59', capacity: 20 }],
      interviewers: [me._id],
    },
    token,
  );
  const driveId = drive._id;
  const book = async (name: string, mobile: string, jobId: string) =>
    (
      await call<{ booking: { pass: string } }>(site, 'POST', `drives/${driveId}/bookings`, {
        name,
        mobile,
        jobId,
        slot: '23:56',
        phoneToken: await proveNumber(site, mobile),
        consent: true,
      })
    ).booking.pass;
  const ashaMobile = freshMobile();
  const raviMobile = freshMobile();
  const ashaPass = await book('Asha Patil', ashaMobile, guard._id);
  await book('Ravi Kumar', raviMobile, housekeeping._id);
  const people = async () => (await call<{ people: Person[] }>(site, 'GET', `admin/drives/${driveId}/people`, undefined, token)).people;

  const video = path.join(tmpdir(), `drive-pass-${ashaPass}.y4m`);
  await qrVideo(ashaPass, video);
  const { browser, page } = await phoneWithCamera(video, token);
  try {
    const context = page.context();
    await page.goto(`${site.url}/admin/drives/${driveId}/desk`);
    await expect(page.getByRole('heading', { name: 'Check-in desk' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Online' })).toBeVisible();
    await bothWidths(page, 'drive-desk');

    // 1. By QR code: the camera reads the pass, the desk shows the person, one tap checks them in.
    await page.getByRole('button', { name: 'Scan a pass' }).click();
    const found = page.getByLabel('Found');
    await expect(found.getByText('Asha Patil')).toBeVisible({ timeout: 20_000 });
    await expect(found.getByText('Security Guard')).toBeVisible();
    await screenshot(page, 'drive-desk-found-390');
    await found.getByRole('button', { name: 'Check in' }).click();
    const done = page.getByRole('status', { name: 'Checked in' });
    await expect(done.getByText('1', { exact: true })).toBeVisible();
    await expect(done.getByText(`Interviewer: ${me.name}`)).toBeVisible();
    await bothWidths(page, 'drive-desk-checked-in');

    // 2. By number with the connection down: kept on the phone and listed, sent once when it comes back.
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
    await page.getByRole('button', { name: 'Type a number' }).click();
    await page.getByLabel('Mobile number').fill(raviMobile);
    await page.getByRole('button', { name: 'Find' }).click();
    const waiting = page.getByRole('region', { name: 'Waiting to send' });
    await expect(waiting.getByText(/1 waiting to send/)).toBeVisible();
    await expect(waiting.getByText(spaced(raviMobile))).toBeVisible();
    await expect(page.getByText(/Kept on this phone/)).toBeVisible();
    await bothWidths(page, 'drive-desk-offline');
    // A reload while offline would lose the page, not the check-in: it is in the phone's storage.
    expect(await page.evaluate((id) => JSON.parse(localStorage.getItem(`drive-desk:${id}`) ?? '[]').length, driveId)).toBe(1);
    expect((await people()).find((p) => p.name === 'Ravi Kumar')?.checkedIn).toBeUndefined();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(`/admin/drives/${driveId}/check-ins`)) sent.push(r.url());
    });
    await context.setOffline(false);
    await expect(done.getByText('Ravi Kumar')).toBeVisible({ timeout: 20_000 });
    await expect(done.getByText('2', { exact: true })).toBeVisible();
    await expect(waiting).toHaveCount(0);
    expect(sent).toHaveLength(1);
    const ravi = (await people()).find((p) => p.name === 'Ravi Kumar')!;
    expect(ravi.checkedIn).toMatchObject({ queue: 2, interviewer: me._id });

    // 3. A walk-in: name, number, job, language.
    const walkInMobile = freshMobile();
    await page.getByRole('button', { name: 'Walk-in' }).click();
    const form = page.getByRole('form', { name: 'Walk-in' });
    await form.getByLabel('Name').fill('Sunita Devi');
    await form.getByLabel('Mobile number').fill(walkInMobile);
    await form.getByText('Housekeeping Executive').click();
    await form.getByText('हिन्दी').click();
    await bothWidths(page, 'drive-desk-walk-in');
    await form.getByRole('button', { name: 'Register and check in' }).click();
    await expect(done.getByText('Sunita Devi')).toBeVisible();
    await expect(done.getByText('3', { exact: true })).toBeVisible();
    await expect(done.getByText('Housekeeping Executive, walk-in')).toBeVisible();
    const sunita = (await people()).find((p) => p.name === 'Sunita Devi')!;
    expect(sunita).toMatchObject({ mobile: `+91${walkInMobile}`, language: 'hi', walkIn: true, checkedIn: { queue: 3 } });

    // 4. The interviewer's queue: the three in queue order; Asha is selected with a note.
    await page.getByRole('link', { name: 'My interview queue →' }).click();
    const queue = page.getByRole('list', { name: 'Waiting' });
    await expect(queue.getByRole('listitem')).toHaveCount(3);
    expect(await queue.getByRole('listitem').evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')))).toEqual([
      'Asha Patil',
      'Ravi Kumar',
      'Sunita Devi',
    ]);
    await bothWidths(page, 'drive-queue');
    const asha = queue.getByRole('listitem', { name: 'Asha Patil' });
    await asha.getByLabel('Note (optional)').fill('Calm, has worked night shifts');
    await asha.getByRole('button', { name: 'Selected' }).click();
    await expect(queue.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Seen' }).getByText('Calm, has worked night shifts', { exact: false })).toBeVisible();
    await bothWidths(page, 'drive-queue-recorded');
    expect((await people()).find((p) => p.name === 'Asha Patil')?.outcome).toMatchObject({ result: 'selected', note: 'Calm, has worked night shifts' });
    // No one overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  } finally {
    await browser.close();
  }
});
