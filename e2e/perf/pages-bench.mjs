// `npm run bench` (after the API's): a benchmark, not a test. Anonymous views of each public page, in English, Hindi
// and Marathi, against a bare node:http server answering the same bytes, taking turns (A/B/A/B), 10 connections,
// loopback, medians. The shell keeps drawn pages (shell/server/page-cache.ts): after the first view, a page is sent
// from memory. `--no-build` reuses the builds; `--only=/main` limits the pages; BENCH_SECONDS, BENCH_ROUNDS.
import autocannon from 'autocannon';
import http from 'node:http';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { inLanguage, startPerfSite } from './perf-site.mjs';

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.split('=')[1];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 10;
const median = (values) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)];

// The bare server: the same bytes, as a browser asking for brotli would get them, with nothing else to do.
const bodies = new Map();
const bare = http.createServer((req, res) => {
  const page = bodies.get(req.url);
  if (!page) return void res.writeHead(404).end();
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': page.encoding, 'Content-Length': page.body.length });
  res.end(page.body);
});
bare.listen(0, '127.0.0.1');
await once(bare, 'listening');
const bareUrl = `http://127.0.0.1:${bare.address().port}`;

const { site, dataDir, publicPages } = await startPerfSite(args);
const headers = { 'accept-encoding': 'br, gzip' };
const run = (url) => autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
try {
  const pages = (await publicPages()).filter((p) => !only || p.startsWith(only)).flatMap((p) => ['en', 'hi', 'mr'].map((l) => inLanguage(l, p)));
  console.log(`Public pages: ${ROUNDS} turns of ${SECONDS} s each, medians; ${CONNECTIONS} connections, loopback, brotli`);
  console.log(
    [
      'page'.padEnd(34),
      'HTML'.padStart(8),
      'br'.padStart(7),
      'shell req/s'.padStart(12),
      'bare req/s'.padStart(11),
      'ratio'.padStart(6),
      'p99'.padStart(7),
      'bare p99'.padStart(9),
      'errors'.padStart(7),
    ].join(' '),
  );
  for (const page of pages) {
    const first = await fetch(`${site.url}${page}`, { headers });
    const html = Buffer.byteLength(await first.text());
    const raw = await new Promise((resolve, reject) =>
      http
        .get(`${site.url}${page}`, { headers }, (res) => {
          const chunks = [];
          res
            .on('data', (c) => chunks.push(c))
            .on('end', () => resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] ?? 'identity' }));
        })
        .on('error', reject),
    );
    bodies.set(page, raw);
    const shellRuns = [];
    const bareRuns = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      shellRuns.push(await run(`${site.url}${page}`));
      bareRuns.push(await run(`${bareUrl}${page}`));
    }
    const [a, b] = [shellRuns, bareRuns].map((r) => ({ rps: median(r.map((x) => x.requests.average)), p99: median(r.map((x) => x.latency.p99)) }));
    const errors = shellRuns.reduce((n, r) => n + r.errors + r.non2xx, 0);
    const name = page.replace(/[0-9a-f]{24}$/, '{id}');
    console.log(
      [
        name.padEnd(34),
        `${(html / 1024).toFixed(1)} KB`.padStart(8),
        `${(raw.body.length / 1024).toFixed(1)} KB`.padStart(7),
        a.rps.toFixed(0).padStart(12),
        b.rps.toFixed(0).padStart(11),
        (a.rps / b.rps).toFixed(2).padStart(6),
        `${a.p99} ms`.padStart(7),
        `${b.p99} ms`.padStart(9),
        String(errors).padStart(7),
      ].join(' '),
    );
  }
} finally {
  bare.close();
  await site.stop();
  await rm(dataDir, { recursive: true, force: true });
}
