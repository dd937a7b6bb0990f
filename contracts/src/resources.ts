// One declaration per resource: where it lives on the API, what its list is answered under, who may add to it,
// which files it takes (with their limits and messages), and the words used about it. The API builds its
// modules from this table, the client its endpoints and types, and the back office its screens.
// No zod here: the public site loads this file with its first page. The payload schemas are in content.ts and
// submissions.ts, keyed by the same names.
import { LIMITS, RESUME_MESSAGES } from './constants.js';

export type FileKind = 'image' | 'resume';

export interface FileDeclaration {
  kind: FileKind;
  /** More than one means the field holds a list. */
  maxCount: number;
  /** Message when an add comes without this file; absent = optional. */
  requiredOnAdd?: string;
  /** Message when more than maxCount files come. */
  tooMany?: string;
}

export interface ResourceRoutes {
  path: string;
  /** Key of the list in the response; null = the bare array. */
  listKey: string | null;
  list: string;
  add: string;
  edit: string;
  remove: string;
}

export interface ResourceDeclaration extends ResourceRoutes {
  /** Used in messages: '<Label> added successfully'. */
  label: string;
  /** The singular product name in sentences: "Delete the job 'Security Supervisor'?", "… changed the job …". */
  noun: string;
  /** The fields that name one item (joined by a space), e.g. a job's jobTitle; none for an image-only item. */
  titleFields: readonly string[];
  /**
   * 'content': anyone lists it, only admins add. 'submission': a visitor's message (enquiry, contact,
   * application): anyone adds, only admins list, newest first, and its files are private.
   * Edit and delete are always admin-only.
   */
  access: 'content' | 'submission';
  files?: Readonly<Record<string, FileDeclaration>>;
  /** The resource's back-office screen, under /admin/ (a submission's e-mails and the audit log link there). */
  adminScreen: string;
  /** Server-set fields of a new document (e.g. an application's first status). */
  createDefaults?: Readonly<Record<string, unknown>>;
  /** Message for a malformed or unknown id ('Invalid banner ID'). */
  invalidId: string;
}

/**
 * The legacy URL shape: `admin/<segment>/get<Name>`, `add<Name>`, `edit<Name>/:id`, `delete<Name>/:id`.
 * Old clients call these exact paths, odd capitals included (see docs/glossary.md).
 */
const legacyRoutes = (segment: string, name: string, listKey: string | null): ResourceRoutes => ({
  path: `admin/${segment}`,
  listKey,
  list: `get${name}`,
  add: `add${name}`,
  edit: `edit${name}/:id`,
  remove: `delete${name}/:id`,
});

const image = (requiredOnAdd?: string) => ({ kind: 'image', maxCount: 1, requiredOnAdd }) as const;
const IMAGE_REQUIRED = 'Please upload an image!';
const IMAGE_REQUIRED_NEW = 'Image is required for new entries!';

