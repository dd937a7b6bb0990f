// Starts the composed site (production builds) on free ports with a throwaway data directory, and Debian's
// chromium through playwright-core. Each journey file gets its own site, so files cannot disturb each other.
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { freePort } from '../../scripts/ferretdb.mjs';
import { startSite } from '../../scripts/site.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export type AppId = 'shell' | 'main' | 'integrated' | 'admin';
interface StaticServer {
  stop(): Promise<void>;
  start(): Promise<void>;
}
interface Site {
  ports: Record<AppId | 'api', number>;
  url: string;
  appConfig: { apiUrl: string };
  servers: Record<AppId, StaticServer>;
  stop(): Promise<void>;
}

export interface TestSite {
  url: string;
  apiUrl: string;
  ports: Site['ports'];
  servers: Site['servers'];
  browser: Browser;
  /** A fresh browser context (its own storage) with a page; closed with the site. */
  newPage(options?: { width?: number; height?: number }): Promise<Page>;
  stop(): Promise<void>;
}

/**
 * Public pages arrive drawn by the server and respond once their code has taken them over: after a page load,
 * wait for that (`<html data-ready>`, set by the shell) before acting, as a person waits for a page to respond.
 * Pages that are not the shell's (a remote on its own origin) have no such moment.
 */
function untilReady(page: Page, shellUrl: string): Page {
  const ready = async () => {
    if (new URL(page.url()).origin !== new URL(shellUrl).origin) return;
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true' || !document.getElementById('app-config'), undefined, { timeout: 15_000 });
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

export async function startTestSite(): Promise<TestSite> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'site-e2e-'));
  const [shell, main, integrated, admin, api, db] = await Promise.all(Array.from({ length: 6 }, () => freePort() as Promise<number>));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SHELL_PORT: String(shell),
    MAIN_PORT: String(main),
    INTEGRATED_PORT: String(integrated),
    ADMIN_PORT: String(admin),
    API_PORT: String(api),
    DB_PORT: String(db),
    LOG_LEVEL: 'warn',
    SEED: 'true',
    // Journeys sign in more often than a person would.
    LOGIN_RATE_LIMIT: '1000',
  };
  delete env.MONGODB_URI;
  delete env.API_URL;
  const site = (await startSite({ env, dataDir, quiet: true })) as unknown as Site;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const contexts: BrowserContext[] = [];
  return {
    url: site.url,
    apiUrl: site.appConfig.apiUrl,
    ports: site.ports,
    servers: site.servers,
    browser,
    async newPage({ width = 1280, height = 800 } = {}) {
      const context = await browser.newContext({ viewport: { width, height } });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      return untilReady(page, site.url);
    },
    async stop() {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser.close();
      await site.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const SCREENSHOTS = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'screenshots');

/** Scrolls through the page so lazy images load, waits for them (3 s at most), then back to the top. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    const pending = [...document.images].filter((img) => !img.complete);
    const settled = (img: HTMLImageElement) =>
      new Promise((r) => {
        img.addEventListener('load', r, { once: true });
        img.addEventListener('error', r, { once: true });
      });
    await Promise.race([Promise.all(pending.map(settled)), new Promise((r) => setTimeout(r, 3000))]);
  });
}

/** Waits for the finite animations running now (a modal fading in), not the endless ones (the logo strip). */
export function settleAnimations(page: Page) {
  return page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
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

/** Polls `read` until `ok` accepts its value (or fails with the last value seen). */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline) throw new Error(`Still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

/** Waits for a toast that says exactly `text` (the spec's texts are product copy: no more, no less). */
export async function expectToast(page: Page, text: string) {
  const exact = new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  await page.locator('.Toastify__toast').filter({ hasText: exact }).first().waitFor();
}

const AXE_SOURCE = path.join(path.dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js');

/** axe-core's serious and critical violations on the current page, as "rule: target" lines (empty = none). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Colours are measured as painted: let a modal finish fading in first.
  await settleAnimations(page);
  await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  return violations;
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
