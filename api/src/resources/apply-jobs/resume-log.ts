import { Injectable } from '@nestjs/common';
import { InjectConnection, InjectModel, MongooseModule } from '@nestjs/mongoose';
import { type Connection, type Model, Schema } from 'mongoose';
import { adminEmails } from '../../auth/admin-emails.js';

const RESUME_ACCESS = 'ResumeAccess';

/** 'export': in the zip of a person's CVs (docs/behaviour.md §14). */
export type ResumeAccessKind = 'download' | 'preview' | 'export';

interface ResumeAccess {
  applicationId: string;
  adminId: string;
  at: Date;
  /** The client's address as the API sees it (see TRUST_PROXY). */
  ip: string;
  how: ResumeAccessKind;
}

const resumeAccessSchema = new Schema<ResumeAccess>(
  {
    applicationId: { type: String, required: true, index: true },
    adminId: { type: String, required: true },
    at: { type: Date, required: true },
    ip: { type: String, required: true },
    how: { type: String, required: true },
  },
  { versionKey: false, collection: 'resumeaccess' },
);
export const ResumeAccessModel = MongooseModule.forFeature([{ name: RESUME_ACCESS, schema: resumeAccessSchema }]);

/** Who opened a CV, when, from where and how (docs/behaviour.md §10): résumés are personal data. */
@Injectable()
export class ResumeLog {
  constructor(
    @InjectModel(RESUME_ACCESS) private readonly log: Model<ResumeAccess>,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  async record(applicationId: string, adminId: string, how: ResumeAccessKind, ip: string | undefined) {
    await this.log.create({ applicationId, adminId, how, ip: ip ?? 'unknown', at: new Date() });
  }

  /** The entries of one application, oldest first, each with the admin's e-mail. */
  async list(applicationId: string) {
    const entries = await this.log.find({ applicationId }).sort({ at: 1, _id: 1 }).select('-_id -applicationId').lean<ResumeAccess[]>().exec();
    const emails = await adminEmails(this.connection, entries.map((e) => e.adminId));
    return entries.map((e) => ({ ...e, adminEmail: emails.get(e.adminId) ?? null }));
  }

  /** The entries of several applications, oldest first, each with its application and the admin's e-mail. */
  async listOf(applicationIds: string[]) {
    if (!applicationIds.length) return [];
    const entries = await this.log.find({ applicationId: { $in: applicationIds } }).sort({ at: 1, _id: 1 }).select('-_id').lean<ResumeAccess[]>().exec();
    const emails = await adminEmails(this.connection, entries.map((e) => e.adminId));
    return entries.map((e) => ({ applicationId: e.applicationId, at: e.at.toISOString(), adminEmail: emails.get(e.adminId) ?? '', how: e.how }));
  }

  /** Forgets the entries of deleted applications; returns how many. */
  async removeOf(applicationIds: string[]): Promise<number> {
    if (!applicationIds.length) return 0;
    return (await this.log.deleteMany({ applicationId: { $in: applicationIds } }).exec()).deletedCount;
  }
}
