// Starts the composed site (production builds) on free ports with a throwaway data directory, and the page
// helpers the journeys share. Browsers, contexts and pages come from the Playwright runner (see fixtures.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { freePort } from '../../scripts/ferretdb.mjs';
import { startSite } from '../../scripts/site.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type AppId = 'shell' | 'main' | 'integrated' | 'admin';
interface StaticServer {
  stop(): Promise<void>;
  start(): Promise<void>;
}
interface Site {
  ports: Record<AppId | 'api', number>;
  url: string;
  mailUrl: string | null;
  smsUrl: string | null;
  appConfig: { apiUrl: string };
  servers: Record<AppId, StaticServer>;
  stop(): Promise<void>;
}

export interface TestSite {
  url: string;
  apiUrl: string;
  /** The site's own database, for the rare journey that must set what no person can (a submission's age). */
  db: { url: string; name: string };
  /** MailDev's web address when the site was started with `mail`: its JSON list of e-mails is at `/api/email`. */
  mailUrl: string | null;
  /** The local SMS server's web address when the site was started with `mail`: its JSON list of SMS is at `/api/sms`. */
  smsUrl: string | null;
  ports: Site['ports'];
  servers: Site['servers'];
  /** Where the remotes' releases are written and served from (`RELEASES_DIR`): the site's own, never the packages'. */
  releasesDir: string;
  stop(): Promise<void>;
}

/**
 * A public page drawn whole fetches its code once it is used (docs/performance.md, "Code when it is used"): a key
 * pressed, as a person's first touch of the page, after the page's own script has started listening.
 */
export async function usePage(page: Page) {
  await page.waitForFunction(() => document.readyState !== 'loading');
  await page.keyboard.press('Shift');
}

/**
 * Public pages arrive drawn by the server and respond once their code has taken them over: after a page load, use
 * it and wait for that (`<html data-ready>`, set by the shell) before acting, as a person waits for a page to
 * respond, then bring the lazy forms in. Pages that are not the shell's (a remote on its own origin) have no such
 * moment.
 */
export function untilReady(page: Page, shellUrl: string): Page {
  const ready = async () => {
    if (new URL(page.url()).origin !== new URL(shellUrl).origin) return;
    await usePage(page);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true' || !document.getElementById('app-config'), undefined, {
      timeout: 15_000,
    });
    await revealLazyForms(page);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const res = await goto(url, options);
    await ready();
    return res;
  };
  page.reload = async (options) => {
    const res = await reload(options);
    await ready();
    return res;
  };
  return page;
}

/**
 * Database, API, shell and remotes on free ports, with the demo content, in a data directory of their own; with
 * `mail`, a MailDev and a local SMS server of its own that the site's e-mails and SMS go to.
 */
