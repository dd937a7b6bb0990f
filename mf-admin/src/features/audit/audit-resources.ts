// What the audit log's `resource` holds: the name of the controller that took the write, without "Controller"
// (api/src/audit/audit.interceptor.ts). Content and submission types are named by their key; the other admin
// writes come from the controllers below. The one list the filter offers.
import { RESOURCE_KEYS, RESOURCES } from '@site/contracts';

const OTHER_WRITERS: Record<string, string> = { AdminAccounts: 'Admin accounts', Inbox: 'Inbox', Privacy: 'Privacy', SiteSettings: 'Site settings' };

const resourceLabel = (key: (typeof RESOURCE_KEYS)[number]) => {
  const { label } = RESOURCES[key];
  // Two types may share a label (the two missions): the key tells them apart.
  return RESOURCE_KEYS.some((k) => k !== key && RESOURCES[k].label === label) ? `${label} (${key})` : label;
};

export const AUDIT_RESOURCES: ReadonlyArray<{ key: string; label: string }> = [
  ...RESOURCE_KEYS.map((key) => ({ key, label: resourceLabel(key) })),
  ...Object.entries(OTHER_WRITERS).map(([key, label]) => ({ key, label })),
];

export const auditResourceLabel = (key: string) => AUDIT_RESOURCES.find((r) => r.key === key)?.label ?? key;
