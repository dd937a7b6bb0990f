// Delivery receipts, matched to the SMS they are about by the SMSC's message id. Each part's id is a document of its
// own (`smsmessages`, `_id` = the SMSC's id): the sender writes which SMS it belongs to, the receipt writes how it
// ended, each in one write by `_id`, in whichever order they come (an SMSC may answer before the sender has written).
// The second of the two sees both; once every part has its receipt, the SMS's fact is published once.
import type { Collection } from 'mongodb';
import type { Claim } from '../common/abuse/expiring-collections.js';
import { isDuplicateKey } from '../common/abuse/expiring-collections.js';
import type { DomainEventBus } from '../common/events/domain-events.js';
import type { ReceiptStatus } from './smpp-protocol.js';

export const SMS_MESSAGES = 'smsmessages';
/** How long the claim of a receipt's fact is kept: an SMSC stops sending a receipt again long before. */
const FACT_CLAIM_KEPT_MS = 7 * 86_400_000;

export interface SmsMessage {
  _id: string;
  /** The SMS (its outbox id), what it is about, and the ids of all its parts. */
  sms?: string;
  about?: string;
  parts?: string[];
  receipt?: { status: ReceiptStatus; at: Date };
}

/** How an SMS ended from its parts' receipts: delivered when all were; else the first part's that was not. */
export const smsStatus = (receipts: Array<SmsMessage['receipt']>): ReceiptStatus | undefined =>
  receipts.some((r) => !r) ? undefined : (receipts.find((r) => r!.status !== 'delivered')?.status ?? 'delivered');

export class SmsReceipts {
  constructor(
    private readonly messages: Collection<SmsMessage>,
    private readonly claims: Collection<Claim>,
    private readonly events: DomainEventBus,
  ) {}

  /** The sender's half: the SMSC took the SMS's parts under these ids. */
  async submitted(sms: string, about: string, parts: string[]) {
    for (const _id of parts) {
      const doc = await this.write(_id, { sms, about, parts });
      if (doc?.receipt) await this.settle(doc);
    }
  }

  /** The SMSC's half: a part's receipt. */
  async received(messageId: string, status: ReceiptStatus) {
    const doc = await this.write(messageId, { receipt: { status, at: new Date() } });
    if (doc?.sms) await this.settle(doc);
  }

  /**
   * Sets the part's fields, making its document if there is none. The two halves may both make it at once: the
   * second insert of an `_id` fails, and that half then finds the document the other made and updates it.
   */
  private async write(_id: string, set: Partial<SmsMessage>): Promise<SmsMessage | null> {
    const update = () => this.messages.findOneAndUpdate({ _id }, { $set: set }, { upsert: true, returnDocument: 'after' });
    try {
      return await update();
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      return update();
    }
  }

  /** The receipts of an SMS's parts, by their ids (one lookup each). */
  async of(parts: string[]): Promise<Array<SmsMessage['receipt']>> {
    const docs = await Promise.all(parts.map((_id) => this.messages.findOne({ _id })));
    return docs.map((d) => d?.receipt);
  }

  async remove(parts: string[]) {
    await Promise.all(parts.map((_id) => this.messages.deleteOne({ _id })));
  }

  /** Publishes the SMS's fact once all its parts have their receipts, once across instances (its claim). */
  private async settle(doc: SmsMessage) {
    const status = smsStatus(await this.of(doc.parts ?? [doc._id]));
    if (!status) return;
    try {
      await this.claims.insertOne({ _id: `sms-receipt:${doc.sms}`, at: new Date(), expiresAt: new Date(Date.now() + FACT_CLAIM_KEPT_MS) } as never);
    } catch (err) {
      if (isDuplicateKey(err)) return;
      throw err;
    }
    await this.events.publish('sms.receipt', { about: doc.about!, id: doc.sms!, status });
  }
}