export const RESOURCES = {
  clients: {
    label: 'Client',
    noun: 'client',
    titleFields: ['name'],
    adminScreen: 'cli',
    access: 'content',
    path: 'admin/clients',
    listKey: null,
    list: 'get',
    add: 'add',
    edit: 'update/:id',
    remove: 'delete/:id',
    files: { image: image() },
    invalidId: 'Invalid client ID',
  },
  banner: {
    label: 'Banner',
    noun: 'banner',
    titleFields: ['title'],
    adminScreen: 'banner/main',
    access: 'content',
    ...legacyRoutes('Banner', 'Banner', 'banner'),
    files: {
      images: { kind: 'image', maxCount: LIMITS.bannerImages, requiredOnAdd: 'Please upload at least one image', tooMany: 'Only two images are allowed!' },
    },
    invalidId: 'Invalid banner ID',
  },
  integratedBanner: {
    label: 'Integrated banner',
    noun: 'integrated banner',
    titleFields: ['title'],
    adminScreen: 'banner/integrated',
    access: 'content',
    ...legacyRoutes('integratedBanner', 'IntegratedBanner', 'integratedBanner'),
    files: { image: image(IMAGE_REQUIRED) },
    invalidId: 'Invalid integrated banner ID',
  },
  services: {
    label: 'Service',
    noun: 'service',
    titleFields: ['title'],
    adminScreen: 'service/main',
    access: 'content',
    ...legacyRoutes('services', 'Services', 'services'),
    files: { image: image(IMAGE_REQUIRED) },
    invalidId: 'Invalid service ID',
  },
  ServiceEnquiry: {
    label: 'Service enquiry',
    noun: 'service enquiry',
    titleFields: ['name'],
    access: 'submission',
    adminScreen: 'service/enquiry',
    ...legacyRoutes('ServiceEnquiry', 'ServiceEnquiry', 'ServiceEnquiry'),
    invalidId: 'Invalid service enquiry ID',
  },
  jobs: {
    label: 'Job',
    noun: 'job',
    titleFields: ['jobTitle'],
    adminScreen: 'jobs',
    access: 'content',
    ...legacyRoutes('jobs', 'Jobs', 'Jobs'),
    invalidId: 'Invalid job ID',
  },
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
  about: {
    label: 'About',
    noun: 'about section',
    titleFields: ['heading'],
    adminScreen: 'about/main',
    access: 'content',
    ...legacyRoutes('about', 'About', 'About'),
    files: {
      image: image('Main image is required'),
      smallImage: image('Small image is required'),
      profile: {
        kind: 'image',
        maxCount: LIMITS.aboutProfiles,
        requiredOnAdd: 'Please upload at least one profile image',
        tooMany: 'You can only upload up to 5 profile images.',
      },
    },
    invalidId: 'Invalid about ID',
  },
  missions: {
    label: 'Mission',
    noun: 'mission',
    titleFields: ['title'],
    adminScreen: 'main/mission',
    access: 'content',
    ...legacyRoutes('missions', 'Missions', 'missions'),
    files: { image: image() },
    invalidId: 'Invalid mission ID',
  },
  integratedMission: {
    label: 'Mission',
    noun: 'integrated mission',
    titleFields: ['title'],
    adminScreen: 'integrated/mission',
    access: 'content',
    ...legacyRoutes('integratedMission', 'IntegratedMission', 'integratedMission'),
    files: { image: image() },
    invalidId: 'Invalid Mission ID',
  },
  testimonial: {
    label: 'Testimonial',
    noun: 'testimonial',
    titleFields: ['name'],
    adminScreen: 'testimonial/main',
    access: 'content',
    ...legacyRoutes('testimonial', 'Testimonial', 'testimonial'),
    files: { image: image(IMAGE_REQUIRED_NEW) },
    invalidId: 'Invalid testimonial ID',
  },
  help: {
    label: 'Help',
    noun: 'help card',
    titleFields: ['heading'],
    adminScreen: 'main/help',
    access: 'content',
    ...legacyRoutes('help', 'Help', 'Help'),
    files: { image: image('All images are required!'), bannerImage: image('All images are required!'), rightImage: image('All images are required!') },
    invalidId: 'Invalid Help ID',
  },
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
  adminContact: {
    label: 'Admin Contact',
    noun: 'admin contact',
    titleFields: ['description'],
    adminScreen: 'adminContact',
    access: 'content',
    ...legacyRoutes('adminContact', 'AdminContact', 'adminContact'),
    invalidId: 'Invalid Admin Contact ID',
  },
  aboutCards: {
    label: 'About card',
    noun: 'about card',
    titleFields: [],
    adminScreen: 'integrated/aboutCard',
    access: 'content',
    ...legacyRoutes('aboutCards', 'AboutCards', 'aboutCards'),
    files: { image: image(IMAGE_REQUIRED_NEW) },
    invalidId: 'Invalid about card ID',
  },
  privacyNotice: {
    label: 'Privacy notice',
    noun: 'privacy notice',
    titleFields: ['title'],
    adminScreen: 'privacy/notice',
    access: 'content',
    ...legacyRoutes('privacyNotice', 'PrivacyNotice', 'privacyNotice'),
    invalidId: 'Invalid privacy notice ID',
  },
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
export const CANDIDATE_ROUTES = {
  page: 'application/:token',
  withdraw: 'application/:token/withdraw',
  export: 'application/:token/export',
  erase: 'application/:token/erase',
} as const;
