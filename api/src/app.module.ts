import { type DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ConfigModule } from './config/config.module.js';
import type { AppConfig } from './config/env.js';
import { AuditModule } from './audit/audit.module.js';
import { AuthModule } from './auth/auth.module.js';
import { ContentCacheModule } from './common/cache/content-cache.module.js';
import { FilesModule } from './common/files/files.module.js';
import { createResourceModule } from './common/resource/create-resource-module.js';
import { HealthModule } from './health/health.module.js';
import { InboxModule } from './inbox/inbox.module.js';
import { MailModule } from './mail/mail.module.js';
import { ResumesModule } from './resources/apply-jobs/resumes.controller.js';
import { RESOURCE_DEFINITIONS } from './resources/index.js';
import { SeedModule } from './seed/seed.module.js';

@Module({})
export class AppModule {
  /** The configuration is passed in (not read here) so tests can build apps on their own databases. */
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        MongooseModule.forRoot(config.mongoUri, { dbName: config.mongoDb, serverSelectionTimeoutMS: 5000 }),
        ContentCacheModule,
        MailModule,
        AuthModule,
        AuditModule,
        FilesModule,
        ...RESOURCE_DEFINITIONS.map(createResourceModule),
        ResumesModule,
        InboxModule,
        HealthModule,
        SeedModule,
      ],
    };
  }
}