export async function startTestSite(name = 'site', siteEnv: NodeJS.ProcessEnv = {}, { mail = false } = {}): Promise<TestSite> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `e2e-${name}-`));
  const [shell, main, integrated, admin, api, db, smtp, mailWeb, shellCheck, smpp, smsWeb] = await Promise.all(
    Array.from({ length: 11 }, () => freePort() as Promise<number>),
  );
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SHELL_PORT: String(shell),
    SHELL_CHECK_PORT: String(shellCheck),
    MAIN_PORT: String(main),
    INTEGRATED_PORT: String(integrated),
    ADMIN_PORT: String(admin),
    API_PORT: String(api),
    DB_PORT: String(db),
    MAIL_SMTP_PORT: String(smtp),
    MAIL_WEB_PORT: String(mailWeb),
    // Without `mail` nothing listens there: the SMS wait in the outbox, never reaching a developer's own server.
    SMS_SMPP_PORT: String(smpp),
    SMS_WEB_PORT: String(smsWeb),
    LOG_LEVEL: 'warn',
    SEED: 'true',
    // Journeys sign in and send forms more often than a person would, and type faster.
    LOGIN_RATE_LIMIT: '1000',
    PASSWORD_RESET_RATE_LIMIT: '1000',
    SUBMISSION_RATE_LIMIT: '1000',
    SUBMISSION_MIN_FILL_MS: '0',
    // The journeys read a Shortlisted e-mail as sent at once (its hold for the interview: api/test/applications).
    SHORTLIST_MAIL_HOLD_MS: '0',
    RELEASES_DIR: path.join(dataDir, 'releases'),
    ...siteEnv,
  };
  delete env.MONGODB_URI;
  delete env.API_URL;
  delete env.SHELL_CHECK_URL;
  delete env.SMTP_URL;
  delete env.SMS_URL;
  const site = (await startSite({ env, dataDir, quiet: true, mail })) as unknown as Site;
  return {
    url: site.url,
    apiUrl: site.appConfig.apiUrl,
    db: { url: `mongodb://127.0.0.1:${db}/`, name: env.MONGODB_DB ?? 'facility_site' },
    mailUrl: site.mailUrl,
    smsUrl: site.smsUrl,
    ports: site.ports,
    servers: site.servers,
    releasesDir: env.RELEASES_DIR!,
    async stop() {
      await site.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const SCREENSHOTS = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'screenshots');

/**
 * Scrolls through the page a screen at a time so lazy images start loading, waits for those that started (3 s at
 * most), then back to the top. A lazy image that never came near the screen (a hidden slide) has no request to wait
 * for: its `currentSrc` is still empty.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    const pending = [...document.images].filter((img) => !img.complete && img.currentSrc !== '');
    const settled = (img: HTMLImageElement) =>
      new Promise((r) => {
        img.addEventListener('load', r, { once: true });
        img.addEventListener('error', r, { once: true });
      });
    await Promise.race([Promise.all(pending.map(settled)), new Promise((r) => setTimeout(r, 3000))]);
  });
}

/**
 * Waits for the short animations running now (a modal fading in), not the endless ones (the logo strip) nor the
 * countdowns (a toast's 3 s progress bar).
 */
export function settleAnimations(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number(a.effect?.getComputedTiming().endTime) <= 1500)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Screenshot into e2e/screenshots (kept out of git) to look at: the full page from the top with every lazy image
 * loaded, or (`viewport`, or a dialog is open) what the screen shows now.
 */
export async function screenshot(page: Page, name: string, { viewport = false } = {}) {
  // An open dialog covers the screen, not the whole page: show what the person sees.
  viewport ||= (await page.locator('[role="dialog"]').count()) > 0;
  if (!viewport) await scrollThrough(page);
  await settleAnimations(page);
  return page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: !viewport });
}

/** Adds up layout-shift entries from the first paint on (no recent input), like the CLS metric. */
export function trackLayoutShift(page: Page) {
  return page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's cumulative layout shift so far (needs `trackLayoutShift` before navigation). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls?: number }).__cls ?? 0);
}

