import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import type { Response } from 'express';
import { InjectConnection } from '@nestjs/mongoose';
import { HealthCheck, type HealthCheckResult, HealthCheckService, MongooseHealthIndicator } from '@nestjs/terminus';
import type { Connection } from 'mongoose';
import { ApiTags } from '@nestjs/swagger';
import { healthAnswer, probeAnswer } from '@site/contracts';
import { Access } from '../common/auth/access.decorator.js';
import { Answers, AnswersError, Summary } from '../common/docs/api-docs.decorators.js';
import { AuditAs } from '../common/audit.decorators.js';
import { Readiness } from './readiness.js';

const PING_TIMEOUT_MS = 2000;

@ApiTags('health')
@AuditAs('Health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly mongoose: MongooseHealthIndicator,
    // The whole connection: readiness pings the database itself.
    @InjectConnection() private readonly connection: Connection,
    private readonly readiness: Readiness,
  ) {}

  /** For a load balancer or an orchestrator: the process runs and answers (no database call). */
  @Access('public')
  @Get('live')
  @Summary('Check that the API process runs', '200 while it runs; it reads nothing.')
  @Answers(probeAnswer)
  live() {
    return { status: 'ok' };
  }

  /**
   * For a load balancer: whether this instance should get traffic now. Its 503 is answered here rather than thrown:
   * it is expected (every start, every stop) and polled, so it is not logged as an error.
   */
  @Access('public')
  @Get('ready')
  @Summary(
    'Check that the API instance should get traffic',
    '200 once it has started, while its database answers a ping; 503 while it starts, while the database is out of reach, and from the moment it is told to stop.',
  )
  @Answers(probeAnswer)
  @AnswersError(503, 'Not ready: starting, stopping, or the database is out of reach; `message` says which')
  async ready(@Res() res: Response) {
    const problem = this.readiness.problem ?? ((await this.pings()) ? null : 'Database unreachable');
    if (problem) res.status(503).json({ statusCode: 503, message: problem });
    else res.json({ status: 'ok' });
  }

  private async pings() {
    const result = await this.mongoose.pingCheck('database', { connection: this.connection, timeout: PING_TIMEOUT_MS });
    return result.database?.status === 'up';
  }

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
