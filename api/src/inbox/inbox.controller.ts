import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { inboxChange, inboxQuery, SUBMISSION_KEYS, type SubmissionKey } from '@site/contracts';
import { z } from 'zod';
import type { AdminRequest } from '../common/auth/auth.guard.js';
import { parseOrThrow } from '../common/http/parse.js';
import { InboxService } from './inbox.service.js';
import { AuditRead } from '../common/audit-read.decorator.js';

const typeParam = z.enum(SUBMISSION_KEYS as [SubmissionKey, ...SubmissionKey[]], { error: `The type must be one of ${SUBMISSION_KEYS.join(', ')}` });

/** The inbox of every visitor submission (admin only, as every route by default). */
@ApiTags('inbox')
@ApiBearerAuth()
@Controller('admin/inbox')
export class InboxController {
  constructor(private readonly inbox: InboxService) {}

  @Get()
  list(@Query() query: unknown) {
    return this.inbox.list(parseOrThrow(inboxQuery, query));
  }

  @Get('counts')
  counts() {
    return this.inbox.counts();
  }

  @Get(':type/:id')
  @AuditRead()
  detail(@Param('type') type: string, @Param('id') id: string) {
    return this.inbox.detail(parseOrThrow(typeParam, type), id);
  }

  /** Status, assignee and notes; each change is written into the submission's history. */
  @Post(':type/:id')
  @HttpCode(200)
  change(@Param('type') type: string, @Param('id') id: string, @Body() body: unknown, @Req() req: AdminRequest) {
    return this.inbox.change(parseOrThrow(typeParam, type), id, parseOrThrow(inboxChange, body), req.admin);
  }
}
