// `npm run db:rebuild`: recomputes every derived document of the submissions from the submissions themselves, and
// brings data stored before they existed into today's shape (docs/operations.md). Running it twice changes nothing.
import { SUBMISSION_KEYS } from '@site/contracts';
import type { Db, Document } from 'mongodb';
import { KeyedLog, type Logged } from '../common/keyed-log.js';
import { MAIL_LOG } from '../mail/mail-outbox.service.js';
import { type RowChange, SubmissionIndex } from './submission-index.js';
import { changeOf } from './submission-rows.js';
import { TERM_FIELDS } from './submission-terms.js';

export interface RebuildReport {
  /** Submissions per type, as now counted. */
  counted: Record<string, number>;
  /** Sent or failed e-mails moved from the outbox to the mail log. */
  mailsMoved: number;
  /** History lines moved from the old one-collection history to each submission's own. */
  historyMoved: number;
}

export async function rebuildDerived(db: Db): Promise<RebuildReport> {
  const index = new SubmissionIndex(db);
  const counted: Record<string, number> = {};
  for (const type of SUBMISSION_KEYS) {
    const rows: RowChange[] = [];
    const projection = Object.fromEntries(['createdAt', 'status', 'assignee', ...TERM_FIELDS].map((f) => [f, 1]));
    for await (const d of db.collection(type).find({}, { projection })) rows.push(changeOf(d));
    await index.rebuild(type, rows);
    counted[type] = rows.length;
  }
  return { counted, mailsMoved: await moveDeliveredMail(db), historyMoved: await moveHistory(db) };
}

/**
 * The outbox once kept every e-mail; now only those still to send. The sent and failed ones are written to the log
 * first (in bulk, numbered per submission), then removed in one statement: a run cut short is finished by the next.
 */
async function moveDeliveredMail(db: Db): Promise<number> {
  const outbox = db.collection('mailoutbox');
  const done = { status: { $in: ['sent', 'failed'] } };
  const log = new KeyedLog(db.collection<Logged<Document>>(MAIL_LOG));
  // Per submission: the next free number, and which outbox e-mails its log holds already (from a run cut short).
  const seen = new Map<string, { next: number; moved: Set<string> }>();
  let batch: Document[] = [];
  let moved = 0;
  const flush = async () => {
    if (batch.length) await db.collection(MAIL_LOG).insertMany(batch);
    batch = [];
  };
  for await (const mail of outbox.find(done).sort({ createdAt: 1, _id: 1 })) {
    const { _id, html: _h, text: _t, nextAttemptAt: _n, ...kept } = mail;
    const key = String(mail.submissionId);
    let known = seen.get(key);
    if (!known) {
      const logged = await log.list(key);
      seen.set(key, (known = { next: logged.length, moved: new Set(logged.map((l) => String(l.outboxId))) }));
    }
    moved++;
    if (known.moved.has(String(_id))) continue;
    batch.push({ ...kept, outboxId: String(_id), _id: `${key}#${known.next++}` });
    if (batch.length >= 1000) await flush();
  }
  await flush();
  if (moved) await outbox.deleteMany(done);
  return moved;
}

/** Lines of the old `inboxevents` collection go under their submission, oldest first; the old collection is dropped. */
async function moveHistory(db: Db): Promise<number> {
  const old = db.collection('inboxevents');
  const log = new KeyedLog(db.collection<Logged<Document>>('inboxhistory'));
  let moved = 0;
  for await (const e of old.find({}).sort({ at: 1, _id: 1 })) {
    const { _id, submissionId, ...line } = e;
    await log.append(String(submissionId), line);
    moved++;
  }
  if (moved) await old.drop();
  return moved;
}
