import type { ContentCache } from './content-cache.js';

/**
 * `read`, kept until the content cache's generation of `key` moves: a write on this instance moves it at once,
 * another instance's within the cache's check interval. For a few documents read on every request or submission
 * (the notice in force, the site settings). A failed read is not kept: the next call reads again.
 */
export function untilContentChanges<T>(cache: Pick<ContentCache, 'generation'>, key: string, read: () => Promise<T>): () => Promise<T> {
  let known: { value: Promise<T>; generation: number } | undefined;
  return () => {
    const generation = cache.generation(key);
    if (known?.generation !== generation) {
      const reading = { value: read(), generation };
      known = reading;
      // Only this read is dropped: a later one may have taken its place meanwhile.
      reading.value.catch(() => known === reading && (known = undefined));
    }
    return known.value;
  };
}
