import { describe, expect, it } from '@jest/globals';
import { untilContentChanges } from './until-content-changes.js';

/** A content cache's generation, moved by hand, and a read that counts its calls and answers as told. */
function setUp(answers: Array<() => Promise<string>>) {
  const cache = { at: 0, generation: (key: string) => (key === 'notices' ? cache.at : -1) };
  let reads = 0;
  const current = untilContentChanges(cache, 'notices', () => answers[reads++]!());
  return { cache, current, reads: () => reads };
}

describe('untilContentChanges', () => {
  it('reads once while the generation stays, and again once it moves', async () => {
    const { cache, current, reads } = setUp([async () => 'first', async () => 'second']);
    expect(await current()).toBe('first');
    expect(await current()).toBe('first');
    expect(reads()).toBe(1);
    cache.at = 1;
    expect(await current()).toBe('second');
    expect(await current()).toBe('second');
    expect(reads()).toBe(2);
  });

  it('shares one read among the calls made while it is under way', async () => {
    let finish!: (v: string) => void;
    const { current, reads } = setUp([() => new Promise((resolve) => (finish = resolve))]);
    const [a, b] = [current(), current()];
    finish('once');
    expect(await Promise.all([a, b])).toEqual(['once', 'once']);
    expect(reads()).toBe(1);
  });

  it('keeps no failed read: the next call reads again', async () => {
    const { current, reads } = setUp([() => Promise.reject(new Error('down')), async () => 'back']);
    await expect(current()).rejects.toThrow('down');
    expect(await current()).toBe('back');
    expect(reads()).toBe(2);
  });

  it('keeps a later read when an earlier one, read before the generation moved, fails after it', async () => {
    let fail!: (e: Error) => void;
    const { cache, current, reads } = setUp([() => new Promise((_, reject) => (fail = reject)), async () => 'new']);
    const old = current();
    cache.at = 1;
    expect(await current()).toBe('new');
    fail(new Error('late'));
    await expect(old).rejects.toThrow('late');
    expect(await current()).toBe('new');
    expect(reads()).toBe(2);
  });
});
