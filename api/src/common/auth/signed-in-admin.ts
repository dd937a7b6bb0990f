// The guard lets every caller of a public route through without reading its token. A public read that answers the
// back office more than a visitor (a job's knockout answers, docs/behaviour.md §20) asks here who is calling.
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { Request } from 'express';
import { type AdminArea, mayUse } from '@site/contracts';
import { AdminSessions } from '../../auth/admin-sessions.js';
import { AUDIENCE } from '../../auth/auth.constants.js';
import type { TokenPayload } from './auth.guard.js';

@Injectable()
export class SignedInAdmin {
  constructor(
    private readonly jwt: JwtService,
    private readonly modules: ModuleRef,
  ) {}

  /**
   * Whether the request carries an admin session that the guard would accept on a route of `area`: well signed, of
   * the admin audience, not revoked, of a role that may use the area. Anything else is simply no admin: never an error.
   */
  async mayUse(req: Request, area: AdminArea): Promise<boolean> {
    const [scheme, token] = (req.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return false;
    const payload = await this.jwt.verifyAsync<TokenPayload>(token).catch(() => null);
    if (payload?.aud !== AUDIENCE.admin || payload.role !== 'admin') return false;
    // Found when first asked (the auth module keeps its sessions to itself), as the guard's own.
    const access = await this.modules.get(AdminSessions, { strict: false }).assertCurrent(payload).catch(() => null);
    return mayUse(access, area);
  }
}
