// A password as the back office asks for it, on the sign-in screens and in its forms: typed hidden, and named for the
// browser's password manager as the account's current password (which it fills in) or a new one (which it offers to
// make and save).
import type { ComponentProps } from 'react';
import { FiLock } from 'react-icons/fi';
import { TextField } from '@site/shared-ui';
import { IconField } from './icon-field';

type Props = Omit<ComponentProps<'input'>, 'type' | 'autoComplete'> & {
  label: string;
  error?: string;
  purpose: 'current' | 'new';
  /** The sign-in screens' look: a lock, and the label as placeholder. */
  signIn?: boolean;
};

export function PasswordField({ purpose, signIn = false, ...field }: Props) {
  const input = { ...field, type: 'password', autoComplete: `${purpose}-password` } as const;
  return signIn ? <IconField icon={FiLock} {...input} /> : <TextField {...input} />;
}