/** A token of the local default admin, straight from the API (to read private lists, to prepare data). */
export async function adminToken(apiUrl: string): Promise<string> {
  const res = await fetch(`${apiUrl.replace(/\/$/, '')}/admin/AdminLogin/addAdminLogin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin12345' }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`admin sign-in failed: ${res.status}`);
  return body.token;
}

/** A list straight from the API (`key`: the response field that holds it; a token for the private lists). */
export async function apiList<T = { _id: string; [field: string]: unknown }>(apiUrl: string, path: string, key: string | null, token?: string): Promise<T[]> {
  const res = await fetch(`${apiUrl.replace(/\/$/, '')}/${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  const body = (await res.json()) as Record<string, T[]> | T[];
  return (key ? (body as Record<string, T[]>)[key] : body) as T[];
}

/** The toast that says exactly `text` (the product's texts are exact: no more, no less). */
export function toast(page: Page, text: string): Locator {
  const exact = new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  return page.locator('.Toastify__toast').filter({ hasText: exact }).first();
}

/**
 * How far below the bar the toast `text` starts (negative: it covers the bar), once it has stopped moving. The bar
 * is the public navigation or the back office's top bar.
 */
export async function toastGapBelow(page: Page, bar: Locator, text: string): Promise<number> {
  await expect(toast(page, text)).toBeVisible();
  await settleAnimations(page);
  const [t, b] = [await toast(page, text).boundingBox(), await bar.boundingBox()];
  if (!t || !b) throw new Error('the toast or the bar is not on screen');
  return Math.round(t.y - (b.y + b.height));
}

/** axe-core's serious and critical violations on the current page, as "rule: target" lines (empty = none). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Colours are measured as painted: let a modal finish fading in first.
  await settleAnimations(page);
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  // A toast whose time ran out while axe read the page fades as it leaves: its colours then are no fault.
  const leaving = await page.evaluate(
    (nodes) =>
      nodes.map(({ target, html }) => {
        const node = target.length === 1 ? document.querySelector(target[0]!) : null;
        if (!node) return html.includes('Toastify__toast');
        return Boolean(node.closest('.Toastify') && node.closest('[class*="-exit"]'));
      }),
    violations.flatMap((v) => v.nodes.map((n) => ({ target: n.target.map(String), html: n.html }))),
  );
  let i = 0;
  return violations
    .map((v) => ({ ...v, nodes: v.nodes.filter(() => !leaving[i++]) }))
    .filter((v) => (v.impact === 'serious' || v.impact === 'critical') && v.nodes.length)
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Client-side navigation (no page load), as a link into another page or remote would do it. */
export async function navigateInApp(page: Page, to: string) {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await revealLazyForms(page);
}

/**
 * Forms load when the visitor scrolls near them. A person scrolls to a form before using it; the journeys do
 * the same once a page is up: each waiting form is brought into view, then the page goes back to the top.
 */
export async function revealLazyForms(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await frame();
    const waiting = [...document.querySelectorAll('[data-lazy-form]')];
    for (const el of waiting) {
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      await frame();
    }
    if (waiting.length) window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/**
 * Lets the tasks the page has queued run (a render scheduled by a timer that just fired) before the next read.
 * React schedules its work as a message-channel task, which runs before the one posted here.
 */
export async function flushTasks(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Stops the page's clock (`page.clock`, installed before the page loaded) a moment from now; from then on its
 * timers fire only as the test moves the clock on.
 */
export async function pauseClock(page: Page) {
  // The page's time runs on while the request travels: aim a second ahead, further if that was not enough.
  for (const ahead of [1000, 5000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + ahead);
    } catch (error) {
      if (ahead === 5000) throw error;
    }
  }
}

/**
 * Moves the page's paused clock (`page.clock`, installed before the page loaded) on by `totalMs` in `stepMs` steps
 * and returns the page time of each change of `read`, in ms from now: rotations are checked on the page's own
 * timeline, never against the wall clock of a busy machine.
 */
export async function changesOverTime<T>(page: Page, read: () => Promise<T>, totalMs: number, stepMs = 100): Promise<Array<{ at: number; value: T }>> {
  await pauseClock(page);
  const changes: Array<{ at: number; value: T }> = [];
  let last = await read();
  for (let at = stepMs; at <= totalMs; at += stepMs) {
    await page.clock.runFor(stepMs);
    await flushTasks(page);
    const value = await read();
    if (value !== last) changes.push({ at, value });
    last = value;
  }
  return changes;
}

/**
 * Holds the answers to the requests matching `url` (the first `times` of them, or all) until the returned
 * function is called: what a page shows while it waits can then be checked without racing a timer.
 */
export async function holdAnswers(page: Page, url: string | RegExp, { times }: { times?: number } = {}): Promise<() => void> {
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(
    url,
    async (route) => {
      await held;
      // The page may have given up on the request meanwhile.
      await route.continue().catch(() => undefined);
    },
    { times },
  );
  return answer;
}
