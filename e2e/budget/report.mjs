// Budget report: gzip size of the JavaScript a public page fetches before it is used (a drawn page fetches its code
// on its first use), and from its first use until it responds, for the landing page and the candidate's pages; and
// how many remote entries each page loads. Starts the production build on free ports; prints a table.
// Run after `npm run build`: `npm run budget -w e2e`.
import { rm } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startPerfSite } from '../perf/perf-site.mjs';

const PAGES = ['/', '/main/home', '/main/jobs', '/main/drives', '/mr/main/jobs'];
const { site, dataDir, ports } = await startPerfSite(['--no-build']);
const { shell, main, integrated, admin } = ports;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const origin = (url) => ({ [shell]: 'shell', [main]: 'main', [integrated]: 'integrated', [admin]: 'admin' })[new URL(url).port] ?? 'other';
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

try {
  const rows = [];
  for (const route of PAGES) {
    const page = await (await browser.newContext()).newPage();
    const scripts = [];
    let used = false;
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const beforeUse = !used;
      const body = await res.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: res.url(), gzip: gzipSync(body, { level: 9 }).length, beforeUse });
    });
    await page.goto(`${site.url}${route}`, { waitUntil: 'networkidle' });
    used = true;
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await page.waitForLoadState('networkidle');
    if (process.env.BUDGET_FILES) for (const s of scripts) console.log(route, s.gzip, s.url);
    const sum = (list) => list.reduce((n, s) => n + s.gzip, 0);
    const before = scripts.filter((s) => s.beforeUse);
    const entries = new Set(scripts.filter((s) => /remoteEntry\.js/.test(s.url)).map((s) => origin(s.url)));
    const byOrigin = Object.entries(scripts.reduce((g, s) => ({ ...g, [origin(s.url)]: [...(g[origin(s.url)] ?? []), s] }), {}))
      .map(([o, l]) => `${o} ${kb(sum(l))}`)
      .join(', ');
    rows.push({
      route,
      'JS before use (gzip)': kb(sum(before)),
      'JS once used, until it responds (gzip)': kb(sum(scripts)),
      'remote entries': `${entries.size}${entries.size ? ` (${[...entries].join(', ')})` : ''}`,
      'by origin': byOrigin,
    });
    await page.context().close();
  }
  console.table(rows);
} finally {
  await browser.close();
  await site.stop();
  await rm(dataDir, { recursive: true, force: true });
}
