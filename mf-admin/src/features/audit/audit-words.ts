// An audit entry in product words (docs/behaviour.md §12): "Administrator changed the job 'Security Supervisor'",
// and where the item can be seen while it still exists.
import { RESOURCES, SUBMISSION_KEYS } from '@site/contracts';
import { INBOX_PATH } from '../../lib/paths';
import { itemName } from '../../lib/item-words';
import type { AuditEntry } from './audit-api';
import { auditResourceLabel } from './audit-resources';

type Entry = Pick<AuditEntry, 'adminName' | 'resource' | 'action' | 'path' | 'subject' | 'documentId'>;

const RESOURCE_VERBS: Record<string, string> = { add: 'added', edit: 'changed', remove: 'deleted' };
const INBOX_VERBS: Record<string, string> = { detail: 'opened', change: 'updated' };
/** The other areas' actions (the handlers' names, api/src/audit/audit.interceptor.ts). */
const OTHER_ACTIONS: Record<string, Record<string, string>> = {
  AdminAccounts: {
    add: 'added an admin account',
    disable: 'disabled an admin account',
    enable: 'enabled an admin account',
    changePassword: 'changed their password',
    signOutEverywhere: 'signed out everywhere',
  },
  Privacy: {
    find: 'looked up what is held about a person',
    resumes: "downloaded a person's CVs",
    erase: 'erased everything held about a person',
    saveRetention: 'changed how long submissions are kept',
    runRetention: 'deleted expired submissions',
  },
  SiteSettings: { save: 'changed the site settings' },
};

const isKey = (name: string): name is keyof typeof RESOURCES => Object.hasOwn(RESOURCES, name);

function what(e: Entry): string {
  const title = e.subject?.title ?? undefined;
  if (isKey(e.resource) && RESOURCE_VERBS[e.action]) return `${RESOURCE_VERBS[e.action]} ${itemName(e.resource, null, title)}`;
  if (e.resource === 'Inbox' && e.subject && INBOX_VERBS[e.action]) return `${INBOX_VERBS[e.action]} ${itemName(e.subject.type, null, title)} in the inbox`;
  if (e.resource === 'SubmissionsExport') {
    const type = SUBMISSION_KEYS.find((k) => e.path.endsWith(`/${k}`));
    return type ? `exported the ${RESOURCES[type].noun} list as CSV` : 'exported a list as CSV';
  }
  return OTHER_ACTIONS[e.resource]?.[e.action] ?? `${e.action} (${auditResourceLabel(e.resource)})`;
}

/** "Administrator changed the job 'Security Supervisor'". */
export const auditSentence = (e: Entry) => `${e.adminName || 'An admin'} ${what(e)}`;

/** Where the item is seen now: a submission's inbox page, or its content screen found by its title; none once deleted. */
export function auditLink(e: Entry): string | null {
  const { subject, documentId } = e;
  if (!subject?.exists || !documentId) return null;
  if (RESOURCES[subject.type].access === 'submission') return `${INBOX_PATH}/${subject.type}/${documentId}`;
  const screen = `/admin/${RESOURCES[subject.type].adminScreen}`;
  // A title cut short (…) would find nothing.
  return subject.title && !subject.title.endsWith('…') ? `${screen}?q=${encodeURIComponent(subject.title)}` : screen;
}
