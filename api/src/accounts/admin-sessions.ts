import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Collection } from 'mongodb';
import { isValidObjectId, type Model } from 'mongoose';
import type { TokenPayload } from '../common/auth/requests.js';
import { InjectCollection } from '../common/collections.js';
import type { AdminAccess } from '@site/contracts';
import { type Account, accessOf, ADMIN_MODEL } from './accounts.schema.js';
import { ADMIN_MESSAGES } from './auth.constants.js';

/** How long one instance trusts what it read about an admin; changes made by this instance are seen at once. */
const CACHE_MS = 5000;

/** docs/behaviour.md §25: the owner's rule that every admin signs in with a code, one document read by its id (TwoFactorService writes it). */
export const POLICIES = 'adminpolicies';
export const TWO_FACTOR_POLICY = 'twoFactor';
export interface StoredPolicy {
  _id: string;
  required: boolean;
}

interface AdminState {
  tokenVersion: number;
  active: boolean;
  access: AdminAccess;
  twoFactor: boolean;
}

/**
 * Decides whether an admin token is still good: its admin exists, is enabled, has not revoked it since, and has
 * two-factor on if the owner requires it; and reads its role.
 */
@Injectable()
export class AdminSessions {
  // Keyed by the ids of well-signed tokens only, so it holds at most one entry per admin.
  private readonly cache = new Map<string, { state: AdminState | null; readAt: number }>();
  private policy?: { required: boolean; readAt: number };

  constructor(
    @InjectModel(ADMIN_MODEL) private readonly admins: Model<Account>,
    @InjectCollection(POLICIES) private readonly policies: Collection<StoredPolicy>,
  ) {}

  /**
   * The admin's role as the account reads now (a role change applies on the next request, docs/behaviour.md §22).
   * While every admin must use two-factor sign-in, a session of an admin without it opens only the set-up routes
   * (`enrolment`), whenever it began (§25). Both are read from this instance's cache: no read per request.
   */
  async assertCurrent(payload: TokenPayload, { enrolment = false } = {}): Promise<AdminAccess> {
    const state = await this.stateOf(payload.sub);
    if (!state?.active) throw new UnauthorizedException(ADMIN_MESSAGES.accountGone);
    if (payload.ver !== state.tokenVersion) throw new UnauthorizedException(ADMIN_MESSAGES.sessionRevoked);
    if (!enrolment && !state.twoFactor && (await this.twoFactorRequired())) throw new UnauthorizedException(ADMIN_MESSAGES.twoFactorRequired);
    return state.access;
  }

  /** Called after this instance changed an admin, so its next request reads the admin again. */
  forget(id: string) {
    this.cache.delete(id);
  }

  /** Called after this instance changed the owner's rule, so its next request sees it. */
  policyChanged(required: boolean) {
    this.policy = { required, readAt: Date.now() };
  }

  private async twoFactorRequired(): Promise<boolean> {
    if (this.policy && Date.now() - this.policy.readAt < CACHE_MS) return this.policy.required;
    const required = (await this.policies.findOne({ _id: TWO_FACTOR_POLICY }))?.required ?? false;
    this.policy = { required, readAt: Date.now() };
    return required;
  }

  private async stateOf(id: string): Promise<AdminState | null> {
    const hit = this.cache.get(id);
    if (hit && Date.now() - hit.readAt < CACHE_MS) return hit.state;
    const doc = isValidObjectId(id) ? await this.admins.findById(id).select('tokenVersion disabled role sites totpSecret').lean<Account>().exec() : null;
    const state = doc ? { tokenVersion: doc.tokenVersion ?? 0, active: !doc.disabled, access: accessOf(doc), twoFactor: Boolean(doc.totpSecret) } : null;
    this.cache.set(id, { state, readAt: Date.now() });
    return state;
  }
}
