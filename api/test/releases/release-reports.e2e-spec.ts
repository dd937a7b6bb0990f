// Browsers report each load and failure of a remote's release (docs/decisions/0013): anonymous, tiny and
// rate-limited; counted per release, and a failing canary is ended by itself, with the audit log saying why.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { ReleaseListEntry } from '@site/contracts/releases';
import { startApi, until } from '../support/helpers.js';
import { useApi } from '../support/use-api.js';
import { KEYS_ENV, record, rid, signed, useStandInShell } from './release-fixtures.js';

const env: Record<string, string> = { ...KEYS_ENV, RELEASE_REPORT_FLUSH_MS: '100', RELEASE_REPORT_RATE_LIMIT: '1000' };
useStandInShell(env);

describe('release reports', () => {
  const { api, auth } = useApi(env);
  const [live, canary, other] = [rid(5, 1), rid(5, 2), rid(5, 3)];
  const report = (body: object) => api.http.post('/releases/report').send(body);
  /** The audit entry of `id`'s canary ending: entries join the area's list just after they are written. */
  const canaryEnded = (id: string) =>
    until(async () => {
      const { entries } = (await api.http.get('/admin/audit').query({ resource: 'Releases', limit: 5 }).set(auth).expect(200)).body;
      return (entries as Array<{ action: string; documentId: string; title: string }>).find(
        (e) => e.action === 'canaryEnded' && e.documentId === `integrated:${id}`,
      );
    }, `the audit entry of ${id}'s canary ending`);
  const listed = async (id: string) => ((await signed(api, 'get', '/releases/integrated').expect(200)).body as ReleaseListEntry[]).find((r) => r.id === id)!;

  beforeAll(async () => {
    for (const [n, id] of [live, canary, other].entries())
      await signed(api, 'post', '/releases/integrated', { record: record('integrated', id, n) }).expect(201);
    await signed(api, 'post', '/releases/integrated/switch', { action: 'promote', id: live }).expect(200);
    await signed(api, 'post', '/releases/integrated/switch', { action: 'promote', id: canary, canaryPercent: 50 }).expect(200);
  });

  it('counts loads and failures per release, and ignores a release not registered', async () => {
    for (let i = 0; i < 3; i++) await report({ remote: 'integrated', release: live, outcome: 'loaded' }).expect(204);
    await report({ remote: 'integrated', release: live, outcome: 'failed', stage: 'draw', where: 'server' }).expect(204);
    // sendBeacon's way: the same JSON as text/plain.
    await api.http
      .post('/releases/report')
      .set('content-type', 'text/plain')
      .send(JSON.stringify({ remote: 'integrated', release: live, outcome: 'loaded' }))
      .expect(204);
    await report({ remote: 'main', release: rid(5, 99), outcome: 'failed' }).expect(204);
    const entry = await until(async () => {
      const e = await listed(live);
      return e.loads + e.failures === 5 ? e : undefined;
    }, 'the reports to be counted');
    expect(entry).toMatchObject({ loads: 4, failures: 1, failureRate: 20 });
    expect(Date.parse(entry.lastFailureAt!)).not.toBeNaN();
    expect((await signed(api, 'get', '/releases/main').expect(200)).body).toEqual([]);
  });

  it('refuses a bad report with a message, and a big one', async () => {
    expect((await report({ remote: 'shell', release: live, outcome: 'loaded' }).expect(400)).body.message).toBe('remote must be main, integrated or admin');
    expect((await report({ remote: 'main', release: 'x', outcome: 'loaded' }).expect(400)).body.message).toBe('id must be 12 hexadecimal digits');
    expect((await report({ remote: 'main', release: live, outcome: 'crashed' }).expect(400)).body.message).toBe('outcome must be loaded or failed');
    expect((await report({ remote: 'main', release: live, outcome: 'loaded', name: 'Asha' }).expect(400)).body.message).toMatch(/name|Unrecognized/i);
    await report({ remote: 'main', release: live, outcome: 'loaded', padding: 'x'.repeat(2000) }).expect(413);
  });

  it('ends a canary by itself when its failure rate passes 10 % after 20 reports, and the audit log says why', async () => {
    for (let i = 0; i < 5; i++) await report({ remote: 'integrated', release: canary, outcome: 'loaded' }).expect(204);
    for (let i = 0; i < 19; i++) await report({ remote: 'integrated', release: canary, outcome: 'failed', stage: 'load' }).expect(204);
    // 19 failures in 24 reports is above 10 % already: the rate ends it.
    const ended = await until(
      async () => ((await api.http.get('/releases/live').expect(200)).body.integrated.canary === null ? true : undefined),
      'the canary to end',
    );
    expect(ended).toBe(true);
    const entry = await canaryEnded(canary);
    expect(entry).toMatchObject({
      action: 'canaryEnded',
      adminId: 'system',
      adminName: 'System',
      documentId: `integrated:${canary}`,
      path: '/releases/report',
    });
    expect(entry.title).toBe(`integrated: the canary ${canary} was ended by itself: 19 failures in 24 reports (79.2 %): above 10 % after at least 20 reports`);
    expect((await api.http.get('/releases/live').expect(200)).body.integrated).toEqual({ live, canary: null, previous: [] });
  });

  it('judges a canary tried again from when it started', async () => {
    // 19 failures before; one more would make 20 if they counted.
    await signed(api, 'post', '/releases/integrated/switch', { action: 'promote', id: canary, canaryPercent: 10 }).expect(200);
    for (let i = 0; i < 20; i++) await report({ remote: 'integrated', release: canary, outcome: 'loaded' }).expect(204);
    await report({ remote: 'integrated', release: canary, outcome: 'failed' }).expect(204);
    await until(async () => ((await listed(canary)).failures === 20 ? true : undefined), 'the failure to be counted');
    // A flush after the one that counted it has judged it too.
    await report({ remote: 'integrated', release: canary, outcome: 'loaded' }).expect(204);
    await until(async () => ((await listed(canary)).loads === 26 ? true : undefined), 'the next flush');
    expect((await api.http.get('/releases/live').expect(200)).body.integrated.canary).toEqual({ id: canary, percent: 10 });
  });

  it('ends a canary at 20 failures however many loads it has', async () => {
    await signed(api, 'post', '/releases/integrated/switch', { action: 'promote', id: other, canaryPercent: 10 }).expect(200);
    for (let i = 0; i < 300; i++) await report({ remote: 'integrated', release: other, outcome: 'loaded' }).expect(204);
    for (let i = 0; i < 19; i++) await report({ remote: 'integrated', release: other, outcome: 'failed' }).expect(204);
    await until(async () => ((await listed(other)).failures === 19 ? true : undefined), 'the failures to be counted');
    expect((await api.http.get('/releases/live').expect(200)).body.integrated.canary).toEqual({ id: other, percent: 10 });
    await report({ remote: 'integrated', release: other, outcome: 'failed' }).expect(204);
    await until(async () => ((await api.http.get('/releases/live').expect(200)).body.integrated.canary === null ? true : undefined), 'the canary to end');
    const entry = await canaryEnded(other);
    expect(entry).toMatchObject({ action: 'canaryEnded', documentId: `integrated:${other}` });
    expect(entry.title).toMatch(/20 failures in 320 reports \(6\.3 %\): at least 20 failures$/);
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
