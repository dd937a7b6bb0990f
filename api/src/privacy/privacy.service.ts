// Everything held about one person, by their e-mail address or their mobile number, found, exported and erased
// (docs/behaviour.md §14); the deletion is shared with the retention job.
import { Inject, Injectable } from '@nestjs/common';
import { type EraseResult, type Person, type PersonRecord, type PersonSubmission, SUBMISSION_KEYS, type SubmissionKey } from '@site/contracts';
import { sameEmail, VisitorAccounts } from '../accounts/index.js';
import { ResumeLog } from '../applications/index.js';
import type { TokenPayload } from '../common/auth/requests.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import { FILE_STORE, type FileStore, parseStoredPath, type StoredFile } from '../common/files/file-store.js';
import type { Doc } from '../common/resource/resource.service.js';
import { MailOutbox } from '../mail/index.js';
import { PhoneCodes } from '../phone-codes/index.js';
import { SmsOutbox } from '../sms/index.js';
import { candidateTerm, phoneTerm, SubmissionHistory, SubmissionsService } from '../submissions/index.js';

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
    private readonly sms: SmsOutbox,
    private readonly codes: PhoneCodes,
  ) {}

  /**
   * Every submission, the account, the e-mails and the CV openings of one address or number; empty for an unknown
   * one. A number finds no account (accounts are found by their address), and the e-mails about its submissions.
   */
  async find(person: Person): Promise<PersonRecord> {
    const found = await this.submissionsOf(person);
    const ids = SUBMISSION_KEYS.flatMap((key) => found[key].map((d) => String(d._id)));
    const [histories, account, mails, resumeLog] = await Promise.all([
      Promise.all(ids.map(async (id) => [id, await this.history.of(id)] as const)).then((h) => new Map(h)),
      person.email !== undefined ? this.accounts.personOf(person.email) : null,
      this.mail.mailsOf(ids, person.email !== undefined ? sameEmail(person.email) : undefined),
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
      ...(person.email !== undefined ? { email: person.email } : { mobile: person.mobile }),
      account,
      submissions,
      mails: mails.map((m) => ({ ...m, createdAt: m.createdAt?.toISOString() })),
      resumeLog,
    };
  }

  /** The stored CVs of one address or number, opened for reading (a file missing from the store is left out). */
  async openResumes(person: Person): Promise<Array<{ applicationId: string; fileName: string; file: StoredFile }>> {
    // The kinds whose resources take a CV, and the field each keeps it in (its name beside it, `<field>Name`).
    const resumeFields = new Map(
      SUBMISSION_KEYS.flatMap((key) =>
        this.submissions
          .service(key)
          .def.files.filter((f) => f.kind === 'resume')
          .map((f) => [key, f.field] as const),
      ),
    );
    const sent = (await this.lookUp([...resumeFields.keys()], person)).reverse();
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
   * An admin deletes everything held about one address, or one number: every submission made with it (an
   * application's SMS go with it, on its `application.removing`), the SMS of its codes and the codes themselves. A
   * repeat, or an unknown address or number, deletes nothing but is told as `person.erased` too, once done.
   */
  async erase(person: Person, actor: TokenPayload): Promise<EraseResult['erased']> {
    const found = await this.submissionsOf(person);
    const { removed: deleted, mails } = await this.submissions.removeEach(async (key) => found[key].map((d) => String(d._id)));
    let mailsTo = 0;
    let accounts = 0;
    if (person.email !== undefined) {
      const accountIds = await this.accounts.idsOf(person.email);
      // The e-mails about the accounts, and those to or about the address that no submission is left for.
      mailsTo = await this.mail.removeOf(accountIds, sameEmail(person.email));
      accounts = await this.accounts.remove(accountIds);
    } else {
      // The codes' SMS are about the number itself.
      await Promise.all([this.sms.removeOf([person.mobile]), this.codes.erase(person.mobile)]);
    }
    await this.events.publish('person.erased', { person: person.email ?? person.mobile, actor });
    return { ...deleted, mails: mails + mailsTo, accounts };
  }

  /** Found by the address's or the number's terms (SubmissionIndex), newest first: bounded by what the person sent. */
  private async submissionsOf(person: Person): Promise<Record<SubmissionKey, Doc[]>> {
    const found = await this.lookUp(SUBMISSION_KEYS, person);
    return Object.fromEntries(SUBMISSION_KEYS.map((key) => [key, found.filter((f) => f.key === key).map((f) => f.doc)])) as Record<SubmissionKey, Doc[]>;
  }

  /**
   * By address; or by number: a proved candidate's applications (those a recruiter linked to them too) and every
   * submission that names the number however it was typed, each once, newest first.
   */
  private async lookUp(types: readonly SubmissionKey[], person: Person): Promise<Array<{ key: SubmissionKey; doc: Doc }>> {
    if (person.email !== undefined) return this.submissions.withEmail(types, person.email);
    const found = await Promise.all([candidateTerm(person.mobile), phoneTerm(person.mobile)].map((term) => this.submissions.holding(types, term)));
    const once = new Map(found.flat().map((f) => [`${f.key}:${String(f.doc._id)}`, f]));
    const time = (doc: Doc) => new Date(doc.createdAt as string | Date).getTime() || 0;
    return [...once.values()].sort((a, b) => time(b.doc) - time(a.doc));
  }
}
