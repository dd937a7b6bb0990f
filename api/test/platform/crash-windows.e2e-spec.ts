// Background work survives its process or the database dying between two of its writes (docs/operations.md,
// "Background work and crashes"). Each case writes into the database the state such a crash leaves (or has the code
// itself die there, on a database handle that fails a chosen write), checks that two live API instances then get the
// work done, and counts the database calls they make meanwhile: a bounded number, however long the wait.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getConnectionToken } from '@nestjs/mongoose';
import { istDay, RESOURCES, SPAM_GUARD } from '@site/contracts';
import { randomUUID } from 'node:crypto';
import { type Db, type Document, MongoClient, ObjectId } from 'mongodb';
import type { Connection } from 'mongoose';
import { freePort } from '../../../scripts/ferretdb.mjs';
import { startMailDev } from '../../../scripts/maildev.mjs';
import { STORE_ABANDONED_MS } from '../../src/common/abuse/submission-guard.js';
import { AFTER_EFFECTS_LEASE_MS, AfterEffects } from '../../src/common/events/after-effects.js';
import { STALE_MS } from '../../src/common/exclusive.js';
import { KeyedLog, type Logged } from '../../src/common/keyed-log.js';
import { INTERVIEW_COLLECTIONS, InterviewStore, type StoredInterview } from '../../src/applications/hiring/interview-store.js';
import { LEASE_MS } from '../../src/mail/mail-outbox.service.js';
import { RUN_STALLED_MS } from '../../src/privacy/retention.service.js';
import { rebuildDerived } from '../../src/rebuild.js';
import { deriveAll, SubmissionIndex } from '../../src/submissions/submission-index.js';
import { changeOf } from '../../src/submissions/submission-rows.js';
import { type Received, startApi, type TestApi, until } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';

const DAY_MS = 86_400_000;
/** How long before a lease, lock or stall runs out each crash is dated: the instances wait about this long. */
const LEFT_MS = 2000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The interviews' store on a database handle of the test's. */
const interviewsOn = (db: Db) =>
  new InterviewStore(db.collection(INTERVIEW_COLLECTIONS.interviews), db.collection(INTERVIEW_COLLECTIONS.days), db.collection(INTERVIEW_COLLECTIONS.locks));

