import { Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import type { TokenPayload } from '../common/auth/auth.guard.js';
import type { AdminAccess } from '@site/contracts';
import { type Account, accessOf, ADMIN_MODEL } from './accounts.schema.js';
import { ADMIN_MESSAGES } from './auth.constants.js';

/** How long one instance trusts what it read about an admin; changes made by this instance are seen at once. */
const CACHE_MS = 5000;

interface AdminState {
  tokenVersion: number;
  active: boolean;
  access: AdminAccess;
}

/** Decides whether an admin token is still good: its admin exists, is enabled, and has not revoked it since; and reads its role. */
@Injectable()
export class AdminSessions {
  // Keyed by the ids of well-signed tokens only, so it holds at most one entry per admin.
  private readonly cache = new Map<string, { state: AdminState | null; readAt: number }>();

  constructor(@InjectModel(ADMIN_MODEL) private readonly admins: Model<Account>) {}

  /** The admin's role as the account reads now (a role change applies on the next request, docs/behaviour.md §22). */
  async assertCurrent(payload: TokenPayload): Promise<AdminAccess> {
    const state = await this.stateOf(payload.sub);
    if (!state?.active) throw new UnauthorizedException(ADMIN_MESSAGES.accountGone);
    if (payload.ver !== state.tokenVersion) throw new UnauthorizedException(ADMIN_MESSAGES.sessionRevoked);
    return state.access;
  }

  /** Called after this instance changed an admin, so its next request reads the admin again. */
  forget(id: string) {
    this.cache.delete(id);
  }

  private async stateOf(id: string): Promise<AdminState | null> {
    const hit = this.cache.get(id);
    if (hit && Date.now() - hit.readAt < CACHE_MS) return hit.state;
    const doc = isValidObjectId(id) ? await this.admins.findById(id).select('tokenVersion disabled role sites').lean<Account>().exec() : null;
    const state = doc ? { tokenVersion: doc.tokenVersion ?? 0, active: !doc.disabled, access: accessOf(doc) } : null;
    this.cache.set(id, { state, readAt: Date.now() });
    return state;
  }
}
