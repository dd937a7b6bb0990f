// `npm run bench:admin [-- 1000 10000 100000]`: the back office at volume. For each size, its own embedded database
// is filled by direct inserts with that many job applications and home enquiries (spread over a year), with two
// delivered e-mails and an audit log entry (an admin's reading) per submission; the derived documents are rebuilt as
// on an upgrade (`npm run db:rebuild`), and each screen's API call is timed (median of 3) on the production build. A
// walk-in drive held today (docs/behaviour.md §26) is seeded beside them as the drives room stores it: its desk, bulk
// outcomes, no-shows and funnel are timed too, their SMS going to a local SMPP server and e-mails to a local sink. A
// benchmark, not a test: it prints figures.
import { randomUUID } from 'node:crypto';
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { MongoClient, ObjectId } from 'mongodb';
import { SMTPServer } from 'smtp-server';
import { freePort, startFerretDb } from '../../scripts/ferretdb.mjs';
import { startSmsDev } from '../../scripts/sms-dev.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const DAY = 86_400_000;
const rebuild = await import('../dist/rebuild.js').then(
  (m) => m.rebuildDerived,
  () => null,
);

function docsOf(n, i0, count, make) {
  const now = Date.now();
  return Array.from({ length: count }, (_, k) => {
    const i = i0 + k;
    const createdAt = new Date(now - Math.floor((i / n) * 365 * DAY) - (i % 977) * 1000);
    return { _id: new ObjectId(), ...make(i, n), createdAt, updatedAt: createdAt };
  });
}

// The walk-in drive: 2 jobs, 20 slots of 25 seats, every seat booked (500 people, or one per application below 500).
const DRIVE_JOBS = { 'Security Guard': new ObjectId(), 'Housekeeping Supervisor': new ObjectId() };
const DRIVE_SLOTS = 20;
const SLOT_CAPACITY = 25;
const LANGS = ['en', 'hi', 'mr'];
const bookedOf = (n) => Math.min(DRIVE_SLOTS * SLOT_CAPACITY, n);
/** Application i of n books the drive when it is one of `bookedOf(n)` spread evenly (Candidate7, searched for below, is not). */
const strideOf = (n) => Math.max(1, Math.floor(n / bookedOf(n)));
const booksDrive = (i, n) => i % strideOf(n) === 0 && i / strideOf(n) < bookedOf(n);
/** Its id, known before it is inserted: `dd` and the index. */
const driveApplicationId = (i) => new ObjectId(`dd${String(i).padStart(22, '0')}`);
const e164 = (i) => `+91${9000000000 + i}`;
const PASS_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Booking k's pass: `BENCH` and k in base 32 (api/src/drives/seats.ts PASS_PATTERN). */
const passOf = (k) => `BENCH${Array.from({ length: 5 }, (_, d) => PASS_ALPHABET[Math.floor(k / 32 ** (4 - d)) % 32]).join('')}`;
/** Today in India, YYYY-MM-DD. */
const indiaDay = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
const STATUSES = ['New', 'Reviewed', 'Shortlisted', 'Rejected', 'Hired'];
/** One admin has every tenth application assigned (the inbox's assignee filter). */
const RECRUITER = new ObjectId().toHexString();
const statusOf = (i) => STATUSES[i % 50 === 0 ? 4 : i % 5 === 4 ? 3 : i % 7 === 0 ? 2 : i % 2];
const application = (i, n) => ({
  ...(i % 10 === 3 && { assignee: RECRUITER }),
  name: `Candidate${i} Kumar`,
  email: `candidate${i}@example.com`,
  mobile: String(9000000000 + i),
  address: 'Pune',
  jobTitle: i % 3 ? 'Security Guard' : 'Housekeeping Supervisor',
  skills: 'Patrolling',
  experience: '1-3 years',
  qualification: 'HSC',
  status: statusOf(i),
  // Those who booked the drive applied by a proved number (as PhoneApplications stores them).
  ...(booksDrive(i, n) && {
    _id: driveApplicationId(i),
    mobile: e164(i),
    candidate: e164(i),
    phoneVerified: true,
    jobId: String(DRIVE_JOBS[i % 3 ? 'Security Guard' : 'Housekeeping Supervisor']),
    language: LANGS[i % 3],
  }),
});
const enquiry = (i) => ({
  firstName: `Visitor${i}`,
  lastName: 'Desai',
  service: 'Security Services',
  email: `visitor${i}@example.com`,
  mobile: String(8000000000 + i),
  description: 'Need guards for an office',
  status: i % 4 ? 'Closed' : 'New',
});

