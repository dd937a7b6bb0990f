// The SMS room's fact: the SMSC reported how an SMS ended (its delivery receipts, all parts in). The room the SMS is
// about writes it into its history.
import type { ReceiptStatus } from './smpp-protocol.js';

declare module '../common/events/domain-events.js' {
  interface DomainEvents {
    /** `about` as the SMS was queued with, `id` the SMS's id in `SmsOutbox.smsOf`. */
    'sms.receipt': { about: string; id: string; status: ReceiptStatus };
  }
}
