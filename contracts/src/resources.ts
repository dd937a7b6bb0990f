// Every resource's address on the API: where it lives, what its list is answered under, who may add to it,
// which files it takes (with their limits and messages), and the words used about it. The API builds its
// modules from this table, the client its endpoints and types, and the back office its screens.
// No zod here: the public site loads this file with its first page. A content resource is declared in its own
// file under resources/ (fields, translations, area, screen); this table takes its zod-free copy
// (resources/content-addresses.generated.ts). The submissions are declared here, their payloads in submissions.ts.
import { RESUME_MESSAGES } from './constants.js';
import { CONTENT_ADDRESSES as C } from './resources/content-addresses.generated.js';
import { type FileDeclaration, legacyRoutes, type ResourceDeclaration } from './resources/declaration.js';

export type { FileDeclaration, FileKind, ResourceDeclaration, ResourceRoutes } from './resources/declaration.js';

export const RESOURCES = {
  clients: C.clients,
  banner: C.banner,
  integratedBanner: C.integratedBanner,
  services: C.services,
  ServiceEnquiry: {
    label: 'Service enquiry',
    noun: 'service enquiry',
    titleFields: ['name'],
    access: 'submission',
    adminScreen: 'service/enquiry',
    ...legacyRoutes('ServiceEnquiry', 'ServiceEnquiry', 'ServiceEnquiry'),
    invalidId: 'Invalid service enquiry ID',
  },
  jobs: C.jobs,
  applyJobs: {
    label: 'Job application',
    noun: 'job application',
    titleFields: ['name'],
    access: 'submission',
    adminScreen: 'JobContact',
    ...legacyRoutes('applyJobs', 'ApplyJobs', 'applyJobs'),
    files: { resume: { kind: 'resume', maxCount: 1, requiredOnAdd: RESUME_MESSAGES.required } },
    createDefaults: { status: 'New' },
    invalidId: 'Invalid job application ID',
  },
  about: C.about,
  missions: C.missions,
  integratedMission: C.integratedMission,
  testimonial: C.testimonial,
  help: C.help,
  homeEnquiry: {
    label: 'Home enquiry',
    noun: 'home enquiry',
    titleFields: ['firstName', 'lastName'],
    access: 'submission',
    adminScreen: 'main/inquiry',
    ...legacyRoutes('homeEnquiry', 'HomeEnquiry', 'homeEnquiry'),
    invalidId: 'Invalid home enquiry ID',
  },
  userContact: {
    label: 'Contact',
    noun: 'contact message',
    titleFields: ['name'],
    access: 'submission',
    adminScreen: 'userContact',
    ...legacyRoutes('userContact', 'UserContact', 'userContact'),
    invalidId: 'Invalid contact ID',
  },
  adminContact: C.adminContact,
  aboutCards: C.aboutCards,
  privacyNotice: C.privacyNotice,
} as const satisfies Record<string, ResourceDeclaration>;

export type ResourceKey = keyof typeof RESOURCES;
export const RESOURCE_KEYS = Object.keys(RESOURCES) as ResourceKey[];

type KeysWithAccess<A> = { [K in ResourceKey]: (typeof RESOURCES)[K]['access'] extends A ? K : never }[ResourceKey];
export type ContentKey = KeysWithAccess<'content'>;
export type SubmissionKey = KeysWithAccess<'submission'>;

