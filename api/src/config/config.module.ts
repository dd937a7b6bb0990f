import { type DynamicModule, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from './env.js';

/** Provides the one validated configuration to every module (global, as @nestjs/config's ConfigModule is). */
@Module({})
export class ConfigModule {
  /** The configuration is passed in, not read here, so tests can build apps on their own databases. */
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, global: true, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}
