import { describe, expect, it } from '@jest/globals';
import { GroupedInserts } from './grouped-inserts.js';

describe('GroupedInserts', () => {
  it('sends a lone caller at once and the callers that came meanwhile together, in order', async () => {
    const calls: number[][] = [];
    let release!: () => void;
    const grouped = new GroupedInserts<number>(async (docs) => {
      calls.push(docs);
      if (calls.length === 1) await new Promise<void>((r) => (release = r));
    });
    const first = grouped.add([1]);
    const later = [grouped.add([2, 3]), grouped.add([4])];
    expect(calls).toEqual([[1]]);
    release();
    await Promise.all([first, ...later]);
    expect(calls).toEqual([[1], [2, 3, 4]]);
  });

  it('fails only the callers whose documents the database refused', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const grouped = new GroupedInserts<string>(async (docs) => {
      if (docs.length === 1) return gate;
      const writeErrors = docs.flatMap((d, index) => (d.startsWith('bad') ? [{ index, code: 11000, errmsg: `E11000 duplicate key ${d}` }] : []));
      throw Object.assign(new Error('E11000 duplicate key'), { writeErrors });
    });
    const first = grouped.add(['a']);
    const outcomes = [grouped.add(['b', 'c']), grouped.add(['d', 'bad-e']), grouped.add(['f'])].map((p) =>
      p.then(
        () => 'ok',
        (e: Error & { code?: number }) => `${e.code} ${e.message}`,
      ),
    );
    release();
    await first;
    expect(await Promise.all(outcomes)).toEqual(['ok', '11000 E11000 duplicate key bad-e', 'ok']);
  });

  it('fails every caller of the batch on an error that names no document', async () => {
    const grouped = new GroupedInserts<number>(async () => {
      throw new Error('connection closed');
    });
    await expect(Promise.all([grouped.add([1]), grouped.add([2])])).rejects.toThrow('connection closed');
    await expect(grouped.add([3])).rejects.toThrow('connection closed');
  });
});
