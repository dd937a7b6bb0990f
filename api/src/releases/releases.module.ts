import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { collectionProvider } from '../common/collections.js';
import { AdminReleasesController } from './admin-releases.controller.js';
import { ReleaseAudit } from './release-audit.js';
import { ReleaseRegistry } from './release-registry.js';
import { ReleaseRemoval } from './release-removal.js';
import { ReleaseReports } from './release-reports.js';
import { RELEASE_COLLECTIONS, ReleaseStore } from './release-store.js';
import { ReleaseSwitches } from './release-switches.js';
import { ReportRecords } from './report-records.js';
import { PublicReleasesController } from './releases.controller.js';
import { ShellVerdicts } from './shell-verdicts.js';
import { TeamReleasesController } from './team-releases.controller.js';
import { TeamSignatureGuard } from './team-signature.guard.js';

/**
 * The release registry (docs/decisions/0013): which release of each remote is live, in canary and live before; the
 * teams' signed registrations and switches, the admins' switches, and the browsers' reports.
 */
@Module({
  imports: [AuditModule],
  // The public routes first: `/releases/live` and `/releases/report` are not remotes.
  controllers: [PublicReleasesController, TeamReleasesController, AdminReleasesController],
  providers: [
    ...Object.values(RELEASE_COLLECTIONS).map(collectionProvider),
    ReleaseStore,
    ShellVerdicts,
    ReleaseAudit,
    ReleaseSwitches,
    ReleaseRegistry,
    ReleaseRemoval,
    ReleaseReports,
    ReportRecords,
    TeamSignatureGuard,
  ],
})
export class ReleasesModule {}
