// Messages and token lifetimes shared by the admin and visitor sign-in routes. Clients compare the success
// messages to the letter, so they keep the legacy wording.

export const LOGIN_SUCCESS = 'User successfully logged in';
export const LOGIN_FAILED = 'Invalid email or password';
export const REGISTER_SUCCESS = 'User successfully Register';
export const EMAIL_TAKEN = 'An account with this email already exists';

/** An admin session lasts 12 h; with Remember me ticked the sign-in form asks for 30 days. A visitor's lasts 7 days. */
export const TOKEN_TTL = { adminSession: '12h', adminRemembered: '30d', user: '7d' } as const;
