// A keyed log's length is found by `_id` lookups from the length an instance saw last, for any length and with a
// length seen before that no longer holds (a log removed, or grown by another instance).
import { beforeAll, describe, expect, it } from '@jest/globals';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Db, Document } from 'mongodb';
import type { Connection } from 'mongoose';
import { KeyedLog, type Logged } from '../../src/common/keyed-log.js';
import { useApi } from '../support/use-api.js';

describe('KeyedLog', () => {
  const { api } = useApi({}, { signIn: false });
  let db: Db;
  beforeAll(() => {
    db = api.app.get<Connection>(getConnectionToken()).db!;
  });

  // A test database has no index on `_id` (docs/operations.md): each lookup reads the collection, so the logs stay short.
  const fill = (key: string, from: number, to: number, name = 'keyedlogtest') =>
    db.collection<Logged<{ i: number }>>(name).insertMany(Array.from({ length: to - from }, (_, k) => ({ _id: `${key}#${from + k}`, i: from + k })));

  it('measures every length from 0 to 70 from nothing, and each next one from the last', async () => {
    const fresh = (n: number) => new KeyedLog(db.collection<Logged<Document>>('keyedlogtest')).length(`fresh${n}`);
    const growing = new KeyedLog(db.collection<Logged<Document>>('keyedlogtest'));
    for (let n = 0; n <= 70; n++) {
      if (n) await fill('fresh', n - 1, n);
      if (n) await fill(`fresh${n}`, 0, n);
      expect(await fresh(n)).toBe(n);
      expect(await growing.length('fresh')).toBe(n);
    }
  });

  it('finds a long log grown by another writer, and a log removed since', async () => {
    const log = new KeyedLog(db.collection<Logged<{ i: number }>>('keyedlogtest2'));
    await fill('long', 0, 300, 'keyedlogtest2');
    expect(await log.length('long')).toBe(300);
    await fill('long', 300, 437, 'keyedlogtest2');
    expect(await log.length('long')).toBe(437);
    expect(await log.append('long', { i: 437 })).toBe(437);
    expect((await log.at('long', [437, 5, 2000])).map((d) => d.i)).toEqual([437, 5]);

    // Removed by another instance: this one's last length no longer holds.
    expect(await new KeyedLog(db.collection<Logged<Document>>('keyedlogtest2')).remove(['long'])).toBe(438);
    expect(await log.length('long')).toBe(0);
    expect(await log.append('long', { i: 0 })).toBe(0);
  });

  it('reads a long log whole a run at a time, in order, as one after another would', async () => {
    const log = new KeyedLog(db.collection<Logged<{ i: number }>>('keyedlogtest3'));
    await log.appendMany(
      'roster',
      Array.from({ length: 233 }, (_, i) => ({ i })),
    );
    const all = await log.all('roster', 50);
    expect(all.map((e) => e.i)).toEqual(Array.from({ length: 233 }, (_, i) => i));
    expect(all).toEqual(await log.list('roster'));
    expect(await log.all('nobody')).toEqual([]);
  });

  it("numbers two writers' batches once each, in each batch's order", async () => {
    const [a, b] = [0, 1].map(() => new KeyedLog(db.collection<Logged<Document>>('keyedlogtest2')));
    const [fromA, fromB] = await Promise.all([
      a!.appendMany('both', [{ w: 'a0' }, { w: 'a1' }, { w: 'a2' }]),
      b!.appendMany('both', [{ w: 'b0' }, { w: 'b1' }, { w: 'b2' }]),
    ]);
    expect([...fromA, ...fromB].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(fromA).toEqual([...fromA].sort());
    expect(fromB).toEqual([...fromB].sort());
    expect((await a!.list('both')).map((d) => d.w).filter((w) => w.startsWith('a'))).toEqual(['a0', 'a1', 'a2']);
  });

  it('appends after what another writer added since, and from 0 once the key was removed', async () => {
    const [a, b] = [0, 1].map(() => new KeyedLog(db.collection<Logged<Document>>('keyedlogtest2')));
    expect(await a!.append('turns', { by: 'a' })).toBe(0);
    expect(await b!.append('turns', { by: 'b' })).toBe(1);
    expect(await a!.append('turns', { by: 'a' })).toBe(2);
    expect(await b!.append('turns', { by: 'b' })).toBe(3);
    expect((await a!.list('turns')).map((d) => d.by)).toEqual(['a', 'b', 'a', 'b']);
    await b!.remove(['turns']);
    expect(await a!.append('turns', { by: 'a' })).toBe(0);
  });
});
