// Messages and token lifetimes shared by the admin and visitor sign-in routes. Clients compare the success
// messages to the letter, so they keep the legacy wording.

export const LOGIN_SUCCESS = 'User successfully logged in';
export const LOGIN_FAILED = 'Invalid email or password';
export const REGISTER_SUCCESS = 'User successfully Register';
export const EMAIL_TAKEN = 'An account with this email already exists';
/** A visitor deleting their own account (docs/behaviour.md §14.1). */
export const ACCOUNT_DELETED = 'Your account has been deleted';
export const WRONG_PASSWORD = 'Password is incorrect';

/** An admin session lasts 12 h; with Remember me ticked the sign-in form asks for 30 days. A visitor's lasts 7 days. */
export const TOKEN_TTL = { adminSession: '12h', adminRemembered: '30d', user: '7d', adminEnrolment: '15m' } as const;

/** Each kind of token names who it is for, so one kind is never accepted in place of another. */
export const AUDIENCE = { admin: 'admin', visitor: 'visitor', resumePreview: 'resume-preview', adminEnrolment: 'admin-enrolment' } as const;

export const ADMIN_MESSAGES = {
  added: 'Admin added successfully',
  disabled: 'Admin disabled',
  enabled: 'Admin enabled',
  roleChanged: 'Role changed',
  passwordChanged: 'Password changed. Other sessions of this account have been signed out',
  signedOutEverywhere: 'Signed out everywhere',
  wrongCurrentPassword: 'The current password is incorrect',
  notFound: 'Admin not found',
  invalidId: 'Invalid admin ID',
  accountGone: 'This admin account is disabled or no longer exists',
  sessionRevoked: 'This session was signed out (password changed or signed out everywhere). Please sign in again',
  /** docs/behaviour.md §25: the owner now requires two-factor sign-in and this admin has not set it up. */
  twoFactorRequired: 'Two-factor sign-in is now required for every admin. Please sign in again to set it up',
} as const;
