import { Injectable } from '@nestjs/common';
import type { Collection } from 'mongodb';
import { AdminAccountsService } from '../../accounts/index.js';
import { InjectCollection } from '../../common/collections.js';
import { KeyedLog, type Logged } from '../../common/keyed-log.js';

/** The collection of the log, one entry `<applicationId>#<n>` per opening. */
export const RESUME_LOG = 'resumelog';

/** 'export': in the zip of a person's CVs (docs/behaviour.md §14). */
export type ResumeAccessKind = 'download' | 'preview' | 'export';

interface ResumeAccess {
  adminId: string;
  at: Date;
  /** The client's address as the API sees it (see TRUST_PROXY). */
  ip: string;
  how: ResumeAccessKind;
}

/**
 * Who opened a CV, when, from where and how (docs/behaviour.md §10): résumés are personal data. Kept under the
 * application's id, so one application's log costs its own length to read, whatever else is stored.
 */
@Injectable()
export class ResumeLog {
  private readonly log: KeyedLog<ResumeAccess>;

  constructor(
    @InjectCollection(RESUME_LOG) col: Collection<Logged<ResumeAccess>>,
    private readonly admins: AdminAccountsService,
  ) {
    this.log = new KeyedLog(col);
  }

  async record(applicationId: string, adminId: string, how: ResumeAccessKind, ip: string | undefined) {
    await this.log.append(applicationId, { adminId, how, ip: ip ?? 'unknown', at: new Date() });
  }

  /** The entries of one application, oldest first, each with the admin's e-mail. */
  async list(applicationId: string) {
    const entries = await this.log.list(applicationId);
    const emails = await this.admins.emailsOf(entries.map((e) => e.adminId));
    return entries.map(({ adminId, at, ip, how }) => ({ adminId, at, ip, how, adminEmail: emails.get(adminId) ?? null }));
  }

  /** The entries of several applications, oldest first, each with its application and the admin's e-mail. */
  async listOf(applicationIds: string[]) {
    const entries = (
      await Promise.all(applicationIds.map(async (applicationId) => (await this.log.list(applicationId)).map((e) => ({ ...e, applicationId }))))
    ).flat();
    entries.sort((a, b) => a.at.getTime() - b.at.getTime());
    const emails = await this.admins.emailsOf(entries.map((e) => e.adminId));
    return entries.map((e) => ({ applicationId: e.applicationId, at: e.at.toISOString(), adminEmail: emails.get(e.adminId) ?? '', how: e.how }));
  }

  /** Forgets the entries of deleted applications; returns how many. */
  removeOf(applicationIds: string[]): Promise<number> {
    return this.log.remove(applicationIds);
  }
}
