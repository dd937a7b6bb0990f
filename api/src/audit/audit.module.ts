import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuthModule } from '../accounts/index.js';
import { collectionProvider } from '../common/collections.js';
import { AuditController } from './audit.controller.js';
import { AuditSubjects } from './audit-subjects.js';
import { AuditInterceptor } from './audit.interceptor.js';
import { AUDIT_LOG, AuditLog } from './audit-log.js';
import { AuditTrail } from './audit-trail.js';

/**
 * Who changed what, and when: every admin write, from the fact its room tells (AuditTrail), and every marked read of
 * personal data (AuditInterceptor), listed at GET /admin/audit.
 */
@Module({
  imports: [AuthModule],
  controllers: [AuditController],
  providers: [collectionProvider(AUDIT_LOG), AuditLog, AuditSubjects, AuditTrail, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
  // For the rooms below that record their own entries by an explicit call (releases: also a team's and the API's moves).
  exports: [AuditLog],
})
export class AuditModule {}
