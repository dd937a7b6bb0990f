// The audit log's writes (docs/behaviour.md §12): each admin's write is told by its room as a named fact, and each
// fact is one entry here, under a name and action of contracts/src/audit.ts. `grep @OnDomainEvent` lists them.
// Only an admin's acts are recorded: a visitor's own writes (a submission, a candidate's withdrawal) and the API's
// own (the seed, erase's and retention's deletes) are not admin actions. Facts that are only ever a visitor's
// (`application.submitted`, `enquiry.received`) have no listener here, and `application.stageChanged` and
// `application.withdrawn` neither: the same move is a `submission.changed`, recorded once from that.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type AuditAction, type AuditName, RESOURCE_AREAS, type ResourceKey, type SiteVariant, STATUS_ARROW } from '@site/contracts';
import { personPseudonym } from '../common/audit.decorators.js';
import type { TokenPayload } from '../common/auth/requests.js';
import { type DomainEvents, OnDomainEvent } from '../common/events/domain-events.js';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import type { AuditEntry } from './audit-entry.js';
import { AuditLog } from './audit-log.js';

/** What an entry says besides who, when, its name and its action. */
type Particulars = Pick<AuditEntry, 'documentId' | 'subjectType' | 'title' | 'site' | 'detail' | 'event'>;

const isAdmin = (actor: TokenPayload | undefined): actor is TokenPayload => actor?.role === 'admin';

/** The site variant whose visitors see a resource: one variant's content; none for shared content and the rest. */
export function siteOf(resource: ResourceKey): SiteVariant | undefined {
  const area = RESOURCE_AREAS[resource];
  return area === 'content:main' ? 'main' : area === 'content:integrated' ? 'integrated' : undefined;
}

const CONTENT_ACTIONS = { added: 'add', changed: 'edit', removed: 'remove' } as const;
const ACCOUNT_ACTIONS = {
  added: 'add',
  roleChanged: 'changeRole',
  disabled: 'disable',
  enabled: 'enable',
  passwordChanged: 'changePassword',
  signedOutEverywhere: 'signOutEverywhere',
} as const;
const TWO_FACTOR_ACTIONS = { started: 'start', confirmed: 'confirm', disabled: 'disable', reset: 'reset', policySet: 'setPolicy' } as const;
const INTERVIEW_ACTIONS = { scheduled: 'schedule', rescheduled: 'reschedule', cancelled: 'cancel' } as const;

/** A submission's status as its list reads it (one stored before statuses existed is New). */
const statusOf = (doc: Record<string, unknown>) => String(doc.status ?? 'New');

@Injectable()
export class AuditTrail {
  private readonly logger = new Logger('Audit');

