import { Schema } from 'mongoose';
import type { Mail } from './mail.js';

/** Every e-mail waits here until an SMTP server takes it, so a submission never waits for mail or loses it. */
export const outboxSchema = new Schema(
  {
    /** The submission's type, or 'account' for an e-mail about a visitor account. */
    submissionType: { type: String, required: true },
    /** The submission's id, or the account's. */
    submissionId: { type: String, required: true },
    /** 'notification' to the company, 'confirmation' to the sender, 'account' to an account's owner, 'status' and 'interview' (mail.ts). */
    kind: { type: String, required: true },
    to: { type: String, required: true },
    replyTo: { type: String },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    html: { type: String, required: true },
    attachments: { type: [{ _id: false, filename: String, contentType: String, content: String }], default: undefined },
    status: { type: String, required: true, default: 'pending' },
    attempts: { type: Number, required: true, default: 0 },
    /** When it may be tried next; a sender that claims a try pushes it past a lease, so the e-mail is tried again if that sender dies. */
    nextAttemptAt: { type: Date, required: true, default: () => new Date() },
    lastError: { type: String },
    sentAt: { type: Date },
    /** A sender took its current try (its time is the lease's end); cleared when the try fails. */
    leased: { type: Boolean },
    /**
     * Held until `nextAttemptAt` for an e-mail that would tell the same ('interview': the application's interview
     * invitation): that e-mail takes its place if it comes first (MailOutbox.queueInPlaceOf).
     */
    heldFor: { type: String },
  },
  { timestamps: true, versionKey: false, collection: 'mailoutbox' },
);
outboxSchema.index({ status: 1, nextAttemptAt: 1 });
// A submission's e-mails, oldest first.
outboxSchema.index({ submissionId: 1, createdAt: 1 });

export type MailStatus = 'pending' | 'sent' | 'failed';

export interface OutboxMail extends Mail {
  _id: unknown;
  submissionType: string;
  submissionId: string;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError?: string;
  sentAt?: Date;
  createdAt?: Date;
  leased?: boolean;
  heldFor?: HeldFor;
}

/** What a held e-mail waits for (outboxSchema.heldFor). */
export type HeldFor = 'interview';

export const OUTBOX_MODEL = 'MailOutbox';