async function seed(db, n) {
  for (const [col, make] of [
    ['applyJobs', application],
    ['homeEnquiry', enquiry],
  ]) {
    for (let i = 0; i < n; i += 2000) {
      const docs = docsOf(n, i, Math.min(2000, n - i), make);
      await db.collection(col).insertMany(docs);
      // Two delivered e-mails each, in the old shape (the outbox); the rebuild moves them to the log.
      const mails = docs.flatMap((d) =>
        ['notification', 'confirmation'].map((kind) => ({
          submissionType: col,
          submissionId: String(d._id),
          kind,
          to: d.email,
          subject: 'We received your application',
          text: 'x',
          html: 'x',
          status: 'sent',
          attempts: 1,
          nextAttemptAt: d.createdAt,
          sentAt: d.createdAt,
          createdAt: d.createdAt,
        })),
      );
      await db.collection('mailoutbox').insertMany(mails);
      // An admin's reading of each in the inbox, in the audit log's old shape (one document per entry); the rebuild numbers them.
      const reads = docs.map((d) => ({
        _id: new ObjectId(),
        at: d.createdAt,
        adminId: 'bench',
        adminName: 'Administrator',
        resource: 'Inbox',
        action: 'detail',
        documentId: String(d._id),
        method: 'GET',
        path: `/admin/inbox/${col}/${d._id}`,
      }));
      await db.collection('auditlog').insertMany(reads);
    }
  }
}

/**
 * The walk-in drive held today, stored as the drives room stores it (api/src/drives/drive-store.ts): its jobs, the
 * drive, the upcoming index and the drives' log, and per booking its seat, the slots' seat counts, the booking, its
 * roster entry, its entries by number and by application, and its pass. Answers the drive's id and its bookings' ids.
 */
async function seedDrive(db, n) {
  const now = new Date();
  await db.collection('jobs').insertMany(
    Object.entries(DRIVE_JOBS).map(([jobTitle, _id]) => ({
      _id,
      jobTitle,
      description: 'Walk-in interviews',
      experience: '1-3 years',
      jobType: 'Full-time',
      location: 'Pune',
      salary: '₹18,000 - ₹22,000',
      requirement: 'Fit',
      benefit: 'PF',
      status: 'Open',
      cv: 'none',
      createdAt: now,
      updatedAt: now,
    })),
  );
  const _id = new ObjectId();
  const driveId = String(_id);
  const day = indiaDay();
  const slots = Array.from({ length: DRIVE_SLOTS }, (_, s) => {
    const clock = (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    return { start: clock(540 + s * 30), end: clock(570 + s * 30), capacity: SLOT_CAPACITY };
  });
  await db.collection('drives').insertOne({
    _id,
    title: 'Walk-in drive: guards and supervisors',
    jobIds: Object.values(DRIVE_JOBS).map(String),
    address: 'Shivajinagar, Pune',
    directions: { en: 'Gate 2, first floor', hi: 'गेट 2, पहली मंज़िल', mr: 'गेट 2, पहिला मजला' },
    day,
    slots,
    interviewers: [],
    status: 'open',
    createdAt: now,
    updatedAt: now,
  });
  await db.collection('driveindex').insertOne({ _id: 'upcoming', data: JSON.stringify([{ id: driveId, day }]) });
  await db.collection('drivelog').insertOne({ _id: 'all#0', driveId });
  const bookings = [];
  for (let k = 0, i = 0; k < bookedOf(n); k++, i += strideOf(n)) {
    const mobile = e164(i);
    const slot = slots[Math.floor(k / SLOT_CAPACITY)].start;
    const source = ['newspaper', 'whatsapp', undefined][k % 3];
    bookings.push({
      _id: `${driveId}|${mobile}`,
      driveId,
      mobile,
      name: `Candidate${i} Kumar`,
      jobId: String(DRIVE_JOBS[i % 3 ? 'Security Guard' : 'Housekeeping Supervisor']),
      applicationId: String(driveApplicationId(i)),
      slot,
      seat: k % SLOT_CAPACITY,
      pass: passOf(k),
      status: 'booked',
      walkIn: false,
      language: LANGS[i % 3],
      ...(source && { source }),
      ...(k % 2 === 0 && { email: `candidate${i}@example.com` }),
      bookedAt: new Date(now.getTime() - (bookedOf(n) - k) * 60_000),
    });
  }
  await db.collection('drivebookings').insertMany(bookings);
  await db.collection('driveseats').insertMany(bookings.map((b) => ({ _id: `${driveId}|${b.slot}|${b.seat}`, booking: b._id, at: b.bookedAt })));
  const taken = Map.groupBy(bookings, (b) => b.slot);
  await db.collection('driveseatcounts').insertMany([...taken].map(([start, held]) => ({ _id: `${driveId}|${start}`, taken: held.length })));
  await db.collection('driveroster').insertMany(bookings.map((b, k) => ({ _id: `${driveId}#${k}`, booking: b._id })));
  await db.collection('drivebookingsby').insertMany(
    bookings.flatMap((b) => [
      { _id: `${b.mobile}#0`, booking: b._id },
      { _id: `${b.applicationId}#0`, booking: b._id },
    ]),
  );
  await db.collection('drivepasses').insertMany(bookings.map((b) => ({ _id: b.pass, booking: b._id })));
  return { driveId, bookings };
}

// The e-mails are delivered (to a sink that only reads them), as with a working mail server.
/** Who was e-mailed. */
const mailedTo = new Set();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData: (stream, session, done) =>
    stream
      .on('end', () => {
        for (const to of session.envelope.rcptTo) mailedTo.add(to.address);
        done();
      })
      .resume(),
});
// A connection the API drops when it stops (mid-send) is no error of the benchmark.
smtp.on('error', () => undefined);
const smtpPort = await freePort();
await new Promise((r) => smtp.listen(smtpPort, '127.0.0.1', r));
// The SMS (a walk-in's link, the outcomes' stage SMS) go to a local SMPP server of the benchmark's own (docs/sms.md).
const sms = await startSmsDev({ smppPort: await freePort(), webPort: await freePort() });

