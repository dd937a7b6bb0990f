import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { auditAnswer, LIST_QUERY, OBJECT_ID, pagingParams } from '@site/contracts';
import { Answers, QueryParams, Summary } from '../common/docs/api-docs.decorators.js';
import { AdminAccountsService } from '../accounts/index.js';
import { parseOrThrow } from '../common/http/parse.js';
import { AuditLog } from './audit-log.js';
import { AuditSubjects } from './audit-subjects.js';
import { AuditAs } from '../common/audit.decorators.js';

const auditQuery = z.object({
  ...pagingParams,
  resource: z.string({ error: 'resource must be one text' }).max(100).optional(),
  documentId: z.string({ error: 'documentId must be one text' }).regex(OBJECT_ID, 'documentId must be a document ID').optional(),
});

@ApiTags('audit')
@AuditAs('Audit')
@Controller('admin/audit')
export class AuditController {
  constructor(
    private readonly audit: AuditLog,
    private readonly subjects: AuditSubjects,
    private readonly admins: AdminAccountsService,
  ) {}

  /**
   * Admin writes, newest first, with each admin's e-mail and what each is about (`subject`: the item's type, title and
   * whether it still exists), admin only, as every route by default.
   */
  @Get()
  @Summary('Read the audit log', 'Who changed what and when, newest first, a page at a time.')
  @QueryParams(auditQuery)
  @Answers(auditAnswer)
  async list(@Query() query: unknown) {
    const { page = 1, limit = LIST_QUERY.defaultLimit, resource, documentId } = parseOrThrow(auditQuery, query);
    const { entries, total } = await this.audit.page({ resource, documentId }, page, limit);
    const [emails, described] = await Promise.all([this.admins.emailsOf(entries.map((e) => e.adminId)), this.subjects.withSubjects(entries)]);
    // `event` is the log's own mark (a replay's check), not the reader's.
    return { entries: described.map(({ event: _event, ...e }) => ({ ...e, adminEmail: emails.get(e.adminId) ?? null })), total, page, limit };
  }
}
