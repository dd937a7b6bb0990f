// Helpers for the integrated site's journeys: layout-shift measurement, toasts, and the seeded data read
// straight from the API (so the journeys check the page against what the server holds, not a copy of the seed).
import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { screenshot, toastTexts } from './harness';

/** Start summing layout shifts (CLS without the shifts that follow input) from the first paint of every page. */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed since the page loaded. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __cls?: number }).__cls ?? 0);
}

/** Waits for a toast with `text`. */
export async function expectToast(page: Page, text: string) {
  await page.locator('.Toastify__toast', { hasText: text }).first().waitFor();
  expect((await toastTexts(page)).some((t: string) => t.includes(text))).toBe(true);
}

export interface SeededClient {
  _id: string;
  name: string;
  industry: string;
  year: number;
  description: string;
  fullDescription?: string;
  services: string[];
  achievements: string[];
  image?: string;
}

/** A public list of the API (the same loaders the pages use). */
export async function apiList<T>(apiUrl: string, path: string, key: string | null): Promise<T[]> {
  const res = await fetch(`${apiUrl}/${path}`);
  expect(res.ok).toBe(true);
  const body = (await res.json()) as Record<string, unknown> | T[];
  return (key ? (body as Record<string, T[]>)[key] : body) as T[];
}

export const seededClients = (apiUrl: string) => apiList<SeededClient>(apiUrl, 'admin/clients/get', null);

/** Scrolls to the bottom and back in steps, so lazy images load before a full-page screenshot. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => setTimeout(r, 60));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
}

/** A full-page screenshot from the top of the page (the navigation bar back in its place, not fixed mid-page). */
export async function screenshotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForTimeout(300);
  await screenshot(page, name);
}
