// The database dies in the middle of a stream of visitor submissions (docs/behaviour.md §8): requests during the
// outage answer 503 with a message (never 500) and the instance is not ready for a load balancer, the supervisor
// that `npm start` uses starts the database again, the same API picks it up without a restart, and every submission
// that was acknowledged is stored exactly once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { freePort, type SupervisedFerretDb, superviseFerretDb } from '../../../scripts/ferretdb.mjs';
import { startApi, type TestApi } from '../support/helpers.js';

const SENDERS = 4;
/** Bounds on the run (counts, not durations): enough sends to cover the outage and the recovery. */
const MAX_SENDS = 3000;
const SENT_AFTER_RECOVERY = 20;
const PUBLIC_LIST = '/admin/services/getServices';

interface Outcome {
  id: string;
  status: number;
  message?: unknown;
  retryAfter: string | null;
}

describe('the database dies during submissions', () => {
  let dir: string;
  let db: SupervisedFerretDb;
  let api: TestApi;
  const restarts: string[] = [];
  let publicList: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'api-outage-db-'));
    // Its own database process: killing it must not disturb the other tests. A 3 s pause before the restart keeps
    // the outage long enough for requests to meet it.
    db = await superviseFerretDb({
      port: await freePort(),
      dataDir: dir,
      log: (m) => restarts.push(m),
      backoff: { firstMs: 3000, maxMs: 3000, stableMs: 60_000 },
    });
    api = await startApi({ MONGODB_URI: db.uri });
    // Read once: public content is then answered from the API's memory.
    publicList = (await api.http.get(PUBLIC_LIST).expect(200)).text;
  });

  afterAll(async () => {
    await api?.close();
    await db?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers 503 while it is down, recovers by itself and loses no acknowledged submission', async () => {
    const run = randomUUID();
    const outcomes: Outcome[] = [];
    let phase: 'before' | 'outage' | 'after' = 'before';
    let sentAfter = 0;
    let readDuringOutage: Promise<{ status: number; text: string }> | undefined;
    let readyDuringOutage: Promise<unknown> | undefined;

    const send = async (): Promise<Outcome> => {
      const id = randomUUID();
      const res = await fetch(`${api.url}/admin/userContact/addUserContact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Outage Tester', email: 'outage@example.com', subject: `run ${run}`, message: `submission ${id}` }),
      });
      const body = (await res.json().catch(() => ({}))) as { message?: unknown };
      return { id, status: res.status, message: body.message, retryAfter: res.headers.get('retry-after') };
    };

    const sender = async () => {
      while (outcomes.length < MAX_SENDS && !(phase === 'after' && sentAfter >= SENT_AFTER_RECOVERY)) {
        const outcome = await send();
        outcomes.push(outcome);
        if (phase === 'before' && outcomes.filter((o) => o.status === 201).length >= 10) {
          phase = 'outage';
          process.kill(killedPid, 'SIGKILL');
          readDuringOutage = fetch(api.url + PUBLIC_LIST).then(async (r) => ({ status: r.status, text: await r.text() }));
          // A load balancer's probe turns the instance away until the database is back.
          readyDuringOutage = (async () => {
            while (phase === 'outage') {
              const res = await fetch(`${api.url}/health/ready`);
              if (res.status !== 200) return { status: res.status, body: await res.json() };
            }
          })();
        } else if (phase === 'outage' && outcome.status === 201 && db.pid !== killedPid) phase = 'after';
        if (phase === 'after') sentAfter++;
      }
    };
    const killedPid = db.pid;
    await Promise.all(Array.from({ length: SENDERS }, sender));

    // The database was started again, and the same API answered again.
    expect(phase).toBe('after');
    expect(db.pid).not.toBe(killedPid);
    expect(restarts.some((m) => m.includes('SIGKILL'))).toBe(true);

    // Unchanged public content was still served, from memory.
    expect(await readDuringOutage).toEqual({ status: 200, text: publicList });
    expect(await readyDuringOutage).toEqual({ status: 503, body: { statusCode: 503, message: 'Database unreachable' } });

    // Every answer was a 201 or a 503 that says to try again, and the outage was met.
    const unavailable = { message: 'The service is temporarily unavailable. Please try again in a moment.', retryAfter: '5' };
    expect(
      outcomes.filter((o) => o.status !== 201 && !(o.status === 503 && o.message === unavailable.message && o.retryAfter === unavailable.retryAfter)),
    ).toEqual([]);
    expect(outcomes.some((o) => o.status === 503)).toBe(true);

    // Every acknowledged submission is stored, once.
    const stored = await api.app
      .get<Connection>(getConnectionToken())
      .collection('userContact')
      .find({ subject: `run ${run}` })
      .toArray();
    const count = new Map<string, number>();
    for (const doc of stored) count.set(String(doc.message), (count.get(String(doc.message)) ?? 0) + 1);
    const acknowledged = outcomes.filter((o) => o.status === 201);
    expect(acknowledged.filter((o) => count.get(`submission ${o.id}`) !== 1)).toEqual([]);
    // A 503 may still have been stored (the database wrote it, then died before answering), but never twice.
    expect([...count.values()].filter((n) => n > 1)).toEqual([]);
  }, 120_000);

  it('answers /health and /health/ready 200 again after the restart', async () => {
    await api.http.get('/health').expect(200);
    await api.http.get('/health/ready').expect(200);
  });
});
