// Browsers report each load and failure of a remote's release (docs/releases.md, Canary): anonymous, tiny and
// rate-limited, and counted only with the token the shell gave with that release, once per token. A canary is ended
// by itself, and a failing live release rolled back by itself, only on failures from several visitors; the audit
// log says why.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mintReportToken, type ReportTokenKind } from '@site/contracts/release-tokens';
import type { ReleaseListEntry, ReleaseRemote } from '@site/contracts/releases';
import { startApi, until } from '../support/helpers.js';
import { useApi } from '../support/use-api.js';
import { KEYS_ENV, record, rid, signed, useStandInShell } from './release-fixtures.js';

const SHELL_SECRET = 'the-shell-and-the-api-share-this-secret-in-tests';
// TRUST_PROXY: reports come from addresses of their own (X-Forwarded-For, as behind the site's proxy).
const env: Record<string, string> = { ...KEYS_ENV, SHELL_SECRET, TRUST_PROXY: '1', RELEASE_REPORT_FLUSH_MS: '100', RELEASE_REPORT_RATE_LIMIT: '5000' };
useStandInShell(env);

/**
 * A token as the shell gives it with a page to the visitor at `address` (or mints for its own report: `server`).
 * By default each token is another visitor's.
 */
const token = (remote: ReleaseRemote, ids: string[], { kind = 'page' as ReportTokenKind, secret = SHELL_SECRET, address = randomUUID() as string } = {}) =>
  mintReportToken(secret, { kind, remote, ids, address });
/** The n-th address. */
const address = (n: number) => `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`;

