import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  inboxChange,
  inboxDetailAnswer,
  inboxPageAnswer,
  inboxQuery,
  mayUse,
  RESOURCE_AREAS,
  SUBMISSION_KEYS,
  submissionCounts,
  type SubmissionKey,
} from '@site/contracts';
import { Accepts, Answers, QueryParams, Summary } from '../../common/docs/api-docs.decorators.js';
import { z } from 'zod';
import type { AdminRequest } from '../../common/auth/requests.js';
import { parseOrThrow } from '../../common/http/parse.js';
import { InboxService } from './inbox.service.js';
import { AuditRead, AuditAs } from '../../common/audit.decorators.js';
import { Area } from '../../common/auth/access.decorator.js';
import type { Request } from 'express';

const isSubmissionKey = (type: unknown): type is SubmissionKey => SUBMISSION_KEYS.includes(type as SubmissionKey);

/** Each kind is opened and changed here by the admins of its area (a recruiter: job applications); the whole inbox is the owner's. */
const itemArea = (req: Request) => (isSubmissionKey(req.params.type) ? RESOURCE_AREAS[req.params.type] : 'owner');

const typeParam = z.enum(SUBMISSION_KEYS as [SubmissionKey, ...SubmissionKey[]], { error: `The type must be one of ${SUBMISSION_KEYS.join(', ')}` });

/** The inbox of every visitor submission (admin only, as every route by default). */
@ApiTags('inbox')
@AuditAs('Inbox')
@Controller('admin/inbox')
export class InboxController {
  constructor(private readonly inbox: InboxService) {}

  @Get()
  @Summary('Read the inbox', 'Every visitor submission, newest first, a page at a time.')
  @QueryParams(inboxQuery)
  @Answers(inboxPageAnswer)
  list(@Query() query: unknown) {
    return this.inbox.list(parseOrThrow(inboxQuery, query));
  }

  /** A recruiter's screens (applications, jobs) read it too: they get the counts of the types they may open. */
  @Get('counts')
  @Area('hiring')
  @Summary('Count the submissions', 'How many are New in all, and each type’s count by status (the types the admin may open; others count 0).')
  @Answers(submissionCounts)
  counts(@Req() req: AdminRequest) {
    return this.inbox.counts((key) => mayUse(req.admin.access, RESOURCE_AREAS[key]));
  }

  @Get(':type/:id')
  @Area(itemArea)
  @AuditRead('Inbox', 'detail', (req) => ({ documentId: req.params.id as string, subjectType: req.params.type as SubmissionKey }))
  @Summary('Read one submission', 'With its history and its e-mails.')
  @Answers(inboxDetailAnswer)
  detail(@Param('type') type: string, @Param('id') id: string) {
    return this.inbox.detail(parseOrThrow(typeParam, type), id);
  }

  /** Status, assignee and notes; each change is written into the submission's history. */
  @Post(':type/:id')
  @Area(itemArea)
  @HttpCode(200)
  @Summary('Change a submission', 'Its status, its assignee or a note; each change goes into its history.')
  @Accepts(inboxChange)
  @Answers(inboxDetailAnswer)
  change(@Param('type') type: string, @Param('id') id: string, @Body() body: unknown, @Req() req: AdminRequest) {
    return this.inbox.change(parseOrThrow(typeParam, type), id, parseOrThrow(inboxChange, body), req.admin);
  }
}
