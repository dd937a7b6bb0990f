// What the back office sends to manage admin accounts (docs/behaviour.md §7.6).
import { z } from 'zod';
import { email, newPassword, requiredText } from './fields.js';

export const addAdminInput = z.object({
  name: requiredText('Name is required', 100),
  email: email(),
  password: newPassword(),
});

export const changePasswordInput = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(200),
    newPassword: newPassword('New password is required'),
  })
  .refine((v) => v.currentPassword !== v.newPassword, { path: ['newPassword'], message: 'The new password must differ from the current one' });

export type AddAdminInput = z.input<typeof addAdminInput>;
export type ChangePasswordInput = z.input<typeof changePasswordInput>;
