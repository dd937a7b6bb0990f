// The single-use links of accounts (docs/behaviour.md §21): a password reset (30 minutes) and a visitor's e-mail
// confirmation (7 days). As the candidate's links (candidate/application-links.ts), the token is random and only
// its SHA-256 is stored, as the `_id`: a link is found, and used up, by `_id` alone.
import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Role } from '../common/auth/requests.js';
import type { Collection } from 'mongodb';
import { ExpiringCollections } from '../common/abuse/expiring-collections.js';

export type LinkPurpose = 'reset' | 'verify';

export interface AccountLink {
  _id: string;
  purpose: LinkPurpose;
  role: Role;
  accountId: string;
  /** The account's session version when the link was made: a reset (or a password change) since ends the link. */
  tokenVersion: number;
  expiresAt: Date;
}

export const LINK_TTL_MS: Record<LinkPurpose, number> = { reset: 30 * 60_000, verify: 7 * 24 * 60 * 60_000 };
/** As the link carries it: 32 random bytes, base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export const linkHash = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class AccountLinks {
  private readonly links: Collection<AccountLink>;

  constructor(expiring: ExpiringCollections) {
    this.links = expiring.of<AccountLink>('accountlinks');
  }

  async issue(purpose: LinkPurpose, role: Role, accountId: string, tokenVersion: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.links.insertOne({ _id: linkHash(token), purpose, role, accountId, tokenVersion, expiresAt: new Date(Date.now() + LINK_TTL_MS[purpose]) });
    return token;
  }

  /** The link as stored, without using it up; null for an unknown token. */
  async peek(token: string): Promise<AccountLink | null> {
    return TOKEN_SHAPE.test(token) ? this.links.findOne({ _id: linkHash(token) }) : null;
  }

  /**
   * Uses a link up: it is deleted as it is read (so two requests racing with one link get it once), and answered
   * only if it is of this purpose and role and has not expired. Null for anything else.
   */
  async take(token: string, purpose: LinkPurpose, role: Role): Promise<AccountLink | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const link = await this.links.findOneAndDelete({ _id: linkHash(token) });
    if (!link || link.purpose !== purpose || link.role !== role || link.expiresAt.getTime() <= Date.now()) return null;
    return link;
  }
}
