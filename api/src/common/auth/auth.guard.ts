import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { Request } from 'express';
import { AUDIENCE } from '../../auth/auth.constants.js';
import { AdminSessions } from '../../auth/admin-sessions.js';
import { ACCESS_KEY, type AccessLevel } from './access.decorator.js';

export type Role = 'admin' | 'user';
export interface TokenPayload {
  sub: string;
  role: Role;
  name: string;
  /** Admin tokens: the admin's token version when it was issued (see AdminSessions). */
  ver?: number;
  aud?: string;
  exp?: number;
}

/** The signed-in admin of a request that passed the guard. */
export type AdminRequest = Request & { admin: TokenPayload };

function bearerToken(req: Request): string | null {
  const [scheme, token] = (req.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

const INVALID = 'Your session has expired or is invalid. Please sign in again';

/**
 * Global guard: public routes pass; every other route needs an admin token (a visitor token is not enough) that its
 * admin has not revoked since.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly sessions: AdminSessions,
  ) {}

  async canActivate(context: ExecutionContext) {
    const level = this.reflector.getAllAndOverride<AccessLevel>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (level === 'public') return true;
    const req = context.switchToHttp().getRequest<AdminRequest>();
    const token = bearerToken(req);
    if (!token) throw new UnauthorizedException('Please sign in as an administrator');
    const payload = await this.jwt.verifyAsync<TokenPayload>(token).catch(() => null);
    if (!payload) throw new UnauthorizedException(INVALID);
    if (payload.aud === AUDIENCE.visitor) throw new ForbiddenException('Administrator access is required');
    // Tokens from before audiences existed, and tokens made for something else (a preview link), are not sessions.
    if (payload.aud !== AUDIENCE.admin || payload.role !== 'admin') throw new UnauthorizedException(INVALID);
    await this.sessions.assertCurrent(payload);
    req.admin = payload;
    return true;
  }
}
