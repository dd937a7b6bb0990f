// What the back office sends to manage admin accounts (docs/behaviour.md §7.6).
import { z } from 'zod';
import { email, newPassword, requiredText } from './fields.js';
import { ADMIN_ROLES, ROLE_MESSAGES, SITE_VARIANTS } from './roles.js';

const role = z.enum(ADMIN_ROLES, { error: 'Role must be owner, recruiter or editor' });
const sites = z
  .array(z.enum(SITE_VARIANTS, { error: 'A site is main or integrated' }), { error: ROLE_MESSAGES.sitesRequired })
  .min(1, ROLE_MESSAGES.sitesRequired)
  .max(SITE_VARIANTS.length)
  .transform((list) => SITE_VARIANTS.filter((s) => list.includes(s)));

/** A role and, for an editor only, the sites it edits (docs/behaviour.md §22). */
const roleFields = { role: role.default('owner'), sites: sites.optional() };
const sitesMatchRole = (v: { role: string; sites?: readonly string[] }, ctx: z.RefinementCtx) => {
  if (v.role === 'editor' && !v.sites) ctx.addIssue({ code: 'custom', path: ['sites'], message: ROLE_MESSAGES.sitesRequired });
  if (v.role !== 'editor' && v.sites) ctx.addIssue({ code: 'custom', path: ['sites'], message: ROLE_MESSAGES.sitesOnlyForEditors });
};

export const addAdminInput = z
  .object({
    name: requiredText('Name is required', 100),
    email: email(),
    password: newPassword(),
    ...roleFields,
  })
  .superRefine(sitesMatchRole);

/** An owner changes another admin's role (and an editor's sites). */
export const changeRoleInput = z
  .object({ role: z.enum(ADMIN_ROLES, { error: 'Role must be owner, recruiter or editor' }), sites: sites.optional() })
  .superRefine(sitesMatchRole);

export const changePasswordInput = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(200),
    newPassword: newPassword('New password is required'),
  })
  .refine((v) => v.currentPassword !== v.newPassword, { path: ['newPassword'], message: 'The new password must differ from the current one' });

export type AddAdminInput = z.input<typeof addAdminInput>;
export type ChangeRoleInput = z.input<typeof changeRoleInput>;
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** The random token of a reset or verification link (32 bytes, base64url); anything else is refused as a gone link. */
const linkToken = z.string({ error: 'The link is incomplete' }).min(1, 'The link is incomplete').max(200, 'The link is not valid');

/** "Forgot Password" (docs/behaviour.md §21), for visitors and admins alike. */
export const forgotPasswordInput = z.object({ email: email() });
/** Setting a new password with a reset link's token. */
export const resetPasswordInput = z.object({ token: linkToken, password: newPassword('New password is required') });
/** Asking whether a reset link still works (it is not used up). */
export const resetLinkInput = z.object({ token: linkToken });
/** Confirming a visitor's e-mail address with the verification link's token, in that account's own session. */
export const verifyEmailInput = z.object({ token: linkToken });

export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;
