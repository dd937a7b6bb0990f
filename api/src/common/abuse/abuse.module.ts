import { Global, Module } from '@nestjs/common';
import { Foreground } from '../http/foreground.js';
import { ExpiringCollections } from './expiring-collections.js';
import { SubmissionGuard } from './submission-guard.js';

/**
 * Rate-limit counters and the spam defence of anonymous writes, shared by the resources and sign-in, and the count of
 * those in flight that background work makes room for.
 */
@Global()
@Module({ providers: [ExpiringCollections, SubmissionGuard, Foreground], exports: [ExpiringCollections, SubmissionGuard, Foreground] })
export class AbuseModule {}
