import { Module } from '@nestjs/common';
import { ContentModule } from '../content/index.js';
import { SubmissionsModule } from '../submissions/index.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';
import { DatabaseKind } from './database-kind.js';

@Module({
  imports: [SubmissionsModule, ContentModule],
  controllers: [DashboardController],
  providers: [DashboardService, DatabaseKind],
})
export class DashboardModule {}
