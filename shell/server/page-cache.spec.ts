import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { bytesOf, keptPage, PageCache } from './page-cache';
import { pageUntil } from './page-until';

const page = (html: string, until = Infinity) => keptPage(html, 200, { 'Content-Security-Policy': "script-src 'self'" }, until);

describe('the cache of drawn pages', () => {
  it('draws a page once for every request that asks while it is drawn, then answers from memory', async () => {
    const cache = new PageCache();
    let draws = 0;
    const draw = async () => {
      draws += 1;
      await new Promise((r) => setTimeout(r, 10));
      return { page: page('<p>jobs</p>'), keep: true };
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.getOrDraw('/main/jobs', draw)));
    expect(draws).toBe(1);
    expect(new Set(answers).size).toBe(1);
    await cache.getOrDraw('/main/jobs', draw);
    expect(draws).toBe(1);
  });

  it('does not keep a page drawn without all it needs, nor one past its time', async () => {
    const cache = new PageCache();
    let draws = 0;
    await cache.getOrDraw('a', async () => ({ page: page(`<p>${++draws}</p>`), keep: false }));
    await cache.getOrDraw('a', async () => ({ page: page(`<p>${++draws}</p>`), keep: false }));
    expect(draws).toBe(2);
    cache.set('b', page('<p>b</p>', 1000));
    expect(cache.get('b', 999)).toBeDefined();
    expect(cache.get('b', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most its bytes, dropping the page read longest ago', () => {
    const cache = new PageCache(8 * 100);
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, page('x'.repeat(100)));
    cache.get('a');
    for (const key of ['e', 'f', 'g', 'h', 'i']) cache.set(key, page('x'.repeat(100)));
    expect(cache.size).toBe(8);
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    // A page larger than an eighth of the cache is never kept.
    cache.set('big', page('x'.repeat(101)));
    expect(cache.get('big')).toBeUndefined();
  });

  it('compresses each encoding once, to the same bytes, and tags the page by its bytes and headers', async () => {
    const kept = page('<p>नमस्ते</p>');
    const [br, again, gz] = await Promise.all([bytesOf(kept, 'br'), bytesOf(kept, 'br'), bytesOf(kept, 'gzip')]);
    expect(again).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe('<p>नमस्ते</p>');
    expect(gunzipSync(gz).toString()).toBe('<p>नमस्ते</p>');
    expect(page('<p>नमस्ते</p>').etag).toBe(kept.etag);
    expect(keptPage('<p>नमस्ते</p>', 200, { 'Content-Security-Policy': "script-src 'none'" }, Infinity).etag).not.toBe(kept.etag);
  });
});

describe('until when a drawn page holds', () => {
  // 10:00 in India on 1 March 2027.
  const now = Date.parse('2027-03-01T10:00:00+05:30');
  it('is the end of India’s day (the open jobs), or the next slot start of the drives it shows', () => {
    expect(pageUntil(undefined, now)).toBe(Date.parse('2027-03-02T00:00:00+05:30'));
    const drive = { day: '2027-03-01', slots: [{ start: '09:30' }, { start: '10:30' }, { start: '11:00' }] };
    expect(pageUntil(drive, now)).toBe(Date.parse('2027-03-01T10:30:00+05:30'));
    expect(pageUntil([{ day: '2027-03-05', slots: [{ start: '09:00' }] }, drive], now)).toBe(Date.parse('2027-03-01T10:30:00+05:30'));
    expect(pageUntil([{ day: '2027-02-01', slots: [{ start: '09:00' }] }, { nothing: 1 }], now)).toBe(Date.parse('2027-03-02T00:00:00+05:30'));
  });
});
