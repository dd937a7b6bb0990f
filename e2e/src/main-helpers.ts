// Helpers for the main-site journeys: seeded lists from the API, layout checks, the screenshot-and-axe step.
import type { Page } from '@playwright/test';
import { adminToken, apiList, screenshot, seriousAxeViolations, type TestSite } from './harness';

interface Listed {
  _id: string;
  [field: string]: unknown;
}

export const seededServices = (site: TestSite) => apiList<Listed>(site.apiUrl, 'admin/services/getServices', 'services');
export const seededJobs = (site: TestSite) => apiList<Listed>(site.apiUrl, 'admin/jobs/getJobs', 'Jobs');

/** True when the page is wider than its viewport (something overflows sideways). */
export function overflowsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** Screenshot `main-<name>` plus the axe check; returns the serious violations. Dialogs: the viewport only. */
export async function captureAndAudit(page: Page, name: string, { viewport = false } = {}) {
  await screenshot(page, `main-${name}`, { viewport });
  return seriousAxeViolations(page);
}

/** A private list (enquiries, contacts, applications) read as the admin. */
export async function adminList(site: TestSite, path: string, key: string): Promise<Listed[]> {
  return apiList<Listed>(site.apiUrl, path, key, await adminToken(site.apiUrl));
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
