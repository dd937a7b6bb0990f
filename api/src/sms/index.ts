// The SMS room's public surface: the outbox (queue, an about's SMS log, erasure), what a text costs in parts, and its
// fact `sms.receipt` (events.ts), which the room an SMS is about may listen to.
export type { HeldSms, Sms } from './sms-outbox.service.js';
export { SmsOutbox } from './sms-outbox.service.js';
export { SmsModule } from './sms.module.js';
export { describeText, encodingOf, type SmsEncoding } from './sms-parts.js';
export type { ReceiptStatus } from './smpp-protocol.js';
import './events.js';
