// Benchmark (not a test): the public content GETs of the API against a bare node:http server answering the same
// bytes, in one run on this machine; then a validated write and a sign-in. Loopback only, bounded in time.
// The API and the bare server take turns, BENCH_ROUNDS times each, and the medians are printed: on a shared 2-core
// machine one run alone can land on a busy moment for either side.
// Usage: npm run bench  (BENCH_SECONDS=3, BENCH_ROUNDS=3, BENCH_CONNECTIONS=50)
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startFerretDb } from '../../scripts/ferretdb.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const here = path.dirname(new URL(import.meta.url).pathname);
const GETS = ['/admin/services/getServices', '/admin/jobs/getJobs', '/admin/Banner/getBanner', '/admin/clients/get', '/admin/testimonial/getTestimonial'];

const dir = await mkdtemp(path.join(tmpdir(), 'api-bench-'));
const db = await startFerretDb({ port: await freePort(), dataDir: path.join(dir, 'db') });
const children = [];
const start = async (file, env) => {
  const child = fork(path.join(here, file), { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  const [ready] = await once(child, 'message');
  return { child, ...ready };
};
const run = (opts) => autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (values) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)];
/** Medians of req/s and p99 over `results`, and their errors in all. */
const summary = (results) => ({
  rps: median(results.map((r) => r.requests.average)),
  p99: median(results.map((r) => r.latency.p99)),
  errors: results.reduce((n, r) => n + r.errors + r.non2xx, 0),
});

try {
  const api = await start('serve-api.mjs', {
    MONGODB_URI: db.uri,
    DATA_DIR: path.join(dir, 'files'),
    SEED: 'true',
    NODE_ENV: 'development',
    SUBMISSION_RATE_LIMIT: '1000000',
  });
  const bare = await start('serve-bare.mjs', {});
  console.log(`Public GETs: ${ROUNDS} turns of ${SECONDS} s each, medians; ${CONNECTIONS} connections, loopback; API and bare server each in its own process`);
  console.log(
    [
      'GET'.padEnd(36),
      'size'.padStart(8),
      'API req/s'.padStart(10),
      'bare req/s'.padStart(11),
      'ratio'.padStart(6),
      'API p99'.padStart(8),
      'bare p99'.padStart(9),
      'errors'.padStart(7),
    ].join(' '),
  );
  for (const get of GETS) {
    const body = Buffer.from(await (await fetch(api.url + get)).arrayBuffer());
    bare.child.send({ path: get, body: body.toString('base64') });
    await once(bare.child, 'message');
    // Warm both (the first read fills the API's cache), then measure.
    await run({ url: api.url + get, duration: 1 });
    const apiRuns = [];
    const bareRuns = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      apiRuns.push(await run({ url: api.url + get }));
      bareRuns.push(await run({ url: bare.url + get }));
    }
    const [a, b] = [summary(apiRuns), summary(bareRuns)];
    console.log(
      [
        get.padEnd(36),
        kb(body.length).padStart(8),
        a.rps.toFixed(0).padStart(10),
        b.rps.toFixed(0).padStart(11),
        (a.rps / b.rps).toFixed(2).padStart(6),
        `${a.p99} ms`.padStart(8),
        `${b.p99} ms`.padStart(9),
        String(a.errors).padStart(7),
      ].join(' '),
    );
  }
  let sent = 0;
  const enquiry = JSON.stringify({
    firstName: 'Bench',
    lastName: 'Mark',
    service: 'Tower Works',
    email: 'bench@example.com',
    mobile: '9876543210',
    description: 'Load test enquiry',
  });
  console.log('\nWrites (10 connections):');
  for (const [name, opts] of [
    // A new description each time: the same enquiry twice within 10 minutes would be stored once.
    [
      'POST home enquiry (validated write)',
      {
        url: `${api.url}/admin/homeEnquiry/addHomeEnquiry`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ ...JSON.parse(enquiry), description: `Load test enquiry ${++sent}` }) }) }],
      },
    ],
    [
      'POST admin sign-in (bcrypt cost 10)',
      { url: `${api.url}/admin/AdminLogin/addAdminLogin`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(api.admin) },
    ],
  ]) {
    const r = await run({ ...opts, connections: 10 });
    console.log(`${name.padEnd(40)} ${r.requests.average.toFixed(0).padStart(8)} req/s  p99 ${r.latency.p99} ms  errors ${r.errors + r.non2xx}`);
  }
} finally {
  for (const child of children) child.disconnect();
  await Promise.all(children.map((c) => (c.exitCode === null ? once(c, 'exit') : null)));
  await db.stop();
  await rm(dir, { recursive: true, force: true });
}
