import { Module } from '@nestjs/common';
import { createResourceModule } from '../common/resource/create-resource-module.js';
import { definitionOf } from '../resources/index.js';
import { SubmissionsModule } from '../submissions/submissions.module.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';
import { DatabaseKind } from './database-kind.js';

@Module({
  imports: [SubmissionsModule, createResourceModule(definitionOf('clients')), createResourceModule(definitionOf('services'))],
  controllers: [DashboardController],
  providers: [DashboardService, DatabaseKind],
})
export class DashboardModule {}