/** The database as an instance sees it that dies at the first call `dies` picks: that call fails, as if the connection went. */
function dyingOn(db: Db, dies: (collection: string, method: string) => boolean): Db {
  return new Proxy(db, {
    get(target, prop) {
      if (prop !== 'collection') {
        const value = Reflect.get(target, prop) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (name: string) => {
        const col = target.collection(name);
        return new Proxy(col, {
          get(c, method) {
            const value = Reflect.get(c, method) as unknown;
            if (typeof value !== 'function') return value;
            return (...args: unknown[]) => (dies(name, String(method)) ? Promise.reject(new Error('connection lost')) : value.apply(c, args));
          },
        });
      };
    },
  });
}

describe('background work after a crash between two of its writes', () => {
  const dbName = `test_crash_${randomUUID().slice(0, 8)}`;
  const calls = new Map<string, number>();
  let mail: Awaited<ReturnType<typeof startMailDev>>;
  let apis: TestApi[];
  let auth: { Authorization: string };
  let client: MongoClient;
  let watched: MongoClient;
  /** The test's own handle (its calls are not counted). */
  let db: Db;

  /** Counts every command a client sends, by collection. */
  const count = (source: { on(event: 'commandStarted', listener: (e: { commandName: string; command: Record<string, unknown> }) => void): unknown }) =>
    source.on('commandStarted', (e) => {
      const collection = e.command[e.commandName];
      if (typeof collection === 'string') calls.set(collection, (calls.get(collection) ?? 0) + 1);
    });
  const made = (collections: string[]) => collections.reduce((n, c) => n + (calls.get(c) ?? 0), 0);

  /**
   * Polls `done` (on the test's own handle) until it holds; fails as soon as the counted clients made more than `most`
   * calls to `collections` meanwhile. Returns how many they made.
   */
  async function doneWithin(what: string, collections: string[], most: number, done: () => Promise<boolean>): Promise<number> {
    const start = made(collections);
    for (let i = 0; i < 100; i++) {
      const used = made(collections) - start;
      if (await done()) return used;
      if (used > most) throw new Error(`${what}: ${used} database calls to ${collections.join(', ')} while waiting (at most ${most})`);
      await sleep(100);
    }
    throw new Error(`Gave up waiting for ${what}`);
  }

  beforeAll(async () => {
    mail = await startMailDev({ smtpPort: await freePort(), webPort: await freePort() });
    const uri = process.env.MONGODB_URI!;
    const env = {
      MONGODB_URI: `${uri.replace(/\/$/, '')}/?monitorCommands=true`,
      MONGODB_DB: dbName,
      SMTP_URL: mail.smtpUrl,
      NOTIFY_TO: 'office@example.com',
      RETENTION_CHECK_MS: '200',
      CONTENT_CACHE_CHECK_MS: '200',
      // The Shortlisted e-mail of a finished status change goes at once; the held one's case makes its own.
      SHORTLIST_MAIL_HOLD_MS: '0',
    };
    const first = await startApi(env);
    apis = [first, await startApi({ ...env, JWT_SECRET: first.config.jwtSecret })];
    for (const api of apis) count(api.app.get<Connection>(getConnectionToken()).getClient());
    auth = { Authorization: `Bearer ${await first.adminToken()}` };
    client = await MongoClient.connect(uri);
    watched = await MongoClient.connect(uri, { monitorCommands: true });
    count(watched);
    db = client.db(dbName);
  }, 120_000);
  afterAll(async () => {
    await apis?.[1]?.app.close();
    await apis?.[0]?.close();
    await Promise.all([client?.close(), watched?.close(), mail?.stop()]);
  });

  const received = async (to: string) => ((await mail.emails()) as Received[]).filter((m) => m.to.some((t) => t.address === to));
  const outboxMail = (to: string) => ({
    _id: new ObjectId(),
    submissionType: 'userContact',
    submissionId: new ObjectId().toHexString(),
    kind: 'notification',
    to,
    subject: 'Left by a crash',
    text: 'Left by a crash',
    html: '<p>Left by a crash</p>',
    status: 'pending',
    attempts: 0,
    nextAttemptAt: new Date(Date.now() - 1000),
    createdAt: new Date(),
    updatedAt: new Date(),
  });

  it('sends an e-mail whose sender died between claiming its try and leasing it, once, after the lease', async () => {
    const to = `claimed-${randomUUID().slice(0, 8)}@example.com`;
    const left = outboxMail(to);
    // The claim first (an e-mail due without its claim would just be sent).
    await db.collection('claims').insertOne({
      _id: `mail:${left._id.toHexString()}:0:${left.nextAttemptAt.getTime()}`,
      at: new Date(Date.now() - LEASE_MS + LEFT_MS),
      expiresAt: new Date(Date.now() + DAY_MS),
    } as never);
    await db.collection('mailoutbox').insertOne(left);

    const used = await doneWithin(
      'the claimed e-mail',
      ['mailoutbox', 'claims'],
      60,
      async () => (await db.collection('mailoutbox').countDocuments({ _id: left._id })) === 0,
    );
    expect(used).toBeLessThanOrEqual(60);
    expect(await received(to)).toHaveLength(1);
    // Logged as sent, once.
    expect((await db.collection('maillog').find({ outboxId: left._id.toHexString() }).toArray()).map((m) => m.status)).toEqual(['sent']);
  });

  it('does not send again an e-mail its sender logged as sent and died before taking out of the outbox', async () => {
    const to = `logged-${randomUUID().slice(0, 8)}@example.com`;
    const left = outboxMail(to);
    const { _id, html: _html, text: _text, nextAttemptAt: _next, ...kept } = left;
    await db
      .collection('maillog')
      .insertOne({ ...kept, _id: `${left.submissionId}#0`, status: 'sent', attempts: 1, sentAt: new Date(), outboxId: _id.toHexString() } as never);
    // Leased by the sender that died: it comes due when the lease ends.
    await db.collection('mailoutbox').insertOne({ ...left, leased: true });

    const used = await doneWithin(
      'the logged e-mail out of the outbox',
      ['mailoutbox', 'claims', 'maillog'],
      60,
      async () => (await db.collection('mailoutbox').countDocuments({ _id })) === 0,
    );
    expect(used).toBeLessThanOrEqual(60);
    expect(await received(to)).toEqual([]);
    expect(await db.collection('maillog').countDocuments({ outboxId: _id.toHexString() })).toBe(1);
  });

  it('sends once a held Shortlisted e-mail whose taker died before writing the invitation in its place; the interview scheduled meanwhile sends its own', async () => {
    const email = `held-${randomUUID().slice(0, 8)}@example.com`;
    const sent = await send(
      apis[0]!.http.post(`/${RESOURCES.applyJobs.path}/${RESOURCES.applyJobs.add}`),
      { ...SAMPLES.applyJobs!.fields, email },
      SAMPLES.applyJobs!.files,
    ).expect(201);
    const id = sent.body.data._id as string;
    // Its hold over, the e-mail was taken by an instance scheduling an interview, which died before its next write.
    const held = { ...outboxMail(email), submissionType: 'applyJobs', submissionId: id, kind: 'status', subject: 'Shortlisted', heldFor: 'interview' };
    const claim = `mail:${held._id.toHexString()}:0:${held.nextAttemptAt.getTime()}`;
    await db.collection('claims').insertOne({ _id: claim, at: new Date(), expiresAt: new Date(Date.now() + DAY_MS) } as never);
    await db.collection('mailoutbox').insertOne(held);

    // While its claim lives, an interview scheduled on the other instance cannot take its place: it goes as it is.
    const admin = JSON.parse(Buffer.from(auth.Authorization.split('.')[1]!, 'base64url').toString()) as { sub: string };
    const startsAt = `${istDay(new Date(Date.now() + 3 * DAY_MS))}T11:00`;
    await apis[1]!.http
      .post(`/admin/hiring/interviews/${id}`)
      .set(auth)
      .send({ minutes: 30, place: 'Head office', interviewerId: admin.sub, startsAt })
      .expect(201);
    const invitation = await until(async () => (await received(email)).find((m) => m.subject.startsWith('Interview invitation')), 'the invitation');
    expect(invitation.text).not.toContain('shortlisted');
    expect(await db.collection('mailoutbox').countDocuments({ _id: held._id, heldFor: 'interview' })).toBe(1);

    // Once the dead taker's lease is over, the held e-mail goes as it was, once.
    await db.collection('claims').updateOne({ _id: claim } as never, { $set: { at: new Date(Date.now() - LEASE_MS - 1000) } });
    const used = await doneWithin(
      'the held e-mail',
      ['mailoutbox', 'claims'],
      60,
      async () => (await db.collection('mailoutbox').countDocuments({ _id: held._id })) === 0,
    );
    expect(used).toBeLessThanOrEqual(60);
    expect(
      (await received(email))
        .filter((m) => !/^We received/.test(m.subject))
        .map((m) => m.subject)
        .sort(),
    ).toEqual([invitation.subject, 'Shortlisted'].sort());
    const { history } = (await apis[0]!.http.get(`/admin/inbox/applyJobs/${id}`).set(auth).expect(200)).body as { history: Array<{ kind: string }> };
    expect(history.map((h) => h.kind)).toEqual(['interview']);
  });

  it('finishes the derived documents of a writer that died halfway through a pass, once its lock goes stale', async () => {
    const type = 'userContact';
    const doc = { _id: new ObjectId(), ...SAMPLES.userContact!.fields, email: 'halfway@example.com', createdAt: new Date(), updatedAt: new Date() };
    await db.collection(type).insertOne(doc);
    // Its writer journals it, writes the day's rows, and dies before the totals: its lock stays.
    const dying = SubmissionIndex.on(
      dyingOn(db, (col, method) => (col === 'submissiontotals' && method === 'replaceOne') || (col === 'locks' && method === 'deleteOne')),
    );
    await expect(dying.record(type, [changeOf(doc)], { wait: true })).rejects.toThrow('connection lost');
    await db.collection('locks').updateOne({ _id: `submissions:${type}` } as never, { $set: { at: new Date(Date.now() - STALE_MS + LEFT_MS) } });

    // A form on a live instance asks that instance's writer for a pass.
    await send(apis[0]!.http.post(`/${RESOURCES.userContact.path}/${RESOURCES.userContact.add}`), {
      ...SAMPLES.userContact!.fields,
      email: 'after-the-crash@example.com',
    }).expect(201);
    const used = await doneWithin(
      'the pass after the stale lock',
      ['locks'],
      60,
      async () => (await db.collection('submissionpending').countDocuments({ type })) === 0,
    );
    expect(used).toBeLessThanOrEqual(60);

    const docs = await db.collection(type).find().toArray();
    expect(docs).toHaveLength(2);
    const index = SubmissionIndex.on(db);
    expect(await index.stored(type)).toEqual(deriveAll(docs.map((d) => ({ ...changeOf(d), ...changeOf(d).row! }))));
    expect(await db.collection('submissionwrites').countDocuments()).toBe(0);
  });

  it('runs again a retention run whose instance died before it ended, once the run has stalled', async () => {
    await apis[0]!.http.post('/admin/privacy/retention').set(auth).send({ ServiceEnquiry: 7 }).expect(200);
    const sent = await send(apis[0]!.http.post(`/${RESOURCES.ServiceEnquiry.path}/${RESOURCES.ServiceEnquiry.add}`), {
      ...SAMPLES.ServiceEnquiry!.fields,
      email: 'expired@example.com',
    }).expect(201);
    const expired = new ObjectId(sent.body.data._id as string);
    await db.collection('ServiceEnquiry').updateOne({ _id: expired }, { $set: { createdAt: new Date(Date.now() - 8 * DAY_MS) } });
    await rebuildDerived(db);
    // The newest run was claimed by an instance that died before its first batch (the runs before it go: it is the newest).
    const runs = db.collection<{ _id: string; at: Date; by: string; deleted?: Record<string, number> }>('retentionruns');
    const stalled = { _id: 'schedule-left-by-a-crash', at: new Date(Date.now() - RUN_STALLED_MS + LEFT_MS), by: 'schedule' };
    await runs.insertOne(stalled);
    await runs.deleteMany({ _id: { $ne: stalled._id } });

    const used = await doneWithin(
      'the run after the stalled one',
      ['retentionruns'],
      80,
      async () => (await runs.countDocuments({ deleted: { $exists: true } })) > 0,
    );
    expect(used).toBeLessThanOrEqual(80);
    expect(await db.collection('ServiceEnquiry').countDocuments({ _id: expired })).toBe(0);
    const done = await runs.find({ deleted: { $exists: true } }).toArray();
    expect(done.map((r) => [r._id, r.by, r.deleted?.ServiceEnquiry])).toEqual([[`schedule-after-${stalled.at.getTime()}`, 'schedule', 1]]);
  });

  it('lists an audit entry numbered by an instance that died before putting it in all its lists', async () => {
    const log = new KeyedLog(db.collection<Logged<Document>>('auditlog'));
    const n = await log.length('all');
    const documentId = new ObjectId().toHexString();
    // The dead instance held the lister's lock, numbered its entry and put it in the resource's list only.
    await db.collection('locks').insertOne({ _id: 'audit', owner: 'dead', at: new Date(Date.now() - STALE_MS + LEFT_MS) } as never);
    await db.collection('auditlog').insertOne({
      _id: `all#${n}`,
      at: new Date(),
      adminId: new ObjectId().toHexString(),
      adminName: 'Administrator',
      resource: 'jobs',
      action: 'edit',
      documentId,
      method: 'POST',
      path: `/admin/jobs/editJobs/${documentId}`,
    } as never);
    await db.collection('auditlog').insertOne({ _id: `r:jobs#${await log.length('r:jobs')}`, n } as never);

    const before = made(['auditlog', 'locks']);
    const page = (await apis[1]!.http.get('/admin/audit').query({ documentId }).set(auth).expect(200)).body;
    const used = made(['auditlog', 'locks']) - before;
    expect(page.total).toBe(1);
    expect(page.entries[0]).toMatchObject({ resource: 'jobs', action: 'edit', documentId });
    expect(used).toBeLessThanOrEqual(80);
    // In the resource's list once: what the dead instance added is not added again.
    expect((await log.list('r:jobs')).filter((r) => r.n === n)).toHaveLength(1);
    expect((await apis[0]!.http.get('/admin/audit').query({ resource: 'jobs', limit: 1 }).set(auth).expect(200)).body.entries[0]).toMatchObject({ documentId });
  });

  it('drops the cached answers of content whose writer died between its write and the version bump, once its intent expires', async () => {
    const path = `/${RESOURCES.missions.path}/${RESOURCES.missions.list}`;
    const cached = async () => {
      for (let i = 0; i < 50; i++) {
        const res = await fetch(apis[1]!.url + path);
        if (/^"/.test(res.headers.get('etag') ?? '')) return res.text();
        await sleep(20);
      }
      throw new Error('never answered from the cache');
    };
    expect(await cached()).not.toContain('Written before a crash');
    // The intent a writer stores before its write; the other instance sees it (and reads the list again meanwhile).
    await db.collection('contentversions').insertOne({ _id: 'missions@left-by-a-crash', key: 'missions', until: new Date(Date.now() + LEFT_MS) } as never);
    await sleep(600);
    expect(await cached()).not.toContain('Written before a crash');
    // Then its write, and it died before the version's bump.
    await db
      .collection('missions')
      .insertOne({ title: 'Written before a crash', description: 'Never announced', createdAt: new Date(), updatedAt: new Date() });

    const used = await doneWithin('the new mission served', ['contentversions'], 60, async () => (await cached()).includes('Written before a crash'));
    expect(used).toBeLessThanOrEqual(60);
    expect(await db.collection('contentversions').countDocuments({ key: 'missions' })).toBe(0);
  });

  it('keeps every scheduled interview on its day when its writer dies between the two, and waits a bounded while on its locks', async () => {
    const applicationId = new ObjectId().toHexString();
    const startsAt = '2099-06-01T05:00:00.000Z';
    const interview: StoredInterview = {
      id: randomUUID(),
      applicationId,
      startsAt,
      minutes: 30,
      place: 'Head office',
      interviewerId: new ObjectId().toHexString(),
      interviewerName: 'Administrator',
      interviewerEmail: 'admin@example.com',
      status: 'Scheduled',
      sequence: 0,
    };
    const schedule = (list: StoredInterview[]) => void list.push(interview);
    const onItsDay = async () => {
      const held = JSON.parse(
        ((await db.collection('interviews').findOne({ _id: applicationId } as never)) as { data?: string } | null)?.data ?? '[]',
      ) as StoredInterview[];
      const day = JSON.parse(
        ((await db.collection('interviewdays').findOne({ _id: istDay(startsAt) } as never)) as { data?: string } | null)?.data ?? '[]',
      ) as unknown[];
      return {
        held: held.map((i) => i.id),
        missing: held.filter((i) => !day.some((e) => JSON.stringify(e) === JSON.stringify({ a: applicationId, i: i.id }))).map((i) => i.id),
      };
    };
    // The writer dies at its write of the day: its locks stay.
    const dying = interviewsOn(
      dyingOn(db, (col, method) => (col === 'interviewdays' && method === 'replaceOne') || (col === 'interviewlocks' && method === 'deleteOne')),
    );
    await expect(dying.change(applicationId, schedule)).rejects.toThrow('connection lost');
    expect((await onItsDay()).missing).toEqual([]);

    await db.collection('interviewlocks').updateMany({}, { $set: { at: new Date(Date.now() - STALE_MS + LEFT_MS) } });
    const before = made(['interviewlocks']);
    await interviewsOn(watched.db(dbName)).change(applicationId, (list) => {
      if (!list.some((i) => i.id === interview.id)) schedule(list);
    });
    expect(made(['interviewlocks']) - before).toBeLessThanOrEqual(60);
    expect(await onItsDay()).toEqual({ held: [interview.id], missing: [] });
  });

  it('stores a repeat of a form whose first copy was never stored (its request failed after taking the fingerprint)', async () => {
    const fields = { ...SAMPLES.homeEnquiry!.fields, email: `repeat-${randomUUID().slice(0, 8)}@example.com` };
    const add = () => send(apis[0]!.http.post(`/${RESOURCES.homeEnquiry.path}/${RESOURCES.homeEnquiry.add}`), fields).expect(201);
    const first = (await add()).body.data._id as string;
    // As if the database had died before the first copy was stored: its fingerprint stayed, taken a while ago.
    await db.collection('homeEnquiry').deleteOne({ _id: new ObjectId(first) });
    const taken = Date.now() - STORE_ABANDONED_MS + LEFT_MS;
    await db.collection('submissionfingerprints').updateOne({ docId: first }, { $set: { expiresAt: new Date(taken + SPAM_GUARD.duplicateWindowMs) } });

    const before = made(['submissionfingerprints', 'homeEnquiry']);
    const repeat = (await add()).body.data._id as string;
    expect(made(['submissionfingerprints', 'homeEnquiry']) - before).toBeLessThanOrEqual(40);
    expect(await db.collection('homeEnquiry').countDocuments({ _id: new ObjectId(repeat) })).toBe(1);
    // A second repeat is a repeat of the stored one.
    expect((await add()).body.data._id).toBe(repeat);
  });

  it("finishes an application's status change whose instance died between the write and its after-effects: history, lists and the candidate's e-mail, once", async () => {
    const jobs = RESOURCES.jobs;
    await apis[0]!.http.post(`/${jobs.path}/${jobs.add}`).set(auth).send(SAMPLES.jobs!.fields).expect(201);
    const email = `crash-${randomUUID().slice(0, 8)}@example.com`;
    const sent = await send(
      apis[0]!.http.post(`/${RESOURCES.applyJobs.path}/${RESOURCES.applyJobs.add}`),
      { ...SAMPLES.applyJobs!.fields, email },
      SAMPLES.applyJobs!.files,
    ).expect(201);
    const id = sent.body.data._id as string;
    const before = await db.collection('applyJobs').findOne({ _id: new ObjectId(id) });
    // The inbox's move to Shortlisted wrote the document, then its instance died: its two entries are all that is
    // left, the write's (history, lists) and the move's (its facts: the candidate's e-mail).
    await db.collection('applyJobs').updateOne({ _id: new ObjectId(id) }, { $set: { status: 'Shortlisted', updatedAt: new Date() } });
    const admin = JSON.parse(Buffer.from(auth.Authorization.split('.')[1]!, 'base64url').toString()) as { sub: string; name: string };
    const entries = db.collection<{ _id: string; kind: string; payload: Document; at: Date }>('aftereffects');
    const at = new Date(Date.now() - AFTER_EFFECTS_LEASE_MS - 1000);
    const actor = { sub: admin.sub, role: 'admin', name: admin.name };
    const leftBy = (to: string) => [
      { _id: randomUUID(), kind: 'application-stage', payload: { id, from: 'New', to, actor, context: { notify: true } }, at },
      { _id: randomUUID(), kind: 'submission-edit:applyJobs', payload: { id, before, set: { status: to }, actor, context: { notify: true } }, at },
    ];
    await entries.insertMany(leftBy('Shortlisted'));
    // Another move whose instance died before it wrote: its document does not hold what it set, so it did not happen.
    await entries.insertMany(leftBy('Hired'));

    const finished = await Promise.all(apis.map((api) => api.app.get(AfterEffects).finishCutShort()));
    expect(finished.reduce((a, b) => a + b, 0)).toBe(4);
    expect(await entries.countDocuments()).toBe(0);
    const { history } = (await apis[0]!.http.get(`/admin/inbox/applyJobs/${id}`).set(auth).expect(200)).body as {
      history: Array<{ kind: string; to?: string; text?: string }>;
    };
    // The two replays run on either instance, in either order.
    expect(history.map((h) => [h.kind, h.to ?? h.text?.split(':')[0]]).sort()).toEqual([
      ['email', 'E-mailed the candidate'],
      ['status', 'Shortlisted'],
    ]);
    const listed = (await apis[1]!.http.get('/admin/inbox').query({ type: 'applyJobs', status: 'Shortlisted', q: email }).set(auth).expect(200)).body
      .items as Array<{ id: string }>;
    expect(listed.map((i) => i.id)).toEqual([id]);
    await until(async () => ((await received(email)).some((m) => !/^We received/.test(m.subject)) ? true : undefined), 'the status e-mail');
    expect((await received(email)).filter((m) => !/^We received/.test(m.subject))).toHaveLength(1);
    // Nothing left to finish: a second pass does nothing.
    expect(await apis[0]!.app.get(AfterEffects).finishCutShort()).toBe(0);
  });

  it('deletes with a submission the after-effects entry a crash left about it (it holds the document as it was)', async () => {
    const sent = await send(apis[0]!.http.post(`/${RESOURCES.homeEnquiry.path}/${RESOURCES.homeEnquiry.add}`), {
      ...SAMPLES.homeEnquiry!.fields,
      email: `left-${randomUUID().slice(0, 8)}@example.com`,
    }).expect(201);
    const id = sent.body.data._id as string;
    const entries = db.collection<{ _id: string; kind: string; payload: Document; at: Date }>('aftereffects');
    const before = await db.collection('homeEnquiry').findOne({ _id: new ObjectId(id) });
    await entries.insertOne({
      _id: randomUUID(),
      kind: 'submission-edit:homeEnquiry',
      payload: { id, before, set: { status: 'Closed' }, context: {} },
      at: new Date(),
    });
    await apis[1]!.http
      .post(`/${RESOURCES.homeEnquiry.path}/${RESOURCES.homeEnquiry.remove.replace(':id', id)}`)
      .set(auth)
      .expect(200);
    expect(await entries.countDocuments({ 'payload.id': id })).toBe(0);
  });
});