function serve(uri, dbName) {
  const child = fork(path.join(here, 'serve-api.mjs'), [], {
    // API_HEAP_MB caps the API's heap: whether what the export adds to its memory is held, or garbage not yet collected.
    execArgv: process.env.API_HEAP_MB ? [`--max-old-space-size=${Number(process.env.API_HEAP_MB)}`] : process.execArgv,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      MONGODB_URI: uri,
      MONGODB_DB: dbName,
      SEED: 'false',
      SUBMISSION_RATE_LIMIT: '100000000',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMS_URL: sms.smsUrl,
      // A drive's "selected" tells each candidate at once (by default a Shortlisted SMS and e-mail wait 30 minutes
      // for an interview's invitation), so the benchmark sees them delivered.
      SHORTLIST_MAIL_HOLD_MS: '0',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-admin-files-')),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve) => child.once('message', (m) => resolve({ ...m, child })));
}

const rssOf = (pid) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024;

/** Time to the first byte and to the end of a streamed answer, its size, and the API's resident memory before and after it. */
async function streamed(url, token, pid) {
  const before = rssOf(pid);
  const t = performance.now();
  const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const reader = res.body.getReader();
  let first = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    first ||= performance.now() - t;
    bytes += value.byteLength;
  }
  return {
    ms: `${Math.round(first)} first byte, ${((performance.now() - t) / 1000).toFixed(1)} s in all`,
    kb: Math.round(bytes / 1024),
    status: `${res.status}, API RSS ${Math.round(before)} → ${Math.round(rssOf(pid))} MB`,
  };
}

async function timed(url, token) {
  const runs = [];
  let bytes = 0;
  let status = 0;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const body = await res.arrayBuffer();
    runs.push(performance.now() - t);
    bytes = body.byteLength;
    status = res.status;
  }
  runs.sort((a, b) => a - b);
  return { ms: Math.round(runs[1]), kb: Math.round(bytes / 1024), status };
}

