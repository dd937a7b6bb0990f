// What the audit log's `resource` holds, in product words: a resource's key (named by its label, with its site where
// two share one: "Mission (main site)") or the declared name of another area of the API (contracts/src/audit.ts).
// The one list the filter offers, grouped as the back office is.
import { AUDIT_AREAS, type AuditArea, RESOURCE_AREAS, RESOURCE_KEYS, RESOURCES, type ResourceKey } from '@site/contracts';

export const AREA_LABELS: Record<AuditArea, string> = {
  Inbox: 'Inbox',
  SubmissionsExport: 'CSV exports',
  ContentHistory: 'Content history',
  Interviews: 'Interviews',
  Candidates: 'Same person or not',
  Templates: 'Candidate e-mails',
  AdminAccounts: 'Admin accounts',
  TwoFactor: 'Two-factor sign-in',
  Privacy: 'Privacy',
  SiteSettings: 'Site settings',
  Releases: 'Releases',
  Drives: 'Walk-in drives (made, edited, cancelled)',
  DriveVenue: 'Walk-in drives',
};

const SITE_WORDS = { 'content:main': 'main site', 'content:integrated': 'integrated site' } as Record<string, string>;

function resourceLabel(key: ResourceKey) {
  const { label } = RESOURCES[key];
  // Two types may share a label (the two missions): their site tells them apart.
  const shared = RESOURCE_KEYS.some((k) => k !== key && RESOURCES[k].label === label);
  return shared ? `${label} (${SITE_WORDS[RESOURCE_AREAS[key]] ?? key})` : label;
}

export interface AuditResourceGroup {
  label: string;
  options: ReadonlyArray<{ key: string; label: string }>;
}

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
const resourcesOf = (access: 'content' | 'submission') =>
  RESOURCE_KEYS.filter((k) => RESOURCES[k].access === access)
    .map((key) => ({ key, label: resourceLabel(key) }))
    .sort(byLabel);

export const AUDIT_RESOURCE_GROUPS: readonly AuditResourceGroup[] = [
  { label: 'Site content', options: resourcesOf('content') },
  { label: 'Submissions', options: resourcesOf('submission') },
  { label: 'Back office', options: (Object.keys(AUDIT_AREAS) as AuditArea[]).map((key) => ({ key, label: AREA_LABELS[key] })).sort(byLabel) },
];

export const AUDIT_RESOURCES = AUDIT_RESOURCE_GROUPS.flatMap((g) => g.options);

/** An older entry under a name no longer declared is shown by that name. */
export const auditResourceLabel = (key: string) => AUDIT_RESOURCES.find((r) => r.key === key)?.label ?? key;
