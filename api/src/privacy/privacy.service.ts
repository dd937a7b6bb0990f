// Everything held about one person, found, exported and erased (docs/behaviour.md §14); the deletion is shared with
// the retention job.
import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection, Model } from 'mongoose';
import { type DeletedCounts, type EraseResult, noDeletions, type PersonRecord, type PersonSubmission, SUBMISSION_KEYS, type SubmissionKey } from '@site/contracts';
import { type Account, USER_MODEL } from '../auth/accounts.schema.js';
import { FILE_STORE, type FileStore, parseStoredPath, type StoredFile } from '../common/files/file-store.js';
import { escapeRegExp } from '../common/resource/list-query.js';
import type { Doc } from '../common/resource/resource.service.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { ResumeLog } from '../resources/apply-jobs/resume-log.js';
import { SubmissionHistory } from '../submissions/submission-history.js';
import { SubmissionsService } from '../submissions/submissions.service.js';

/**
 * The address as stored (the contract lower-cases it) or as an older document may hold it in another case: the
 * whole address, ignoring case, as literal text.
 */
const sameEmail = (email: string) => ({ $regex: `^${escapeRegExp(email)}$`, $options: 'i' });

const DELETE_BATCH = 200;

@Injectable()
export class PrivacyService {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly submissions: SubmissionsService,
    private readonly history: SubmissionHistory,
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly resumeLog: ResumeLog,
    private readonly mail: MailOutbox,
  ) {}

  private get services() {
    return this.submissions.services;
  }

  private get accounts() {
    return this.connection.model(USER_MODEL) as Model<Account>;
  }

  /** Every submission, the account, the e-mails and the CV openings of one address; empty for an unknown one. */
  async find(email: string): Promise<PersonRecord> {
    const found = await this.submissionsOf(email);
    const ids = SUBMISSION_KEYS.flatMap((key) => found[key].map((d) => String(d._id)));
    const [histories, account, mails, resumeLog] = await Promise.all([
      Promise.all(ids.map(async (id) => [id, await this.history.of(id)] as const)).then((h) => new Map(h)),
      this.accounts.findOne({ email: sameEmail(email) }).select('name email mobile createdAt consent').lean<Account>().exec(),
      this.mail.mailsOf(ids, sameEmail(email)),
      this.resumeLog.listOf(found.applyJobs.map((d) => String(d._id))),
    ]);
    const historyOf = (_key: SubmissionKey, id: string) => histories.get(id) ?? [];
    const submissions = Object.fromEntries(
      SUBMISSION_KEYS.map((key) => [key, found[key].map((d) => ({ ...d, _id: String(d._id), consent: d.consent ?? null, history: historyOf(key, String(d._id)) }) as PersonSubmission)]),
    ) as PersonRecord['submissions'];
    return {
      email,
      account: account
        ? { _id: String(account._id), name: account.name, email: account.email, mobile: account.mobile, createdAt: account.createdAt?.toISOString(), consent: account.consent ? { at: account.consent.at.toISOString(), noticeVersion: account.consent.noticeVersion } : null }
        : null,
      submissions,
      mails: mails.map((m) => ({ ...m, createdAt: m.createdAt?.toISOString() })),
      resumeLog,
    };
  }

  /** What `find` holds of one submission: the document, its history and its e-mails (a person's own page exports it). */
  async recordOf(key: SubmissionKey, id: string) {
    const doc = await this.submissions.findOne(key, id);
    const [history, mails] = await Promise.all([this.history.of(id), this.mail.mailsOf([id])]);
    return { submission: { ...doc, _id: id }, history, mails };
  }

  /** The erase of one submission (the same deletion as `erase`'s), for the person it belongs to. */
  async eraseOne(key: SubmissionKey, id: string): Promise<DeletedCounts> {
    return (await this.deleteSubmissions(async (k) => (k === key ? [id] : []))).deleted;
  }

  /** The stored CVs of one address, opened for reading (a file missing from the store is left out). */
  async openResumes(email: string): Promise<Array<{ applicationId: string; fileName: string; file: StoredFile }>> {
    const applications = (await this.submissions.withEmail(['applyJobs'], email)).map((f) => f.doc).reverse();
    const opened = await Promise.all(
      applications.map(async (app) => {
        const stored = typeof app.resume === 'string' ? parseStoredPath(app.resume) : null;
        const file = stored ? await this.files.open(stored.area, stored.name) : null;
        return file && stored ? { applicationId: String(app._id), fileName: String(app.resumeName ?? stored.name), file } : null;
      }),
    );
    return opened.filter((o) => o !== null);
  }

  /** Deletes everything held about one address; a repeat, or an unknown address, deletes nothing. */
  async erase(email: string): Promise<EraseResult['erased']> {
    const match = sameEmail(email);
    const found = await this.submissionsOf(email);
    const { deleted, mails } = await this.deleteSubmissions(async (key) => found[key].map((d) => String(d._id)));
    const accountIds = (await this.accounts.find({ email: match }).select('_id').lean().exec()).map((a) => a._id);
    // The e-mails about the accounts, and those to or about the address that no submission is left for.
    const mailsTo = await this.mail.removeOf(accountIds.map(String), match);
    const accounts = accountIds.length ? (await this.accounts.deleteMany({ _id: { $in: accountIds } }).exec()).deletedCount : 0;
    return { ...deleted, mails: mails + mailsTo, accounts };
  }

  /**
   * The one deletion of erase and retention: the submissions of each type's ids, with their files, and (the
   * resource's delete hooks) their inbox history, CV access log, e-mails and spam-defence fingerprints.
   */
  async deleteSubmissions(
    idsOf: (key: SubmissionKey) => Promise<string[]>,
    afterBatch?: (deletedSoFar: DeletedCounts) => Promise<void>,
  ): Promise<{ deleted: DeletedCounts; mails: number }> {
    const deleted = noDeletions();
    let mails = 0;
    for (const key of SUBMISSION_KEYS) {
      const ids = await idsOf(key);
      // In batches: each is a bounded piece of work, and the site answers between them.
      for (let i = 0; i < ids.length; i += DELETE_BATCH) {
        const batch = ids.slice(i, i + DELETE_BATCH);
        // Counted here; the delete hooks find none left.
        mails += await this.mail.removeOf(batch);
        const removed = await this.services[key].removeIds(batch);
        deleted[key] += removed.ids.length;
        deleted.files += removed.files;
        await afterBatch?.(deleted);
      }
    }
    return { deleted, mails };
  }

  /** Found by the address's term (SubmissionIndex), newest first: bounded by what the person sent. */
  private async submissionsOf(email: string): Promise<Record<SubmissionKey, Doc[]>> {
    const found = await this.submissions.withEmail(SUBMISSION_KEYS, email);
    return Object.fromEntries(SUBMISSION_KEYS.map((key) => [key, found.filter((f) => f.key === key).map((f) => f.doc)])) as Record<SubmissionKey, Doc[]>;
  }
}
