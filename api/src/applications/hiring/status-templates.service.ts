import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { isTemplateStatus, type StatusTemplate, type StatusTemplateInput, TEMPLATE_STATUSES, type TemplateStatus } from '@site/contracts';
import { DEFAULT_TEMPLATES } from './default-templates.js';

interface StoredTemplate extends StatusTemplateInput {
  _id: TemplateStatus;
  updatedAt: Date;
}

/** One template per status, kept under the status (three documents, each read by `_id`). */
@Injectable()
export class StatusTemplates {
  private readonly col: Collection<StoredTemplate>;

  constructor(@InjectConnection() connection: Connection) {
    this.col = connection.db!.collection<StoredTemplate>('statustemplates');
  }

  /** 400 for a status that has no template. */
  statusOf(status: string): TemplateStatus {
    if (!isTemplateStatus(status)) throw new BadRequestException(`A template is for one of ${TEMPLATE_STATUSES.join(', ')}`);
    return status;
  }

  async get(status: TemplateStatus): Promise<StatusTemplate> {
    const stored = await this.col.findOne({ _id: status });
    return stored ? { status, subject: stored.subject, body: stored.body, updatedAt: stored.updatedAt.toISOString() } : { status, ...DEFAULT_TEMPLATES[status] };
  }

  all(): Promise<StatusTemplate[]> {
    return Promise.all(TEMPLATE_STATUSES.map((s) => this.get(s)));
  }

  async save(status: TemplateStatus, input: StatusTemplateInput): Promise<StatusTemplate> {
    await this.col.replaceOne({ _id: status }, { ...input, updatedAt: new Date() }, { upsert: true });
    return this.get(status);
  }
}
