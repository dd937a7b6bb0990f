// The instance's own part of readiness, in the order a start and a stop go through it. The HTTP answers, the
// database's part and a real stop are tested in test/platform/health-*.e2e-spec.ts.
import { describe, expect, it } from '@jest/globals';
import type { ContentCache } from '../common/cache/content-cache.js';
import { Readiness } from './readiness.js';

describe('Readiness', () => {
  it('is starting until started and the content cache has read the versions once, then ready, then stopping', () => {
    const cache = { synced: false };
    const readiness = new Readiness(cache as ContentCache);
    expect(readiness.problem).toBe('The API is starting');
    readiness.onApplicationBootstrap();
    // Started, but its first read of the other instances' changes failed (the database went away meanwhile).
    expect(readiness.problem).toBe('The API is starting');
    cache.synced = true;
    expect(readiness.problem).toBeNull();
    readiness.stopping();
    expect(readiness.problem).toBe('The API is stopping');
    readiness.onApplicationBootstrap();
    expect(readiness.problem).toBe('The API is stopping');
  });
});
