// The accounts room's facts: what an admin did to an admin account or to two-factor sign-in, published by the
// service method that makes the change, once it is stored; the audit log listens. Sign-in and visitors' own
// accounts publish none.
import type { TokenPayload } from '../common/auth/requests.js';

/** An owner's change to an admin account, or an admin's to their own (password, sessions). */
export type AdminAccountChange = 'added' | 'roleChanged' | 'disabled' | 'enabled' | 'passwordChanged' | 'signedOutEverywhere';
/** An admin's own two-factor set-up (started, confirmed, disabled), an owner's reset of another's, the owner's rule. */
export type TwoFactorChange = 'started' | 'confirmed' | 'disabled' | 'reset' | 'policySet';

declare module '../common/events/domain-events.js' {
  interface DomainEvents {
    /** `id`: the account changed (the actor's own for a password or a sign-out everywhere). */
    'adminAccount.changed': { id: string; change: AdminAccountChange; actor: TokenPayload };
    /** `id`: the account whose two-factor sign-in changed; none for the rule, which `required` states. */
    'twoFactor.changed': { id?: string; change: TwoFactorChange; actor: TokenPayload; required?: boolean };
  }
}