describe('release reports', () => {
  const { api, auth } = useApi(env);
  const [live, canary, other, forged, spread] = [1, 2, 3, 4, 5].map((n) => rid(5, n)) as [string, string, string, string, string];
  const report = (body: object, from = address(0)) => api.http.post('/releases/report').set('X-Forwarded-For', from).send(body);
  /** A report from the n-th visitor, with a token the shell gave them (each report, another page). */
  const visitor = (n: number, release: string, outcome: 'loaded' | 'failed', remote: ReleaseRemote = 'integrated') =>
    report({ remote, release, outcome, token: token(remote, [release], { address: address(n) }) }, address(n)).expect(204);
  const pointer = async (remote: ReleaseRemote = 'integrated') => (await api.http.get('/releases/live').expect(200)).body[remote];
  const listed = async (id: string, remote: ReleaseRemote = 'integrated') =>
    ((await signed(api, 'get', `/releases/${remote}`).expect(200)).body as ReleaseListEntry[]).find((r) => r.id === id)!;
  /**
   * Waits until everything sent so far is counted and judged: a load of `marker` is counted twice, one flush after
   * the other (an instance writes one flush at a time, judging included).
   */
  const flushed = async (marker: string) => {
    for (let i = 0; i < 2; i++) {
      const before = (await listed(marker)).loads;
      await visitor(900 + i, marker, 'loaded');
      await until(async () => ((await listed(marker)).loads > before ? true : undefined), 'a flush');
    }
  };
  /** The system's audit entry of `action` on a release. */
  const systemEntry = (action: string, key: string) =>
    until(async () => {
      const { entries } = (await api.http.get('/admin/audit').query({ resource: 'Releases', limit: 10 }).set(auth).expect(200)).body;
      return (entries as Array<{ action: string; documentId: string; title: string }>).find((e) => e.action === action && e.documentId === key);
    }, `the audit entry ${action} of ${key}`);
  const canaryEnds = () => until(async () => ((await pointer()).canary === null ? true : undefined), 'the canary to end');

  beforeAll(async () => {
    for (const [n, id] of [live, canary, other, forged, spread].entries())
      await signed(api, 'post', '/releases/integrated', { record: record('integrated', id, n) }).expect(201);
    await signed(api, 'post', '/releases/integrated/switch', { action: 'promote', id: live }).expect(200);
  });

  it('counts loads and failures per release, once per token, and ignores a release not registered', async () => {
    for (let n = 0; n < 3; n++) await visitor(n, live, 'loaded');
    // sendBeacon's way: the same JSON as text/plain.
    await api.http
      .post('/releases/report')
      .set('content-type', 'text/plain')
      .send(JSON.stringify({ remote: 'integrated', release: live, outcome: 'loaded', token: token('integrated', [live]) }))
      .expect(204);
    // One page's token names the releases it may fall back to: a failure of the first and a load of the next count.
    const page = token('integrated', [other, live]);
    await report({ remote: 'integrated', release: other, outcome: 'failed', stage: 'load', token: page }).expect(204);
    await report({ remote: 'integrated', release: live, outcome: 'loaded', token: page }).expect(204);
    await report({ remote: 'main', release: rid(5, 99), outcome: 'failed', token: token('main', [rid(5, 99)]) }).expect(204);
    await flushed(spread);
    expect(await listed(live)).toMatchObject({ loads: 5, failures: 0, failureRate: 0 });
    const failed = await listed(other);
    expect(failed).toMatchObject({ loads: 0, failures: 1, failureRate: 100 });
    expect(Date.parse(failed.lastFailureAt!)).not.toBeNaN();
    expect((await signed(api, 'get', '/releases/main').expect(200)).body).toEqual([]);
  });

  it('refuses a bad report with a message, and a big one', async () => {
    expect((await report({ remote: 'shell', release: live, outcome: 'loaded' }).expect(400)).body.message).toBe('remote must be main, integrated or admin');
    expect((await report({ remote: 'main', release: 'x', outcome: 'loaded' }).expect(400)).body.message).toBe('id must be 12 hexadecimal digits');
    expect((await report({ remote: 'main', release: live, outcome: 'crashed' }).expect(400)).body.message).toBe('outcome must be loaded or failed');
    expect((await report({ remote: 'main', release: live, outcome: 'loaded', token: 'x'.repeat(601) }).expect(400)).body.message).toBe(
      'token must be at most 600 characters',
    );
    expect((await report({ remote: 'main', release: live, outcome: 'loaded', name: 'Asha' }).expect(400)).body.message).toMatch(/name|Unrecognized/i);
    await report({ remote: 'main', release: live, outcome: 'loaded', padding: 'x'.repeat(2000) }).expect(413);
  });

  it('lets 100 forged reports of each kind, from one address or from many, change neither the rates nor the canary', async () => {
    await signed(api, 'post', '/releases/integrated/switch', { action: 'promote', id: forged, canaryPercent: 50 }).expect(200);
    const valid = token('integrated', [forged]);
    const expired = mintReportToken(SHELL_SECRET, { kind: 'page', remote: 'integrated', ids: [forged], now: Date.now() - 2 * 60 * 60_000 });
    const forgeries: Array<string | undefined> = [
      undefined,
      'r1.page.integrated.' + forged,
      token('integrated', [forged], { secret: 'a-secret-the-shell-does-not-have-at-all!!' }),
      token('integrated', [other]),
      token('main', [forged]),
      expired,
      `${valid.slice(0, -2)}AA`,
      // Replayed: a visitor's one real token, sent again and again, counts once.
      valid,
    ];
    for (const forgery of forgeries)
      for (let i = 0; i < 100; i++) {
        const from = i % 2 ? address(0) : address(1 + i);
        await report({ remote: 'integrated', release: forged, outcome: 'failed', token: forgery }, from).expect(204);
        await report({ remote: 'integrated', release: forged, outcome: 'loaded', token: forgery }, from).expect(204);
      }
    // One visitor with a hundred tabs: a real token each, all failing, yet one visitor; and the hundred tokens the
    // shell gave one address, handed out to a hundred others to send.
    for (let i = 0; i < 100; i++) await visitor(7, forged, 'failed');
    for (let i = 0; i < 100; i++) {
      const given = token('integrated', [forged], { address: address(8) });
      await report({ remote: 'integrated', release: forged, outcome: 'failed', token: given }, address(300 + i)).expect(204);
    }
    await flushed(live);
    expect(await listed(forged)).toMatchObject({ loads: 1, failures: 201 });
    expect((await pointer()).canary).toEqual({ id: forged, percent: 50 });
  });

  it('ends a canary by itself when failures of several visitors pass 10 % after 20 reports, and the audit log says why', async () => {
    await signed(api, 'post', '/releases/integrated/switch', { action: 'promote', id: canary, canaryPercent: 50 }).expect(200);
    for (let n = 10; n < 15; n++) await visitor(n, canary, 'loaded');
    // 19 failures in 24 reports is above 10 %, but from 4 visitors: not yet.
    for (let i = 0; i < 18; i++) await visitor(20 + (i % 4), canary, 'failed');
    await flushed(live);
    expect((await pointer()).canary).toEqual({ id: canary, percent: 50 });
    // A fifth visitor's failure ends it.
    await visitor(24, canary, 'failed');
    await canaryEnds();
    const entry = await systemEntry('canaryEnded', `integrated:${canary}`);
    expect(entry).toMatchObject({ adminId: 'system', adminName: 'System', path: '/releases/report' });
    expect(entry.title).toBe(
      `integrated: the canary ${canary} was ended by itself: 19 failures in 24 reports (79.2 %) from 5 visitors: above 10 % after at least 20 reports`,
    );
    expect(await pointer()).toEqual({ live, canary: null, previous: [] });
  });

  it('judges a canary tried again from when it started', async () => {
    await signed(api, 'post', '/releases/integrated/switch', { action: 'promote', id: canary, canaryPercent: 10 }).expect(200);
    for (let n = 30; n < 50; n++) await visitor(n, canary, 'loaded');
    // 19 failures from 5 visitors before; one more would make 20 if they counted.
    await visitor(50, canary, 'failed');
    await flushed(live);
    expect((await listed(canary)).failures).toBe(20);
    expect((await pointer()).canary).toEqual({ id: canary, percent: 10 });
  });

  it('ends a canary at 20 failures of several visitors however many loads it has, and counts each of the shell’s own failures', async () => {
    await signed(api, 'post', '/releases/integrated/switch', { action: 'promote', id: spread, canaryPercent: 10 }).expect(200);
    for (let n = 100; n < 400; n++) await visitor(n, spread, 'loaded');
    // The shell reports the pages it could not draw with tokens of its own, all from its one address.
    for (let i = 0; i < 19; i++)
      await report({
        remote: 'integrated',
        release: spread,
        outcome: 'failed',
        where: 'server',
        token: token('integrated', [spread], { kind: 'server' }),
      }).expect(204);
    await flushed(live);
    expect((await pointer()).canary).toEqual({ id: spread, percent: 10 });
    await visitor(400, spread, 'failed');
    await canaryEnds();
    expect((await systemEntry('canaryEnded', `integrated:${spread}`)).title).toMatch(
      /20 failures in 320 reports \(6\.3 %\) from 20 visitors: at least 20 failures$/,
    );
  });
});

