import type { ResourceKey, SiteVariant } from '@site/contracts';

/** One admin write, or one reading of personal data: who, what and when (kept for the back office's audit log). */
export interface AuditEntry {
  at: Date;
  adminId: string;
  adminName?: string;
  /** The resource or area written, e.g. 'jobs', 'homeEnquiry', 'AdminAccounts' (contracts/src/audit.ts). */
  resource: string;
  /** What was done: add, edit, remove, moveStage, restore, ... (contracts/src/audit.ts). */
  action: string;
  /** The document written, when there is one. */
  documentId?: string;
  /** The resource of the stored item an area's entry is about (a restored version's, an inbox item's, an interview's application). */
  subjectType?: ResourceKey;
  /**
   * Site content only: the item's title when it was written (its declared title fields), so the log can name an
   * item since deleted. Never a submission's: that would keep a person's name past an erasure. Older entries have none.
   */
  title?: string;
  /** The site variant whose visitors see the write: one variant's content (its area), a release of its remote. */
  site?: SiteVariant;
  /** What the action needs besides its item: a template's status, a restored version's number, an export's type, a stage's move. */
  detail?: string;
  /** The after-effects entry of the change it records (a submission's edit): run again after a crash, it is not recorded twice. */
  event?: string;
  /** The request, for entries recorded from HTTP: older entries and a release's moves. An entry made from a fact has none. */
  method?: string;
  path?: string;
}
