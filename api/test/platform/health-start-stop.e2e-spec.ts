// The API's own process at its start and its stop (docs/operations.md, "Health"): it refuses a production start
// without a mail server or an SMS operator, and on SIGTERM it turns not ready, finishes the request under way and exits 0.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from '@jest/globals';
import { MongoClient } from 'mongodb';
import { type ApiProcess, runMain, startApiProcess } from '../support/api-process.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-chars!',
  TWO_FACTOR_KEY: 'a-two-factor-key-of-at-least-32-chars!',
  SHELL_SECRET: 'a-secret-shared-with-the-shell-of-32-chars',
  ADMIN_EMAIL: 'owner@example.com',
  ADMIN_PASSWORD: 'owner-password-1',
  SMS_URL: 'smpp://firm:secret@127.0.0.1:2775',
};
/** Bounds on the polls below (counts, not durations). */
const MAX_POLLS = 400;
const pause = () => new Promise((r) => setTimeout(r, 25));

describe('a production start without SMTP_URL', () => {
  it('is refused, with a message that says what to set', async () => {
    const run = await runMain({ ...PRODUCTION, SMTP_URL: undefined });
    const exit = await run.exited;
    expect(exit.code).not.toBe(0);
    expect(exit.code).not.toBeNull();
    expect(exit.stderr).toContain(
      'SMTP_URL is required when NODE_ENV=production: set it to your mail server, smtp://user:password@host:587 or smtps://user:password@host:465',
    );
    expect(exit.stdout).not.toContain('API listening');
  });
});

describe('a production start without SMS_URL', () => {
  it('is refused, with a message that says what to set', async () => {
    const run = await runMain({ ...PRODUCTION, SMTP_URL: 'smtp://127.0.0.1:2525', SMS_URL: undefined });
    const exit = await run.exited;
    expect(exit.code).not.toBe(0);
    expect(exit.code).not.toBeNull();
    expect(exit.stderr).toContain(
      "SMS_URL is required when NODE_ENV=production: set it to your SMS operator's SMPP account, smpp://system_id:password@host:2775",
    );
    expect(exit.stderr).not.toContain('SMTP_URL is required');
    expect(exit.stdout).not.toContain('API listening');
  });
});

describe('SIGTERM', () => {
  let api: ApiProcess | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('turns the instance not ready, answers the request under way in full, then exits 0', async () => {
    // The drain is long enough for the probes below to reach the instance while it still accepts.
    api = await startApiProcess({ SHUTDOWN_DRAIN_MS: '3000' });
    const { url } = api;
    expect((await fetch(`${url}/health/ready`)).status).toBe(200);

    // A visitor's form whose body is still on its way: the request is under way until its last byte comes.
    const subject = `stop ${randomUUID()}`;
    const body = Buffer.from(JSON.stringify({ name: 'Stop Tester', email: 'stop@example.com', subject, message: 'Sent across a stop' }));
    const slow = http.request(`${url}/admin/userContact/addUserContact`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': body.length },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      slow.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      });
      slow.on('error', reject);
    });
    await new Promise<void>((resolve) => slow.write(body.subarray(0, 10), () => resolve()));

    api.child.kill('SIGTERM');

    // Not ready at once, while it still answers (alive) during the drain.
    let ready: { status: number; body: unknown } | undefined;
    for (let i = 0; i < MAX_POLLS && ready?.status !== 503; i++) {
      const res = await fetch(`${url}/health/ready`);
      ready = { status: res.status, body: await res.json() };
    }
    expect(ready).toEqual({ status: 503, body: { statusCode: 503, message: 'The API is stopping' } });
    expect((await fetch(`${url}/health/live`)).status).toBe(200);

    // Then it stops accepting connections, with the form still under way.
    let refused = false;
    for (let i = 0; i < MAX_POLLS && !refused; i++) {
      refused = await fetch(`${url}/health/live`).then(
        () => false,
        (err: { cause?: { code?: string } }) => err.cause?.code === 'ECONNREFUSED',
      );
      if (!refused) await pause();
    }
    expect(refused).toBe(true);
    expect(api.child.exitCode).toBeNull();

    // The rest of the form: it is answered in full and stored, and only then does the process end, with 0.
    slow.end(body.subarray(10));
    const answer = await answered;
    expect(answer.status).toBe(201);
    const id = (JSON.parse(answer.text) as { data: { _id: string } }).data._id;
    const exit = await api.exited;
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
    expect(exit.stderr).toBe('');

    const client = await MongoClient.connect(process.env.MONGODB_URI!);
    try {
      expect((await client.db(api.db).collection('userContact').find({ subject }).toArray()).map((d) => String(d._id))).toEqual([id]);
    } finally {
      await client.close();
    }
  }, 60_000);
});
