// Who may switch a remote from the Releases screen (docs/decisions/0013): owners every remote, an editor the site
// variants they edit, only owners the back office; everyone else is refused. Both ways in share one write path.
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AdminReleasesView } from '@site/contracts/releases';
import { startApi } from '../support/helpers.js';
import { useApi } from '../support/use-api.js';
import { KEYS_ENV, record, rid, signed, useStandInShell, STRANGER } from './release-fixtures.js';

const env: Record<string, string> = { ...KEYS_ENV };
useStandInShell(env);

describe('the Releases screen', () => {
  const { api, auth } = useApi(env);
  const tokens: Record<string, string> = {};
  const [main1, main2, integrated1, admin1] = [rid(4, 1), rid(4, 2), rid(4, 3), rid(4, 4)];
  const as = (who: string) => ({ Authorization: `Bearer ${tokens[who]}` });
  const switchAs = (who: string, remote: string, body: object) => api.http.post(`/admin/releases/${remote}/switch`).set(as(who)).send(body);

  beforeAll(async () => {
    tokens.owner = (await api.adminToken())!;
    const roles = {
      editorMain: { role: 'editor', sites: ['main'] },
      editorBoth: { role: 'editor', sites: ['main', 'integrated'] },
      recruiter: { role: 'recruiter' },
    };
    for (const [who, role] of Object.entries(roles)) {
      const email = `${who.toLowerCase()}@firm.in`;
      await api.http
        .post('/admin/AdminLogin/addAdmin')
        .set(auth)
        .send({ name: who, email, password: `${who}-pass-1`, ...role })
        .expect(201);
      tokens[who] = (
        await api.http
          .post('/admin/AdminLogin/addAdminLogin')
          .send({ email, password: `${who}-pass-1` })
          .expect(200)
      ).body.token;
    }
    await signed(api, 'post', '/releases/main', { record: record('main', main1, 1) }).expect(201);
    await signed(api, 'post', '/releases/main', { record: record('main', main2, 2) }).expect(201);
    await signed(api, 'post', '/releases/integrated', { record: record('integrated', integrated1, 3) }).expect(201);
    await signed(api, 'post', '/releases/admin', { record: record('admin', admin1, 4) }).expect(201);
  });

  it('shows an owner every remote, with its pointer and releases', async () => {
    const view = (await api.http.get('/admin/releases').set(as('owner')).expect(200)).body as AdminReleasesView;
    expect(Object.keys(view).sort()).toEqual(['admin', 'integrated', 'main']);
    expect(view.main).toEqual({
      pointer: { live: null, canary: null, previous: [] },
      releases: [expect.objectContaining({ id: main2, accepted: true }), expect.objectContaining({ id: main1 })],
    });
  });

  it('lets an owner switch every remote, the back office included', async () => {
    expect((await switchAs('owner', 'admin', { action: 'promote', id: admin1 }).expect(200)).body).toEqual({ live: admin1, canary: null, previous: [] });
    await switchAs('owner', 'integrated', { action: 'promote', id: integrated1 }).expect(200);
  });

  it('lets an editor of the main site see and switch main only', async () => {
    const view = (await api.http.get('/admin/releases').set(as('editorMain')).expect(200)).body as AdminReleasesView;
    expect(Object.keys(view)).toEqual(['main']);
    expect((await switchAs('editorMain', 'main', { action: 'promote', id: main1 }).expect(200)).body).toEqual({ live: main1, canary: null, previous: [] });
    for (const remote of ['integrated', 'admin']) {
      expect((await switchAs('editorMain', remote, { action: 'rollback' }).expect(403)).body.message).toBe('Your role does not allow this');
    }
    const both = (await api.http.get('/admin/releases').set(as('editorBoth')).expect(200)).body as AdminReleasesView;
    expect(Object.keys(both).sort()).toEqual(['integrated', 'main']);
  });

  it('refuses a recruiter everything, and anyone without a session', async () => {
    expect((await api.http.get('/admin/releases').set(as('recruiter')).expect(403)).body.message).toBe('Your role does not allow this');
    await switchAs('recruiter', 'main', { action: 'rollback' }).expect(403);
    await api.http.get('/admin/releases').expect(401);
    await api.http.post('/admin/releases/main/switch').send({ action: 'rollback' }).expect(401);
    await api.http
      .post('/admin/releases/main/switch')
      .set('Authorization', `Bearer ${await api.userToken()}`)
      .send({ action: 'rollback' })
      .expect(403);
  });

  it('validates the remote and the switch with messages', async () => {
    expect((await switchAs('owner', 'shell', { action: 'rollback' }).expect(400)).body.message).toBe('remote must be main, integrated or admin');
    expect((await switchAs('owner', 'main', { action: 'promote' }).expect(400)).body.message).toBe('id is required');
  });

  it('goes through the same write path as a team: one audit entry per switch, by the admin, nothing for a refusal', async () => {
    await switchAs('editorMain', 'main', { action: 'promote', id: main2, canaryPercent: 25 }).expect(200);
    // The team sees the admin's canary, and ends it.
    expect((await signed(api, 'post', '/releases/main/switch', { action: 'end-canary' }).expect(200)).body).toEqual({
      live: main1,
      canary: null,
      previous: [],
    });
    const { entries } = (await api.http.get('/admin/audit').query({ resource: 'Releases', limit: 100 }).set(auth).expect(200)).body;
    const switches = entries.filter((e: { action: string }) => e.action === 'switch');
    expect(switches.map((e: { adminId: string; adminName: string; path: string; documentId: string }) => [e.adminName, e.path, e.documentId])).toEqual([
      ['main team', '/releases/main/switch', `main:${main2}`],
      ['editorMain', '/admin/releases/main/switch', `main:${main2}`],
      ['editorMain', '/admin/releases/main/switch', `main:${main1}`],
      ['Administrator', '/admin/releases/integrated/switch', `integrated:${integrated1}`],
      ['Administrator', '/admin/releases/admin/switch', `admin:${admin1}`],
    ]);
    expect(switches[1].title).toBe(`main: ${main2} tried on 25 % of visitors (live: ${main1})`);
    expect(switches[1].adminEmail).toBe('editormain@firm.in');
  });
});

