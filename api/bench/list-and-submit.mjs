// Benchmark: throughput and latency of the API's hot paths on the embedded database, loopback only, bounded in time.
// Usage: npm run bench (runs the API build first).
import autocannon from 'autocannon';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startFerretDb } from '../../scripts/ferretdb.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const dir = await mkdtemp(path.join(tmpdir(), 'api-bench-'));
const db = await startFerretDb({ port: await freePort(), dataDir: path.join(dir, 'db') });
const { loadConfig } = await import('../dist/config/env.js');
const { createApp } = await import('../dist/create-app.js');
const config = loadConfig({ ...process.env, MONGODB_URI: db.uri, DATA_DIR: path.join(dir, 'files'), LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '1000000' });
const app = await createApp(config);
await app.listen(0, '127.0.0.1');
const url = `http://127.0.0.1:${app.getHttpServer().address().port}`;

const enquiry = JSON.stringify({ firstName: 'Bench', lastName: 'Mark', service: 'Tower Works', email: 'bench@example.com', mobile: '9876543210', description: 'Load test enquiry' });
const cases = [
  ['GET services list (9 seeded)', { url: `${url}/admin/services/getServices` }],
  ['GET jobs list', { url: `${url}/admin/jobs/getJobs` }],
  ['POST home enquiry (validated write)', { url: `${url}/admin/homeEnquiry/addHomeEnquiry`, method: 'POST', headers: { 'content-type': 'application/json' }, body: enquiry }],
  ['POST admin sign-in (bcrypt cost 10)', { url: `${url}/admin/AdminLogin/addAdminLogin`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(config.admin) }],
];

console.log(`API benchmark: ${SECONDS}s per case, 10 connections, loopback, embedded FerretDB`);
console.log('case'.padEnd(40), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
try {
  for (const [name, opts] of cases) {
    const r = await autocannon({ ...opts, connections: 10, duration: SECONDS });
    const errors = r.errors + r.non2xx;
    console.log(name.padEnd(40), r.requests.average.toFixed(0).padStart(8), String(r.latency.p50).padStart(8), String(r.latency.p99).padStart(8), String(errors).padStart(7));
  }
} finally {
  await app.close();
  await db.stop();
  await rm(dir, { recursive: true, force: true });
}
