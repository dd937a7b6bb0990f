// Deleting a submission removes everything that belongs to it, on each path that deletes (an admin's Delete,
// erase, a retention run), and erasing the address afterwards finds nothing left. Each case stores a submission,
// adds an inbox note and an interview, lets its e-mails be delivered and opens its CV, then reads every collection of the database.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash, randomUUID } from 'node:crypto';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Types } from 'mongoose';
import { istDay, RESOURCES } from '@site/contracts';
import { freePort } from '../../../scripts/ferretdb.mjs';
import { startMailDev } from '../../../scripts/maildev.mjs';
import { rebuildDerived } from '../../src/rebuild.js';
import { startApi, type TestApi } from '../support/helpers.js';
import { SAMPLES, send } from '../support/samples.js';

const APPLY = RESOURCES.applyJobs;

async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 300; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Gave up waiting for ${what}`);
}

describe('what a deleted submission leaves behind', () => {
  let mail: Awaited<ReturnType<typeof startMailDev>>;
  let api: TestApi;
  let auth: { Authorization: string };
  const db = () => api.app.get<Connection>(getConnectionToken()).db!;

  beforeAll(async () => {
    mail = await startMailDev({ smtpPort: await freePort(), webPort: await freePort() });
    api = await startApi({ SMTP_URL: mail.smtpUrl, NOTIFY_TO: 'office@example.com', MAIL_RETRY_MS: '200' });
    auth = { Authorization: `Bearer ${await api.adminToken()}` };
  });
  afterAll(async () => {
    await api.close();
    await mail.stop();
  });

  /** An application with a note, an interview (on its day's list), its e-mails delivered and its CV opened; the texts that identify it. */
  async function applicationWithItsTraces() {
    const word = `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const email = `${word}@example.com`;
    const fields = { ...SAMPLES.applyJobs!.fields, name: `Meena ${word}`, email, skills: `Patrolling ${word}`, consent: 'true' };
    const id = (await send(api.http.post(`/${APPLY.path}/${APPLY.add}`), fields, SAMPLES.applyJobs!.files).expect(201)).body.data._id as string;
    await api.http
      .post(`/admin/inbox/applyJobs/${id}`)
      .set(auth)
      .send({ status: 'Reviewed', note: `Called ${word} back` })
      .expect(200);
    const interviewerId = JSON.parse(Buffer.from(auth.Authorization.split('.')[1]!, 'base64url').toString()).sub as string;
    const startsAt = `${istDay(new Date(Date.now() + 2 * 86_400_000))}T10:00`;
    await api.http
      .post(`/admin/hiring/interviews/${id}`)
      .set(auth)
      .send({ startsAt, minutes: 30, place: `Office ${word}`, interviewerId })
      .expect(201);
    await until(async () => {
      const { deliveries } = (await api.http.get(`/admin/mail/deliveries/${id}`).set(auth).expect(200)).body as { deliveries: Array<{ status: string }> };
      return deliveries.length === 4 && deliveries.every((d) => d.status === 'sent');
    }, 'its four e-mails delivered (notification, confirmation, two invitations)');
    await api.http.get(`/admin/applyJobs/resume/${id}`).set(auth).expect(200);
    // The private link of the candidate's page, kept as its token's hash.
    const emails = (await mail.emails()) as Array<{ to: Array<{ address: string }>; text: string }>;
    const token = /\/application\/([A-Za-z0-9_-]{43})/.exec(emails.find((e) => e.to[0]?.address === email)?.text ?? '')?.[1];
    const hash = createHash('sha256')
      .update(token ?? '')
      .digest('hex');
    expect(await holding([id, email, word, hash])).toEqual(expect.arrayContaining([`applicationlinks holds ${id}`, `applicationlinks holds ${hash}`]));
    return { id, email, word, token: token!, hash };
  }

  /**
   * The collections whose documents hold any of `texts`. The audit log is left out for the id only: it records
   * which admin wrote which document when (docs/decisions/0008), an id that then points at nothing.
   */
  async function holding(texts: string[]): Promise<string[]> {
    const found = new Set<string>();
    for (const { name } of await db().listCollections().toArray()) {
      for (const doc of await db().collection(name).find().toArray()) {
        const json = JSON.stringify(doc).toLowerCase();
        for (const [i, text] of texts.entries()) {
          if (name === 'auditlog' && i === 0) continue;
          if (json.includes(text.toLowerCase())) found.add(`${name} holds ${text}`);
        }
      }
    }
    return [...found].sort();
  }

  async function eraseFindsNothing(email: string) {
    const erased = (await api.http.post('/admin/privacy/erase').set(auth).send({ email }).expect(200)).body.erased;
    expect(erased).toEqual({ applyJobs: 0, ServiceEnquiry: 0, homeEnquiry: 0, userContact: 0, files: 0, accounts: 0, mails: 0 });
  }

  it("after an admin's Delete, no collection holds the address, the id or the texts, and erase finds nothing", async () => {
    const { id, email, word, hash } = await applicationWithItsTraces();
    await api.http
      .post(`/${APPLY.path}/${APPLY.remove.replace(':id', id)}`)
      .set(auth)
      .expect(200);
    expect(await holding([id, email, word, hash])).toEqual([]);
    await eraseFindsNothing(email);
  });

  it('after an erase, the same', async () => {
    const { id, email, word, hash } = await applicationWithItsTraces();
    const erased = (await api.http.post('/admin/privacy/erase').set(auth).send({ email }).expect(200)).body.erased;
    expect(erased).toMatchObject({ applyJobs: 1, files: 1, mails: 4 });
    expect(await holding([id, email, word, hash])).toEqual([]);
    await eraseFindsNothing(email);
  });

  it('after a retention run, the same', async () => {
    const { id, email, word, hash } = await applicationWithItsTraces();
    await db()
      .collection('applyJobs')
      .updateOne({ _id: new Types.ObjectId(id) }, { $set: { createdAt: new Date(Date.now() - 40 * 86_400_000) } });
    await rebuildDerived(db());
    await api.http.post('/admin/privacy/retention').set(auth).send({ applyJobs: 30 }).expect(200);
    const run = (await api.http.post('/admin/privacy/retention/run').set(auth).expect(200)).body;
    expect(run.deleted).toMatchObject({ applyJobs: 1, files: 1 });
    await api.http.post('/admin/privacy/retention').set(auth).send({ applyJobs: null }).expect(200);
    expect(await holding([id, email, word, hash])).toEqual([]);
    await eraseFindsNothing(email);
  });

  it("after the candidate's own erase from their page, the same, and the link opens nothing", async () => {
    const { id, email, word, token, hash } = await applicationWithItsTraces();
    await api.http.post(`/application/${token}/erase`).expect(200);
    expect(await holding([id, email, word, hash])).toEqual([]);
    await api.http.get(`/application/${token}`).expect(404);
    await eraseFindsNothing(email);
  });

  it('erase also deletes e-mails that only mention the address: a company notification replying to it', async () => {
    const word = `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const email = `${word}@example.com`;
    // Left waiting by a submission deleted before deletions took its e-mails along (an older version).
    const left = {
      submissionType: 'userContact',
      submissionId: new Types.ObjectId().toHexString(),
      kind: 'notification',
      to: 'office@example.com',
      replyTo: email.toUpperCase(),
      subject: `New message from ${word}`,
      text: word,
      html: word,
      status: 'pending',
      attempts: 3,
      nextAttemptAt: new Date(Date.now() + 3_600_000),
      createdAt: new Date(),
    };
    await db().collection('mailoutbox').insertOne(left);
    const erased = (await api.http.post('/admin/privacy/erase').set(auth).send({ email }).expect(200)).body.erased;
    expect(erased.mails).toBe(1);
    expect(await holding([left.submissionId, email, word])).toEqual([]);
  });
});
