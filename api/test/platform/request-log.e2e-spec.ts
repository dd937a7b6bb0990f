// The API's log (nestjs-pino): one JSON line per request with its method, path and status only, nothing secret,
// /health and cached public reads left out; and every API started in one process logs to its own destination at
// its own level, whether the line comes from a request, from the app's start or from work outside any request.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PinoLogger } from 'nestjs-pino';
import { RESOURCES, SPAM_GUARD } from '@site/contracts';
import { SAMPLES } from '../support/samples.js';
import { startApi, type TestApi } from '../support/helpers.js';

interface LogLine {
  level: number;
  msg?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
}

/** A log destination that keeps what is written to it. */
function logSink() {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      raw.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const lines = () => raw.map((l) => JSON.parse(l) as LogLine);
  return {
    stream,
    text: () => raw.join('\n'),
    messages: () => lines().flatMap((l) => (l.msg ? [l.msg] : [])),
    /** "METHOD path status" of each request line. */
    requests: () => lines().flatMap((l) => (l.req ? [`${l.req.method} ${l.req.url} ${l.res?.statusCode}`] : [])),
  };
}
type Sink = ReturnType<typeof logSink>;

/** The request line is written when the answer is finished, which may come just after the client has it. */
async function logged(sink: Sink, line: string) {
  for (let i = 0; i < 100 && !sink.requests().includes(line); i++) await new Promise((r) => setTimeout(r, 20));
  return sink.requests();
}

const contact = RESOURCES.userContact;
const CONTACT_ADD = `/${contact.path}/${contact.add}`;

let quiet: TestApi;
let a: TestApi;
let b: TestApi;
let c: TestApi;
const logA = logSink();
const logB = logSink();
const logC = logSink();
beforeAll(async () => {
  // Started first, as in most test files: silent, on stdout. The apps after it must not inherit its log.
  quiet = await startApi();
  a = await startApi({ LOG_LEVEL: 'info' }, { logDestination: logA.stream });
  b = await startApi({ LOG_LEVEL: 'warn' }, { logDestination: logB.stream });
  c = await startApi({ LOG_LEVEL: 'info', LOGIN_RATE_LIMIT: '1' }, { logDestination: logC.stream });
});
afterAll(async () => {
  for (const api of [c, b, a, quiet]) await api?.close();
});

describe('several APIs in one process', () => {
  it('log their requests each to their own destination, at their own level', async () => {
    await quiet.http.get('/no-such-page/quiet').expect(404);
    await a.http.get('/no-such-page/a').expect(404);
    await b.http.get('/no-such-page/b').expect(404);
    await c.http.get('/no-such-page/c').expect(404);
    expect(await logged(logA, 'GET /no-such-page/a 404')).toEqual(['GET /no-such-page/a 404']);
    expect(await logged(logC, 'GET /no-such-page/c 404')).toEqual(['GET /no-such-page/c 404']);
    // At "warn" a request line (info) is not written.
    expect(logB.requests()).toEqual([]);
  });

  it('log their start each to their own destination', () => {
    for (const log of [logA, logB, logC]) expect(log.messages().filter((m) => m.startsWith('Local default admin'))).toHaveLength(1);
    // Nest's start-up chatter is debug detail.
    expect(logA.text()).not.toContain('Mapped {');
  });

  it('log outside any request (timers, background work) to their own destination, at their own level', async () => {
    (await a.app.resolve(PinoLogger)).info('written by the first');
    (await b.app.resolve(PinoLogger)).info('an info of the second');
    (await b.app.resolve(PinoLogger)).warn('a warning of the second');
    (await c.app.resolve(PinoLogger)).warn('a warning of the third');
    expect(logA.messages().filter((m) => / (first|second|third)$/.test(m))).toEqual(['written by the first']);
    expect(logB.messages().filter((m) => / (first|second|third)$/.test(m))).toEqual(['a warning of the second']);
    expect(logC.messages().filter((m) => / (first|second|third)$/.test(m))).toEqual(['a warning of the third']);
  });

  it('log what a service says during a request to the log of the API that had the request', async () => {
    const bot = { ...SAMPLES.userContact!.fields, [SPAM_GUARD.honeypotField]: 'https://spam.example', [SPAM_GUARD.fillTimeField]: 12_000 };
    await a.http.post(CONTACT_ADD).send(bot).expect(201);
    await logged(logA, `POST ${CONTACT_ADD} 201`);
    expect(logA.messages().filter((m) => m.startsWith('Dropped a userContact submission'))).toHaveLength(1);
    expect(logC.text()).not.toContain('Dropped a');
  });
});

