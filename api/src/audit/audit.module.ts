import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { AuthModule } from '../accounts/index.js';
import { AuditController } from './audit.controller.js';
import { AuditSubjects } from './audit-subjects.js';
import { AuditInterceptor } from './audit.interceptor.js';
import { AuditLog } from './audit-log.js';

/** Who changed what, and when: every admin write is recorded and listed at GET /admin/audit. */
@Module({
  imports: [AuthModule],
  controllers: [AuditController],
  providers: [
    { provide: AuditLog, inject: [getConnectionToken()], useFactory: (c: Connection) => new AuditLog(c.db!) },
    AuditSubjects,
    { provide: APP_INTERCEPTOR, useClass: AuditInterceptor },
  ],
  // For the rooms that record their own entries (see RecordsOwnAudit).
  exports: [AuditLog],
})
export class AuditModule {}
