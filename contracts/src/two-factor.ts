// Two-factor sign-in for admins (docs/behaviour.md §25): TOTP codes from an authenticator app (RFC 6238), ten
// one-time recovery codes, and the owner's rule that every admin signs in with a code.
import { z } from 'zod';

export const TWO_FACTOR_ROUTES = {
  start: 'admin/AdminLogin/twoFactor/start',
  confirm: 'admin/AdminLogin/twoFactor/confirm',
  disable: 'admin/AdminLogin/twoFactor/disable',
  policy: 'admin/AdminLogin/twoFactor/policy',
  /** An owner turns another admin's two-factor off (a lost phone and lost recovery codes). */
  reset: 'admin/AdminLogin/twoFactor/reset/:id',
} as const;

export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit code from the app (spaces allowed, as apps show "123 456"). */
export const totpCode = z
  .string({ error: 'Enter the 6-digit code from your authenticator app' })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

/** At sign-in and to disable: an app's code, or one recovery code (xxxxx-xxxxx, case and dashes ignored). */
export const signInCode = z
  .string({ error: 'The code must be text' })
  .trim()
  .min(1, 'Enter the code from your authenticator app')
  .max(40, 'The code is too long');

export const confirmTwoFactorInput = z.object({ code: totpCode });
export const disableTwoFactorInput = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
  code: signInCode,
});
export const twoFactorPolicyInput = z.object({ required: z.boolean({ error: 'Required must be true or false' }) });

export type ConfirmTwoFactorInput = z.input<typeof confirmTwoFactorInput>;
export type DisableTwoFactorInput = z.input<typeof disableTwoFactorInput>;
export type TwoFactorPolicyInput = z.input<typeof twoFactorPolicyInput>;

export const TWO_FACTOR_ANSWERS = {
  /** The secret is shown once, while enrolment is pending; it is never answered again. */
  started: z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() }),
  /** The recovery codes are shown once; `token` only when enrolment was done with a sign-in's enrolment token. */
  confirmed: z.object({ message: z.string(), recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT), token: z.string().optional() }),
  policy: z.object({ required: z.boolean() }),
  policySaved: z.object({ message: z.string(), required: z.boolean() }),
  /** A sign-in whose admin must set two-factor up first (202): a token that opens the set-up only, no session. */
  enrolStep: z.object({ message: z.string(), twoFactor: z.literal('enrol'), enrolmentToken: z.string() }),
};

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the code from your authenticator app',
  wrongCode: 'That code is not right. Check the time on your phone and try again',
  recoveryCodeUsed: 'This recovery code was already used',
  enrolFirst: 'Two-factor sign-in is required for every admin. Set it up to continue',
  notStarted: 'Start the set-up first',
  alreadyOn: 'Two-factor sign-in is already on',
  notOn: 'Two-factor sign-in is not on',
  turnedOn: 'Two-factor sign-in is on',
  turnedOff: 'Two-factor sign-in is off',
  requiredByOwner: 'Two-factor sign-in is required for every admin, so it cannot be turned off',
  wrongPassword: 'The password is incorrect',
  policySaved: 'Saved',
  ownerFirst: 'Turn on two-factor sign-in for your own account first',
  notOnFor: 'Two-factor sign-in is not on for this admin',
  ownReset: 'Turn your own two-factor sign-in off on My Account',
  reset: 'Two-factor sign-in is off for this admin, and they are signed out everywhere',
} as const;
