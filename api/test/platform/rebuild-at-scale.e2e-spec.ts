// `npm run db:rebuild` on a database past the embedded database's limit of ids in one SQL statement (about 32,766:
// the applications' search terms here number over 36,000), in the shape an older version stored (no derived
// documents, delivered e-mails in the outbox, an unnumbered audit log, one-collection history and CV logs). The run
// is stopped at several points, as a crash or Ctrl+C stops it, and run again: then every derived document equals a
// recount, every older record is moved exactly once, and a run on the upgraded database writes nothing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Collection, type Db, type Document, MongoClient, ObjectId } from 'mongodb';
import { rebuildDerived } from '../../src/rebuild.js';
import { deriveAll, SubmissionIndex } from '../../src/submissions/submission-index.js';
import { changeOf } from '../../src/submissions/submission-rows.js';
import { termsOf } from '../../src/submissions/submission-terms.js';
import { freePort, startFerretDb } from '../../../scripts/ferretdb.mjs';

const DAY_MS = 86_400_000;
const APPLICATIONS = 12_000;
const ENQUIRIES = 1_000;
const KEYS = ['applyJobs', 'homeEnquiry'] as const;
const WRITES = new Set([
  'insertOne',
  'insertMany',
  'replaceOne',
  'updateOne',
  'updateMany',
  'deleteOne',
  'deleteMany',
  'bulkWrite',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'rename',
  'drop',
]);
const CRASHED = 'crashed: the process running db:rebuild died';

/** Whether a write's result says it changed something (a drop or a rename always does). */
const changed = (r: unknown) => {
  if (typeof r !== 'object' || r === null || !('acknowledged' in r)) return true;
  const c = r as { insertedId?: unknown; insertedCount?: number; modifiedCount?: number; upsertedCount?: number; deletedCount?: number };
  return Boolean(c.insertedId ?? (c.insertedCount || c.modifiedCount || c.upsertedCount || c.deletedCount));
};

/**
 * The database as one run sees it: every write that changed something is noted (`collection.method`), and with `dieAt` the run dies at the
 * nth write to that collection (of that method, if given): that write and every call after it fail, as for a
 * process killed there. Writes already sent go through, as they would reach the database.
 */
function runOn(db: Db, dieAt?: { collection: string; nth: number; method?: string }) {
  const writes: string[] = [];
  let dead = false;
  let counted = 0;
  const fail = (method: string) => {
    if (method === 'find' || method === 'aggregate') throw new Error(CRASHED);
    return Promise.reject(new Error(CRASHED));
  };
  const watch = <T extends object>(target: T, name: string): T =>
    new Proxy(target, {
      get(t, prop) {
        const value = Reflect.get(t, prop, t);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const method = String(prop);
          if (dead) return fail(method);
          if (WRITES.has(method)) {
            if (dieAt && name === dieAt.collection && (!dieAt.method || dieAt.method === method) && ++counted === dieAt.nth) {
              dead = true;
              return fail(method);
            }
          }
          const result = value.apply(t, args);
          if (WRITES.has(method)) return Promise.resolve(result).then((r) => (changed(r) && writes.push(`${name}.${method}`), r));
          return prop === 'collection' ? watch(result as Collection, String(args[0])) : result;
        };
      },
    });
  return { db: watch(db, 'db'), writes, died: () => dead };
}

