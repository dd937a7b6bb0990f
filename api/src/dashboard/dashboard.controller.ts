import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { dashboardFigures } from '@site/contracts';
import { Answers, Summary } from '../common/docs/api-docs.decorators.js';
import { DashboardService } from './dashboard.service.js';
import { AuditAs } from '../common/audit.decorators.js';

@ApiTags('dashboard')
@AuditAs('Dashboard')
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** Every figure of the back office's home in one answer (admin only, as every route by default). */
  @Get()
  @Summary('Read the dashboard', 'Each card’s count with this and last month’s additions, and the latest submissions.')
  @Answers(dashboardFigures)
  figures() {
    return this.dashboard.figures();
  }
}