describe('a live release that keeps failing', () => {
  const { api, auth } = useApi(env);
  const [before, failing, fine] = [1, 2, 3].map((n) => rid(7, n)) as [string, string, string];
  const visitor = (n: number, release: string, outcome: 'loaded' | 'failed', tokenRemote: ReleaseRemote = 'main') =>
    api.http
      .post('/releases/report')
      .set('X-Forwarded-For', address(n))
      .send({ remote: 'main', release, outcome, token: token(tokenRemote, [release], { address: address(n) }) })
      .expect(204);
  const pointer = async () => (await api.http.get('/releases/live').expect(200)).body.main;
  const counted = async (id: string, reports: number) =>
    until(async () => {
      const entry = ((await signed(api, 'get', '/releases/main').expect(200)).body as ReleaseListEntry[]).find((r) => r.id === id)!;
      return entry.loads + entry.failures >= reports ? entry : undefined;
    }, `${reports} reports of ${id}`);

  beforeAll(async () => {
    for (const [n, id] of [before, failing, fine].entries()) await signed(api, 'post', '/releases/main', { record: record('main', id, n) }).expect(201);
    await signed(api, 'post', '/releases/main/switch', { action: 'promote', id: before }).expect(200);
  });

  it('is rolled back by itself to the release before it, on failures of several visitors, and the audit log says why', async () => {
    // Failures before it went live (as a canary) do not count against it live.
    await signed(api, 'post', '/releases/main/switch', { action: 'promote', id: failing, canaryPercent: 5 }).expect(200);
    for (let n = 60; n < 63; n++) await visitor(n, failing, 'failed');
    await counted(failing, 3);
    await signed(api, 'post', '/releases/main/switch', { action: 'promote', id: failing }).expect(200);
    for (let n = 0; n < 15; n++) await visitor(n, failing, 'loaded');
    // Forged failures (another remote's token) count nothing.
    for (let n = 0; n < 50; n++) await visitor(n, failing, 'failed', 'integrated');
    for (let n = 20; n < 24; n++) await visitor(n, failing, 'failed');
    await counted(failing, 22);
    // The rate passed 10 % after 19 reports: not yet 20.
    expect((await pointer()).live).toBe(failing);
    await visitor(24, failing, 'failed');
    await until(async () => ((await pointer()).live === before ? true : undefined), 'the rollback');
    expect(await pointer()).toEqual({ live: before, canary: null, previous: [] });
    const { entries } = (await api.http.get('/admin/audit').query({ resource: 'Releases', limit: 10 }).set(auth).expect(200)).body;
    const entry = (entries as Array<{ action: string; documentId: string; title: string; adminId: string }>).find((e) => e.action === 'rolledBack');
    expect(entry).toMatchObject({ adminId: 'system', documentId: `main:${failing}` });
    expect(entry!.title).toBe(
      `main: ${failing} was rolled back by itself to ${before}: 5 failures in 20 reports (25 %) from 5 visitors: above 10 % after at least 20 reports`,
    );
  });

  it('is kept when there is no release before it to go back to', async () => {
    for (let n = 0; n < 15; n++) await visitor(n, before, 'loaded');
    for (let n = 30; n < 40; n++) await visitor(n, before, 'failed');
    await counted(before, 25);
    // The next flush has judged it too.
    await visitor(99, fine, 'loaded');
    await counted(fine, 1);
    expect(await pointer()).toEqual({ live: before, canary: null, previous: [] });
  });
});

describe('the reports’ rate limit', () => {
  it('answers 429 with a message past the limit per address', async () => {
    const api = await startApi({ ...KEYS_ENV, RELEASE_REPORT_RATE_LIMIT: '3' });
    try {
      const body = { remote: 'main', release: rid(6, 1), outcome: 'loaded' };
      for (let i = 0; i < 3; i++) await api.http.post('/releases/report').send(body).expect(204);
      const res = await api.http.post('/releases/report').send(body).expect(429);
      expect(res.body.message).toMatch(/^Too many reports from your connection\. Please try again in \d+ seconds\.$/);
      // The other routes are not limited by it.
      await api.http.get('/releases/live').expect(200);
    } finally {
      await api.close();
    }
  });
});
