// Helpers for the main-site journeys (issue 4): seeded ids from the API, phone/desktop pages, layout checks.
import type { Page } from 'playwright-core';
import path from 'node:path';
import { SCREENSHOTS, screenshot, seriousAxeViolations, type TestSite } from './harness';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

interface Listed {
  _id: string;
  [field: string]: unknown;
}

/** A public list straight from the API (to pick seeded ids and compare what pages show). */
export async function apiList(site: TestSite, path: string, key: string): Promise<Listed[]> {
  const res = await fetch(`${site.apiUrl.replace(/\/$/, '')}/${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return ((await res.json()) as Record<string, Listed[]>)[key] ?? [];
}

export const seededServices = (site: TestSite) => apiList(site, 'admin/services/getServices', 'services');
export const seededJobs = (site: TestSite) => apiList(site, 'admin/jobs/getJobs', 'Jobs');

/** True when the page is wider than its viewport (something overflows sideways). */
export function overflowsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** Screenshot `main-<name>` plus the axe check; returns the serious violations. Dialogs: the viewport only. */
export async function captureAndAudit(page: Page, name: string, { viewport = false } = {}) {
  if (viewport) await page.screenshot({ path: path.join(SCREENSHOTS, `main-${name}.png`) });
  else await screenshot(page, `main-${name}`);
  return seriousAxeViolations(page);
}

/** Scrolls through the page so lazy images load before a full-page screenshot, then back to the top. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
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

/** The page's cumulative layout shift so far (needs `trackLayoutShift` before navigation). */
export function layoutShift(page: Page) {
  return page.evaluate(() => (window as unknown as { __cls?: number }).__cls ?? 0);
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

/** The seeded admin's token (local default credentials), to read back what visitors sent. */
export async function adminToken(site: TestSite): Promise<string> {
  const res = await fetch(`${site.apiUrl.replace(/\/$/, '')}/admin/AdminLogin/addAdminLogin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin12345' }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`admin login failed: ${res.status}`);
  return body.token;
}

/** A private list (enquiries, contacts, applications) read as the admin. */
export async function adminList(site: TestSite, path: string, key: string): Promise<Listed[]> {
  const res = await fetch(`${site.apiUrl.replace(/\/$/, '')}/${path}`, { headers: { Authorization: `Bearer ${await adminToken(site)}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return ((await res.json()) as Record<string, Listed[]>)[key] ?? [];
}

/** Rewrites the JSON body of the next matching POST (to make the server refuse what the form accepted). */
export async function rewriteNextPost(page: Page, pattern: string, change: (body: Record<string, unknown>) => Record<string, unknown>) {
  await page.route(
    pattern,
    async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify(change(body)) });
    },
    { times: 1 },
  );
}

/** Waits for a toast with this text. */
export async function expectToast(page: Page, text: string) {
  await page.locator('.Toastify__toast', { hasText: text }).first().waitFor();
}

/** A fresh page with more patience than the harness default: journeys share two CPU cores with other builds. */
export async function mainPage(site: TestSite, size: { width: number; height: number } = DESKTOP) {
  const page = await site.newPage(size);
  page.setDefaultTimeout(20_000);
  return page;
}
