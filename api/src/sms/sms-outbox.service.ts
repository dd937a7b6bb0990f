import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Collection } from 'mongodb';
import type { Model } from 'mongoose';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { type Claim, ExpiringCollections } from '../common/abuse/expiring-collections.js';
import { deleteByIds } from '../common/batched-deletes.js';
import { InjectCollection } from '../common/collections.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import { Foreground } from '../common/http/foreground.js';
import { KeyedLog, type Logged } from '../common/keyed-log.js';
import { type Outcome, OutboxSender } from '../common/outbox/outbox-sender.js';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { SmppLink } from './smpp-link.js';
import { dltParameters } from './smpp-protocol.js';
import { encodeParts } from './sms-parts.js';
import { type OutboxSms, SMS_OUTBOX_MODEL } from './sms-outbox.schema.js';
import { SMS_MESSAGES, type SmsMessage, SmsReceipts, smsStatus } from './sms-receipts.js';
import './events.js';

/** Sent and failed SMS, each under `<about>#<n>` (the SMS room's own collection). */
export const SMS_LOG = 'smslog';
export const SMS_MAX_ATTEMPTS = 12;
/** How long a sender holds an SMS it is trying, so a crashed instance's SMS is sent by another. */
export const SMS_LEASE_MS = 120_000;
const CLAIM_KEPT_MS = 86_400_000;
const SEND_BATCH = 200;
const SEND_AT_ONCE = 5;
const QUIET_WAIT_MS = 2000;
const POLL_MS = 2_000;
/** An Indian mobile number as the outbox takes it. */
const INDIAN_MOBILE = /^\+91[6-9]\d{9}$/;

/** An SMS as a room hands it to the outbox: each room writes its own SMS's words. */
export interface Sms {
  /** +91XXXXXXXXXX */
  to: string;
  text: string;
  /** Our template key. */
  template: string;
  /** The template's DLT id, when the operator's account requires it. */
  dltTemplateId?: string;
  /** What it is about (an application's id), for its history and its erasure; the number itself when unset. */
  about?: string;
}

/** An SMS held until `until` for another that would tell the same (`heldFor`), which may drop it first (`dropHeld`). */
export interface HeldSms {
  heldFor: string;
  until: Date;
}

/** What is kept of an SMS once it has left the outbox. */
export type DeliveredSms = Omit<OutboxSms, '_id' | 'nextAttemptAt' | 'leased'> & { outboxId: string };

/**
 * The durable SMS outbox: a room queues an SMS in the database, and a loop on every instance submits what is due over
 * SMPP, retrying with back-off (common/outbox/outbox-sender.ts, as for e-mail). An SMSC being down never fails or
 * slows what queued it. A sent or failed SMS moves to the SMS log, read by what it is about.
 */
@Injectable()
export class SmsOutbox implements OnModuleInit, OnApplicationShutdown {
  private link?: SmppLink;
  private readonly sender: OutboxSender<OutboxSms>;
  private readonly log: KeyedLog<DeliveredSms>;
  private readonly receipts: SmsReceipts;

  constructor(
    @InjectPinoLogger('Sms') private readonly logger: PinoLogger,
    @InjectModel(SMS_OUTBOX_MODEL) private readonly outbox: Model<OutboxSms>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    foreground: Foreground,
    expiring: ExpiringCollections,
    events: DomainEventBus,
    @InjectCollection(SMS_LOG) smsLog: Collection<Logged<DeliveredSms>>,
    @InjectCollection(SMS_MESSAGES) messages: Collection<SmsMessage>,
  ) {
    this.log = new KeyedLog(smsLog);
    this.receipts = new SmsReceipts(messages, expiring.claims as Collection<Claim>, events);
    this.sender = new OutboxSender<OutboxSms>({
      claimPrefix: 'sms',
      outbox: this.outbox,
      claims: expiring.claims,
      leaseMs: SMS_LEASE_MS,
      claimKeptMs: CLAIM_KEPT_MS,
      maxAttempts: SMS_MAX_ATTEMPTS,
      retryMs: config.sms.retryMs,
      batch: SEND_BATCH,
      atOnce: SEND_AT_ONCE,
      beforeSending: () => foreground.quiet(QUIET_WAIT_MS),
      deliver: (sms) => this.deliver(sms),
      log: (sms, outcome) => this.logDone(sms, outcome),
      endedBefore: (sms) => this.endedBefore(sms),
      warnTry: (sms, attempts, err) => this.logger.warn(`SMS ${String(sms._id)} (${sms.template}) not sent, try ${attempts}: ${err.message}`),
      warnPass: (err) => this.logger.warn(`SMS outbox: ${err.message}`),
    });
  }

  onModuleInit() {
    const { url } = this.config.sms;
    if (!url) return;
    this.link = new SmppLink(
      url,
      ({ messageId, status }) => this.receipts.received(messageId, status),
      (message) => this.logger.warn(message),
    );
    this.link.open();
    this.sender.start(POLL_MS);
  }

  async onApplicationShutdown() {
    await this.sender.stop();
    await this.link?.close();
  }

  /**
   * Queues an SMS; it is sent after the caller's answer, and again until the SMSC takes it. A held one waits until
   * its time, unless `dropHeld` takes it first.
   */
  async queue(sms: Sms, held?: HeldSms): Promise<string> {
    if (!INDIAN_MOBILE.test(sms.to)) throw new Error(`Not an Indian mobile number: ${sms.to}`);
    if (!sms.text) throw new Error('An SMS needs a text');
    const { _id } = await this.outbox.create({ ...sms, about: sms.about ?? sms.to, ...(held && { heldFor: held.heldFor, nextAttemptAt: held.until }) });
    if (!held) this.sender.drain();
    return String(_id);
  }

