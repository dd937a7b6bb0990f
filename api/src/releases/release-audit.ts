// Every registration and switch, by a team, an admin or the system, is written to the audit log the same way, by
// an explicit call (a team's and the system's moves have no admin to tell a fact of): under `Releases`, the release
// named by `<remote>:<id>`, its site variant, and a sentence saying what moved.
import { Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import type { ReleaseRemote } from '@site/contracts/releases';
import { AuditLog } from '../audit/index.js';
import { releaseKey } from './release-store.js';

/** Who moved a release: an admin (their account), a team (its signed request) or the API itself (a canary ended, a failing live release rolled back). */
export interface ReleaseActor {
  id: string;
  name: string;
}

export const teamActor = (remote: ReleaseRemote): ReleaseActor => ({ id: `team:${remote}`, name: `${remote} team` });
export const SYSTEM_ACTOR: ReleaseActor = { id: 'system', name: 'System' };

/** The request that caused an entry (for the system, what triggered it). */
export interface Origin {
  method: string;
  path: string;
}

@Injectable()
export class ReleaseAudit {
  constructor(
    private readonly audit: AuditLog,
    // Injected, not `new Logger()`: a canary is ended from a timer, outside any request.
    @InjectPinoLogger('Releases') private readonly logger: PinoLogger,
  ) {}

  async record(
    action: 'register' | 'switch' | 'remove' | 'canaryEnded' | 'rolledBack',
    actor: ReleaseActor,
    remote: ReleaseRemote,
    id: string | null,
    title: string,
    origin: Origin,
  ) {
    // The write is done: a failure to record it is logged, not turned into an error (as for every audited write).
    await this.audit
      .record({
        at: new Date(),
        adminId: actor.id,
        adminName: actor.name,
        resource: 'Releases',
        action,
        ...(id && { documentId: releaseKey(remote, id) }),
        // The site variant whose visitors it serves; the back office's own remote is none.
        ...(remote !== 'admin' && { site: remote }),
        title,
        method: origin.method,
        path: origin.path,
      })
      .catch((err: Error) => this.logger.error(`Could not record ${action} of ${remote}: ${err.message}`));
  }
}
