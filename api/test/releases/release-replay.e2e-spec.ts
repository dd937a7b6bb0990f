// A captured team request is accepted once, however its signature is spelled (docs/decisions/0013): base64 read
// leniently would take the same signature without its padding, with more, or with `-_`, as a new request.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { LiveReleases } from '@site/contracts/releases';
import { useApi } from '../support/use-api.js';
import { KEYS_ENV, record, rid, signature, signed, useStandInShell } from './release-fixtures.js';

const env: Record<string, string> = { ...KEYS_ENV };
useStandInShell(env);

describe('a captured rollback sent again', () => {
  const { api } = useApi(env, { signIn: false });
  const ids = [1, 2, 3].map((n) => rid(8, n));
  const pointer = async () => ((await api.http.get('/releases/live').expect(200)).body as LiveReleases).admin;

  beforeAll(async () => {
    for (const [n, id] of ids.entries()) await signed(api, 'post', '/releases/admin', { record: record('admin', id, n) }).expect(201);
    for (const id of ids) await signed(api, 'post', '/releases/admin/switch', { action: 'promote', id }).expect(200);
  });

  it('rolls back once; the same signature without padding, with more or with -_ is refused', async () => {
    const raw = JSON.stringify({ action: 'rollback' });
    // A time whose signature holds a `+` or `/`, so that its `-_` spelling differs.
    let headers = signature('post', '/releases/admin/switch', raw);
    for (let ms = 1; !/[+/]/.test(headers['x-release-signature']); ms++)
      headers = signature('post', '/releases/admin/switch', raw, { at: new Date(Date.now() - ms).toISOString() });
    const captured = headers['x-release-signature'];
    const send = (spelling: string) =>
      api.http
        .post('/releases/admin/switch')
        .set({ ...headers, 'x-release-signature': spelling })
        .set('content-type', 'application/json')
        .send(raw);

    expect((await send(captured).expect(200)).body).toEqual({ live: ids[1], canary: null, previous: [ids[0]] });
    const spellings = [
      captured.replace(/=+$/, ''),
      `${captured}=`,
      `${captured}==`,
      captured.replace(/\+/g, '-').replace(/\//g, '_'),
      captured.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
    ];
    for (const spelling of spellings) {
      const res = await send(spelling);
      expect([spelling, res.status]).toEqual([spelling, 401]);
    }
    expect((await send(captured.replace(/=+$/, '')).expect(401)).body.message).toBe(
      'x-release-signature must be an Ed25519 signature (64 bytes) in standard base64 with its padding, 88 characters',
    );
    expect((await send(captured).expect(401)).body.message).toMatch(/used already/);
    expect(await pointer()).toEqual({ live: ids[1], canary: null, previous: [ids[0]] });
  });
});
