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
      return page;
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

/** Full-page screenshot into e2e/screenshots (kept out of git) for a person to look at. */
export function screenshot(page: Page, name: string) {
  return page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
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

/** The text of the toasts currently shown. */
export function toastTexts(page: Page) {
  return page.locator('.Toastify__toast').allInnerTexts();
}

const AXE_SOURCE = path.join(path.dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js');

/** axe-core's serious and critical violations on the current page, as "rule: target" lines (empty = none). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Colours are measured as painted: let finite transitions (a modal fading in) end first.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
  await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  return violations;
}
