import { Controller, Get, Module, ServiceUnavailableException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Access } from '../common/auth/access.decorator.js';

@Controller('health')
class HealthController {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  /** Reports whether the database answers a ping (503 when it does not). */
  @Access('public')
  @Get()
  async health() {
    const started = Date.now();
    const ok = await Promise.race([
      this.connection.db?.admin().ping().then(() => true, () => false) ?? Promise.resolve(false),
      new Promise<boolean>((r) => setTimeout(() => r(false), 2000).unref()),
    ]);
    if (!ok) throw new ServiceUnavailableException({ message: 'Database unreachable', status: 'error', database: 'down' });
    return { status: 'ok', database: 'up', latencyMs: Date.now() - started };
  }
}

@Module({ controllers: [HealthController] })
export class HealthModule {}
