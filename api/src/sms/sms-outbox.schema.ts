import { Schema } from 'mongoose';
import type { OutboxItem } from '../common/outbox/outbox-sender.js';

/** Every SMS waits here until the SMSC has taken all its parts, so nothing that queues one waits for SMPP or loses it. */
export const smsOutboxSchema = new Schema(
  {
    /** What the SMS is about (an application's id, a code's number): its log's key, read and erased by it. */
    about: { type: String, required: true },
    /** Our template key (`sms-code`, `application-received`...). */
    template: { type: String, required: true },
    /** The template's DLT id, sent as a TLV of submit_sm. */
    dltTemplateId: { type: String },
    /** +91XXXXXXXXXX */
    to: { type: String, required: true },
    text: { type: String, required: true },
    status: { type: String, required: true, default: 'pending' },
    attempts: { type: Number, required: true, default: 0 },
    nextAttemptAt: { type: Date, required: true, default: () => new Date() },
    lastError: { type: String },
    leased: { type: Boolean },
    /** Held until `nextAttemptAt` for another SMS that would tell the same (`SmsOutbox.dropHeld`). */
    heldFor: { type: String },
    /** The SMSC's ids of its parts, written as soon as the SMSC has taken them: a sender that dies then never sends it again. */
    messageIds: { type: [String], default: undefined },
  },
  { timestamps: true, versionKey: false, collection: 'smsoutbox' },
);
smsOutboxSchema.index({ status: 1, nextAttemptAt: 1 });
smsOutboxSchema.index({ about: 1, createdAt: 1 });

export interface OutboxSms extends OutboxItem {
  about: string;
  template: string;
  dltTemplateId?: string;
  to: string;
  text: string;
  status: 'pending' | 'sent' | 'failed';
  messageIds?: string[];
  heldFor?: string;
  sentAt?: Date;
  createdAt?: Date;
}

export const SMS_OUTBOX_MODEL = 'SmsOutbox';
