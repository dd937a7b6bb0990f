// The venue's facts (docs/behaviour.md §26): a person checked in at the desk (a walk-in with how they were matched),
// and outcomes recorded for people of a drive. The audit log listens to both.
import type { DriveOutcome } from '@site/contracts';
import type { TokenPayload } from '../../common/auth/requests.js';
import type { StoredBooking } from '../drive-store.js';

declare module '../../common/events/domain-events.js' {
  interface DomainEvents {
    /** A person was checked in (once: a resend tells nothing); `walkIn` says how a walk-in was matched. */
    'drive.checkedIn': { driveId: string; booking: StoredBooking; walkIn?: 'application' | 'candidate' | 'new'; actor: TokenPayload };
    /** Outcome `result` was recorded for `bookings` (those who had it already are not among them); `noShows` when "did not come" for all. */
    'drive.outcomes': { driveId: string; result: DriveOutcome; bookings: string[]; noShows: boolean; actor: TokenPayload };
  }
}

export {};
