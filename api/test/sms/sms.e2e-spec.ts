// The SMS channel against the real local SMPP server (scripts/sms-dev.mjs), on two API instances sharing a database:
// what is queued arrives once with its text, encoding, parts and DLT ids; an SMSC down then up gets it once; the
// receipts are recorded and told as a fact; a sender dying between two of its writes neither loses nor repeats one.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { type Db, MongoClient, ObjectId } from 'mongodb';
import { freePort } from '../../../scripts/ferretdb.mjs';
import { startSmsDev } from '../../../scripts/sms-dev.mjs';
import { SMS_LEASE_MS } from '../../src/sms/sms-outbox.service.js';
import { SmsOutbox } from '../../src/sms/index.js';
import { SMS_MESSAGES, SmsReceipts } from '../../src/sms/sms-receipts.js';
import type { DomainEventBus } from '../../src/common/events/domain-events.js';
import { startApi, type TestApi, until } from '../support/helpers.js';

type SmsDev = Awaited<ReturnType<typeof startSmsDev>>;
const DAY_MS = 86_400_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const number = () => `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('SMS over SMPP', () => {
  const dbName = `test_sms_${randomUUID().slice(0, 8)}`;
  let sms: SmsDev;
  let apis: TestApi[];
  let client: MongoClient;
  let db: Db;
  const facts: Array<{ about: string; id: string; status: string }> = [];
  const outbox = (i = 0) => apis[i]!.app.get(SmsOutbox);
  const receivedBy = (to: string) => sms.messages().filter((m) => m.to === to);

  beforeAll(async () => {
    sms = await startSmsDev({ smppPort: await freePort(), webPort: await freePort() });
    const env = { MONGODB_DB: dbName, SMS_URL: sms.smsUrl, SMS_SENDER: 'FACLTY', SMS_DLT_ENTITY_ID: '1101000000000000001', SMS_RETRY_MS: '200' };
    apis = [await startApi(env), await startApi(env)];
    for (const api of apis) api.app.get(EventEmitter2).on('sms.receipt', (fact: (typeof facts)[number]) => facts.push(fact));
    client = await MongoClient.connect(process.env.MONGODB_URI!);
    db = client.db(dbName);
  }, 120_000);
  afterAll(async () => {
    await apis?.[1]?.app.close();
    await apis?.[0]?.close();
    await Promise.all([client?.close(), sms?.stop()]);
  });
  beforeEach(() => sms.up());

  it('sends Marathi as UCS-2 in concatenated parts, with the sender, the DLT ids and the text whole', async () => {
    const to = number();
    const text = 'तुमचा अर्ज मिळाला आहे. तुमच्या अर्जाचे पान उघडा: https://example.in/a/0123456789abcdef @example.in #123456';
    const about = new ObjectId().toHexString();
    await outbox().queue({ to, text, template: 'application-received', dltTemplateId: '1107000000000000042', about });
    const [got] = await until(async () => (receivedBy(to).length ? receivedBy(to) : undefined), 'the SMS');
    expect(got).toMatchObject({
      to,
      text,
      from: 'FACLTY',
      template: '1107000000000000042',
      entity: '1101000000000000001',
      encoding: 'UCS-2',
      parts: 2,
    });
    // As GET /api/sms lists it, newest first.
    const listed = (await (await fetch(`${sms.webUrl}/api/sms`)).json()) as Array<Record<string, unknown>>;
    expect(listed[0]).toEqual({ to, text, time: expect.any(String), template: '1107000000000000042' });
  });

  it('sends English as GSM-7 in one part, and records its delivery receipt on its log entry and as a fact', async () => {
    const to = number();
    const about = new ObjectId().toHexString();
    const id = await outbox().queue({ to, text: 'Your code is 482913. @example.in #482913', template: 'sms-code', about });
    const [got] = await until(async () => (receivedBy(to).length ? receivedBy(to) : undefined), 'the SMS');
    expect(got).toMatchObject({ encoding: 'GSM-7', parts: 1, template: null, text: 'Your code is 482913. @example.in #482913' });
    const [logged] = await until(async () => {
      const log = await outbox(1).smsOf(about);
      return log[0]?.receipt ? log : undefined;
    }, 'the receipt');
    expect(logged).toMatchObject({ id, to, template: 'sms-code', status: 'sent', attempts: 1, receipt: 'delivered' });
    await until(async () => (facts.some((f) => f.id === id) ? true : undefined), 'the fact');
    expect(facts.filter((f) => f.id === id)).toEqual([{ about, id, status: 'delivered' }]);
  });

  it('records a part whose receipt comes at the same moment as the sender’s write, and tells its fact once', async () => {
    const told: string[] = [];
    const bus = { publish: async (_: string, fact: { id: string }) => void told.push(fact.id) } as unknown as DomainEventBus;
    const receipts = new SmsReceipts(db.collection(SMS_MESSAGES), db.collection('claims'), bus);
    const parts = Array.from({ length: 40 }, () => randomUUID());
    // Both halves make each part's document at once: neither may fail (a failed sender's half would send again).
    await Promise.all(parts.flatMap((part, i) => [receipts.submitted(`sms-${i}`, 'about', [part]), receipts.received(part, 'delivered')]));
    expect(told.sort()).toEqual(parts.map((_, i) => `sms-${i}`).sort());
    for (const part of parts)
      expect(await db.collection(SMS_MESSAGES).findOne({ _id: part as never })).toMatchObject({ parts: [part], receipt: { status: 'delivered' } });
  });

  it('keeps an SMS while the SMSC is down and sends it once when it is back', async () => {
    await sms.down();
    const to = number();
    const about = new ObjectId().toHexString();
    await outbox().queue({ to, text: 'Interview tomorrow at 10:30', template: 'interview-reminder', about });
    await until(async () => ((await outbox().smsOf(about))[0]?.attempts ?? 0) >= 2 || undefined, 'two failed tries');
    expect(receivedBy(to)).toEqual([]);
    await sms.up();
    await until(async () => ((await outbox().smsOf(about))[0]?.status === 'sent' ? true : undefined), 'the SMS sent');
    await sleep(1000);
    expect(receivedBy(to)).toHaveLength(1);
    expect(await outbox().smsOf(about)).toMatchObject([{ status: 'sent', lastError: undefined }]);
  });

  describe('a sender that died between two of its writes', () => {
    const left = (to: string, about: string, extra: Record<string, unknown> = {}) => ({
      _id: new ObjectId(),
      about,
      template: 'sms-code',
      to,
      text: 'Left by a crash',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(Date.now() - 1000),
      createdAt: new Date(),
      updatedAt: new Date(),
      ...extra,
    });
    const gone = async (_id: ObjectId) => ((await db.collection('smsoutbox').countDocuments({ _id })) === 0 ? true : undefined);

    it('after claiming its try, before leasing it: sent once, after the lease', async () => {
      const to = number();
      const about = new ObjectId().toHexString();
      const doc = left(to, about);
      await db.collection('claims').insertOne({
        _id: `sms:${doc._id.toHexString()}:0:${doc.nextAttemptAt.getTime()}`,
        at: new Date(Date.now() - SMS_LEASE_MS + 2000),
        expiresAt: new Date(Date.now() + DAY_MS),
      } as never);
      await db.collection('smsoutbox').insertOne(doc);
      await sleep(500);
      expect(receivedBy(to)).toEqual([]);
      await until(() => gone(doc._id), 'the SMS out of the outbox');
      await sleep(500);
      expect(receivedBy(to)).toHaveLength(1);
      expect((await outbox().smsOf(about)).map((s) => s.status)).toEqual(['sent']);
    });

    it('after the SMSC took it, before logging it: logged as sent, never submitted again', async () => {
      const to = number();
      const about = new ObjectId().toHexString();
      const doc = left(to, about, { leased: true, messageIds: ['taken-before-the-crash'] });
      await db.collection('smsoutbox').insertOne(doc);
      await until(() => gone(doc._id), 'the SMS out of the outbox');
      await sleep(500);
      expect(receivedBy(to)).toEqual([]);
      expect(await outbox().smsOf(about)).toMatchObject([{ id: doc._id.toHexString(), status: 'sent', attempts: 1 }]);
    });

    it('after logging it, before taking it out of the outbox: not sent again', async () => {
      const to = number();
      const about = new ObjectId().toHexString();
      const doc = left(to, about, { leased: true });
      const { _id, nextAttemptAt: _next, ...kept } = doc;
      await db
        .collection('smslog')
        .insertOne({ ...kept, leased: undefined, _id: `${about}#0`, status: 'sent', attempts: 1, sentAt: new Date(), outboxId: _id.toHexString() } as never);
      await db.collection('smsoutbox').insertOne(doc);
      await until(() => gone(_id), 'the SMS out of the outbox');
      await sleep(500);
      expect(receivedBy(to)).toEqual([]);
      expect(await db.collection('smslog').countDocuments({ outboxId: _id.toHexString() })).toBe(1);
    });
  });

  it('erases what it holds about an application: its log, what waits, its receipts', async () => {
    const to = number();
    const about = new ObjectId().toHexString();
    await outbox().queue({ to, text: 'One', template: 't', about });
    await until(async () => ((await outbox().smsOf(about))[0]?.receipt ? true : undefined), 'the receipt');
    const [{ messageIds }] = (await db
      .collection('smslog')
      .find({ _id: `${about}#0` } as never)
      .toArray()) as unknown as [{ messageIds: string[] }];
    await sms.down();
    await outbox().queue({ to, text: 'Two', template: 't', about });
    expect(await outbox().removeOf([about])).toBe(2);
    expect(await outbox().smsOf(about)).toEqual([]);
    expect(await db.collection('smsmessages').countDocuments({ _id: { $in: messageIds } } as never)).toBe(0);
  });

  it('refuses a number that is not an Indian mobile', async () => {
    await expect(outbox().queue({ to: '+912012345678', text: 'x', template: 't' })).rejects.toThrow('Not an Indian mobile number');
    await expect(outbox().queue({ to: '9876543210', text: 'x', template: 't' })).rejects.toThrow('Not an Indian mobile number');
  });
});
