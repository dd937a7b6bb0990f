/** One admin write, or one reading of personal data: who, what and when (kept for the back office's audit log). */
export interface AuditEntry {
  at: Date;
  adminId: string;
  adminName?: string;
  /** The resource or area written, e.g. 'jobs', 'applyJobs', 'AdminLogin'. */
  resource: string;
  /** The handler: add, edit, remove, ... */
  action: string;
  /** The document written, when there is one. */
  documentId?: string;
  /**
   * Site content only: the item's title when it was written (its declared title fields), so the log can name an
   * item since deleted. Never a submission's: that would keep a person's name past an erasure. Older entries have none.
   */
  title?: string;
  method: string;
  path: string;
}
