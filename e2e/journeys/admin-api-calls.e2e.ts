// Each back-office screen, opened on its own, makes a bounded number of API calls and never asks for a whole list:
// every list it reads is a page (the server pages, filters and counts), so a screen costs the same with 100
// submissions or 100,000.
import { RESOURCES } from '@site/contracts/resources';
import { expect, test } from '../src/fixtures';

test.use({ siteGroup: 'admin' });

const SCREENS = [
  '/admin',
  '/admin/inbox',
  '/admin/JobContact',
  '/admin/main/inquiry',
  '/admin/service/enquiry',
  '/admin/userContact',
  '/admin/jobs',
  '/admin/cli',
  '/admin/dashboard/services',
  '/admin/banner/main',
  '/admin/service/main',
  '/admin/testimonial/main',
  '/admin/admins',
  '/admin/audit',
  '/admin/privacy',
  '/admin/privacy/retention',
  '/admin/drives',
];
/**
 * The most calls one screen makes: the signed-in admin, the navigation's counts, the screen's page and what its
 * filters offer (the inbox and Candidates offer the admins and the link sources), each once.
 */
const MOST_CALLS = 5;
const LIST_PATHS = new Set(Object.values(RESOURCES).map((r) => `/${r.path}/${r.list}`));

test('every admin screen makes a few API calls, each list read a page at a time', async ({ adminPage: page, site }) => {
  test.slow();
  const calls: URL[] = [];
  page.on('request', (req) => {
    // API calls, not the images it serves.
    if (req.url().startsWith(site.apiUrl) && req.method() !== 'OPTIONS' && !new URL(req.url()).pathname.startsWith('/uploads/')) calls.push(new URL(req.url()));
  });
  const made: Record<string, string[]> = {};
  for (const screen of SCREENS) {
    calls.length = 0;
    await page.goto(`${site.url}${screen}`);
    // The first screen also loads the back office's code: on a loaded machine that takes longer.
    await expect(page.locator('.admin__main h1').first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    made[screen] = calls.map((u) => `${u.pathname}${u.search}`);
  }
  for (const [screen, urls] of Object.entries(made)) {
    expect.soft(urls.length, `${screen}: ${urls.join(' ')}`).toBeLessThanOrEqual(MOST_CALLS);
    const unpaged = urls.filter((u) => LIST_PATHS.has(u.split('?')[0]!) && !new URLSearchParams(u.split('?')[1]).has('page'));
    expect.soft(unpaged, `${screen} asks for whole lists`).toEqual([]);
  }
  console.log(
    Object.entries(made)
      .map(([s, u]) => `${s}: ${u.length} calls`)
      .join('\n'),
  );
});
