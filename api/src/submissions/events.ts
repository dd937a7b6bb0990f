// The submissions room's facts. Its one write path (ResourceService's write, through the hooks in
// submission-hooks.ts) publishes them; other rooms listen (the audit log; applications: links, CV log, interviews).
import type { SubmissionKey } from '@site/contracts';
import type { TokenPayload } from '../common/auth/requests.js';
import type { Doc } from '../common/resource/resource-hooks.js';

/** What the caller of a change tells the listeners besides the fields. */
export interface SubmissionChangeContext extends Readonly<Record<string, unknown>> {
  /** An inbox note written with the change (after its status and assignee lines). */
  note?: string;
  /** Whether to e-mail the person about a new status: the inbox always says; an edit on the type's screen does not. */
  notify?: boolean;
  /** The candidate was interviewed already (a walk-in drive's outcome): Shortlisted news waits for no invitation. */
  interviewed?: boolean;
}

export interface SubmissionChanged {
  type: SubmissionKey;
  id: string;
  before: Doc;
  after: Doc;
  actor: TokenPayload;
  context: SubmissionChangeContext;
  /** The after-effects entry of the change: a listener marks what it wrote with it. */
  event?: string;
  /** Published again after a crash cut the first run short: a listener skips what it already did. */
  replayed?: boolean;
}

declare module '../common/events/domain-events.js' {
  interface DomainEvents {
    /** A visitor's submission of any kind is stored: its e-mails and rows follow (then its kind's own fact). */
    'submission.received': { type: SubmissionKey; id: string; submission: Doc };
    /** An enquiry (a booking, a home enquiry, a contact message) is stored, its e-mails queued with it. */
    'enquiry.received': { type: SubmissionKey; id: string; enquiry: Doc };
    /** A submission's stored fields changed (an admin's edit or inbox change, a stage moved); its kind's facts follow. */
    'submission.changed': SubmissionChanged;
    /** An admin wrote a note about a submission, changing none of its fields (a note with a change is the change's). */
    'submission.noted': { type: SubmissionKey; id: string; note: string; actor: TokenPayload };
    /** Submissions are about to be deleted (Delete, erase, retention): what other rooms keep about them goes first. */
    'submission.removing': { type: SubmissionKey; ids: string[] };
    /** Submissions were deleted; `actor`: the admin who deleted one on its screen (none for erase and retention). */
    'submission.removed': { type: SubmissionKey; ids: string[]; submissions: Doc[]; actor?: TokenPayload };
  }
}
