// What the audit log may hold (docs/behaviour.md §12): the names its entries are recorded under (a resource's key,
// or an area of the back office) and each name's actions. The API's audit trail turns each named fact into one of
// these pairs, and declared reads of personal data name theirs on the route; both are typed against this list, an
// API test writes through every admin route and finds its entry here, and the back office words every pair. Stored
// entries keep these values, so a name or an action here is never renamed, only added.
import { RESOURCE_KEYS, type ResourceKey } from './resources.js';

/** An admin's writes of a resource, through its screen (a visitor's own submission is not recorded). */
export const RESOURCE_ACTIONS = ['add', 'edit', 'remove'] as const;

/** The other areas: their writes, and the reads of personal data they record. */
export const AUDIT_AREAS = {
  Inbox: ['detail', 'change'],
  SubmissionsExport: ['csv'],
  ContentHistory: ['restore'],
  Interviews: ['schedule', 'reschedule', 'cancel'],
  // A recruiter says two applications are the same person, or not (docs/behaviour.md §16.3).
  Candidates: ['link', 'unlink'],
  Templates: ['save'],
  AdminAccounts: ['add', 'changeRole', 'disable', 'enable', 'changePassword', 'signOutEverywhere'],
  TwoFactor: ['start', 'confirm', 'disable', 'reset', 'setPolicy'],
  Privacy: ['find', 'resumes', 'erase', 'saveRetention', 'runRetention'],
  SiteSettings: ['save'],
  // A release registered, switched (promote, rollback, end-canary), removed, its canary ended or rolled back by itself.
  Releases: ['register', 'switch', 'remove', 'canaryEnded', 'rolledBack'],
  // At a walk-in drive (docs/behaviour.md §26.5–§26.7): a person checked in, a walk-in registered, outcomes recorded, no-shows marked.
  // A walk-in drive made, edited or cancelled (docs/behaviour.md §26).
  Drives: ['add', 'edit', 'cancel'],
  DriveVenue: ['checkIn', 'walkIn', 'outcome', 'noShows'],
} as const satisfies Record<string, readonly string[]>;

export type AuditArea = keyof typeof AUDIT_AREAS;
export type AuditName = ResourceKey | AuditArea;

/** Every name the log may hold, with its actions. */
export const AUDITED: Readonly<Record<AuditName, readonly string[]>> = {
  ...(Object.fromEntries(RESOURCE_KEYS.map((key) => [key, RESOURCE_ACTIONS])) as Record<ResourceKey, typeof RESOURCE_ACTIONS>),
  ...AUDIT_AREAS,
};

/** The actions of one name. */
export type AuditAction<N extends AuditName> = N extends AuditArea ? (typeof AUDIT_AREAS)[N][number] : (typeof RESOURCE_ACTIONS)[number];

/** A submission's edit that moved its status (an application's stage) says from and to in its `detail`: "Reviewed → Shortlisted". */
export const STATUS_ARROW = ' → ';
