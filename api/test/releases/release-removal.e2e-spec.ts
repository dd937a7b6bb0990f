// Removing a release (docs/releases.md): by its team's signed request or an allowed admin, only a release the shell
// never draws (not live, the canary nor a previous one), audited. And what a rollback leaves: the release it left is
// still registered and can be promoted again by id.
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { LiveRelease, ReleaseListEntry } from '@site/contracts/releases';
import { useApi } from '../support/use-api.js';
import { KEYS_ENV, record, rid, signed, useStandInShell } from './release-fixtures.js';

const env: Record<string, string> = { ...KEYS_ENV };
const shell = useStandInShell(env);

describe('removing a release', () => {
  const { api, auth } = useApi(env);
  const [old, previous, live, canary, refused, spare] = [1, 2, 3, 4, 5, 6].map((n) => rid(7, n)) as [string, string, string, string, string, string];
  const remove = (id: unknown) => signed(api, 'post', '/releases/main/remove', { id });
  const switchTo = (body: object) => signed(api, 'post', '/releases/main/switch', body);
  const ids = async () => ((await signed(api, 'get', '/releases/main').expect(200)).body as ReleaseListEntry[]).map((r) => r.id);
  const audit = async () =>
    (await api.http.get('/admin/audit').query({ resource: 'Releases', limit: 1 }).set(auth).expect(200)).body.entries[0] as {
      action: string;
      documentId: string;
      adminId: string;
      title: string;
    };

  beforeAll(async () => {
    for (const [n, id] of [old, previous, live, canary, refused, spare].entries())
      await signed(api, 'post', '/releases/main', { record: record('main', id, 200 + n) }).expect(201);
    await switchTo({ action: 'promote', id: previous }).expect(200);
    await switchTo({ action: 'promote', id: live }).expect(200);
    await switchTo({ action: 'promote', id: canary, canaryPercent: 10 }).expect(200);
    shell.answers.set(refused, { accepted: false, reason: 'its pages threw while drawing /main/contact: broke' });
  });

  it('removes a release the shell refused, by its team: gone from the list, audited, never promoted again', async () => {
    expect((await remove(refused).expect(200)).body).toEqual({ removed: refused, releases: [spare, canary, live, previous, old] });
    expect(await ids()).not.toContain(refused);
    expect(await audit()).toMatchObject({ action: 'remove', documentId: `main:${refused}`, adminId: 'team:main', title: `main: release ${refused} removed` });
    expect((await switchTo({ action: 'promote', id: refused }).expect(400)).body.message).toBe(`Release ${refused} is not registered for main`);
  });

  it('refuses the live release, the canary and a previous one, saying which it is, and changes nothing', async () => {
    expect((await remove(live).expect(400)).body.message).toBe(`Release ${live} is live of main, so it cannot be removed`);
    expect((await remove(canary).expect(400)).body.message).toBe(`Release ${canary} is the canary of main, so it cannot be removed`);
    expect((await remove(previous).expect(400)).body.message).toBe(
      `Release ${previous} is a previous release (where a rollback goes) of main, so it cannot be removed`,
    );
    expect(await ids()).toEqual(expect.arrayContaining([live, canary, previous]));
  });

  it('refuses an unknown release and a bad body with messages', async () => {
    expect((await remove(refused).expect(400)).body.message).toBe(`Release ${refused} is not registered for main`);
    expect((await remove('nope').expect(400)).body.message).toBe('id must be 12 hexadecimal digits');
    expect((await remove(undefined).expect(400)).body.message).toBe('id is required');
  });

  it('removes from the Releases screen for an allowed admin, audited under their name', async () => {
    expect((await api.http.post('/admin/releases/main/remove').set(auth).send({ id: old }).expect(200)).body.removed).toBe(old);
    expect(await audit()).toMatchObject({ action: 'remove', documentId: `main:${old}`, title: `main: release ${old} removed` });
    expect((await audit()).adminId).not.toBe('team:main');
    expect((await api.http.post('/admin/releases/main/remove').set(auth).send({ id: live }).expect(400)).body.message).toBe(
      `Release ${live} is live of main, so it cannot be removed`,
    );
    await api.http.post('/admin/releases/main/remove').send({ id: spare }).expect(401);
  });
});

describe('a rollback', () => {
  const { api } = useApi(env);
  const [first, second, third] = [1, 2, 3].map((n) => rid(8, n)) as [string, string, string];
  const switchTo = async (body: object, status = 200) => (await signed(api, 'post', '/releases/integrated/switch', body).expect(status)).body as LiveRelease;

  beforeAll(async () => {
    for (const [n, id] of [first, second, third].entries())
      await signed(api, 'post', '/releases/integrated', { record: record('integrated', id, 300 + n) }).expect(201);
  });

  it('goes back one live release at a time; the release it left stays registered and can be promoted again by id', async () => {
    await switchTo({ action: 'promote', id: first });
    await switchTo({ action: 'promote', id: second });
    expect(await switchTo({ action: 'promote', id: third })).toEqual({ live: third, canary: null, previous: [second, first] });
    expect(await switchTo({ action: 'rollback' })).toEqual({ live: second, canary: null, previous: [first] });
    // The release left is in no list of the pointer, but still registered: promoted again by id, after a new check.
    shell.asked.length = 0;
    expect(await switchTo({ action: 'promote', id: third })).toEqual({ live: third, canary: null, previous: [second, first] });
    expect(shell.asked).toEqual([`integrated/${third}`]);
    expect(await switchTo({ action: 'rollback' })).toEqual({ live: second, canary: null, previous: [first] });
    expect(await switchTo({ action: 'rollback' })).toEqual({ live: first, canary: null, previous: [] });
    // Nothing was live before the first release: a further rollback has nowhere to go.
    expect((await signed(api, 'post', '/releases/integrated/switch', { action: 'rollback' }).expect(400)).body.message).toBe(
      'There is no previous release to roll back to',
    );
  });
});
