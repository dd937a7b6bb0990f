// The accounts room's public surface: admins, visitors, sessions, two-factor sign-in and password resets.
export { AdminAccountsService } from './admin-accounts.service.js';
export { AUDIENCE } from './auth.constants.js';
export { AuthModule } from './auth.module.js';
export { VisitorVerification } from './visitor-verification.service.js';
export { sameEmail, VisitorAccounts } from './visitor-accounts.js';
