import { Schema } from 'mongoose';

/** One admin write: who, what and when (kept for the back office's history). */
export const auditSchema = new Schema(
  {
    at: { type: Date, required: true, default: () => new Date() },
    adminId: { type: String, required: true },
    adminName: { type: String },
    /** The resource or area written, e.g. 'jobs', 'applyJobs', 'AdminLogin'. */
    resource: { type: String, required: true },
    /** The handler: add, edit, remove, ... */
    action: { type: String, required: true },
    /** The document written, when there is one. */
    documentId: { type: String },
    /**
     * Site content only: the item's title when it was written (its declared title fields), so the log can name an
     * item since deleted. Never a submission's: that would keep a person's name past an erasure. Older entries have none.
     */
    title: { type: String },
    method: { type: String, required: true },
    path: { type: String, required: true },
  },
  { versionKey: false, collection: 'auditlog' },
);
// Newest first, _id breaking ties (the audit page's order).
auditSchema.index({ at: -1, _id: -1 });
auditSchema.index({ resource: 1, documentId: 1 });

export interface AuditEntry {
  at: Date;
  adminId: string;
  adminName?: string;
  resource: string;
  action: string;
  documentId?: string;
  title?: string;
  method: string;
  path: string;
}

export const AUDIT_MODEL = 'AuditEntry';
