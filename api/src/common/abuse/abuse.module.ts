import { Global, Module } from '@nestjs/common';
import { ExpiringCollections } from './expiring-collections.js';
import { SubmissionGuard } from './submission-guard.js';

/** Rate-limit counters and the spam defence of anonymous writes, shared by the resources and sign-in. */
@Global()
@Module({ providers: [ExpiringCollections, SubmissionGuard], exports: [ExpiringCollections, SubmissionGuard] })
export class AbuseModule {}
