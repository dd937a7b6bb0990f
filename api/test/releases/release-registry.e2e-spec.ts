// The release registry through HTTP (docs/decisions/0013): a team's signed requests, registration and pruning, and
// every switch (promote, canary, rollback, end the canary), with the shell asked before each promotion.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { LiveRelease, LiveReleases, ReleaseListEntry } from '@site/contracts/releases';
import { rm } from 'node:fs/promises';
import type { Test } from 'supertest';
import { startApi } from '../support/helpers.js';
import { openApiAnswers } from '../support/openapi-answers.js';
import { useApi } from '../support/use-api.js';
import { KEYS_ENV, record, rid, signature, signed, useStandInShell, STRANGER, TEAM_KEYS } from './release-fixtures.js';

const env: Record<string, string> = { ...KEYS_ENV };
const shell = useStandInShell(env);

describe('release registry', () => {
  const { api, auth } = useApi(env);
  const register = (remote: 'main' | 'integrated' | 'admin', id: string, minutes = 0) =>
    signed(api, 'post', `/releases/${remote}`, { record: record(remote, id, minutes) });
  const switchTo = (remote: 'main' | 'integrated' | 'admin', body: object) => signed(api, 'post', `/releases/${remote}/switch`, body);
  const list = async (remote: 'main' | 'integrated' | 'admin') => (await signed(api, 'get', `/releases/${remote}`).expect(200)).body as ReleaseListEntry[];
  const live = async () => (await api.http.get('/releases/live').expect(200)).body as LiveReleases;

  describe('a team’s signature', () => {
    const id = rid(1, 1);

    it('registers a release signed by the team’s key', async () => {
      const res = await register('main', id).expect(201);
      expect(res.body).toEqual({ id, pruned: [] });
    });

    it('refuses a request without a signature, with another key, the other team’s key, an old time or another body', async () => {
      const body = { record: record('main', rid(1, 2)) };
      const cases = [
        [api.http.post('/releases/main').send(body), /must be signed by the main team/],
        [signed(api, 'post', '/releases/main', body, { key: STRANGER.privateKey }), /does not hold for the main team's key/],
        [signed(api, 'post', '/releases/main', body, { key: TEAM_KEYS.integrated.privateKey }), /does not hold for the main team's key/],
        [signed(api, 'post', '/releases/main', body, { at: new Date(Date.now() - 6 * 60_000).toISOString() }), /more than 5 minutes/],
        [signed(api, 'post', '/releases/main', body, { at: 'yesterday' }), /ISO date and time/],
        [signed(api, 'post', '/releases/main', body, { sendInstead: JSON.stringify({ record: record('main', rid(1, 3)) }) }), /does not hold/],
        [signed(api, 'get', '/releases/main?x=1').query({ y: 2 }), /does not hold/],
      ] as const;
      for (const [req, message] of cases) expect((await req.expect(401)).body.message).toMatch(message);
      // None of them registered anything.
      expect((await list('main')).map((r) => r.id)).toEqual([id]);
    });

    it('accepts a signed request once, on any instance', async () => {
      const at = new Date().toISOString();
      await signed(api, 'get', '/releases/main', undefined, { at }).expect(200);
      expect((await signed(api, 'get', '/releases/main', undefined, { at }).expect(401)).body.message).toMatch(/used already/);
      // Another instance on the same database refuses it too.
      const other = await startApi({ ...env, MONGODB_DB: api.config.mongoDb });
      try {
        expect((await signed(other, 'get', '/releases/main', undefined, { at }).expect(401)).body.message).toMatch(/used already/);
      } finally {
        await other.app.close();
        await rm(other.config.dataDir, { recursive: true, force: true });
      }
    });

    it('lets a team’s key move only its own remote', async () => {
      const res = await signed(api, 'post', '/releases/integrated/switch', { action: 'promote', id }, { key: TEAM_KEYS.main.privateKey }).expect(401);
      expect(res.body.message).toMatch(/integrated team's key/);
    });

    it('validates the remote and the bodies with messages', async () => {
      expect((await api.http.get('/releases/other').expect(400)).body.message).toBe('remote must be main, integrated or admin');
      expect((await register('main', 'not-an-id').expect(400)).body.message).toBe('id must be 12 hexadecimal digits');
      expect((await signed(api, 'post', '/releases/main', { record: record('integrated', rid(1, 4)) }).expect(400)).body.message).toBe(
        'record.remote must be main, the remote of the path',
      );
      expect((await signed(api, 'post', '/releases/main', { record: record('main', rid(1, 4)), extra: 1 }).expect(400)).body.message).toMatch(
        /extra|Unrecognized/i,
      );
      expect((await switchTo('main', { action: 'jump' }).expect(400)).body.message).toBe('action must be promote, rollback or end-canary');
      expect((await switchTo('main', { action: 'promote', id, canaryPercent: 100 }).expect(400)).body.message).toBe('canaryPercent must be 1 to 99');
    });
  });

  describe('registration', () => {
    const ids = Array.from({ length: 15 }, (_, i) => rid(2, i + 1));

    it('answers the same when a release is registered again, and records it once', async () => {
      await register('admin', ids[0]!, 1).expect(201);
      const again = await register('admin', ids[0]!, 1).expect(200);
      expect(again.body).toEqual({ id: ids[0], pruned: [] });
      const { entries } = (await api.http.get('/admin/audit').query({ resource: 'Releases' }).set(auth).expect(200)).body;
      expect(entries.filter((e: { documentId: string }) => e.documentId === `admin:${ids[0]}`)).toEqual([
        expect.objectContaining({ action: 'register', adminId: 'team:admin', adminName: 'admin team', method: 'POST', path: '/releases/admin' }),
      ]);
    });

    it('keeps the newest 10 and always the live, canary and previous releases; the others are pruned', async () => {
      for (const [n, id] of ids.slice(1, 3).entries()) await register('admin', id, n + 2).expect(201);
      await switchTo('admin', { action: 'promote', id: ids[0] }).expect(200);
      await switchTo('admin', { action: 'promote', id: ids[1] }).expect(200);
      await switchTo('admin', { action: 'promote', id: ids[2], canaryPercent: 20 }).expect(200);
      // ids[3]..ids[12]: 13 in all, the newest 10 and the three in use.
      for (let n = 3; n < 13; n++) expect((await register('admin', ids[n]!, n + 1).expect(201)).body.pruned).toEqual([]);
      const pruning = await register('admin', ids[13]!, 14).expect(201);
      expect(pruning.body).toEqual({ id: ids[13], pruned: [ids[3]] });
      // Sent again, it answers the same, so a release command cut short deletes the folder on its retry.
      expect((await register('admin', ids[13]!, 14).expect(200)).body).toEqual({ id: ids[13], pruned: [ids[3]] });
      const listed = await list('admin');
      expect(listed.map((r) => r.id)).toEqual([...ids.slice(4, 14).reverse(), ids[2], ids[1], ids[0]]);
      expect(listed.at(-2)!).toMatchObject({ id: ids[1], live: true, canary: null });
      expect(listed.at(-3)!).toMatchObject({ id: ids[2], live: false, canary: { percent: 20 } });
      // A pruned release can no longer be promoted.
      expect((await switchTo('admin', { action: 'promote', id: ids[3] }).expect(400)).body.message).toBe(`Release ${ids[3]} is not registered for admin`);
    });
  });

  describe('switches', () => {
    const [m1, m2, m3, refused, unasked] = [1, 2, 3, 4, 5].map((n) => rid(3, n)) as [string, string, string, string, string];

    beforeAll(async () => {
      for (const [n, id] of [m1, m2, m3, refused, unasked].entries()) await register('integrated', id, 100 + n).expect(201);
    });

    it('promotes, tries a canary, promotes the canary to everyone and rolls back', async () => {
      expect((await switchTo('integrated', { action: 'promote', id: m1 }).expect(200)).body).toEqual({ live: m1, canary: null, previous: [] });
      expect((await switchTo('integrated', { action: 'promote', id: m2 }).expect(200)).body).toEqual({ live: m2, canary: null, previous: [m1] });
      expect((await switchTo('integrated', { action: 'promote', id: m3, canaryPercent: 50 }).expect(200)).body).toEqual({
        live: m2,
        canary: { id: m3, percent: 50 },
        previous: [m1],
      });
      expect((await live()).integrated).toEqual({ live: m2, canary: { id: m3, percent: 50 }, previous: [m1] });
      expect((await switchTo('integrated', { action: 'promote', id: m3 }).expect(200)).body).toEqual({ live: m3, canary: null, previous: [m2, m1] });
      expect((await switchTo('integrated', { action: 'rollback' }).expect(200)).body).toEqual({ live: m2, canary: null, previous: [m1] });
      expect((await switchTo('integrated', { action: 'rollback' }).expect(200)).body).toEqual({ live: m1, canary: null, previous: [] });
      expect((await switchTo('integrated', { action: 'rollback' }).expect(400)).body.message).toBe('There is no previous release to roll back to');
      expect((await live()).integrated).toEqual({ live: m1, canary: null, previous: [] });
      expect(shell.asked).toEqual(expect.arrayContaining([`integrated/${m1}`, `integrated/${m2}`, `integrated/${m3}`]));
    });

    it('ends a canary, and refuses a canary of the live release or an end without a canary', async () => {
      expect((await switchTo('integrated', { action: 'end-canary' }).expect(400)).body.message).toBe('There is no canary of integrated to end');
      expect((await switchTo('integrated', { action: 'promote', id: m1, canaryPercent: 10 }).expect(400)).body.message).toBe(
        `Release ${m1} is already live for integrated`,
      );
      await switchTo('integrated', { action: 'promote', id: m2, canaryPercent: 10 }).expect(200);
      expect((await switchTo('integrated', { action: 'end-canary' }).expect(200)).body).toEqual({ live: m1, canary: null, previous: [] });
    });

    it('writes every switch to the audit log, by the team', async () => {
      const { entries } = (await api.http.get('/admin/audit').query({ resource: 'Releases', limit: 3 }).set(auth).expect(200)).body;
      expect(entries.map((e: { action: string; documentId: string; adminId: string }) => [e.action, e.documentId, e.adminId])).toEqual([
        ['switch', `integrated:${m2}`, 'team:integrated'],
        ['switch', `integrated:${m2}`, 'team:integrated'],
        ['switch', `integrated:${m1}`, 'team:integrated'],
      ]);
      expect(entries[0].title).toBe(`integrated: the canary ${m2} was ended`);
      expect(entries[1].title).toBe(`integrated: ${m2} tried on 10 % of visitors (live: ${m1})`);
      expect(entries[2].title).toBe(`integrated: rolled back from ${m2} to ${m1}`);
    });

    it('refuses a release the shell refuses, with its reason, and lists the reason', async () => {
      shell.answers.set(refused, { accepted: false, reason: 'it was built against @site/shared-ui 2.0.0; the shell provides 1.0.0' });
      const res = await switchTo('integrated', { action: 'promote', id: refused }).expect(400);
      expect(res.body.message).toBe(`The shell refuses release ${refused}: it was built against @site/shared-ui 2.0.0; the shell provides 1.0.0`);
      expect((await switchTo('integrated', { action: 'promote', id: refused, canaryPercent: 5 }).expect(400)).body.message).toMatch(
        /^The shell refuses release/,
      );
      expect((await list('integrated')).find((r) => r.id === refused)).toMatchObject({
        accepted: false,
        reason: 'it was built against @site/shared-ui 2.0.0; the shell provides 1.0.0',
      });
      expect((await live()).integrated.live).toBe(m1);
    });

    it('switches nothing while the shell does not answer (503), and lists that it could not be asked', async () => {
      shell.answers.set(unasked, 'down');
      const res = await switchTo('integrated', { action: 'promote', id: unasked }).expect(503);
      expect(res.body.message).toMatch(new RegExp(`^The shell could not be asked whether it accepts release ${unasked}, so nothing was switched`));
      expect((await live()).integrated).toEqual({ live: m1, canary: null, previous: [] });
      const entry = (await list('integrated')).find((r) => r.id === unasked)!;
      expect(entry.accepted).toBe(false);
      expect(entry.reason).toMatch(/^the shell could not be asked: /);
      // A rollback needs no verdict: it works while the shell is down.
      await switchTo('integrated', { action: 'promote', id: m2 }).expect(200);
      shell.answers.set(m1, 'down');
      expect((await switchTo('integrated', { action: 'rollback' }).expect(200)).body.live).toBe(m1);
    });

    it('lists each release with what it was built against, its verdict and its reports, newest first', async () => {
      const listed = await list('integrated');
      expect(listed.map((r) => r.id)).toEqual([unasked, refused, m3, m2, m1]);
      expect(listed.find((r) => r.id === m1)).toEqual({
        id: m1,
        createdAt: record('integrated', m1, 100).createdAt,
        live: true,
        canary: null,
        builtAgainst: record('integrated', m1).builtAgainst,
        accepted: expect.any(Boolean),
        loads: 0,
        failures: 0,
        failureRate: null,
      });
    });

    it('lets only one of two switches that read the same state win; the other changes nothing', async () => {
      shell.answers.delete(m1);
      const answers = await Promise.all([switchTo('integrated', { action: 'promote', id: m2 }), switchTo('integrated', { action: 'promote', id: m3 })]);
      const statuses = answers.map((r) => r.status).sort();
      expect([
        [200, 200],
        [200, 409],
      ]).toContainEqual(statuses);
      const pointer = (await live()).integrated;
      if (statuses[1] === 409) {
        const winner = answers.find((r) => r.status === 200)!.body as LiveRelease;
        expect(pointer).toEqual(winner);
        expect(answers.find((r) => r.status === 409)!.body.message).toMatch(/^Another switch of integrated happened at the same time/);
      } else {
        // One after the other: the second moved the first to the previous releases.
        expect(pointer.previous[0]).toBe(pointer.live === m2 ? m3 : m2);
      }
    });
  });

  it('answers the live pointers of every remote to anyone, ids only', async () => {
    const res = await api.http.get('/releases/live').expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['admin', 'integrated', 'main']);
    expect(res.body.main).toEqual({ live: null, canary: null, previous: [] });
    for (const pointer of Object.values(res.body as Record<string, LiveRelease>)) expect(Object.keys(pointer).sort()).toEqual(['canary', 'live', 'previous']);
    expect(Object.keys(res.body.admin.canary).sort()).toEqual(['id', 'percent']);
  });

  it('answers as the OpenAPI document says', async () => {
    const check = await openApiAnswers(api);
    const id = rid(7, 1);
    const body = JSON.stringify({ record: record('main', id) });
    const sent = (path: string, raw: string) => (req: Test) =>
      req
        .set(signature('post', path, raw))
        .set('content-type', 'application/json')
        .send(raw);
    expect((await check('post', '/releases/{remote}', { params: { remote: 'main' } }, sent('/releases/main', body))).status).toBe(201);
    const promote = JSON.stringify({ action: 'promote', id });
    expect((await check('post', '/releases/{remote}/switch', { params: { remote: 'main' } }, sent('/releases/main/switch', promote))).status).toBe(200);
    expect((await check('get', '/releases/{remote}', { params: { remote: 'main' } }, (req) => req.set(signature('get', '/releases/main')))).status).toBe(200);
    expect((await check('get', '/releases/{remote}', { params: { remote: 'main' } })).status).toBe(401);
    expect((await check('get', '/releases/live')).status).toBe(200);
    expect((await check('get', '/admin/releases', { token: auth.Authorization.slice('Bearer '.length) })).status).toBe(200);
    expect(
      (
        await check('post', '/admin/releases/{remote}/switch', { token: auth.Authorization.slice('Bearer '.length), params: { remote: 'main' } }, (req) =>
          req.send({ action: 'rollback' }),
        )
      ).status,
    ).toBe(400);
  });
});
