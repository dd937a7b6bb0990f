// A candidate's forms work with JavaScript turned off (docs/behaviour.md §16.1, §26): a Marathi reader applies for
// a guard's job by phone (a wrong code first), and an English reader books a walk-in drive whose chosen time fills
// meanwhile and takes one of the nearest free ones. Every step is a plain HTML form posted to the shell's server,
// which answers with the page at the next step and, once done, sends the candidate to their private page. With
// JavaScript on, the form's code takes over a half-typed plain form without losing a letter.
import type { Browser, Page } from '@playwright/test';
import { call, codeOf, freshMobile, proveNumber } from '../src/drive-helpers';
import { expect, PHONE, test, WIDE } from '../src/fixtures';
import path from 'node:path';
import { adminToken, SCREENSHOTS, usePage } from '../src/harness';
import { seededJobs } from '../src/main-helpers';

test.use({ siteGroup: 'forms-without-js', siteMail: true, siteEnv: { SUBMISSION_MIN_FILL_MS: '3000' } });

type Question = { id: string; text: string; kind: string; options: string[]; required: boolean };

/** A phone with JavaScript turned off. */
async function withoutJs(browser: Browser, size = PHONE): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: size });
  return context.newPage();
}

/** Answers the job's questions in the form: the first choice, or a few words. */
async function answer(page: Page, questions: Question[], optional: (text: string) => string) {
  for (const q of questions) {
    const field = page.getByLabel(q.required ? q.text : optional(q.text), { exact: true });
    if (q.kind === 'text') await field.fill('Two years at a bank');
    else await field.selectOption({ index: 1 });
  }
}

