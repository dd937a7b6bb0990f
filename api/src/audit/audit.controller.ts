import { Controller, Get, Query } from '@nestjs/common';
import { InjectConnection, InjectModel } from '@nestjs/mongoose';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { type Connection, type Model, Types } from 'mongoose';
import { z } from 'zod';
import { LIST_QUERY, OBJECT_ID, pagingParams } from '@site/contracts';
import { parseOrThrow } from '../common/http/parse.js';
import { AUDIT_MODEL, type AuditEntry } from './audit.schema.js';

const auditQuery = z.object({
  ...pagingParams,
  resource: z.string({ error: 'resource must be one text' }).max(100).optional(),
  documentId: z.string({ error: 'documentId must be one text' }).regex(OBJECT_ID, 'documentId must be a document ID').optional(),
});

@ApiTags('audit')
@ApiBearerAuth()
@Controller('admin/audit')
export class AuditController {
  constructor(
    @InjectModel(AUDIT_MODEL) private readonly audit: Model<AuditEntry>,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  /** Admin writes, newest first, with each admin's e-mail (admin only, as every route by default). */
  @Get()
  async list(@Query() query: unknown) {
    const { page = 1, limit = LIST_QUERY.defaultLimit, resource, documentId } = parseOrThrow(auditQuery, query);
    const filter = { ...(resource && { resource }), ...(documentId && { documentId }) };
    const [entries, total] = await Promise.all([
      this.audit.find(filter).sort({ at: -1, _id: -1 }).skip((page - 1) * limit).limit(limit).select('-_id').lean<AuditEntry[]>().exec(),
      this.audit.countDocuments(filter).exec(),
    ]);
    const ids = [...new Set(entries.map((e) => e.adminId))].filter((id) => OBJECT_ID.test(id));
    const admins = await this.connection
      .collection('adminlogins')
      .find({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) } }, { projection: { email: 1 } })
      .toArray();
    const emails = new Map(admins.map((a) => [String(a._id), a.email as string]));
    return { entries: entries.map((e) => ({ ...e, adminEmail: emails.get(e.adminId) ?? null })), total, page, limit };
  }
}
