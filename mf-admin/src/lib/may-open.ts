// Which back-office screens a role may open, by address (docs/behaviour.md §22): a link or button leading to a
// screen is shown only to a role that may use it, so nobody is led to "Your role does not allow this screen".
// Unknown addresses are the owner's, like an API route that names no area.
import { RESOURCE_AREAS } from '@site/contracts';
import { type AdminAccess, type AdminArea, mayUse } from '@site/contracts/roles';
import { RESOURCES, type ResourceKey } from '@site/contracts/resources';
import { useMeQuery } from './me-api';
import {
  ACCOUNT_PATH,
  ADMIN_HOME,
  ADMINS_PATH,
  APPLICATIONS_PATH,
  AUDIT_PATH,
  DRIVES_PATH,
  HISTORY_PATH,
  INBOX_PATH,
  INTERVIEWS_PATH,
  PRIVACY_PATH,
  RELEASES_PATH,
  RETENTION_PATH,
  SETTINGS_PATH,
  STATUS_TEMPLATES_PATH,
} from './paths';

const FIXED: Record<string, AdminArea> = {
  // The home sends each role to its own first screen.
  [ADMIN_HOME]: 'self',
  [ACCOUNT_PATH]: 'self',
  [APPLICATIONS_PATH]: 'hiring',
  [INTERVIEWS_PATH]: 'hiring',
  [DRIVES_PATH]: 'hiring',
  [STATUS_TEMPLATES_PATH]: 'hiring',
  [INBOX_PATH]: 'owner',
  [ADMINS_PATH]: 'owner',
  [AUDIT_PATH]: 'owner',
  [PRIVACY_PATH]: 'owner',
  [RETENTION_PATH]: 'owner',
  [HISTORY_PATH]: 'owner',
  [SETTINGS_PATH]: 'owner',
  [RELEASES_PATH]: 'releases',
};
const isResource = (key: string): key is ResourceKey => Object.hasOwn(RESOURCE_AREAS, key);
const lower = (path: string) => path.toLowerCase();
const SCREENS = new Map((Object.keys(RESOURCES) as ResourceKey[]).map((k) => [lower(`${ADMIN_HOME}/${RESOURCES[k].adminScreen}`), RESOURCE_AREAS[k]]));
const FIXED_LOWER = new Map(Object.entries(FIXED).map(([p, a]) => [lower(p), a]));

/** The area of the screen at `to` (its path; a query or fragment is ignored). */
export function areaOfPath(to: string): AdminArea {
  const path = lower(to.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/');
  const known = FIXED_LOWER.get(path) ?? SCREENS.get(path);
  if (known) return known;
  const [, section, first] = path.split('/').slice(1);
  // An inbox item: a job application's page is the recruiter's too. An item's versions: whoever edits the item.
  if (`${ADMIN_HOME}/${section}` === INBOX_PATH && first) return first === lower('applyJobs') ? 'hiring' : 'owner';
  // A drive's pages (people, editor, desk, queue) are the drives list's.
  if (`${ADMIN_HOME}/${section}` === lower(DRIVES_PATH)) return 'hiring';
  if (`${ADMIN_HOME}/${section}` === HISTORY_PATH && first) {
    const key = Object.keys(RESOURCE_AREAS).find((k) => lower(k) === first);
    return key && isResource(key) ? RESOURCE_AREAS[key] : 'owner';
  }
  return 'owner';
}

/** Whether `access` may open the screen at `to`. */
export const mayOpen = (access: AdminAccess | null | undefined, to: string) => mayUse(access, areaOfPath(to));

/** The signed-in admin's rules: `may(area)` for an action, `opens(to)` for a link; both false until the account is read. */
export function useRole() {
  const me = useMeQuery().data;
  return { may: (area: AdminArea) => mayUse(me, area), opens: (to: string) => mayOpen(me, to) };
}