  constructor(
    private readonly audit: AuditLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @OnDomainEvent('content.changed')
  content({ resource, id, action, actor, title, version }: DomainEvents['content.changed']) {
    const about = { documentId: id, title, site: siteOf(resource) };
    if (action === 'restored')
      return this.record(actor, 'ContentHistory', 'restore', { ...about, subjectType: resource, detail: String(version ?? '') || undefined });
    return this.record(actor, resource, CONTENT_ACTIONS[action], about);
  }

  /** An admin's edit of a submission (its screen, the inbox, a stage moved): a status moved is its detail. */
  @OnDomainEvent('submission.changed')
  async submission({ type, id, before, after, actor, event, replayed }: DomainEvents['submission.changed']) {
    // After a crash the change's listeners run again: its entry is not made twice.
    if (!isAdmin(actor) || (replayed && event && (await this.audit.madeBy(id, event)))) return;
    const moved = statusOf(before) !== statusOf(after);
    return this.record(actor, type, 'edit', { documentId: id, ...(moved && { detail: `${statusOf(before)}${STATUS_ARROW}${statusOf(after)}` }), event });
  }

  /** A note written in the inbox alone, which changed no field. */
  @OnDomainEvent('submission.noted')
  noted({ type, id, actor }: DomainEvents['submission.noted']) {
    return this.record(actor, 'Inbox', 'change', { documentId: id, subjectType: type });
  }

  /** An admin's delete on a submission's screen; erase and retention delete with no actor, and their own entry. */
  @OnDomainEvent('submission.removed')
  async submissionsRemoved({ type, ids, actor }: DomainEvents['submission.removed']) {
    for (const id of ids) await this.record(actor, type, 'remove', { documentId: id });
  }

  @OnDomainEvent('interview.changed')
  interview({ type, id, action, actor }: DomainEvents['interview.changed']) {
    return this.record(actor, 'Interviews', INTERVIEW_ACTIONS[action], { documentId: id, subjectType: type });
  }

  @OnDomainEvent('application.personLinked')
  person({ applications: [a, b], same, actor }: DomainEvents['application.personLinked']) {
    return this.record(actor, 'Candidates', same ? 'link' : 'unlink', { documentId: String(a._id), subjectType: 'applyJobs', detail: String(b._id) });
  }

  /** A walk-in drive made or edited: the drive, and its title. */
  @OnDomainEvent('drive.saved')
  driveSaved({ drive, created, actor }: DomainEvents['drive.saved']) {
    return this.record(actor, 'Drives', created ? 'add' : 'edit', { documentId: String(drive._id), title: drive.title });
  }

  @OnDomainEvent('drive.cancelled')
  driveCancelled({ drive, actor }: DomainEvents['drive.cancelled']) {
    return this.record(actor, 'Drives', 'cancel', { documentId: String(drive._id), title: drive.title });
  }

  /** A person checked in at a drive's desk (a walk-in registered): the drive, and their queue number. */
  @OnDomainEvent('drive.checkedIn')
  checkedIn({ driveId, booking, walkIn, actor }: DomainEvents['drive.checkedIn']) {
    return this.record(actor, 'DriveVenue', walkIn ? 'walkIn' : 'checkIn', { documentId: driveId, detail: String(booking.checkedIn?.queue ?? '') });
  }

  /** Outcomes recorded at a drive: the drive, the outcome and how many. */
  @OnDomainEvent('drive.outcomes')
  outcomes({ driveId, result, bookings, noShows, actor }: DomainEvents['drive.outcomes']) {
    return this.record(actor, 'DriveVenue', noShows ? 'noShows' : 'outcome', { documentId: driveId, detail: `${result} × ${bookings.length}` });
  }

  @OnDomainEvent('statusTemplate.saved')
  template({ status, actor }: DomainEvents['statusTemplate.saved']) {
    return this.record(actor, 'Templates', 'save', { detail: status });
  }

  @OnDomainEvent('adminAccount.changed')
  account({ id, change, actor }: DomainEvents['adminAccount.changed']) {
    return this.record(actor, 'AdminAccounts', ACCOUNT_ACTIONS[change], { documentId: id });
  }

  @OnDomainEvent('twoFactor.changed')
  twoFactor({ id, change, actor, required }: DomainEvents['twoFactor.changed']) {
    return this.record(actor, 'TwoFactor', TWO_FACTOR_ACTIONS[change], {
      ...(id && { documentId: id }),
      ...(required !== undefined && { detail: required ? 'required' : 'optional' }),
    });
  }

  /** The person is named by their pseudonym, as their look-ups are (never by address). */
  @OnDomainEvent('person.erased')
  erased({ person, actor }: DomainEvents['person.erased']) {
    return this.record(actor, 'Privacy', 'erase', { documentId: personPseudonym(person, this.config.jwtSecret) });
  }

  @OnDomainEvent('retention.saved')
  retentionSaved({ actor }: DomainEvents['retention.saved']) {
    return this.record(actor, 'Privacy', 'saveRetention', {});
  }

  @OnDomainEvent('retention.ran')
  retentionRan({ actor }: DomainEvents['retention.ran']) {
    return this.record(actor, 'Privacy', 'runRetention', {});
  }

  @OnDomainEvent('siteSettings.saved')
  siteSettings({ actor }: DomainEvents['siteSettings.saved']) {
    return this.record(actor, 'SiteSettings', 'save', {});
  }

  /**
   * One entry, when an admin acted. The write is stored already: a failure to record it is logged, never the
   * admin's error (as before the facts).
   */
  private async record<N extends AuditName>(actor: TokenPayload | undefined, name: N, action: AuditAction<N>, particulars: Particulars): Promise<void> {
    if (!isAdmin(actor)) return;
    const defined = Object.fromEntries(Object.entries(particulars).filter(([, v]) => v !== undefined && v !== ''));
    await this.audit
      .record({ at: new Date(), adminId: actor.sub, adminName: actor.name, resource: name, action, ...defined })
      .catch((err: Error) => this.logger.error(`Could not record ${name} ${action}: ${err.message}`));
  }
}
