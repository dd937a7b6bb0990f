// The derived documents of the submissions (totals, per-year and per-day documents) stay equal to a full recount
// through a random mix of creates, status changes, deletes, erasures and retention runs made on two API instances
// writing to one database at once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { getConnectionToken } from '@nestjs/mongoose';
import { RESOURCES, statusesOf, SUBMISSION_KEYS, type SubmissionKey } from '@site/contracts';
import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import { ObjectId } from 'mongodb';
import { rebuildDerived } from '../../src/rebuild.js';
import { deriveAll, SubmissionIndex } from '../../src/submissions/submission-index.js';
import { changeOf } from '../../src/submissions/submission-rows.js';
import { termsOf } from '../../src/submissions/submission-terms.js';
import { startApi, type TestApi } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';

const DAY_MS = 86_400_000;

/** A small seeded generator, so a failing sequence can be run again. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

describe('derived documents of the submissions', () => {
  const dbName = `test_derived_${randomUUID().slice(0, 8)}`;
  let apis: TestApi[];
  let tokens: string[];
  const db = () => apis[0]!.app.get<Connection>(getConnectionToken()).db!;

  beforeAll(async () => {
    apis = [await startApi({ MONGODB_DB: dbName }), await startApi({ MONGODB_DB: dbName })];
    tokens = [await apis[0]!.adminToken(), await apis[1]!.adminToken()];
  });
  afterAll(async () => {
    await apis[1]?.app.close();
    await apis[0]?.close();
  });

  async function recountEqualsStored() {
    // A visitor is answered before the lists catch up: each instance's writer finishes what it was given first.
    await Promise.all(apis.map((api) => api.app.get(SubmissionIndex).settled(SUBMISSION_KEYS)));
    expect(await db().collection('submissionpending').countDocuments()).toBe(0);
    const index = SubmissionIndex.on(db());
    for (const key of SUBMISSION_KEYS) {
      const docs = await db().collection(key).find().toArray();
      const expected = deriveAll(docs.map((d) => ({ ...changeOf(d), ...changeOf(d).row! })));
      const stored = await index.stored(key);
      expect({ key, ...stored }).toEqual({ key, ...expected });
      // Each term's month document holds exactly the submissions of that month holding the term.
      const terms = new Map<string, Record<string, number>>();
      for (const d of docs) {
        const { id, t } = changeOf(d);
        for (const term of termsOf(d)) {
          // A word per month, an e-mail address or phone number for all time.
          const at = `${key}:${term}:${term.startsWith('w:') ? new Date(t).toISOString().slice(0, 7) : 'all'}`;
          terms.set(at, { ...terms.get(at), [id]: t });
        }
      }
      expect(await index.terms.stored(key)).toEqual(terms);
    }
  }

  it('equal a full recount after a random sequence of writes on two instances at once', async () => {
    const rnd = random(20261124);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
    // Older submissions stored behind the API's back (as by an earlier version), then brought in by the rebuild.
    for (const key of SUBMISSION_KEYS) {
      const old = Array.from({ length: 5 }, (_, i) => ({
        ...SAMPLES[key]!.fields,
        _id: new ObjectId(),
        email: `old${i}@example.com`,
        createdAt: new Date(Date.now() - (40 + i * 3) * DAY_MS),
      }));
      await db().collection(key).insertMany(old);
    }
    await rebuildDerived(db());
    await recountEqualsStored();

    const ids: Array<{ key: SubmissionKey; id: string; email: string }> = [];
    const emails = ['asha@example.com', 'ravi@example.com', 'meena@example.com'];
    const op = async () => {
      const i = Math.floor(rnd() * 2);
      const [api, auth] = [apis[i]!, { Authorization: `Bearer ${tokens[i]}` }];
      const what = rnd();
      if (what < 0.5 || ids.length === 0) {
        const key = pick(SUBMISSION_KEYS);
        const email = pick(emails);
        const sample = SAMPLES[key]!;
        const name = key === 'homeEnquiry' ? { firstName: `Sita ${randomUUID().slice(0, 6)}` } : { name: `Visitor ${randomUUID().slice(0, 6)}` };
        const res = await send(api.http.post(`/${RESOURCES[key].path}/${RESOURCES[key].add}`), { ...sample.fields, ...name, email }, sample.files).expect(201);
        ids.push({ key, id: res.body.data._id, email });
      } else if (what < 0.8) {
        const { key, id } = pick(ids);
        const res = await api.http
          .post(`/admin/inbox/${key}/${id}`)
          .set(auth)
          .send({ status: pick(statusesOf(key)) });
        expect([200, 404]).toContain(res.status);
      } else if (what < 0.92) {
        const { key, id } = pick(ids);
        const res = await api.http.post(`/${RESOURCES[key].path}/${RESOURCES[key].remove.replace(':id', id)}`).set(auth);
        expect([200, 404]).toContain(res.status);
      } else if (what < 0.97) {
        await api.http
          .post('/admin/privacy/erase')
          .set(auth)
          .send({ email: pick(emails) })
          .expect(200);
      } else {
        await api.http
          .post('/admin/privacy/retention')
          .set(auth)
          .send({ [pick(SUBMISSION_KEYS)]: 45 })
          .expect(200);
        await api.http.post('/admin/privacy/retention/run').set(auth).expect(200);
      }
    };
    // Four at a time, so the two instances write the same documents at the same moments.
    for (let round = 0; round < 15; round++) await Promise.all([op(), op(), op(), op()]);
    await recountEqualsStored();

    // A rebuild of what is exact changes nothing, and running it twice neither.
    await rebuildDerived(db());
    await recountEqualsStored();
  });

  it('moves the sent and failed e-mails of an older outbox into the mail log on upgrade, keeps those to send, and changes nothing the second time', async () => {
    const res = await send(apis[0]!.http.post(`/${RESOURCES.userContact.path}/${RESOURCES.userContact.add}`), {
      ...SAMPLES.userContact!.fields,
      email: 'upgrade@example.com',
    }).expect(201);
    const id = res.body.data._id as string;
    const old = (status: string, subject: string) => ({
      _id: new ObjectId(),
      submissionType: 'userContact',
      submissionId: id,
      kind: 'confirmation',
      to: 'upgrade@example.com',
      subject,
      text: 'x',
      html: 'x',
      status,
      attempts: 1,
      nextAttemptAt: new Date(),
      createdAt: new Date(),
    });
    const mails = [old('sent', 'Old sent'), old('failed', 'Old failed'), old('pending', 'Old waiting')];
    await db().collection('mailoutbox').insertMany(mails);

    const first = await rebuildDerived(db());
    expect(first.mailsMoved).toBe(2);
    const outbox = await db().collection('mailoutbox').find({ submissionId: id }).toArray();
    expect(outbox.map((m) => m.subject).sort()).toContain('Old waiting');
    expect(outbox.map((m) => m.subject)).not.toContain('Old sent');
    const logged = await db()
      .collection('maillog')
      .find({ outboxId: { $in: mails.map((m) => String(m._id)) } })
      .toArray();
    expect(logged.map((m) => [m.subject, m.status]).sort()).toEqual([
      ['Old failed', 'failed'],
      ['Old sent', 'sent'],
    ]);
    expect(await db().listCollections({ name: 'mailoutbox_upgrade' }).toArray()).toEqual([]);

    const second = await rebuildDerived(db());
    expect(second.mailsMoved).toBe(0);
    expect(
      await db()
        .collection('maillog')
        .countDocuments({ outboxId: { $in: mails.map((m) => String(m._id)) } }),
    ).toBe(2);
    const detail = await apis[0]!.http
      .get(`/admin/inbox/userContact/${id}`)
      .set({ Authorization: `Bearer ${tokens[0]}` })
      .expect(200);
    // The submission's own two e-mails and the three of the older outbox, each once.
    expect(detail.body.deliveries).toHaveLength(5);
  });
});
