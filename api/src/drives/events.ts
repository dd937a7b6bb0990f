// The drives room's facts (docs/behaviour.md §26). The audit log records an admin's `drive.saved` and
// `drive.cancelled`; the room's own listeners (drive-listeners.ts) send the SMS and e-mails of each.
import type { TokenPayload } from '../common/auth/requests.js';
import type { StoredBooking, StoredDrive } from './drive-store.js';

/** A booking's fact: the booking as it now reads and its drive. */
export interface BookingFact {
  booking: StoredBooking;
  drive: StoredDrive;
  /** The after-effects entry of the write (a listener marks what it sent with it); absent on a plain publish. */
  event?: string;
}

declare module '../common/events/domain-events.js' {
  interface DomainEvents {
    /** A drive was made (`created`) or edited by an admin. */
    'drive.saved': { drive: StoredDrive; created: boolean; actor: TokenPayload };
    /** An admin cancelled a drive; everyone booked is told (once each, by the claim `drive-cancelled:<booking>`). */
    'drive.cancelled': { drive: StoredDrive; actor: TokenPayload };
    /** A person booked a slot, or moved their booking (`moved`). */
    'drive.booked': BookingFact & { moved: boolean };
    /** A person cancelled their booking from their private page. */
    'drive.bookingCancelled': BookingFact;
  }
}
