// The Releases screen (docs/releases.md) at the widths the back office is used at: while the live release fails it
// says which release visitors get instead, and its table of releases fits beside the menu at 1366 px. The API's
// answer is given here (a release failing on the server needs a broken build live for minutes).
import type { AdminReleasesView, ReleaseListEntry } from '@site/contracts/releases';
import { expect, PHONE, test, WIDE } from '../src/fixtures';
import { screenshot } from '../src/harness';

test.use({ siteGroup: 'admin' });

const entry = (id: string, createdAt: string, over: Partial<ReleaseListEntry> = {}): ReleaseListEntry => ({
  id,
  createdAt,
  live: false,
  canary: null,
  builtAgainst: {
    contract: 1,
    singletons: {
      react: '19.3.1',
      'react-dom': '19.3.1',
      'react-router-dom': '7.18.5',
      '@reduxjs/toolkit': '2.14.0',
      'react-redux': '9.3.1',
      'react-toastify': '11.2.0',
      '@site/shared-ui': '1.0.0',
    },
  },
  accepted: true,
  loads: 0,
  failures: 0,
  failureRate: null,
  ...over,
});

/** The main site's live release failing on every page for 20 s, two refused releases and three earlier ones. */
const view = (): AdminReleasesView => ({
  main: {
    pointer: { live: 'aaaaaaaaaaa1', canary: null, previous: ['bbbbbbbbbbb2', 'ccccccccccc3'] },
    releases: [
      entry('ddddddddddd4', '2026-12-06T10:00:00.000Z', {
        accepted: false,
        reason: "its pages threw while drawing /main/contact: Cannot read properties of undefined (reading 'map')",
      }),
      entry('eeeeeeeeeee5', '2026-12-06T09:00:00.000Z', { accepted: false, reason: 'it was built against @site/shared-ui 2.0.0; the shell provides 1.0.0' }),
      entry('aaaaaaaaaaa1', '2026-12-05T10:00:00.000Z', {
        live: true,
        failures: 48,
        failureRate: 100,
        lastFailureAt: new Date(Date.now() - 20_000).toISOString(),
      }),
      entry('bbbbbbbbbbb2', '2026-12-04T10:00:00.000Z', { loads: 123_456, failures: 12, failureRate: 0, lastFailureAt: '2026-12-04T12:00:00.000Z' }),
      entry('ccccccccccc3', '2026-12-03T10:00:00.000Z', { loads: 5000, failures: 1, failureRate: 0 }),
      entry('fffffffffff6', '2026-12-02T10:00:00.000Z'),
    ],
  },
});

for (const size of [WIDE, PHONE]) {
  test(`at ${size.width} px the screen says which release visitors get while the live one fails, and its table fits`, async ({ adminPage: page, site }) => {
    await page.setViewportSize(size);
    await page.route(`${site.apiUrl}/admin/releases`, (route) => route.fulfill({ json: view() }));
    await page.goto(`${site.url}/admin/releases`);
    const main = page.getByRole('region', { name: 'Main site' });
    await expect(main.getByRole('status')).toContainText('Visitors get release bbbbbbbbbbb2, not the live release aaaaaaaaaaa1.');
    await expect(main.getByRole('button', { name: 'Remove release ddddddddddd4' })).toBeVisible();
    // Nothing of the releases table is past its box (or past the screen).
    const table = main.getByRole('table', { name: 'Releases of Main site' });
    const room = await table.evaluate((el) => ({ table: el.scrollWidth, box: el.parentElement!.clientWidth, page: document.documentElement.scrollWidth }));
    expect(room.table).toBeLessThanOrEqual(room.box);
    expect(room.page).toBeLessThanOrEqual(size.width);
    await screenshot(page, `admin-releases-fallback-${size.width}`);
  });
}