/** Both widths of the whole page as it is now (no script runs in it: nothing to scroll into view first). */
async function bothWidths(page: Page, name: string) {
  for (const [size, width] of [
    [PHONE, 390],
    [WIDE, 1366],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

/**
 * Waits until the server draws `url` with its data (it waits 800 ms for the API: a cold first read may come too late,
 * and the page is then drawn loading, which only a browser with JavaScript completes).
 */
async function drawnWith(url: string, text: string) {
  await expect.poll(async () => (await (await fetch(url)).text()).includes(text), { timeout: 30_000 }).toBe(true);
}

/** A day a week ahead in India: every slot still to come. */
const nextWeek = () => new Date(Date.now() + 5.5 * 3_600_000 + 7 * 86_400_000).toISOString().slice(0, 10);

test('with JavaScript off, a Marathi reader applies by phone: the form, a refused field, the code (a wrong one first), their private page', async ({
  site,
  browser,
}) => {
  test.skip(!site.smsUrl, 'needs the site with its own SMS server');
  const guard = (await seededJobs(site)).find((j) => j.jobTitle === 'Security Guard')!;
  const questions = ((guard as { questions?: Question[] }).questions ?? []).filter((q) => q.kind !== 'text' || q.required);
  const mobile = freshMobile();
  const page = await withoutJs(browser);

  await drawnWith(`${site.url}/mr/jobdetail/${guard._id}?src=poster-pune-station`, 'आत्ताच अर्ज करा');
  await page.goto(`${site.url}/mr/jobdetail/${guard._id}?src=poster-pune-station`);
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  // "Apply Now" opens the same page with the form in it, the link's source kept.
  await page.getByRole('button', { name: 'आत्ताच अर्ज करा' }).click();
  await expect(page).toHaveURL(/[?&]src=poster-pune-station&apply=1#apply$/);
  const form = page.getByRole('form', { name: /अर्ज करा/ });
  await expect(form.getByLabel('पूर्ण नाव', { exact: true })).toBeVisible();
  await bothWidths(page, 'no-js-apply-mr-form');

  // A number that is not a mobile's: the page comes back with the problem in Marathi, the rest as typed.
  await form.getByLabel('पूर्ण नाव', { exact: true }).fill('सुनील पाटील');
  await form.getByLabel('मोबाईल', { exact: true }).fill('12345');
  await form.getByRole('checkbox').check();
  await answer(page, questions, (text) => `${text} (ऐच्छिक)`);
  await form.getByRole('button', { name: 'मला कोड पाठवा' }).click();
  const problem = page.locator('.ui-field__error');
  await expect(problem).toHaveCount(1);
  await expect(problem).toHaveText(/[\u0900-\u097F]/);
  await expect(page.getByLabel('पूर्ण नाव', { exact: true })).toHaveValue('सुनील पाटील');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await bothWidths(page, 'no-js-apply-mr-refused');

  await page.getByLabel('मोबाईल', { exact: true }).fill(mobile);
  await page.getByRole('button', { name: 'मला कोड पाठवा' }).click();
  await expect(page.getByText(`आम्ही +91 ${mobile.slice(0, 5)} ${mobile.slice(5)} वर एसएमएसने 6 अंकी कोड पाठवला आहे.`)).toBeVisible();
  const code = await codeOf(site, mobile);
  await bothWidths(page, 'no-js-apply-mr-code');

  // A wrong code is refused in Marathi, and the step stays.
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('एसएमएसमधील कोड', { exact: true }).fill(wrong);
  await page.getByRole('button', { name: 'निश्चित करा आणि अर्ज पाठवा' }).click();
  await expect(page.locator('.ui-field__error')).toBeVisible();
  await page.getByLabel('एसएमएसमधील कोड', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'निश्चित करा आणि अर्ज पाठवा' }).click();

  // Applied: their private page, in Marathi, with the job.
  // (The address keeps the form's #apply: a browser carries a fragment through a redirect.)
  await expect(page).toHaveURL(/\/mr\/application\/[^/?#]+(#apply)?$/);
  await expect(page.getByText(title).first()).toBeVisible();
  await bothWidths(page, 'no-js-apply-mr-done');

  // The office has it once, under the number, from the poster's link.
  const token = await adminToken(site.apiUrl);
  const found = await call<{ data: Array<{ mobile?: string; source?: string; jobId?: string }> }>(
    site,
    'GET',
    `admin/submissions/applyJobs?search=${mobile}`,
    undefined,
    token,
  ).catch(() => null);
  if (found) expect(found.data.filter((a) => String(a.mobile ?? '').endsWith(mobile.slice(-10)))).toHaveLength(1);
  await page.context().close();
});

test('with JavaScript off, an English reader books a drive: the time fills meanwhile and a nearest free one is booked', async ({ site, browser }) => {
  test.skip(!site.smsUrl, 'needs the site with its own SMS server');
  test.setTimeout(180_000);
  const token = await adminToken(site.apiUrl);
  const guard = (await seededJobs(site)).find((j) => j.jobTitle === 'Security Guard')!;
  const questions = ((guard as { questions?: Question[] }).questions ?? []).filter((q) => q.kind !== 'text' || q.required);
  const { drive } = await call<{ drive: { _id: string } }>(
    site,
    'POST',
    'admin/drives',
    {
      title: 'Guards, Hadapsar',
      jobIds: [guard._id],
      address: 'Gate 1, Magarpatta, Pune',
      day: nextWeek(),
      slots: [
        { start: '10:00', end: '10:30', capacity: 1 },
        { start: '10:30', end: '11:00', capacity: 5 },
      ],
    },
    token,
  );
  const mobile = freshMobile();
  const page = await withoutJs(browser);
  await drawnWith(`${site.url}/main/drives/${drive._id}`, 'Guards, Hadapsar');
  await page.goto(`${site.url}/main/drives/${drive._id}`);
  await page.getByLabel(/^10:00/).check();
  const form = page.getByRole('form', { name: 'Book a time at Guards, Hadapsar' });
  await form.getByLabel('Full Name', { exact: true }).fill('Ravi Kumar');
  await form.getByLabel('Mobile', { exact: true }).fill(mobile);
  await form.getByRole('checkbox').check();
  await bothWidths(page, 'no-js-drive-form');
  await form.getByRole('button', { name: 'Send me a code' }).click();
  if (questions.length) {
    // The job's questions come back with the job; what was typed stays.
    await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Ravi Kumar');
    await answer(page, questions, (text) => `${text} (optional)`);
    await page.getByRole('button', { name: 'Send me a code' }).click();
  }
  await expect(page.getByText(`We sent a 6-digit code by SMS to +91 ${mobile.slice(0, 5)} ${mobile.slice(5)}.`)).toBeVisible();

  // Meanwhile someone else takes the last seat at 10:00.
  const other = freshMobile();
  await call(site, 'POST', `drives/${drive._id}/bookings`, {
    name: 'Someone Else',
    mobile: other,
    jobId: guard._id,
    slot: '10:00',
    consent: true,
    phoneToken: await proveNumber(site, other),
    answers: Object.fromEntries(questions.map((q) => [q.id, q.kind === 'text' ? 'Yes' : (q.options[0] ?? 'Yes')])),
  });

  await page.getByLabel('Code from the SMS', { exact: true }).fill(await codeOf(site, mobile));
  await page.getByRole('button', { name: 'Confirm and book' }).click();
  // Full: the nearest free times, one chosen and booked with the number already proved.
  await expect(page.getByText('These times still have seats. Choose one to book it:')).toBeVisible();
  await bothWidths(page, 'no-js-drive-nearest');
  await page
    .locator('.main-drive__full')
    .getByLabel(/^10:30/)
    .check();
  await page.getByRole('button', { name: 'Confirm and book' }).click();
  await expect(page).toHaveURL(/\/application\/[^/?#]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Security Guard' })).toBeVisible();
  await bothWidths(page, 'no-js-drive-done');
  // Booked at 10:30, as the candidate's own page reads it.
  const link = new URL(page.url()).pathname.split('/').pop()!;
  const { booking } = await call<{ booking: { slot: { start: string } } | null }>(site, 'GET', `application/${link}/booking`);
  expect(booking?.slot.start).toBe('10:30');
  await page.context().close();
});

test('with JavaScript on, the form’s code takes over a plain form half typed, keeping the words and the field in use', async ({ site, browser }) => {
  const guard = (await seededJobs(site)).find((j) => j.jobTitle === 'Security Guard')!;
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  // The form's code is held back until the visitor has typed in its plain drawing.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      const response = await route.fetch();
      // The chunk of the phone form's code: the only one that keeps its drafts (`phone-apply:<job>`).
      if ((await response.text()).includes('phone-apply:')) await held;
      await route.fulfill({ response });
    },
  );
  await page.goto(`${site.url}/jobdetail/${guard._id}?apply=1`);
  await usePage(page);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  const plain = page.locator('form[method="post"]');
  await expect(plain).toHaveCount(1);
  await plain.getByLabel('Full Name', { exact: true }).fill('Asha Pawar');
  await plain.getByLabel('Mobile', { exact: true }).fill('98765');
  release();
  // Taken over: the browser's form (no post to the server), with the words and the focus where they were.
  await expect(page.locator('form[method="post"]')).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Apply for Security Guard' })).toBeVisible();
  await expect(page.getByLabel('Full Name', { exact: true })).toHaveValue('Asha Pawar');
  await expect(page.getByLabel('Mobile', { exact: true })).toHaveValue('98765');
  await expect(page.getByLabel('Mobile', { exact: true })).toBeFocused();
  await context.close();
});
