import type { ComponentProps } from 'react';
import type { IconType } from 'react-icons';
import './icon-field.css';

/** A sign-in field: its icon, the label as placeholder (read to screen readers too), and its message under it. */
export function IconField({ icon: Icon, label, error, ...input }: ComponentProps<'input'> & { icon: IconType; label: string; error?: string }) {
  return (
    <>
      <label className="admin-login__field">
        <span className="ui-visually-hidden">{label}</span>
        <Icon aria-hidden />
        <input placeholder={label} aria-invalid={Boolean(error)} {...input} />
      </label>
      {error && <p className="ui-field__error">{error}</p>}
    </>
  );
}
