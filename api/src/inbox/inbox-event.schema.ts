import { Schema } from 'mongoose';

/** A line of a submission's history: a status change, a new assignee or an internal note, by whom and when. */
export const inboxEventSchema = new Schema(
  {
    submissionType: { type: String, required: true },
    submissionId: { type: String, required: true },
    at: { type: Date, required: true, default: () => new Date() },
    by: { type: String, required: true },
    byName: { type: String },
    kind: { type: String, required: true },
    from: { type: String, default: undefined },
    to: { type: String, default: undefined },
    text: { type: String },
  },
  { versionKey: false, collection: 'inboxevents' },
);
inboxEventSchema.index({ submissionType: 1, submissionId: 1, at: 1 });

export const INBOX_EVENT_MODEL = 'InboxEvent';
