import { Injectable } from '@nestjs/common';
import type { RequestHandler } from 'express';

/**
 * The visitors' forms being answered now. The embedded database writes one call at a time, so background work (the
 * derived documents' writer, the mail sender) waits for a moment with no form in flight before each batch, for a
 * bounded time: a burst of forms is answered first, and the background catches up in larger batches right after it.
 */
@Injectable()
export class Foreground {
  private busy = 0;
  private readonly waiters = new Set<() => void>();

  /** Middleware of the visitors' write routes. */
  readonly track: RequestHandler = (_req, res, next) => {
    this.busy++;
    res.once('close', () => {
      if (--this.busy > 0) return;
      for (const wake of [...this.waiters]) wake();
    });
    next();
  };

  /** Resolves once no form is in flight, or after `maxWaitMs`. */
  quiet(maxWaitMs: number): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, maxWaitMs);
      this.waiters.add(wake);
    });
  }
}
