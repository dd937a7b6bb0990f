import { type CallHandler, type ExecutionContext, Inject, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { concatMap } from 'rxjs';
import type { AdminRequest } from '../common/auth/requests.js';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { AUDIT_READ, type AuditedRead } from '../common/audit.decorators.js';
import { AuditLog } from './audit-log.js';

/**
 * Records each reading of personal data marked with @AuditRead (docs/behaviour.md §12), once it has answered, under
 * the name and action the route declares. Writes are recorded from the facts they publish (audit-trail.ts).
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler) {
    const read = this.reflector.get<AuditedRead | undefined>(AUDIT_READ, context.getHandler());
    const req = context.switchToHttp().getRequest<AdminRequest>();
    // Reads are marked on admin routes only; the guard has checked the token.
    if (!read || req.admin?.role !== 'admin') return next.handle();
    return next.handle().pipe(
      concatMap(async (body: unknown) => {
        const { documentId, subjectType, detail } = read.describe(req, this.config.jwtSecret);
        await this.audit
          .record({
            at: new Date(),
            adminId: req.admin.sub,
            adminName: req.admin.name,
            resource: read.name,
            action: read.action,
            ...(documentId && { documentId }),
            ...(subjectType && { subjectType }),
            ...(detail && { detail }),
          })
          // The read is done: a failure to record it is logged, not turned into an error for the admin.
          .catch((err: Error) => this.logger.error(`Could not record ${read.name} ${read.action}: ${err.message}`));
        return body;
      }),
    );
  }
}