describe('the request log', () => {
  it('has the path without its query string, and never a token, a header or a cookie', async () => {
    await a.http
      .get('/files/resume/0123456789abcdef01234567?token=secret-token-value')
      .set('Authorization', 'Bearer secret-bearer-value')
      .set('Cookie', 'session=secret-cookie-value')
      .expect(401);
    const admin = await a.adminToken();
    await a.http.get('/admin/jobs/getJobs?q=private-search&page=1').set('Authorization', `Bearer ${admin}`).expect(200);
    const requests = await logged(logA, 'GET /admin/jobs/getJobs 200');
    expect(requests).toEqual(expect.arrayContaining(['GET /files/resume/0123456789abcdef01234567 401', 'GET /admin/jobs/getJobs 200']));
    expect(requests.join('\n')).not.toContain('?');
    expect(logA.text()).not.toMatch(/secret-token-value|private-search|secret-bearer-value|secret-cookie-value|authorization|cookie/i);
    expect(logA.text()).not.toContain(admin);
  });

  it("has a candidate's page with its token hidden", async () => {
    const token = 'privateLinkTokenValue0123456789abcdefghijkl';
    await a.http.get(`/application/${token}`).expect(404);
    await a.http.post(`/application/${token}/withdraw`).expect(404);
    const requests = await logged(logA, 'POST /application/[token]/withdraw 404');
    expect(requests).toEqual(expect.arrayContaining(['GET /application/[token] 404', 'POST /application/[token]/withdraw 404']));
    expect(logA.text()).not.toContain(token);
  });

  it('leaves out /health and the load balancer probes, with or without a query string', async () => {
    await a.http.get('/health').expect(200);
    await a.http.get('/health?probe=1').expect(200);
    await a.http.get('/health/live').expect(200);
    await a.http.get('/health/ready?probe=1').expect(200);
    await a.http.get('/no-such-page/after-health').expect(404);
    expect(await logged(logA, 'GET /no-such-page/after-health 404')).not.toEqual(expect.arrayContaining([expect.stringMatching(/^GET \/health/)]));
  });

  it('has the requests turned away before routing: malformed JSON and a rate limit', async () => {
    await c.http.post(CONTACT_ADD).set('Content-Type', 'application/json').send('{"name": ').expect(400);
    expect(await logged(logC, `POST ${CONTACT_ADD} 400`)).toContain(`POST ${CONTACT_ADD} 400`);
    const wrong = { email: 'nobody@example.com', password: 'not-the-password' };
    await c.http.post('/admin/AdminLogin/addAdminLogin').send(wrong).expect(401);
    await c.http.post('/admin/AdminLogin/addAdminLogin').send(wrong).expect(429);
    expect(await logged(logC, 'POST /admin/AdminLogin/addAdminLogin 429')).toContain('POST /admin/AdminLogin/addAdminLogin 429');
    expect(logC.text()).not.toContain('not-the-password');
  });

  it('leaves out public reads answered from the cache, not the reads that filled it', async () => {
    const JOBS = '/admin/jobs/getJobs';
    const jobsLines = () => logA.requests().filter((r) => r === `GET ${JOBS} 200`).length;
    const before = jobsLines();
    let fromApp = 0;
    let fromCache = 0;
    // The cache fills in the background after a read: read until it has answered twice (a strong ETag; Nest's are weak).
    while (fromCache < 2 && fromApp < 50) {
      const res = await a.http.get(JOBS).expect(200);
      if (String(res.headers.etag).startsWith('"')) fromCache += 1;
      else fromApp += 1;
    }
    await a.http.get('/no-such-page/after-jobs').expect(404);
    await logged(logA, 'GET /no-such-page/after-jobs 404');
    expect(fromCache).toBe(2);
    expect(fromApp).toBeGreaterThan(0);
    expect(jobsLines() - before).toBe(fromApp);
  });
});
