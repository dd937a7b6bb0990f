import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller.js';
import { Readiness } from './readiness.js';

// Terminus' own failure log is off: the exception filter already logs every 5xx answer once.
@Module({ imports: [TerminusModule.forRoot({ logger: false })], controllers: [HealthController], providers: [Readiness], exports: [Readiness] })
export class HealthModule {}
