// The applications room's facts. Applications publishes them (applications.service.ts); side effects in this room
// and others listen (status e-mails, interviews, the audit log).
import type { TokenPayload } from '../common/auth/requests.js';
import type { Doc } from '../common/resource/resource-hooks.js';

/** A stage moved (Applications.moveStage): from the inbox, the application's edit screen or the candidate's page. */
export interface StageChanged {
  id: string;
  from: string;
  to: string;
  /** The application as it now reads. */
  application: Doc;
  actor: TokenPayload;
  /** A note the admin wrote with the move (the history has it after the stage line). */
  note?: string;
  /** Whether to e-mail the candidate about the new stage: the inbox says; the edit screen never does. */
  notify?: boolean;
  /** The candidate was interviewed already (a walk-in drive's outcome): their news is not held for an invitation. */
  interviewed?: boolean;
  /** The after-effects entry of the move: a listener marks what it wrote with it. */
  event?: string;
  /** Published again after a crash cut the first run short: a listener skips what it already did. */
  replayed?: boolean;
}

declare module '../common/events/domain-events.js' {
  interface DomainEvents {
    /** A visitor's application is stored (its e-mails are queued with it). */
    'application.submitted': { id: string; application: Doc };
    /** An application's stage moved, after its history line. */
    'application.stageChanged': StageChanged;
    /** An application moved to Withdrawn (after 'application.stageChanged' of the same move). */
    'application.withdrawn': StageChanged;
    /** Applications are about to be deleted (Delete, erase, retention): what belongs to them goes first. */
    'application.removing': { ids: string[] };
  }
}
