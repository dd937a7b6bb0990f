// Every page address, one table per remote. The remotes route by these, the page table (site-pages.ts) describes
// them, and the shell hands a remote every address under the first segment of one of its paths. Old spellings
// (/integrat, /jobdetails, /admin/JobContact) are kept because old links use them: see docs/glossary.md.
import { RESOURCES } from '@site/contracts/resources';

export const REMOTE_PATHS = {
  main: {
    home: '/main/home',
    services: '/main/service',
    about: '/main/about',
    contact: '/main/contact',
    jobs: '/main/jobs',
    privacy: '/main/privacy',
    booking: '/booking/:id',
    jobDetail: '/jobdetail/:id',
    jobDetailOld: '/jobdetails/:id',
    /** The candidate's own page, opened by the private link of their confirmation (docs/behaviour.md §17). */
    application: '/application/:id',
    /** docs/behaviour.md §21: a visitor's reset and confirmation links, and their applications. */
    resetPassword: '/reset-password/:id',
    verifyEmail: '/verify-email/:id',
    myApplications: '/main/my-applications',
    /** docs/behaviour.md §26: the upcoming walk-in drives, and one drive with its booking form. */
    drives: '/main/drives',
    drive: '/main/drives/:id',
  },
  integrated: {
    home: '/integrat/home',
    homeOld: '/website',
    about: '/integrat/about',
    services: '/integrat/services',
    clients: '/integrat/clients',
    jobs: '/integrat/Job',
    contact: '/integrat/contact',
    privacy: '/integrat/privacy',
    client: '/client/:id',
  },
  admin: {
    home: '/admin',
    login: '/admin/login',
    applications: `/admin/${RESOURCES.applyJobs.adminScreen}`,
    inbox: '/admin/inbox',
    inboxItem: '/admin/inbox/:type/:id',
    admins: '/admin/admins',
    account: '/admin/account',
    privacy: '/admin/privacy',
    privacyRetention: '/admin/privacy/retention',
    audit: '/admin/audit',
    forgotPassword: '/admin/forgot-password',
    resetPassword: '/admin/reset-password/:id',
  },
} as const;

export type RemoteName = keyof typeof REMOTE_PATHS;

/** The first segments of a remote's addresses: '/main', '/booking', ... */
export const remotePrefixes = (remote: RemoteName): string[] => [
  ...new Set(Object.values(REMOTE_PATHS[remote]).map((path: string) => `/${path.split('/')[1]}`)),
];

/** A path as a route nested under the root (react-router's relative form): '/main/home' -> 'main/home'. */
export const routePath = (path: string) => path.replace(/^\//, '');
