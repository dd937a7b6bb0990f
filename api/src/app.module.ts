import { type DynamicModule, Inject, type MiddlewareConsumer, Module, type NestModule, type OnModuleInit } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { MongooseModule } from '@nestjs/mongoose';
import { ConfigModule } from './config/config.module.js';
import type { AppConfig } from './config/env.js';
import { AuthModule } from './accounts/index.js';
import { ApplicationsModule } from './applications/index.js';
import { AuditModule } from './audit/index.js';
import { InfrastructureModule } from './common/infrastructure.module.js';
import { ContentModule } from './content/index.js';
import { DashboardModule } from './dashboard/index.js';
import { DrivesModule } from './drives/index.js';
import { HealthModule } from './health/index.js';
import { type LogDestination, LoggingModule } from './logging/logging.module.js';
import { MailModule } from './mail/index.js';
import { PhoneCodesModule } from './phone-codes/index.js';
import { PrivacyModule } from './privacy/index.js';
import { ReleasesModule } from './releases/index.js';
import { SeedModule } from './seed/index.js';
import { SmsModule } from './sms/index.js';
import { SiteSettingsModule } from './settings/index.js';
import { SubmissionsModule } from './submissions/index.js';

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

const PARTS = Symbol('PARTS');

/** What the app needs besides its configuration. */
export interface AppParts {
  /** Where the log goes (stdout unless given). */
  logDestination?: LogDestination;
  /** Express middleware for every request, run after the request log's own (which a global module mounts first). */
  middleware: RequestHandler;
  /** Adds routes that are not Nest controllers (the API docs): after the middleware, before Nest's not-found answer. */
  addRoutes?: () => void;
}

@Module({})
export class AppModule implements NestModule, OnModuleInit {
  constructor(@Inject(PARTS) private readonly parts: AppParts) {}

  /** The configuration is passed in (not read here) so tests can build apps on their own databases. */
  static forRoot(config: AppConfig, parts: AppParts): DynamicModule {
    return {
      module: AppModule,
      providers: [{ provide: PARTS, useValue: parts }],
      imports: [
        LoggingModule.forRoot(config.logLevel, parts.logDestination),
        ConfigModule.forRoot(config),
        MongooseModule.forRoot(config.mongoUri, { dbName: config.mongoDb, ...DATABASE_OUTAGE_OPTIONS }),
        InfrastructureModule,
        // The rooms, lowest first: each imports only rooms above it in this list.
        SiteSettingsModule,
        MailModule,
        SmsModule,
        ContentModule,
        AuthModule,
        SubmissionsModule,
        PhoneCodesModule,
        ApplicationsModule,
        PrivacyModule,
        DrivesModule,
        AuditModule,
        ReleasesModule,
        DashboardModule,
        HealthModule,
        SeedModule,
      ],
    };
  }

  configure(consumer: MiddlewareConsumer) {
    consumer.apply(this.parts.middleware).forRoutes('/');
  }

  // Nest mounts the middleware, then the controllers' routes, then calls this, then adds its not-found answer.
  onModuleInit() {
    this.parts.addRoutes?.();
  }
}
