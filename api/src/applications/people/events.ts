// The fact of a recruiter's word on two applications (people.service.ts): its history lines and audit entry listen.
import type { TokenPayload } from '../../common/auth/requests.js';
import type { Doc } from '../../common/resource/resource-hooks.js';

declare module '../../common/events/domain-events.js' {
  interface DomainEvents {
    /** A recruiter said two applications are the same person (`same`), or not. */
    'application.personLinked': { applications: [Doc, Doc]; same: boolean; actor: TokenPayload };
  }
}

export {};
