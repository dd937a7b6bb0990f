import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { SUBMISSION_KEYS } from '@site/contracts';
import { concatMap, type Observable } from 'rxjs';
import type { AdminRequest } from '../common/auth/auth.guard.js';
import { InboxService } from './inbox.service.js';

/**
 * Puts an edit made on a submission type's own screen (the generic resource route `edit`) into the inbox history
 * (docs/behaviour.md §13), so the resource service stays generic: the submission is read before the route runs and
 * again after it succeeded. A deletion takes the submission and its page away; the audit log (§12) keeps it.
 */
@Injectable()
export class ScreenChangesInterceptor implements NestInterceptor {
  private readonly logger = new Logger('InboxHistory');

  constructor(private readonly inbox: InboxService) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<AdminRequest>();
    const key = SUBMISSION_KEYS.find((k) => context.getClass().name === `${k}Controller`);
    const id = req.params?.id;
    if (!key || context.getHandler().name !== 'edit' || typeof id !== 'string' || !req.admin) return next.handle();
    const before = await this.inbox.stored(key, id);
    if (!before) return next.handle();
    return next.handle().pipe(
      concatMap(async (body: unknown) => {
        // The change is made: a failure to record it is logged, not turned into an error for the admin.
        await this.inbox
          .stored(key, id)
          .then((after) => after && this.inbox.recordScreenChange(key, id, before, after, req.admin))
          .catch((err: Error) => this.logger.error(`Could not record ${req.method} ${req.path} in the history: ${err.message}`));
        return body;
      }),
    );
  }
}
