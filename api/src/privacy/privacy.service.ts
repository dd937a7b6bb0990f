// Everything held about one person, found, exported and erased (docs/behaviour.md §14); the deletion is shared with
// the retention job.
import { Inject, Injectable } from '@nestjs/common';
import { type EraseResult, type PersonRecord, type PersonSubmission, SUBMISSION_KEYS, type SubmissionKey } from '@site/contracts';
import { sameEmail, VisitorAccounts } from '../accounts/index.js';
import { ResumeLog } from '../applications/index.js';
import type { TokenPayload } from '../common/auth/requests.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import { FILE_STORE, type FileStore, parseStoredPath, type StoredFile } from '../common/files/file-store.js';
import type { Doc } from '../common/resource/resource.service.js';
import { MailOutbox } from '../mail/index.js';
import { SubmissionHistory, SubmissionsService } from '../submissions/index.js';

@Injectable()
export class PrivacyService {
  constructor(
    private readonly accounts: VisitorAccounts,
    private readonly submissions: SubmissionsService,
    private readonly history: SubmissionHistory,
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly resumeLog: ResumeLog,
    private readonly mail: MailOutbox,
    private readonly events: DomainEventBus,
  ) {}

  /** Every submission, the account, the e-mails and the CV openings of one address; empty for an unknown one. */
  async find(email: string): Promise<PersonRecord> {
    const found = await this.submissionsOf(email);
    const ids = SUBMISSION_KEYS.flatMap((key) => found[key].map((d) => String(d._id)));
    const [histories, account, mails, resumeLog] = await Promise.all([
      Promise.all(ids.map(async (id) => [id, await this.history.of(id)] as const)).then((h) => new Map(h)),
      this.accounts.personOf(email),
      this.mail.mailsOf(ids, sameEmail(email)),
      // Only applications have CVs; another submission's id finds no opening.
      this.resumeLog.listOf(ids),
    ]);
    const historyOf = (_key: SubmissionKey, id: string) => histories.get(id) ?? [];
    const submissions = Object.fromEntries(
      SUBMISSION_KEYS.map((key) => [
        key,
        found[key].map((d) => ({ ...d, _id: String(d._id), consent: d.consent ?? null, history: historyOf(key, String(d._id)) }) as PersonSubmission),
      ]),
    ) as PersonRecord['submissions'];
    return {
      email,
      account,
      submissions,
      mails: mails.map((m) => ({ ...m, createdAt: m.createdAt?.toISOString() })),
      resumeLog,
    };
  }

  /** The stored CVs of one address, opened for reading (a file missing from the store is left out). */
  async openResumes(email: string): Promise<Array<{ applicationId: string; fileName: string; file: StoredFile }>> {
    // The kinds whose resources take a CV, and the field each keeps it in (its name beside it, `<field>Name`).
    const resumeFields = new Map(
      SUBMISSION_KEYS.flatMap((key) =>
        this.submissions
          .service(key)
          .def.files.filter((f) => f.kind === 'resume')
          .map((f) => [key, f.field] as const),
      ),
    );
    const sent = (await this.submissions.withEmail([...resumeFields.keys()], email)).reverse();
    const opened = await Promise.all(
      sent.map(async ({ key, doc }) => {
        const field = resumeFields.get(key)!;
        const stored = typeof doc[field] === 'string' ? parseStoredPath(doc[field]) : null;
        const file = stored ? await this.files.open(stored.area, stored.name) : null;
        return file && stored ? { applicationId: String(doc._id), fileName: String(doc[`${field}Name`] ?? stored.name), file } : null;
      }),
    );
    return opened.filter((o) => o !== null);
  }

  /**
   * An admin deletes everything held about one address; a repeat, or an unknown address, deletes nothing but is told
   * as `person.erased` too, once done.
   */
  async erase(email: string, actor: TokenPayload): Promise<EraseResult['erased']> {
    const match = sameEmail(email);
    const found = await this.submissionsOf(email);
    const { removed: deleted, mails } = await this.submissions.removeEach(async (key) => found[key].map((d) => String(d._id)));
    const accountIds = await this.accounts.idsOf(email);
    // The e-mails about the accounts, and those to or about the address that no submission is left for.
    const mailsTo = await this.mail.removeOf(accountIds, match);
    const accounts = await this.accounts.remove(accountIds);
    await this.events.publish('person.erased', { email, actor });
    return { ...deleted, mails: mails + mailsTo, accounts };
  }

  /** Found by the address's term (SubmissionIndex), newest first: bounded by what the person sent. */
  private async submissionsOf(email: string): Promise<Record<SubmissionKey, Doc[]>> {
    const found = await this.submissions.withEmail(SUBMISSION_KEYS, email);
    return Object.fromEntries(SUBMISSION_KEYS.map((key) => [key, found.filter((f) => f.key === key).map((f) => f.doc)])) as Record<SubmissionKey, Doc[]>;
  }
}
