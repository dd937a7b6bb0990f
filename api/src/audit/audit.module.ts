import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { AuthModule } from '../auth/auth.module.js';
import { AuditController } from './audit.controller.js';
import { AuditSubjects } from './audit-subjects.js';
import { AuditInterceptor } from './audit.interceptor.js';
import { AUDIT_MODEL, auditSchema } from './audit.schema.js';

/** Who changed what, and when: every admin write is recorded and listed at GET /admin/audit. */
@Module({
  imports: [MongooseModule.forFeature([{ name: AUDIT_MODEL, schema: auditSchema }]), AuthModule],
  controllers: [AuditController],
  providers: [AuditSubjects, { provide: APP_INTERCEPTOR, useClass: AuditInterceptor }],
})
export class AuditModule {}
