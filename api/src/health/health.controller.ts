import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { HealthCheck, type HealthCheckResult, HealthCheckService, MongooseHealthIndicator } from '@nestjs/terminus';
import type { Connection } from 'mongoose';
import { ApiTags } from '@nestjs/swagger';
import { healthAnswer } from '@site/contracts';
import { Access } from '../common/auth/access.decorator.js';
import { Answers, Summary } from '../common/docs/api-docs.decorators.js';
import { AuditAs } from '../common/audit.decorators.js';

const PING_TIMEOUT_MS = 2000;

@ApiTags('health')
@AuditAs('Health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly mongoose: MongooseHealthIndicator,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  /**
   * Reports whether the database answers a ping: 200 when it does, 503 when it does not. Besides Terminus' report,
   * the body keeps the flat `database` and `latencyMs` fields that monitors of this endpoint already read.
   */
  @Access('public')
  @Get()
  @HealthCheck()
  @Summary('Check the API and its database', '200 when the database answers a ping, 503 when it does not.')
  @Answers(healthAnswer)
  async check() {
    const started = Date.now();
    try {
      const result = await this.health.check([() => this.mongoose.pingCheck('database', { connection: this.connection, timeout: PING_TIMEOUT_MS })]);
      return { ...result, database: 'up', latencyMs: Date.now() - started };
    } catch (err) {
      if (!(err instanceof ServiceUnavailableException)) throw err;
      const result = err.getResponse() as HealthCheckResult;
      const database = result.details?.database?.status === 'up' ? 'up' : 'down';
      const message = result.status === 'shutting_down' ? 'The API is shutting down' : 'Database unreachable';
      throw new ServiceUnavailableException({ message, ...result, database });
    }
  }
}
