import { type CallHandler, type ExecutionContext, Inject, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { concatMap, from } from 'rxjs';
import { ACCESS_KEY, type AccessLevel } from '../common/auth/access.decorator.js';
import type { AdminRequest } from '../common/auth/requests.js';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { AUDIT_AS, AUDIT_READ, type ReadSubject } from '../common/audit.decorators.js';
import type { AuditEntry } from './audit-entry.js';
import { AuditLog } from './audit-log.js';
import { AuditSubjects, contentTitle } from './audit-subjects.js';
import { RECORDS_OWN_AUDIT } from './records-own-audit.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Records every successful admin write, and each reading of personal data marked with @AuditRead (docs/behaviour.md
 * §12). It runs after the guard, so the token is already checked; public and visitor writes (visitors' submissions,
 * sign-in) are not admin actions and are left out.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly subjects: AuditSubjects,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler) {
    const req = context.switchToHttp().getRequest<AdminRequest>();
    const level = this.reflector.getAllAndOverride<AccessLevel>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    // A visitor's own route (deleting their account, docs/behaviour.md §14.1) is not an admin action either.
    const read = this.reflector.get<ReadSubject | undefined>(AUDIT_READ, context.getHandler());
    if (!(WRITES.has(req.method) || read) || level === 'public' || level === 'visitor') return next.handle();
    if (this.reflector.get<boolean | undefined>(RECORDS_OWN_AUDIT, context.getHandler())) return next.handle();
    const { admin } = req;
    const resource = this.reflector.get<string | undefined>(AUDIT_AS, context.getClass()) ?? 'unnamed';
    const action = context.getHandler().name;
    // A deleted item is named as it was: its title is read (one lookup by id) before the delete runs.
    const before = action === 'remove' ? this.subjects.titleBeforeRemove(resource, req.params.id).catch(() => undefined) : Promise.resolve(undefined);
    return from(before).pipe(
      concatMap((removedTitle) =>
        next.handle().pipe(
          concatMap(async (body: { data?: Record<string, unknown> } | undefined) => {
            const documentId = read
              ? read(req, this.config.jwtSecret)
              : ((req.params.id as string | undefined) ?? (body?.data?._id ? String(body.data._id) : undefined));
            // Another area's write about a content item (a restored version) is named by the item as it now reads.
            const title =
              removedTitle ??
              contentTitle(resource, body?.data) ??
              (await this.subjects.titleAfterWrite({ resource, documentId, path: req.path }).catch(() => undefined));
            const entry: AuditEntry = {
              at: new Date(),
              adminId: admin.sub,
              adminName: admin.name,
              resource,
              action,
              documentId,
              ...(title && { title }),
              method: req.method,
              path: req.path,
            };
            // The write is done: a failure to record it is logged, not turned into an error for the admin.
            await this.audit.record(entry).catch((err: Error) => this.logger.error(`Could not record ${req.method} ${req.path}: ${err.message}`));
            return body;
          }),
        ),
      ),
    );
  }
}
