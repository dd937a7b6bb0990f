// Back-office roles (docs/behaviour.md §22). No zod here: the back office's navigation reads the same rule the
// API's guard enforces. Every admin route has an area; a role may use the areas listed for it, nothing else.
import type { ReleaseRemote } from './releases.js';
import type { SubmissionKey } from './resources.js';

export const ADMIN_ROLES = ['owner', 'recruiter', 'editor'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
export const SITE_VARIANTS = ['main', 'integrated'] as const;
export type SiteVariant = (typeof SITE_VARIANTS)[number];

/**
 * What a route touches. `owner`: accounts, audit, personal data, settings, every submission but applications;
 * `self`: the signed-in admin's own account; `hiring`: jobs, applications, interviews, status templates;
 * `content:*`: the content of one site variant, or of both (`shared`: shown by both variants); `releases`: the
 * Releases screen, for whoever may switch at least one remote (mayManageReleases says which).
 */
export type AdminArea = 'owner' | 'self' | 'hiring' | 'content:main' | 'content:integrated' | 'content:shared' | 'releases';

/** An admin's role as the API reads it from the account on every request. */
export interface AdminAccess {
  role: AdminRole;
  /** Editors only: the site variants whose content they edit. */
  sites?: readonly SiteVariant[];
}

/**
 * The area of each submission's admin routes (their public add stays public). A content resource's area is
 * declared with it (resources/<resource>.ts); RESOURCE_AREAS joins both.
 */
export const SUBMISSION_AREAS: Record<SubmissionKey, AdminArea> = {
  applyJobs: 'hiring',
  ServiceEnquiry: 'owner',
  homeEnquiry: 'owner',
  userContact: 'owner',
};

/** Whether an admin may use an area: owners everything; shared content needs an editor of both variants. */
export function mayUse(access: AdminAccess | null | undefined, area: AdminArea): boolean {
  if (!access) return false;
  if (access.role === 'owner' || area === 'self') return true;
  if (access.role === 'recruiter') return area === 'hiring';
  const sites = access.sites ?? [];
  if (area === 'content:main') return sites.includes('main');
  if (area === 'content:integrated') return sites.includes('integrated');
  if (area === 'content:shared') return sites.includes('main') && sites.includes('integrated');
  if (area === 'releases') return sites.some((site) => mayManageReleases(access, site));
  return false;
}

/**
 * Whether an admin may switch a remote's releases (docs/decisions/0013): owners every remote; an editor the remote
 * of each site variant they edit; the back office's own remote only owners, so nobody else can break the screen
 * that would undo it.
 */
export function mayManageReleases(access: AdminAccess | null | undefined, remote: ReleaseRemote): boolean {
  if (!access) return false;
  if (access.role === 'owner') return true;
  if (access.role !== 'editor' || remote === 'admin') return false;
  return (access.sites ?? []).includes(remote);
}

export const ROLE_MESSAGES = {
  refused: 'Your role does not allow this',
  lastOwner: 'There must always be at least one active owner',
  sitesRequired: 'Choose the site an editor edits: main, integrated or both',
  sitesOnlyForEditors: 'Only an editor has sites',
} as const;
