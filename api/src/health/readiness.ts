import { type BeforeApplicationShutdown, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ContentCache } from '../common/cache/content-cache.js';

/**
 * Whether this instance should get traffic, as far as it knows by itself: not while it starts (until every module
 * has started and the content cache has read the other instances' changes once) and not from the moment it is told
 * to stop. `/health/ready` adds the database's ping to it.
 */
@Injectable()
export class Readiness implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private phase: 'starting' | 'running' | 'stopping' = 'starting';

  constructor(private readonly cache: ContentCache) {}

  onApplicationBootstrap() {
    if (this.phase === 'starting') this.phase = 'running';
  }

  /** From the stop signal on (graceful-stop.ts), before the drain. */
  stopping() {
    this.phase = 'stopping';
  }

  /** Any other close of the app. */
  beforeApplicationShutdown() {
    this.stopping();
  }

  /** Why the instance is not ready by itself, or null. */
  get problem(): string | null {
    if (this.phase === 'stopping') return 'The API is stopping';
    if (this.phase === 'starting' || !this.cache.synced) return 'The API is starting';
    return null;
  }
}