/** An item's title from its declared fields ('' when it has none), cut to a length a sentence can hold. */
export function titleOf(key: ResourceKey, doc: Readonly<Record<string, unknown>> | null | undefined): string {
  const fields: readonly string[] = RESOURCES[key].titleFields;
  const text = fields
    .map((f) => doc?.[f])
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1)}…` : text;
}
const TITLE_MAX = 80;

/** The files a resource takes, as a list (empty for text-only resources). */
export const filesOf = (key: ResourceKey): Array<FileDeclaration & { field: string }> =>
  Object.entries((RESOURCES[key] as ResourceDeclaration).files ?? {}).map(([field, f]) => ({ field, ...f }));

export const AUTH_ROUTES = {
  adminLogin: 'admin/AdminLogin/addAdminLogin',
  adminList: 'admin/AdminLogin/getAdminLogin',
  /** The active admins' names, for the interviewer and assignee pickers (docs/behaviour.md §22). */
  adminInterviewers: 'admin/AdminLogin/interviewers',
  adminAdd: 'admin/AdminLogin/addAdmin',
  adminDisable: 'admin/AdminLogin/disableAdmin/:id',
  adminEnable: 'admin/AdminLogin/enableAdmin/:id',
  adminChangePassword: 'admin/AdminLogin/changePassword',
  adminMe: 'admin/AdminLogin/me',
  adminChangeRole: 'admin/AdminLogin/changeRole/:id',
  adminSignOutEverywhere: 'admin/AdminLogin/signOutEverywhere',
  userLogin: 'admin/UserLogin/UserLogin',
  userRegister: 'admin/UserLogin/UserRegister',
  userList: 'admin/UserLogin/getUserLogin',
  // Password reset and verified visitor accounts (docs/behaviour.md §21).
  adminForgotPassword: 'admin/AdminLogin/forgotPassword',
  adminResetPassword: 'admin/AdminLogin/resetPassword',
  userForgotPassword: 'admin/UserLogin/forgotPassword',
  userResetPassword: 'admin/UserLogin/resetPassword',
  userVerifyEmail: 'admin/UserLogin/verifyEmail',
  userResendVerification: 'admin/UserLogin/resendVerification',
  userMe: 'admin/UserLogin/me',
  userApplications: 'admin/UserLogin/myApplications',
} as const;

/** The personal-data routes (docs/behaviour.md §14); the schemas of their bodies are in privacy.ts. */
export const PRIVACY_ROUTES = {
  person: 'admin/privacy/person',
  personResumes: 'admin/privacy/person/resumes',
  erase: 'admin/privacy/erase',
  retention: 'admin/privacy/retention',
  retentionRun: 'admin/privacy/retention/run',
  deleteOwnAccount: 'admin/UserLogin/deleteAccount',
} as const;

/** The privacy notice in force: the one changed last (the back office normally keeps one). */
export function currentNotice<T extends { updatedAt?: string; createdAt?: string }>(notices: readonly T[]): T | undefined {
  const stamp = (n: T) => n.updatedAt ?? n.createdAt ?? '';
  return [...notices].sort((a, b) => stamp(b).localeCompare(stamp(a)))[0];
}

/** Texts the clients compare to decide success: kept exactly as the old API wrote them. */
export const AUTH_MESSAGES = {
  loginSuccess: 'User successfully logged in',
  registerSuccess: 'User successfully Register',
  /** The one answer of "Forgot Password", for known and unknown addresses alike (docs/behaviour.md §21). */
  resetRequested: 'If an account uses this e-mail address, we have sent it a link to set a new password. The link works once, for 30 minutes.',
  passwordReset: 'Your password has been changed. Please sign in with your new password',
  /** A reset or verification link that is unknown, used or expired. */
  linkGone: 'This link has expired or has already been used',
  emailVerified: 'Your e-mail address is confirmed',
  /** A confirmation link opened in the session of another account than the one it was sent for. */
  otherAccountsLink: 'This link confirms the address of another account. Sign out, then sign in to the account it was sent for',
  verificationSent: 'We have sent you a new confirmation link',
  /** "My applications" before the address is confirmed. */
  notVerified: 'Please confirm your e-mail address first',
} as const;

/**
 * The candidate's own page (docs/behaviour.md §17): anonymous routes whose credential is the private link's token.
 * The site's page is `/application/<token>` on the main site; the API's routes sit under `application/`.
 */
/** Proving a mobile number by a code sent by SMS, applying with it, and one's applications by it (docs/behaviour.md §16.1, §21). */
export const PHONE_ROUTES = {
  codeRequest: 'phone-codes',
  codeVerify: 'phone-codes/verify',
  apply: 'applications/by-phone',
  mine: 'applications/mine',
} as const;

/** A source a job link carries (`?src=poster-pune-station`): lower-case words joined by hyphens. */
export const SOURCE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const CANDIDATE_ROUTES = {
  page: 'application/:token',
  withdraw: 'application/:token/withdraw',
  export: 'application/:token/export',
  erase: 'application/:token/erase',
} as const;
