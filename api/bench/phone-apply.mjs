// `npm run bench:phone`: codes by SMS and phone applications on the embedded database (docs/sms.md). The production
// build of the API runs in a child process on a fresh FerretDB, with a local SMPP server of its own that takes every
// SMS; each phase runs `CLIENTS` requests at once until `COUNT` are done, each a new number in a range of its own
// (the limits per number and range are the production ones; the per-address and site-wide ones are raised, since
// every request here comes from one address). Prints requests per second and the p50 and p99 of each phase.
// A benchmark, not a test: it prints figures.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startFerretDb } from '../../scripts/ferretdb.mjs';
import { startSmsDev } from '../../scripts/sms-dev.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const COUNT = Number(process.argv[2] ?? 300);
const CLIENTS = Number(process.argv[3] ?? 10);

const dir = mkdtempSync(path.join(tmpdir(), 'bench-phone-'));
const db = await startFerretDb({ port: await freePort(), dataDir: dir });
const sms = await startSmsDev({ smppPort: await freePort(), webPort: await freePort() });
const child = fork(path.join(here, 'serve-api.mjs'), [], {
  env: {
    ...process.env,
    NODE_ENV: 'test',
    MONGODB_URI: db.uri,
    MONGODB_DB: 'bench_phone',
    DATA_DIR: dir,
    SEED: 'true',
    SMS_URL: sms.smsUrl,
    SMTP_URL: 'smtp://127.0.0.1:1',
    SUBMISSION_RATE_LIMIT: '1000000',
    PHONE_CODE_CLIENT_HOURLY_LIMIT: '1000000',
    PHONE_CODE_VERIFY_CLIENT_HOURLY_LIMIT: '1000000',
    PHONE_CODE_SITE_HOURLY_LIMIT: '1000000',
    SUBMISSION_MIN_FILL_MS: '0',
    LOG_LEVEL: 'error',
  },
});
const { url, admin } = await new Promise((resolve) => child.once('message', resolve));

const post = async (p, body, token) => {
  const res = await fetch(url + p, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
};

/** Runs `work(i)` for i < COUNT, `CLIENTS` at once; answers the rate and latencies, and the answers that were not `ok`. */
async function phase(name, ok, work) {
  const took = [];
  const odd = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let i = next++; i < COUNT; i = next++) {
        const t = performance.now();
        const res = await work(i);
        took.push(performance.now() - t);
        if (res.status !== ok) odd.push(res.status);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  took.sort((a, b) => a - b);
  const at = (q) => took[Math.min(took.length - 1, Math.floor(q * took.length))].toFixed(0);
  console.log(
    `${name.padEnd(28)} ${(COUNT / seconds).toFixed(1).padStart(7)} req/s   p50 ${at(0.5).padStart(5)} ms   p99 ${at(0.99).padStart(5)} ms${odd.length ? `   ${odd.length} answered ${[...new Set(odd)].join(', ')}` : ''}`,
  );
}

const mobileOf = (i) => `9${String(10_000 + i).padStart(5, '0')}${String(1000 + (i % 9000)).padStart(4, '0')}`;
const token = (await post('/admin/AdminLogin/addAdminLogin', admin)).body.token;
const jobs = (await (await fetch(`${url}/admin/jobs/getJobs`)).json()).Jobs;
const guard = jobs.find((j) => j.jobTitle === 'Security Guard');
console.log(`${COUNT} of each, ${CLIENTS} at once, on the embedded database (FerretDB ${db.uri.replace(/^.*:(\d+).*$/, 'port $1')})`);

await phase('POST /phone-codes', 202, (i) => post('/phone-codes', { mobile: mobileOf(i), purpose: 'apply', website: '', fillMs: 9000 }));
// The codes as the phones received them.
const received = (await (await fetch(`${sms.webUrl}/api/sms`)).json()).filter((m) => /#\d{6}$/.test(m.text));
const codes = new Map(received.map((m) => [m.to, /#(\d{6})$/.exec(m.text)[1]]));
const tokens = [];
await phase('POST /phone-codes/verify', 200, async (i) => {
  const res = await post('/phone-codes/verify', { mobile: mobileOf(i), code: codes.get(`+91${mobileOf(i)}`), purpose: 'apply' });
  tokens[i] = res.body?.token;
  return res;
});
await phase('POST /applications/by-phone', 201, (i) =>
  post('/applications/by-phone', { name: `Candidate ${i}`, mobile: mobileOf(i), jobId: guard._id, phoneToken: tokens[i], answers: '{}', consent: true }),
);
await phase('  the same again (repeats)', 201, (i) =>
  post('/applications/by-phone', { name: `Candidate ${i}`, mobile: mobileOf(i), jobId: guard._id, phoneToken: tokens[i], answers: '{}', consent: true }),
);
void token;

child.disconnect();
await new Promise((r) => child.once('exit', r));
await sms.stop();
await db.stop();
rmSync(dir, { recursive: true, force: true });