describe('refusals', () => {
  it('are logged: a bad signature and an admin whose role may not switch', async () => {
    const lines: Array<{ level: number; msg?: string }> = [];
    const logDestination = new Writable({
      write(chunk, _enc, done) {
        lines.push(
          ...String(chunk)
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l)),
        );
        done();
      },
    });
    const api = await startApi({ ...KEYS_ENV, LOG_LEVEL: 'warn' }, { logDestination });
    try {
      await signed(api, 'post', '/releases/admin/switch', { action: 'rollback' }, { key: STRANGER.privateKey }).expect(401);
      const owner = `Bearer ${await api.adminToken()}`;
      await api.http
        .post('/admin/AdminLogin/addAdmin')
        .set('Authorization', owner)
        .send({ name: 'Rita', email: 'rita@firm.in', password: 'rita-pass-1', role: 'recruiter' })
        .expect(201);
      const recruiter = (await api.http.post('/admin/AdminLogin/addAdminLogin').send({ email: 'rita@firm.in', password: 'rita-pass-1' }).expect(200)).body
        .token as string;
      await api.http.post('/admin/releases/main/switch').set('Authorization', `Bearer ${recruiter}`).send({ action: 'rollback' }).expect(403);
      const warnings = lines.filter((l) => l.level === 40).map((l) => l.msg ?? '');
      expect(warnings).toEqual(
        expect.arrayContaining([
          "Refused a signed request for the admin remote (POST /releases/admin/switch): The signature does not hold for the admin team's key",
          expect.stringMatching(/^Refused POST \/admin\/releases\/main\/switch to admin [0-9a-f]{24} \(recruiter\): may not switch the main remote$/),
        ]),
      );
    } finally {
      await api.close();
    }
  });
});
