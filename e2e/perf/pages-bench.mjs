// `npm run bench` (after the API's): a benchmark, not a test. Anonymous views of each public page, in English, Hindi
// and Marathi, against a bare node:http server answering the same bytes, taking turns (A/B/A/B), 10 connections,
// loopback, medians; the site and the bare server each in a process of their own. The shell keeps drawn pages
// (shell/server/page-cache.ts): after the first view, a page is sent from memory. `--no-build` reuses the builds;
// `--only=/main` limits the pages; BENCH_SECONDS (3), BENCH_ROUNDS (2).
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.split('=')[1];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 10;
const here = path.dirname(new URL(import.meta.url).pathname);
const median = (values) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)];
const children = [];
const start = async (file, childArgs = []) => {
  const child = fork(file, childArgs, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  const [ready] = await once(child, 'message');
  return { child, ...ready };
};

const headers = { 'accept-encoding': 'br, gzip' };
const run = (url) => autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
try {
  const site = await start(path.join(here, 'serve-perf-site.mjs'), args);
  const bare = await start(path.join(here, '../../api/bench/serve-bare.mjs'));
  const pages = site.pages
    .filter((p) => !only || p.startsWith(only))
    .flatMap((p) => ['en', 'hi', 'mr'].map((l) => (l === 'en' ? p : p === '/' ? `/${l}` : `/${l}${p}`)));
  console.log(
    `Public pages: ${ROUNDS} turns of ${SECONDS} s each, medians; ${CONNECTIONS} connections, loopback, brotli; site and bare server in their own processes`,
  );
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
    const html = Buffer.byteLength(await (await fetch(`${site.url}${page}`)).text());
    // The bytes a browser asking for brotli gets (undecoded), for the bare server to send as they are.
    const [raw, encoding] = await new Promise((resolve, reject) =>
      http
        .get(`${site.url}${page}`, { headers }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c)).on('end', () => resolve([Buffer.concat(chunks), res.headers['content-encoding'] ?? 'identity']));
        })
        .on('error', reject),
    );
    bare.child.send({ path: page, body: raw.toString('base64'), headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': encoding } });
    await once(bare.child, 'message');
    const shellRuns = [];
    const bareRuns = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      shellRuns.push(await run(`${site.url}${page}`));
      bareRuns.push(await run(`${bare.url}${page}`));
    }
    const [a, b] = [shellRuns, bareRuns].map((r) => ({ rps: median(r.map((x) => x.requests.average)), p99: median(r.map((x) => x.latency.p99)) }));
    const errors = shellRuns.reduce((n, r) => n + r.errors + r.non2xx, 0);
    console.log(
      [
        page.replace(/[0-9a-f]{24}$/, '{id}').padEnd(34),
        `${(html / 1024).toFixed(1)} KB`.padStart(8),
        `${(raw.length / 1024).toFixed(1)} KB`.padStart(7),
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
  for (const child of children) child.disconnect();
  await Promise.all(children.map((c) => (c.exitCode === null ? once(c, 'exit') : null)));
}
