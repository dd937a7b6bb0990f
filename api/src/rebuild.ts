// `npm run db:rebuild`: recomputes every derived document of the submissions from the submissions themselves, and
// brings data stored before they existed into today's shape (docs/operations.md). It can be stopped at any point and
// run again; on an upgraded database it writes nothing.
import { isDeepStrictEqual } from 'node:util';
import { SUBMISSION_KEYS } from '@site/contracts';
import type { Db, Document } from 'mongodb';
import { AuditLog } from './audit/index.js';
import { KeyedLog, type Logged } from './common/keyed-log.js';
import { MAIL_LOG } from './mail/index.js';
import { RESUME_LOG } from './applications/index.js';
import { type RowChange, SubmissionIndex } from './submissions/index.js';
import { changeOf } from './submissions/index.js';
import { TERM_FIELDS } from './submissions/index.js';

export interface RebuildReport {
  /** Submissions per type, as now counted. */
  counted: Record<string, number>;
  /** Sent or failed e-mails moved from the outbox to the mail log. */
  mailsMoved: number;
  /** History and CV-log lines moved from the old one-collection logs to each submission's own. */
  historyMoved: number;
  /** Audit log entries numbered from the old shape (audit-log.ts). */
  auditRenumbered: number;
}

export async function rebuildDerived(db: Db): Promise<RebuildReport> {
  const index = SubmissionIndex.on(db);
  const counted: Record<string, number> = {};
  for (const type of SUBMISSION_KEYS) {
    const rows: RowChange[] = [];
    const projection = Object.fromEntries(['createdAt', 'status', 'assignee', ...TERM_FIELDS].map((f) => [f, 1]));
    for await (const d of db.collection(type).find({}, { projection })) rows.push(changeOf(d));
    await index.rebuild(type, rows);
    counted[type] = rows.length;
  }
  return {
    counted,
    mailsMoved: await moveDeliveredMail(db),
    historyMoved:
      (await moveToKeyedLog(db, 'inboxevents', 'inboxhistory', 'submissionId')) + (await moveToKeyedLog(db, 'resumeaccess', RESUME_LOG, 'applicationId')),
    auditRenumbered: await AuditLog.on(db).renumberOld(),
  };
}

/** Where an old outbox is set aside while it is emptied (a run cut short resumes from it). */
const OLD_OUTBOX = 'mailoutbox_upgrade';

/**
 * The outbox once kept every e-mail; now only those still to send. An outbox that holds sent or failed ones is set
 * aside under another name (the API meanwhile queues into a new one), its sent and failed e-mails are written to the
 * log (in bulk, numbered per submission) and those still to send back into the outbox, then it is dropped. Deleting
 * them instead would cost a pass over the outbox per batch on the embedded database.
 */
async function moveDeliveredMail(db: Db): Promise<number> {
  const outbox = db.collection('mailoutbox');
  const done = ['sent', 'failed'];
  const setAside = await exists(db, OLD_OUTBOX);
  if (!setAside) {
    if (!(await outbox.findOne({ status: { $in: done } }, { projection: { _id: 1 } }))) return 0;
    await outbox.rename(OLD_OUTBOX);
  }
  const log = new KeyedLog(db.collection<Logged<Document>>(MAIL_LOG));
  // Per submission: the next free number, and which outbox e-mails its log holds already (from a run cut short;
  // with an empty log, as on the first upgrade, there is nothing to look up).
  const resumed = (await db.collection(MAIL_LOG).findOne({}, { projection: { _id: 1 } })) !== null;
  const seen = new Map<string, { next: number; moved: Set<string> }>();
  let logged: Document[] = [];
  let waiting: Document[] = [];
  let moved = 0;
  const flush = async () => {
    if (logged.length) await db.collection(MAIL_LOG).insertMany(logged);
    // Put back once only: a copy from a run cut short keeps its _id, and the second insert is refused.
    if (waiting.length) await outbox.insertMany(waiting, { ordered: false }).catch((err) => rethrowUnlessDuplicates(err));
    [logged, waiting] = [[], []];
  };
  for await (const mail of db.collection(OLD_OUTBOX).find({}).sort({ createdAt: 1, _id: 1 })) {
    if (!done.includes(mail.status)) {
      waiting.push(mail);
      continue;
    }
    const { _id, html: _h, text: _t, nextAttemptAt: _n, ...kept } = mail;
    const key = String(mail.submissionId);
    let known = seen.get(key);
    if (!known && !resumed) seen.set(key, (known = { next: 0, moved: new Set() }));
    if (!known) {
      const inLog = await log.list(key);
      seen.set(key, (known = { next: inLog.length, moved: new Set(inLog.map((l) => String(l.outboxId))) }));
    }
    moved++;
    if (known.moved.has(String(_id))) continue;
    logged.push({ ...kept, outboxId: String(_id), _id: `${key}#${known.next++}` });
    if (logged.length + waiting.length >= 1000) await flush();
  }
  await flush();
  await db.collection(OLD_OUTBOX).drop();
  return moved;
}

function rethrowUnlessDuplicates(err: unknown) {
  const errors = (err as { writeErrors?: Array<{ code?: number }> }).writeErrors;
  if (!errors?.length || errors.some((e) => e.code !== 11000)) throw err;
}

/**
 * Entries of an older one-collection log (`from`, each naming its key in `keyField`) go under their key in `to`,
 * oldest first, each removed from `from` once copied; the emptied collection is dropped. A run cut short between a
 * copy and its removal left that entry (now the oldest left) copied already: it is only removed.
 */
async function moveToKeyedLog(db: Db, from: string, to: string, keyField: string): Promise<number> {
  if (!(await exists(db, from))) return 0;
  const old = db.collection(from);
  const log = new KeyedLog(db.collection<Logged<Document>>(to));
  let moved = 0;
  for await (const e of old.find({}).sort({ at: 1, _id: 1 })) {
    const { _id, [keyField]: key, ...line } = e;
    const copied = moved === 0 && (await log.list(String(key))).some(({ _id: _, ...l }) => isDeepStrictEqual(l, line));
    if (!copied) await log.append(String(key), line);
    await old.deleteOne({ _id });
    moved++;
  }
  await old.drop();
  return moved;
}

const exists = async (db: Db, name: string) => (await db.listCollections({ name }, { nameOnly: true }).toArray()).length > 0;
