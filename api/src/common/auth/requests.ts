// What the global guard (accounts room) leaves on a request: the signed-in admin or visitor, and on a public route,
// a way to ask whether an admin of some area is calling. Routes and generic pieces read these without knowing accounts.
import type { Request } from 'express';
import type { AdminAccess, AdminArea } from '@site/contracts';

export type Role = 'admin' | 'user';
export interface TokenPayload {
  sub: string;
  role: Role;
  name: string;
  /** The account's token version when it was issued (see AdminSessions; a visitor's is checked here); absent on old visitor tokens (0). */
  ver?: number;
  aud?: string;
  exp?: number;
  /** Set by the guard from the account as it reads now, never from the token: a role change applies on the next request. */
  access?: AdminAccess;
}

/** The signed-in admin of a request that passed the guard. */
export type AdminRequest = Request & { admin: TokenPayload };
/** The signed-in visitor of a request that passed the guard on a visitor route. */
export type VisitorRequest = Request & { visitor: TokenPayload };
/**
 * A request to a public route. A public read that answers the back office more than a visitor (a job's knockout
 * answers, docs/behaviour.md §20) asks `officeMayUse` whether the caller is an admin whose session the guard would
 * accept on a route of `area`; anything else is simply no admin, never an error.
 */
export type PublicRequest = Request & { officeMayUse?: (area: AdminArea) => Promise<boolean> };
