// Helpers of the walk-in drive journeys (docs/behaviour.md §26): the API called directly, the SMS read from the
// site's local SMPP server (its JSON list at `/api/sms`), numbers proved by their code, the booking form of a drive's
// public page in each language, a phone whose fake camera shows a pass's QR code, and the back office's sign-in.
import { writeFile } from 'node:fs/promises';
import { type Browser, chromium, expect, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { PHONE, WIDE } from './fixtures';
import { CHROMIUM, CHROMIUM_ARGS, screenshot, type TestSite } from './harness';

export type Sms = { to: string; text: string };

/** What a visitor's form sends besides its fields: the empty honeypot and a human's time to fill it. */
export const FORM = { website: '', fillMs: 9000 };

/** A mobile number nobody has used on the site yet (10 digits, starting with 9). */
export const freshMobile = () => `9${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

/** A JSON call to the API, as a visitor or, with `token`, as a signed-in admin; a refusal throws with its answer. */
export async function call<T>(site: TestSite, method: string, route: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${site.apiUrl.replace(/\/$/, '')}/${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** A token of the admin account `email`, signed in through the API. */
export async function tokenOf(site: TestSite, email: string, password: string): Promise<string> {
  return (await call<{ token: string }>(site, 'POST', 'admin/AdminLogin/addAdminLogin', { email, password })).token;
}

/** Every SMS the site's SMPP server has received to `mobile` (10 digits), oldest first (the server lists newest first). */
export async function smsTexts(site: TestSite, mobile: string): Promise<string[]> {
  const all = (await (await fetch(`${site.smsUrl}/api/sms`)).json()) as Sms[];
  return all
    .filter((m) => m.to === `+91${mobile}`)
    .map((m) => m.text)
    .reverse();
}

/** The latest SMS to `mobile` that matches, waited for (20 s at most); the failure lists what was sent to them. */
export async function smsTo(site: TestSite, mobile: string, match: RegExp): Promise<string> {
  let found: string | undefined;
  let sent: string[] = [];
  await expect
    .poll(
      async () => {
        sent = await smsTexts(site, mobile);
        found = sent.filter((text) => match.test(text)).at(-1);
        return Boolean(found);
      },
      { message: `an SMS to ${mobile} matching ${match}`, timeout: 20_000 },
    )
    .toBe(true)
    .catch((e: Error) => {
      throw new Error(`${e.message}\nsent: ${JSON.stringify(sent)}`);
    });
  return found!;
}

/** The latest code sent by SMS to `mobile` and not in `seen`, waited for. */
export async function codeOf(site: TestSite, mobile: string, seen = new Set<string>()): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        code = (await smsTexts(site, mobile))
          .map((text) => /#(\d{6})$/.exec(text)?.[1])
          .filter((c): c is string => Boolean(c) && !seen.has(c!))
          .at(-1);
        return Boolean(code);
      },
      { message: `a code by SMS to ${mobile}`, timeout: 20_000 },
    )
    .toBe(true);
  return code!;
}

/** A proof of `mobile` for applying and booking: the code asked for (in `lang`), read from the SMS server, typed back. */
export async function proveNumber(site: TestSite, mobile: string, lang = 'en'): Promise<string> {
  await call(site, 'POST', `phone-codes?lang=${lang}`, { mobile, purpose: 'apply', ...FORM });
  const code = await codeOf(site, mobile);
  return (await call<{ token: string }>(site, 'POST', 'phone-codes/verify', { mobile, code, purpose: 'apply' })).token;
}

/** Signs in to the back office through its sign-in screen. */
export async function signIn(page: Page, siteUrl: string, email: string, password: string) {
  await page.goto(`${siteUrl}/admin/login`);
  await page.getByPlaceholder('Email').fill(email);
  await page.getByPlaceholder('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && url.pathname !== '/admin/login');
}

/** What the page shows now at both widths: the phone's first (its name ending -390), then the desktop's (-1366). */
export async function bothWidths(page: Page, name: string) {
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(WIDE);
  await screenshot(page, `${name}-1366`);
  await page.setViewportSize(PHONE);
}

/** The words of a drive's public booking form, in one language. */
export interface BookingWords {
  job: string;
  name: string;
  mobile: string;
  send: string;
  code: string;
  confirm: string;
  booked: RegExp;
  pass: string;
  card: string;
}
export const EN: BookingWords = {
  job: 'Job',
  name: 'Full Name',
  mobile: 'Mobile',
  send: 'Send me a code',
  code: 'Code from the SMS',
  confirm: 'Confirm and book',
  booked: /You are booked/,
  pass: 'See your pass and booking',
  card: 'Your walk-in interview',
};
export const MR: BookingWords = {
  job: 'नोकरी',
  name: 'पूर्ण नाव',
  mobile: 'मोबाईल',
  send: 'मला कोड पाठवा',
  code: 'एसएमएसमधील कोड',
  confirm: 'निश्चित करा आणि बुक करा',
  booked: /आपले बुकिंग झाले/,
  pass: 'आपला पास आणि बुकिंग पाहा',
  card: 'आपली वॉक-इन मुलाखत',
};
export const HI: BookingWords = {
  job: 'नौकरी',
  name: 'पूरा नाम',
  mobile: 'मोबाइल',
  send: 'मुझे कोड भेजें',
  code: 'एसएमएस में आया कोड',
  confirm: 'पक्का करें और बुक करें',
  booked: /आपकी बुकिंग हो गई/,
  pass: 'अपना पास और बुकिंग देखें',
  card: 'आपका वॉक-इन इंटरव्यू',
};

/** Fills the booking form below the chosen time on a drive's page and asks for the code. */
export async function fillAndAsk(page: Page, w: BookingWords, jobId: string, name: string, mobile: string) {
  const form = page.locator('.main-drive__booking');
  await form.getByLabel(w.job, { exact: true }).selectOption(jobId);
  await form.getByLabel(w.name, { exact: true }).fill(name);
  await form.getByLabel(w.mobile, { exact: true }).fill(mobile);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: w.send }).click();
}

/** Types the code the SMS brought and books. */
export async function confirmCode(page: Page, site: TestSite, w: BookingWords, mobile: string) {
  const field = page.getByLabel(w.code, { exact: true });
  await expect(field).toBeVisible();
  await field.fill(await codeOf(site, mobile));
  await page.getByRole('button', { name: w.confirm }).click();
}

/**
 * A video for Chromium's fake camera: the QR code of `text` on white, as raw I420 frames (YUV4MPEG2). Dark modules
 * are luma 16 and light 235 (video range); the chroma planes are grey.
 */
export async function qrVideo(text: string, file: string) {
  const W = 640;
  const H = 480;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const cell = Math.floor((H * 0.8) / (size + 8));
  const left = Math.floor((W - size * cell) / 2);
  const top = Math.floor((H - size * cell) / 2);
  const luma = Buffer.alloc(W * H, 235);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      if (!qr.modules.get(y, x)) continue;
      for (let dy = 0; dy < cell; dy++) luma.fill(16, (top + y * cell + dy) * W + left + x * cell, (top + y * cell + dy) * W + left + (x + 1) * cell);
    }
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const frames = Array.from({ length: 10 }, () => frame);
  await writeFile(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...frames]));
}

/**
 * A phone (390 px, touch) in a browser of its own whose camera shows `video`, signed in to the back office with
 * `token` (the admin app keeps it per tab). Close the browser when done.
 */
export async function phoneWithCamera(video: string, token: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await context.addInitScript((t) => {
    if (!sessionStorage.getItem('adminToken')) sessionStorage.setItem('adminToken', t);
  }, token);
  return { browser, page: await context.newPage() };
}

/**
 * Whether it is too late in India for a journey's drive held today (check-ins work only on a drive's day, booking only
 * before a slot starts; the journeys' slots start at 23:56): from 23:50 on.
 */
export function tooLateToday(): boolean {
  const [h, m] = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(11, 16).split(':').map(Number);
  return h! * 60 + m! >= 23 * 60 + 50;
}
