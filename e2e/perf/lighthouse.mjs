// `npm run perf`: a benchmark, not a test. Builds for production (unless --no-build), starts the whole site on
// free ports with demo content, runs Lighthouse (mobile defaults: simulated slow 4G and a 4x slower CPU) in
// Debian's chromium on every public page and prints one row per page. `--runs=N` keeps each page's median run,
// `--profile=slow` measures on slow 3G.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { inLanguage, startPerfSite } from './perf-site.mjs';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 1);
const only = args.find((a) => a.startsWith('--only='))?.split('=')[1];
// `--lang=hi,mr` runs the pages at their Hindi and Marathi addresses (docs/i18n.md); English by default.
const languages = args
  .find((a) => a.startsWith('--lang='))
  ?.split('=')[1]
  ?.split(',') ?? ['en'];
// `--save=DIR` writes each page's median report (JSON) there, to read its long tasks and bootup time afterwards.
const saveDir = args.find((a) => a.startsWith('--save='))?.split('=')[1];
// `--profile=slow`: a cheap phone on slow 3G (400 ms round trips, 400 kbit/s, a 4x slower CPU), simulated as
// Lighthouse simulates its default slow 4G; `--profile=mobile` (the default) is Lighthouse's own mobile settings.
const PROFILES = {
  mobile: {},
  slow: {
    throttlingMethod: 'simulate',
    throttling: { rttMs: 400, throughputKbps: 400, cpuSlowdownMultiplier: 4, requestLatencyMs: 400, downloadThroughputKbps: 400, uploadThroughputKbps: 400 },
  },
};
const profileName = args.find((a) => a.startsWith('--profile='))?.split('=')[1] ?? 'mobile';
const profile = PROFILES[profileName];
if (!profile) throw new Error(`--profile must be one of ${Object.keys(PROFILES).join(', ')}`);
const { site, dataDir, publicPages } = await startPerfSite(args);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

try {
  // A job's page also with its apply form in the page (`?apply=1`, as "Apply Now" opens it before the page's code).
  const withForms = (await publicPages()).flatMap((p) => (p.startsWith('/jobdetail/') ? [p, `${p}?apply=1`] : [p]));
  const pages = withForms.filter((p) => !only || p.startsWith(only)).flatMap((p) => languages.map((language) => inLanguage(language, p)));
  // Warm-up: the shell's server reads each remote's code on its first page, as a deployed site long since has.
  for (const route of pages) await fetch(`${site.url}${route}`);
  const rows = [];
  for (const route of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(`${site.url}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', ...profile });
      results.push(lhr);
    }
    results.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = results[Math.floor(results.length / 2)];
    if (saveDir) {
      await mkdir(saveDir, { recursive: true });
      await writeFile(path.join(saveDir, `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}.json`), JSON.stringify(lhr));
    }
    const score = (c) => Math.round(lhr.categories[c].score * 100);
    // An audit Lighthouse could not make (its trace missed an event) says why instead of ending the run.
    const audit = (id) => lhr.audits[id].numericValue ?? NaN;
    for (const id of ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'])
      if (lhr.audits[id].errorMessage) console.log(`${route}: ${id}: ${lhr.audits[id].errorMessage}`);
    const scriptBytes = lhr.audits['resource-summary'].details.items.find((i) => i.resourceType === 'script')?.transferSize ?? 0;
    rows.push({
      page: route.replace(/[0-9a-f]{24}(?=$|\?)/, '{id}'),
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      'FCP s': (audit('first-contentful-paint') / 1000).toFixed(1),
      'LCP s': (audit('largest-contentful-paint') / 1000).toFixed(1),
      'TBT ms': Math.round(audit('total-blocking-time')),
      CLS: audit('cumulative-layout-shift').toFixed(3),
      'KiB over the wire': Math.round(audit('total-byte-weight') / 1024),
      'JS KiB': Math.round(scriptBytes / 1024),
    });
    const failed = ['performance', 'accessibility', 'best-practices', 'seo'].flatMap((c) =>
      lhr.categories[c].auditRefs
        .filter((r) => r.weight > 0 && lhr.audits[r.id].score !== null && lhr.audits[r.id].score < 1 && c !== 'performance')
        .map((r) => `${c}:${r.id}`),
    );
    if (failed.length) console.log(`${route}: ${failed.join(', ')}`);
  }
  console.table(rows);
} finally {
  await chrome.kill();
  await site.stop();
  await rm(dataDir, { recursive: true, force: true });
}