  /**
   * Drops the SMS about `about` held for `heldFor` that no sender has taken; answers how many. Each is taken by its
   * try's claim first, as a sender takes it, so it is either dropped or sent, never both.
   */
  async dropHeld(about: string, heldFor: string): Promise<number> {
    const held = await this.outbox.find({ about, heldFor }).lean<OutboxSms[]>().exec();
    let dropped = 0;
    for (const sms of held) {
      if (sms.leased || !(await this.sender.takeTry(sms))) continue;
      await this.outbox.deleteOne({ _id: sms._id }).exec();
      dropped++;
    }
    return dropped;
  }

  /**
   * For an SMS worth sending only now (a code the visitor waits for): whether the SMSC takes SMS `id` (queued about
   * `about`) within `waitMs`. Not as soon as a try fails, or when the time is up: the SMS is then withdrawn, so that
   * the visitor, told it was not sent, does not get it later; unless a sender holds it at that moment, whose try
   * may still send it (`trying`). Polls the outbox by `_id`.
   */
  async sentWithin(id: string, about: string, waitMs: number): Promise<'sent' | 'withdrawn' | 'trying'> {
    const until = Date.now() + waitMs;
    for (let wait = 50; ; wait = Math.min(wait * 2, 500)) {
      const sms = await this.outbox.findById(id).select('attempts messageIds').lean<OutboxSms>().exec();
      if (!sms) return (await this.log.list(about)).some((s) => s.outboxId === id && s.status === 'sent') ? 'sent' : 'withdrawn';
      if (sms.messageIds?.length) return 'sent';
      if (sms.attempts > 0 || Date.now() >= until) {
        const { deletedCount } = await this.outbox.deleteOne({ _id: id, leased: { $ne: true } }).exec();
        return deletedCount ? 'withdrawn' : 'trying';
      }
      await new Promise((r) => setTimeout(r, Math.min(wait, Math.max(1, until - Date.now()))));
    }
  }

  /** The SMS about `about`: those sent or given up on (with how they ended, once the SMSC said), then those waiting. */
  async smsOf(about: string) {
    const [done, waiting] = await Promise.all([this.log.list(about), this.outbox.find({ about }).sort({ createdAt: 1 }).lean<OutboxSms[]>().exec()]);
    return Promise.all(
      [...done.map((d) => ({ ...d, id: d.outboxId })), ...waiting.map((w) => ({ ...w, id: String(w._id) }))].map(
        async ({ id, template, dltTemplateId, to, text, status, attempts, lastError, sentAt, createdAt, messageIds }) => {
          const receipt = messageIds?.length ? smsStatus(await this.receipts.of(messageIds)) : undefined;
          return { id, template, dltTemplateId, to, text, status, attempts, lastError, sentAt, createdAt, ...(receipt && { receipt }) };
        },
      ),
    );
  }

  /** Deletes the SMS about these (erasure): their log, those waiting, and their receipts; returns how many SMS. */
  async removeOf(aboutIds: string[]): Promise<number> {
    const [done, waiting] = await Promise.all([
      Promise.all(aboutIds.map((about) => this.log.list(about))),
      this.outbox
        .find({ about: { $in: aboutIds } })
        .lean<OutboxSms[]>()
        .exec(),
    ]);
    await this.receipts.remove([...done.flat(), ...waiting].flatMap((s) => s.messageIds ?? []));
    const removed = await deleteByIds(
      this.outbox.collection,
      waiting.map((s) => s._id),
    );
    return removed + (await this.log.remove(aboutIds));
  }

  /**
   * Submits every part; once the SMSC has taken them all, their ids are written on the SMS by `_id` before anything
   * else, so a sender that dies after that never submits it again (`endedBefore`).
   */
  private async deliver(sms: OutboxSms): Promise<Partial<OutboxSms>> {
    const { sender, dltEntityId } = this.config.sms;
    const id = String(sms._id);
    // The concatenation reference: the same for every try of an SMS, so a phone joins parts of one try only.
    const reference = parseInt(id.slice(-2), 16) || 0;
    const messageIds: string[] = [];
    for (const part of encodeParts(sms.text, reference)) {
      messageIds.push(
        await this.link!.submit({
          source_addr_ton: 5, // alphanumeric: the DLT header
          source_addr_npi: 0,
          source_addr: sender,
          dest_addr_ton: 1, // international, without the +
          dest_addr_npi: 1,
          destination_addr: sms.to.replace(/^\+/, ''),
          registered_delivery: 1,
          ...part,
          ...dltParameters(dltEntityId, sms.dltTemplateId),
        }),
      );
    }
    await this.outbox.updateOne({ _id: sms._id }, { $set: { messageIds } }).exec();
    await this.receipts.submitted(id, sms.about, messageIds);
    return { messageIds };
  }

  private async logDone(sms: OutboxSms, outcome: Outcome<OutboxSms>) {
    const { _id, nextAttemptAt: _next, leased: _leased, ...kept } = sms;
    await this.log.append(sms.about, { ...kept, ...outcome, outboxId: String(_id) } as DeliveredSms);
  }

  /**
   * An SMS that comes due still leased was taken by a sender that then stopped: logged by it, only its removal from
   * the outbox is left; taken by the SMSC (its ids written), it is logged as sent, and never submitted again.
   */
  private async endedBefore(sms: OutboxSms): Promise<'logged' | Outcome<OutboxSms> | null> {
    if ((await this.log.list(sms.about)).some((s) => s.outboxId === String(sms._id))) return 'logged';
    if (!sms.messageIds?.length) return null;
    await this.receipts.submitted(String(sms._id), sms.about, sms.messageIds);
    return { status: 'sent', attempts: sms.attempts + 1, sentAt: new Date() } as Outcome<OutboxSms>;
  }
}
