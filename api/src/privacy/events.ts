// The privacy room's facts: an admin's erasure of a person and their changes to retention, published by their
// service once done; the audit log listens. Scheduled retention runs are the API's own and publish none.
import type { TokenPayload } from '../common/auth/requests.js';

declare module '../common/events/domain-events.js' {
  interface DomainEvents {
    /**
     * Everything held about a person was erased: `person`, their e-mail address or mobile number ("+919876543210"). A
     * repeat, or an unknown one, erases nothing but is told too.
     */
    'person.erased': { person: string; actor: TokenPayload };
    /** How long each type of submission is kept was saved. */
    'retention.saved': { actor: TokenPayload };
    /** An admin ran the deletion of expired submissions (it may go on in the background after this). */
    'retention.ran': { actor: TokenPayload };
  }
}