/** One request (JSON `body` when given): its time, size, status and answer. */
async function call(url, token, { method = 'GET', body } = {}) {
  const t = performance.now();
  const res = await fetch(url, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
    ...(body && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { ms: performance.now() - t, kb: Math.round(Buffer.byteLength(text) / 1024), status: res.status, text };
}

/** The median of `runs` requests, each made by `make(run)` (a new key, another person); `status` lists each run's. */
async function medianOf(runs, make) {
  const done = [];
  for (let i = 0; i < runs; i++) done.push(await make(i));
  const ms = done.map((d) => d.ms).sort((a, b) => a - b);
  return { ms: Math.round(ms[Math.floor(runs / 2)]), kb: done.at(-1).kb, status: [...new Set(done.map((d) => d.status))].join(', '), done };
}

const cpuTicks = (pid) => {
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(f[11]) + Number(f[12]);
};

/** % of one core (100 ticks/s) that the API and the database used together, and each. */
async function idleCpu([api, database], seconds) {
  const before = [api, database].map(cpuTicks);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const [a, d] = [api, database].map((p, i) => Math.round(((cpuTicks(p) - before[i]) / 100 / seconds) * 1000) / 10);
  return { ms: Math.round((a + d) * 10) / 10, status: `API ${a} %, database ${d} %` };
}

/** 10 clients sending forms for 10 s, after 3 s of the same as a warm-up (a server that has been answering forms). */
async function submitP99(url) {
  let i = 0;
  const forms = (duration) =>
    autocannon({
      url: `${url}/admin/userContact/addUserContact`,
      connections: 10,
      duration,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ name: `Load ${i++}`, email: `load${i}@example.com`, subject: 'Quote', message: 'Please call me back', consent: true }),
          }),
        },
      ],
    });
  await forms(3);
  const result = await forms(10);
  return { p99: result.latency.p99, rps: Math.round(result.requests.average), errors: result.non2xx + result.errors };
}

