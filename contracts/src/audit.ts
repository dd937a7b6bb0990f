// What the audit log may hold (docs/behaviour.md §12): the names its entries are recorded under (a resource's key,
// or the @AuditAs name of another area of the API) and each name's actions (the handlers' names). The API records
// nothing else (an API test checks its routes against this list), and the back office words every pair. Stored
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
  Templates: ['save'],
  AdminAccounts: ['add', 'changeRole', 'disable', 'enable', 'changePassword', 'signOutEverywhere'],
  TwoFactor: ['start', 'confirm', 'disable', 'reset', 'setPolicy'],
  Privacy: ['find', 'resumes', 'erase', 'saveRetention', 'runRetention'],
  SiteSettings: ['save'],
  // A release registered, switched (promote, rollback, end-canary), removed, its canary ended or rolled back by itself.
  Releases: ['register', 'switch', 'remove', 'canaryEnded', 'rolledBack'],
} as const satisfies Record<string, readonly string[]>;

export type AuditArea = keyof typeof AUDIT_AREAS;
export type AuditName = ResourceKey | AuditArea;

/** Every name the log may hold, with its actions. */
export const AUDITED: Readonly<Record<AuditName, readonly string[]>> = {
  ...(Object.fromEntries(RESOURCE_KEYS.map((key) => [key, RESOURCE_ACTIONS])) as Record<ResourceKey, typeof RESOURCE_ACTIONS>),
  ...AUDIT_AREAS,
};
