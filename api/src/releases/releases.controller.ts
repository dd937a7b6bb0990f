import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { releaseReportSchema } from '@site/contracts/releases';
import { Access } from '../common/auth/access.decorator.js';
import { AuditAs } from '../common/audit.decorators.js';
import { Accepts, Answers, AnswersError, Summary } from '../common/docs/api-docs.decorators.js';
import { parseOrThrow } from '../common/http/parse.js';
import { liveReleasesAnswer } from './release-answers.js';
import { ReleaseRegistry } from './release-registry.js';
import { ReleaseReports } from './release-reports.js';

/** What anyone may call: the shell's read of the pointers, and the browsers' reports. */
@ApiTags('releases')
@AuditAs('PublicReleases')
@Controller('releases')
export class PublicReleasesController {
  constructor(
    private readonly registry: ReleaseRegistry,
    private readonly reports: ReleaseReports,
  ) {}

  @Access('public')
  @Get('live')
  @Header('Cache-Control', 'no-cache')
  @Summary(
    'Read which release of each remote is live',
    'Per remote: the live release, the canary and its share of visitors, and the releases live before (latest first). Ids only. Read by the shell every second.',
  )
  @Answers(liveReleasesAnswer)
  live() {
    return this.registry.live();
  }

  @Access('public')
  @Post('report')
  @HttpCode(204)
  @Summary(
    'Report that a release loaded or failed',
    'Anonymous, at most 1 KB (JSON, or the same as text/plain for navigator.sendBeacon), limited per client address (RELEASE_REPORT_RATE_LIMIT a RELEASE_REPORT_RATE_WINDOW_MS, 30 a minute by default). Counted only with the `token` the shell wrote into the page for that release (one load and one failure per token and release), and added to the release every few seconds; any other report, or one of a release not registered, is answered the same and ignored.',
  )
  @Accepts(releaseReportSchema)
  @ApiResponse({ status: 204, description: 'Taken (no body), whether it counts or not' })
  @AnswersError(429, 'Too many reports from this address')
  report(@Body() body: unknown) {
    this.reports.count(parseOrThrow(releaseReportSchema, body));
  }
}