describe('db:rebuild at scale, stopped and run again', () => {
  let dir: string;
  let ferret: Awaited<ReturnType<typeof startFerretDb>>;
  let client: MongoClient;
  let db: Db;
  const now = Date.now();
  const createdAt = (i: number, n: number) => new Date(now - Math.floor((i / n) * 365 * DAY_MS) - (i % 977) * 1000);
  const recruiter = new ObjectId().toHexString();
  const appIds = Array.from({ length: APPLICATIONS }, () => new ObjectId());
  const mails: Document[] = [];
  const audit: Document[] = [];
  const events: Document[] = [];
  const openings: Document[] = [];

  beforeAll(async () => {
    // An embedded database of its own, its lookups by `_id` indexed as on the site's (scripts/database.mjs).
    dir = await mkdtemp(path.join(tmpdir(), 'rebuild-at-scale-'));
    ferret = await startFerretDb({ port: await freePort(), dataDir: dir, indexedDatabases: ['site'] });
    client = await MongoClient.connect(ferret.uri);
    db = client.db('site');
    // As an older version stored them; one word of each applicant's name, their address and phone number are held
    // by that application alone: three term documents each.
    const application = (i: number) => ({
      _id: appIds[i],
      name: `Candidate${i} Kumar`,
      email: `candidate${i}@example.com`,
      mobile: String(9_000_000_000 + i),
      jobTitle: i % 3 ? 'Security Guard' : 'Housekeeping Supervisor',
      ...(i % 4 && { status: ['Reviewed', 'Shortlisted', 'Rejected'][i % 3] }),
      ...(i % 10 === 3 && { assignee: recruiter }),
      createdAt: createdAt(i, APPLICATIONS),
    });
    const enquiry = (i: number) => ({
      _id: new ObjectId(),
      firstName: `Visitor${i}`,
      lastName: 'Desai',
      service: 'Security Services',
      email: `visitor${i}@example.com`,
      mobile: String(8_000_000_000 + i),
      status: i % 4 ? 'Closed' : 'New',
      createdAt: createdAt(i, ENQUIRIES),
    });
    for (const [key, n, make] of [
      ['applyJobs', APPLICATIONS, application],
      ['homeEnquiry', ENQUIRIES, enquiry],
    ] as const) {
      for (let i = 0; i < n; i += 2000) await db.collection(key).insertMany(Array.from({ length: Math.min(2000, n - i) }, (_, k) => make(i + k)));
    }
    const mail = (i: number, kind: string, status: string) => ({
      _id: new ObjectId(),
      submissionType: 'applyJobs',
      submissionId: String(appIds[i]),
      kind,
      to: `candidate${i}@example.com`,
      subject: 'We received your application',
      text: 'x',
      html: 'x',
      status,
      attempts: 1,
      nextAttemptAt: createdAt(i, APPLICATIONS),
      createdAt: createdAt(i, APPLICATIONS),
    });
    for (let i = 0; i < 1000; i++) mails.push(mail(i, 'notification', 'sent'), mail(i, 'confirmation', 'sent'));
    for (let i = 1000; i < 1100; i++) mails.push(mail(i, 'confirmation', 'failed'));
    for (let i = 1100; i < 1150; i++) mails.push(mail(i, 'confirmation', 'pending'));
    for (let k = 0; k < 1200; k++) {
      const documentId = String(appIds[k % 300]);
      audit.push({
        _id: new ObjectId(),
        at: new Date(now - (1200 - k) * 60_000),
        adminId: 'old-admin',
        adminName: 'Earlier Admin',
        resource: 'Inbox',
        action: 'detail',
        documentId,
        method: 'GET',
        path: `/admin/inbox/applyJobs/${documentId}`,
      });
    }
    for (let k = 0; k < 200; k++)
      events.push({
        _id: new ObjectId(),
        submissionId: String(appIds[k % 50]),
        submissionType: 'applyJobs',
        kind: 'status',
        from: 'New',
        to: `Step ${k}`,
        at: new Date(now - (200 - k) * 1000),
        by: 'old-admin',
        byName: 'Earlier Admin',
      });
    for (let k = 0; k < 60; k++)
      openings.push({
        _id: new ObjectId(),
        applicationId: String(appIds[k % 20]),
        adminId: 'old-admin',
        how: 'preview',
        ip: `10.0.0.${k}`,
        at: new Date(now - (60 - k) * 1000),
      });
    for (let i = 0; i < mails.length; i += 1000) await db.collection('mailoutbox').insertMany(mails.slice(i, i + 1000));
    await db.collection('auditlog').insertMany(audit);
    await db.collection('inboxevents').insertMany(events);
    await db.collection('resumeaccess').insertMany(openings);
  });

  afterAll(async () => {
    await client?.close();
    await ferret?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  /** A run that dies at that write; its lock is then left, and the next run takes it once stale (the test ages it). */
  async function diesAt(collection: string, nth: number, method?: string) {
    const run = runOn(db, { collection, nth, method });
    await expect(rebuildDerived(run.db)).rejects.toThrow(CRASHED);
    expect(run.died()).toBe(true);
    await db.collection('locks').updateMany({}, { $set: { at: new Date(0) } });
  }

  const numberOf = (id: string) => Number(id.slice(id.lastIndexOf('#') + 1));
  const byKey = (docs: Document[]) => {
    const keyed = new Map<string, Document[]>();
    for (const d of docs.sort((a, b) => numberOf(a._id) - numberOf(b._id))) {
      const key = d._id.slice(0, d._id.lastIndexOf('#'));
      (keyed.get(key) ?? keyed.set(key, []).get(key)!).push(d);
    }
    return keyed;
  };
  const without = (d: Document, ...fields: string[]) => Object.fromEntries(Object.entries(d).filter(([k]) => !['_id', ...fields].includes(k)));
  /** The old entries of a one-collection log, per key, oldest first, as each key's own log holds them. */
  const expectedLog = (old: Document[], keyField: string) => {
    const keyed = new Map<string, Document[]>();
    for (const e of [...old].sort((a, b) => a.at - b.at)) (keyed.get(e[keyField]) ?? keyed.set(e[keyField], []).get(e[keyField])!).push(without(e, keyField));
    return keyed;
  };

  async function expectUpgraded() {
    const index = SubmissionIndex.on(db);
    for (const key of KEYS) {
      const docs = await db.collection(key).find().toArray();
      expect(await index.stored(key)).toEqual(deriveAll(docs.map((d) => ({ ...changeOf(d), ...changeOf(d).row! }))));
      const terms = new Map<string, Record<string, number>>();
      for (const d of docs) {
        const { id, t } = changeOf(d);
        for (const term of termsOf(d)) {
          const at = `${key}:${term}:${term.startsWith('w:') || term.startsWith('f:') ? new Date(t).toISOString().slice(0, 7) : 'all'}`;
          terms.set(at, { ...terms.get(at), [id]: t });
        }
      }
      const stored = await index.terms.stored(key);
      expect(stored.size).toBe(terms.size);
      expect(stored).toEqual(terms);
      // Past the embedded database's limit of ids in one statement.
      if (key === 'applyJobs') expect(stored.size).toBeGreaterThan(33_000);
    }

    // Each sent or failed e-mail once, in its submission's log numbered from 0; each one to send once in the outbox.
    const logged = byKey(await db.collection('maillog').find().toArray());
    const done = mails.filter((m) => m.status !== 'pending');
    expect(
      [...logged.values()]
        .flat()
        .map((m) => m.outboxId)
        .sort(),
    ).toEqual(done.map((m) => String(m._id)).sort());
    for (const [key, list] of logged) {
      expect(list.map((m) => numberOf(m._id))).toEqual(list.map((_, n) => n));
      expect(list.every((m) => m.submissionId === key)).toBe(true);
    }
    const outbox = await db.collection('mailoutbox').find().toArray();
    expect(outbox.map((m) => String(m._id)).sort()).toEqual(
      mails
        .filter((m) => m.status === 'pending')
        .map((m) => String(m._id))
        .sort(),
    );

    // The audit log: each older entry once, numbered oldest first, and each in its document's list once.
    const numbered =
      byKey(
        await db
          .collection<{ _id: string }>('auditlog')
          .find({ _id: { $regex: '^all#' } })
          .toArray(),
      ).get('all') ?? [];
    expect(numbered.map((e) => numberOf(e._id))).toEqual(numbered.map((_, n) => n));
    expect(numbered.map((e) => without(e))).toEqual(audit.map((e) => without(e)));
    const lists = byKey(
      await db
        .collection<{ _id: string }>('auditlog')
        .find({ _id: { $regex: '^d:' } })
        .toArray(),
    );
    for (const [key, refs] of lists) expect(refs.map((r) => r.n)).toEqual(numbered.flatMap((e, n) => (`d:${e.documentId}` === key ? [n] : [])));
    expect(lists.size).toBe(300);
    expect(await db.collection('auditlog').countDocuments({ _id: { $type: 'objectId' } })).toBe(0);

    // The history and CV access lines: each once, under its submission, oldest first.
    const linesOf = (docs: Document[]) => new Map([...byKey(docs)].map(([k, list]) => [k, list.map((d) => without(d))]));
    expect(linesOf(await db.collection('inboxhistory').find().toArray())).toEqual(expectedLog(events, 'submissionId'));
    expect(linesOf(await db.collection('resumelog').find().toArray())).toEqual(expectedLog(openings, 'applicationId'));

    const left = (await db.listCollections().toArray()).map((c) => c.name);
    for (const gone of ['mailoutbox_upgrade', 'inboxevents', 'resumeaccess']) expect(left).not.toContain(gone);
  }

  it('can be stopped at any step and run again, and then changes nothing', async () => {
    // Stopped while writing the applications' search terms, while moving the e-mails, between a history line's copy
    // and its original's removal (the CV access log moves the same way), and between an audit batch's copies and the
    // removal of its originals.
    await diesAt('submissionterms', 15);
    await diesAt('maillog', 2);
    await diesAt('inboxevents', 50);
    await diesAt('auditlog', 600, 'deleteOne');

    await rebuildDerived(db);
    await expectUpgraded();

    // On the upgraded database a run changes nothing but its locks.
    const again = runOn(db);
    const report = await rebuildDerived(again.db);
    expect(again.writes.filter((w) => !w.startsWith('locks.'))).toEqual([]);
    expect(report).toMatchObject({ counted: { applyJobs: APPLICATIONS, homeEnquiry: ENQUIRIES }, mailsMoved: 0, historyMoved: 0, auditRenumbered: 0 });
  }, 240_000);
});
