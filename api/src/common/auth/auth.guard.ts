import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { Request } from 'express';
import { ACCESS_KEY, type AccessLevel } from './access.decorator.js';

export type Role = 'admin' | 'user';
export interface TokenPayload {
  sub: string;
  role: Role;
  name: string;
}

/** The signed-in admin of a request that passed the guard. */
export type AdminRequest = Request & { admin: TokenPayload };

function bearerToken(req: Request): string | null {
  const [scheme, token] = (req.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Global guard: public routes pass; every other route needs a valid admin token (a visitor token is not enough). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
  ) {}

  async canActivate(context: ExecutionContext) {
    const level = this.reflector.getAllAndOverride<AccessLevel>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (level === 'public') return true;
    const req = context.switchToHttp().getRequest<AdminRequest>();
    const token = bearerToken(req);
    if (!token) throw new UnauthorizedException('Please sign in as an administrator');
    let payload: TokenPayload;
    try {
      payload = await this.jwt.verifyAsync<TokenPayload>(token);
    } catch {
      throw new UnauthorizedException('Your session has expired or is invalid. Please sign in again');
    }
    if (payload.role !== 'admin') throw new ForbiddenException('Administrator access is required');
    req.admin = payload;
    return true;
  }
}
