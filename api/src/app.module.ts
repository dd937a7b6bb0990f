import { type DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ConfigModule } from './config/config.module.js';
import type { AppConfig } from './config/env.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { AbuseModule } from './common/abuse/abuse.module.js';
import { ContentCacheModule } from './common/cache/content-cache.module.js';
import { FilesModule } from './common/files/files.module.js';
import { createResourceModule } from './common/resource/create-resource-module.js';
import { HealthModule } from './health/health.module.js';
import { HiringModule } from './hiring/hiring.module.js';
import { InboxModule } from './inbox/inbox.module.js';
import { MailModule } from './mail/mail.module.js';
import { PrivacyNoticesModule } from './privacy/privacy-notices.js';
import { PrivacyModule } from './privacy/privacy.module.js';
import { ResumesModule } from './resources/apply-jobs/resumes.controller.js';
import { RESOURCE_DEFINITIONS } from './resources/index.js';
import { SeedModule } from './seed/seed.module.js';
import { DashboardModule } from './dashboard/dashboard.module.js';
import { SubmissionStoreModule } from './submissions/submission-store.module.js';

/**
 * While the database is down a request fails fast (503, see database-unavailable.ts) instead of waiting: commands are
 * not buffered by mongoose, and the driver gives up finding a server after 2 s. It keeps checking every 2 s, so the
 * API picks the database up again by itself when it is back.
 */
const DATABASE_OUTAGE_OPTIONS = {
  bufferCommands: false,
  serverSelectionTimeoutMS: 2000,
  connectTimeoutMS: 2000,
  heartbeatFrequencyMS: 2000,
  // A database that accepts connections but never answers: the call fails rather than holding the visitor.
  socketTimeoutMS: 20_000,
};

@Module({})
export class AppModule {
  /** The configuration is passed in (not read here) so tests can build apps on their own databases. */
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        MongooseModule.forRoot(config.mongoUri, { dbName: config.mongoDb, ...DATABASE_OUTAGE_OPTIONS }),
        ContentCacheModule,
        MailModule,
        PrivacyNoticesModule,
        AbuseModule,
        AuthModule,
        AuditModule,
        SubmissionStoreModule,
        FilesModule,
        ...RESOURCE_DEFINITIONS.map(createResourceModule),
        ResumesModule,
        InboxModule,
        HiringModule,
        PrivacyModule,
        DashboardModule,
        HealthModule,
        SeedModule,
      ],
    };
  }
}
