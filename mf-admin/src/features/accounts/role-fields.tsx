// The role of an admin and, for an editor, the sites they edit (docs/behaviour.md §22), for the add and change forms.
import { type AdminRole, SITE_VARIANTS, type SiteVariant } from '@site/contracts/roles';
import { useId } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';

export const ROLE_LABELS: Record<AdminRole, string> = { owner: 'Owner', recruiter: 'Recruiter', editor: 'Editor' };
/** The least powerful first: a new admin starts as an editor, and more power is a choice made on purpose. */
export const ROLES_BY_POWER: readonly AdminRole[] = ['editor', 'recruiter', 'owner'];
export const LEAST_POWERFUL_ROLE: AdminRole = ROLES_BY_POWER[0]!;
const ROLE_HINTS: Record<AdminRole, string> = {
  owner: 'Everything, including admin accounts, roles, personal data and settings.',
  recruiter: 'Jobs, job applications, interviews and candidate e-mails; nothing else.',
  editor: 'The content of the sites chosen below; no submissions, no personal data.',
};
export const SITE_LABELS: Record<SiteVariant, string> = { main: 'Main site', integrated: 'Integrated site' };

/** "Editor (Main site)" and the like, for the list of admins. */
export const roleText = (a: { role?: AdminRole; sites?: readonly SiteVariant[] }) =>
  a.role === 'editor' ? `Editor (${(a.sites ?? []).map((s) => SITE_LABELS[s]).join(', ')})` : ROLE_LABELS[a.role ?? 'owner'];

interface Props<T extends FieldValues> {
  register: UseFormRegister<T>;
  role: AdminRole | undefined;
  errors: { role?: string; sites?: string };
}

export function RoleFields<T extends FieldValues>({ register, role = LEAST_POWERFUL_ROLE, errors }: Props<T>) {
  const id = useId();
  return (
    <>
      <div className="ui-field">
        <label htmlFor={id}>Role</label>
        <select id={id} aria-describedby={`${id}-hint`} {...register('role' as Path<T>)}>
          {ROLES_BY_POWER.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
        <p className="admin-form__hint" id={`${id}-hint`}>
          {ROLE_HINTS[role]}
        </p>
        {errors.role && (
          <p className="ui-field__error" role="alert">
            {errors.role}
          </p>
        )}
      </div>
      {role === 'editor' && (
        <fieldset className="admin-sites">
          <legend>Sites this editor edits</legend>
          {SITE_VARIANTS.map((s) => (
            <label key={s}>
              <input type="checkbox" value={s} {...register('sites' as Path<T>)} /> {SITE_LABELS[s]}
            </label>
          ))}
          {errors.sites && (
            <p className="ui-field__error" role="alert">
              {errors.sites}
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}
