import { type DynamicModule, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { APP_CONFIG, type AppConfig } from './config/env.js';
import { AuthModule } from './auth/auth.module.js';
import { FilesModule } from './common/files/files.module.js';
import { createResourceModule } from './common/resource/create-resource-module.js';
import { HealthModule } from './health/health.controller.js';
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
        // Global like @nestjs/config's ConfigModule: every module reads the one validated configuration.
        { module: class ConfigModule {}, global: true, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] },
        MongooseModule.forRoot(config.mongoUri, { dbName: config.mongoDb, serverSelectionTimeoutMS: 5000 }),
        AuthModule,
        FilesModule,
        ...RESOURCE_DEFINITIONS.map(createResourceModule),
        ResumesModule,
        HealthModule,
        SeedModule,
      ],
    };
  }
}
