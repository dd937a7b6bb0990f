// Back-office addresses: those in the shared table of every remote's paths, the hiring, history and settings
// screens, and each resource's screen as its contract declares it.
import { RESOURCES, type ResourceKey } from '@site/contracts/resources';
import { REMOTE_PATHS } from '@site/shared-ui';

export const {
  home: ADMIN_HOME,
  login: ADMIN_LOGIN,
  applications: APPLICATIONS_PATH,
  inbox: INBOX_PATH,
  inboxItem: INBOX_ITEM_PATH,
  admins: ADMINS_PATH,
  account: ACCOUNT_PATH,
  privacy: PRIVACY_PATH,
  privacyRetention: RETENTION_PATH,
  audit: AUDIT_PATH,
  forgotPassword: FORGOT_PASSWORD_PATH,
  resetPassword: RESET_PASSWORD_PATH,
} = REMOTE_PATHS.admin;

/** The hiring screens (docs/behaviour.md §18-19), under the back office's own address space. */
export const INTERVIEWS_PATH = '/admin/interviews';
export const STATUS_TEMPLATES_PATH = '/admin/candidate-emails';
/** Walk-in drives (docs/behaviour.md §26): the list, a new one, one drive's people and funnel, its editor, its desk and queue. */
export const DRIVES_PATH = '/admin/drives';
export const NEW_DRIVE_PATH = `${DRIVES_PATH}/new`;
export const drivePath = (id: string) => `${DRIVES_PATH}/${encodeURIComponent(id)}`;
export const driveEditPath = (id: string) => `${drivePath(id)}/edit`;
export const driveDeskPath = (id: string) => `${drivePath(id)}/desk`;
export const driveQueuePath = (id: string) => `${drivePath(id)}/queue`;

/** Content history (docs/behaviour.md §24): the recently deleted items, and one item's versions. */
export const HISTORY_PATH = '/admin/history';
export const historyPath = (resource: string, id: string) => `${HISTORY_PATH}/${resource}/${id}`;
/** The site settings (docs/behaviour.md §23). */
export const SETTINGS_PATH = '/admin/settings';
/** Each remote's releases (docs/decisions/0013). */
export const RELEASES_PATH = '/admin/releases';
/** A job's printable poster with a QR code of its link (docs/behaviour.md §16.2). */
export const JOB_POSTER_PATH = '/admin/job-poster';
export const jobPosterPath = (jobId: string) => `${JOB_POSTER_PATH}/${encodeURIComponent(jobId)}`;
/** The address of a resource's screen (features/resources/screens.ts declares what it shows). */
export const screenPath = (key: ResourceKey) => `/admin/${RESOURCES[key].adminScreen}`;