/** Retention set to delete the oldest tenth of applications and enquiries (20,000 at 100,000 each), run while the inbox's page 1 is read every second. */
async function retentionRun(url, token) {
  const headers = { Authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  await fetch(`${url}/admin/privacy/retention`, { method: 'POST', headers, body: JSON.stringify({ applyJobs: 329, homeEnquiry: 329 }) });
  const t = performance.now();
  const started = await fetch(`${url}/admin/privacy/retention/run`, { method: 'POST', headers });
  let result = await started.json();
  const during = [];
  // 202: the run goes on in the background; its progress is read until it has become the last run.
  while (started.status === 202) {
    during.push((await timed(`${url}/admin/inbox?page=1&limit=20`, token)).ms);
    const settings = await (await fetch(`${url}/admin/privacy/retention`, { headers })).json();
    if (!settings.running) {
      result = settings.lastRun;
      break;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  during.sort((a, b) => a - b);
  const deleted = result.deleted ? result.deleted.applyJobs + result.deleted.homeEnquiry : JSON.stringify(result);
  return {
    ms: `${Math.round((performance.now() - t) / 1000)} s`,
    status: `${started.status}, deleted ${deleted}; inbox page 1 meanwhile: median ${during[Math.floor(during.length / 2)] ?? '-'} ms, max ${during.at(-1) ?? '-'} ms`,
  };
}

/**
 * The walk-in drive's calls, in the order of its day: the public page, the desk's list and look-ups, check-ins (3
 * people, a new key each), a walk-in, "selected" for 200 people, "did not come" for the rest, the funnel.
 */
async function driveRows(db, url, token, { driveId, bookings }, row) {
  const admin = `${url}/admin/drives/${driveId}`;
  // The signed-in admin interviews: a check-in gives them as the interviewer free next.
  const me = JSON.parse((await call(`${url}/admin/AdminLogin/me`, token)).text)._id;
  await db.collection('drives').updateOne({ _id: new ObjectId(driveId) }, { $set: { interviewers: [me] } });
  const people = bookings.length;
  const first = await call(`${url}/drives/${driveId}`, token);
  const pub = await medianOf(3, () => call(`${url}/drives/${driveId}`, token));
  row(`drive (${people} booked): public page GET /drives/:id`, { ...pub, status: `${pub.status}; the first read ${Math.round(first.ms)} ms` });
  row(`drive (${people} booked): its people (the desk's list)`, await medianOf(3, () => call(`${admin}/people`, token)));
  const someone = bookings[Math.floor(people / 2)];
  row(`drive (${people} booked): find by number`, await medianOf(3, () => call(`${admin}/find?mobile=${encodeURIComponent(someone.mobile)}`, token)));
  row(`drive (${people} booked): find by pass`, await medianOf(3, () => call(`${admin}/find?pass=${someone.pass}`, token)));
  // Three who booked near the end, never chosen below.
  const arriving = bookings.slice(-3);
  const checkIns = await medianOf(3, (i) => call(`${admin}/check-ins`, token, { method: 'POST', body: { key: randomUUID(), pass: arriving[i].pass } }));
  const queues = checkIns.done.map((d) => JSON.parse(d.text).person?.checkedIn?.queue);
  row(`drive (${people} booked): check-in by pass (3 people, a new key each)`, { ...checkIns, status: `${checkIns.status}, queue ${queues.join(', ')}` });
  const walkIn = await call(`${admin}/walk-ins`, token, {
    method: 'POST',
    body: { key: randomUUID(), name: 'Walk-in Patil', mobile: '+918888800001', jobId: bookings[0].jobId, language: 'mr' },
  });
  row(`drive (${people} booked): a walk-in (a new number: application made, SMS with its link)`, {
    ms: Math.round(walkIn.ms),
    kb: walkIn.kb,
    status: `${walkIn.status}, queue ${JSON.parse(walkIn.text).person?.checkedIn?.queue}, once`,
  });
  const chosen = bookings.slice(0, Math.min(200, people - 3)).map((b) => b._id);
  const outcomes = await call(`${admin}/outcomes`, token, { method: 'POST', body: { people: chosen, result: 'selected' } });
  const outcomesAnswered = performance.now();
  row(`drive (${people} booked): outcome "selected" for ${chosen.length} (stages moved, each told by SMS and e-mail)`, {
    ms: Math.round(outcomes.ms),
    kb: outcomes.kb,
    status: `${outcomes.status}, ${outcomes.text}, once`,
  });
  const noShows = await call(`${admin}/no-shows`, token, { method: 'POST' });
  row(`drive (${people} booked): "did not come" for the rest`, {
    ms: Math.round(noShows.ms),
    kb: noShows.kb,
    status: `${noShows.status}, ${noShows.text}, once`,
  });
  const funnel = await medianOf(3, () => call(`${admin}/funnel`, token));
  row(`drive (${people} booked): its funnel (JSON)`, { ...funnel, status: `${funnel.status}, total ${JSON.stringify(JSON.parse(funnel.done[0].text).total)}` });
  row(`drive (${people} booked): its funnel (CSV)`, await medianOf(3, () => call(`${admin}/funnel.csv`, token)));
  // The outcome's SMS and e-mails, delivered in the background: how long after its answer the last arrived (the SMPP
  // server keeps the newest 500).
  const digits = (to) => String(to).slice(-10);
  // Those already Shortlisted are told nothing again: their stage does not move.
  const indexOf = (b) => Number(digits(b.mobile)) - 9000000000;
  const selected = bookings.slice(0, chosen.length).filter((b) => statusOf(indexOf(b)) !== 'Shortlisted');
  let told;
  for (;;) {
    const texted = new Set((await (await fetch(`${sms.webUrl}/api/sms`)).json()).map((m) => digits(m.to)));
    told = {
      sms: selected.filter((b) => texted.has(digits(b.mobile))).length,
      mails: selected.filter((b) => mailedTo.has(`candidate${indexOf(b)}@example.com`)).length,
    };
    if ((told.sms >= selected.length && told.mails >= selected.length) || performance.now() - outcomesAnswered > 300_000) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  row(`drive (${people} booked): the outcome's SMS and e-mails delivered, after its answer`, {
    ms: Math.round(performance.now() - outcomesAnswered),
    status: `${told.sms} of ${selected.length} SMS, ${told.mails} of ${selected.length} e-mails (${chosen.length - selected.length} were Shortlisted already)`,
  });
}

const table = [];
for (const n of sizes.length ? sizes : [1000, 10000, 100000]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-admin-db-'));
  const port = await freePort();
  const dbName = `bench_${n}`;
  const ferret = await startFerretDb({ port, dataDir: dir, indexedDatabases: [dbName] });
  const uri = `mongodb://127.0.0.1:${port}`;
  const client = await MongoClient.connect(uri);
  const db = client.db(dbName);
  let t = performance.now();
  await seed(db, n);
  const drive = await seedDrive(db, n);
  const seeded = Math.round((performance.now() - t) / 1000);
  t = performance.now();
  if (rebuild) await rebuild(db);
  const rebuilt = Math.round((performance.now() - t) / 1000);
  const { url, admin, child } = await serve(uri, dbName);
  const token = (
    await (
      await fetch(`${url}/admin/AdminLogin/addAdminLogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) })
    ).json()
  ).token;
  const someone = await db.collection('applyJobs').findOne({ name: 'Candidate7 Kumar' });
  const row = (what, r) => {
    table.push({ size: n, what, ...r });
    console.log(`  ${n} · ${what}: ${r.ms} ms${r.kb !== undefined ? `, ${r.kb} KB` : ''}${r.status !== undefined ? ` (${r.status})` : ''}`);
  };
  const inbox = (q) => timed(`${url}/admin/inbox?${new URLSearchParams({ limit: '20', ...q })}`, token);
  // The first minutes include the start's one-off work (index builds on a database seeded before the API ran, and
  // at 100,000 the database settling for about 3 minutes after the upgrade's rebuild); the fourth is the steady state.
  row('idle CPU, API + database, % of a core, first 60 s after start', await idleCpu([child.pid, ferret.pid], 60));
  await new Promise((r) => setTimeout(r, 120_000));
  row('idle CPU, API + database, % of a core, the fourth minute', await idleCpu([child.pid, ferret.pid], 60));
  row('GET /admin/dashboard', await timed(`${url}/admin/dashboard`, token));
  row('inbox page 1', await inbox({ page: '1' }));
  row('inbox page 2 (next)', await inbox({ page: '2' }));
  row('inbox page 200', await inbox({ page: '200' }));
  row('inbox status=Shortlisted', await inbox({ status: 'Shortlisted' }));
  row('inbox type=applyJobs', await inbox({ type: 'applyJobs' }));
  row('inbox type=homeEnquiry, status=New', await inbox({ type: 'homeEnquiry', status: 'New' }));
  row('inbox assignee=none', await inbox({ assignee: 'none' }));
  row('inbox assignee=one admin (1 application in 10)', await inbox({ assignee: RECRUITER }));
  row('inbox search one e-mail', await inbox({ q: someone.email }));
  row('inbox search one phone number', await inbox({ q: someone.mobile }));
  row('inbox search one name (a whole word)', await inbox({ q: someone.name.split(' ')[0] }));
  row('inbox search a full name (two words)', await inbox({ q: someone.name }));
  row('applications search a job-title word (1 in 3)', await timed(`${url}/admin/applyJobs/getApplyJobs?page=1&limit=10&q=Supervisor`, token));
  // Reads every submission: about a second per 10,000 (at 100,000 the API gives up first and answers 503).
  if (n <= 10000) row('inbox search part of a word (scan)', await inbox({ q: someone.name.slice(0, 8) }));
  row('New count (/admin/inbox/counts)', await timed(`${url}/admin/inbox/counts`, token));
  row('applications table page 1', await timed(`${url}/admin/applyJobs/getApplyJobs?page=1&limit=10`, token));
  row('applications status=Hired page 1', await timed(`${url}/admin/applyJobs/getApplyJobs?page=1&limit=10&status=Hired`, token));
  row('one submission with history, e-mails', await timed(`${url}/admin/inbox/applyJobs/${someone._id}`, token));
  row('audit log page 1', await timed(`${url}/admin/audit?page=1&limit=25`, token));
  row('audit log page 200', await timed(`${url}/admin/audit?page=200&limit=25`, token));
  row('audit log, resource Inbox, page 1', await timed(`${url}/admin/audit?page=1&limit=25&resource=Inbox`, token));
  row('audit log of one submission', await timed(`${url}/admin/audit?documentId=${someone._id}`, token));
  row('Find a Person by e-mail', await timed(`${url}/admin/privacy/person?email=${encodeURIComponent(someone.email)}`, token));
  if (n <= 10000) row('applications unpaged (legacy route)', await timed(`${url}/admin/applyJobs/getApplyJobs`, token));
  row('CSV export of every application', await streamed(`${url}/admin/export/applyJobs`, token, child.pid));
  const load = await submitP99(url);
  row('visitor submission p99, 10 clients (10 s)', { ms: load.p99, kb: undefined, status: `${load.rps} req/s, ${load.errors} errors` });
  await driveRows(db, url, token, drive, row);
  // RETENTION=0 leaves it out (at 10,000 it takes minutes).
  if (process.env.RETENTION !== '0') row('retention run deleting the oldest 10 %', await retentionRun(url, token));
  console.log(`size ${n}: seeded in ${seeded} s, rebuilt in ${rebuilt} s`);
  child.disconnect();
  await client.close();
  await ferret.stop();
  rmSync(dir, { recursive: true, force: true });
}
console.log('\n| size | request | ms (median of 3) | KB | status |\n|---|---|---|---|---|');
for (const r of table) console.log(`| ${r.size.toLocaleString('en')} | ${r.what} | ${r.ms} | ${r.kb ?? ''} | ${r.status ?? ''} |`);
smtp.close();
await sms.stop();
process.exit(0);
