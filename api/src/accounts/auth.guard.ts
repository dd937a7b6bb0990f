import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { InjectModel } from '@nestjs/mongoose';
import type { Request } from 'express';
import { isValidObjectId, type Model } from 'mongoose';
import { type Account, USER_MODEL } from './accounts.schema.js';
import { AUDIENCE } from './auth.constants.js';
import { AdminSessions } from './admin-sessions.js';
import { type AdminArea, mayUse, ROLE_MESSAGES } from '@site/contracts';
import { ACCESS_KEY, type AccessLevel, AREA_KEY, type AreaOf, ENROLMENT_KEY } from '../common/auth/access.decorator.js';
import type { AdminRequest, PublicRequest, TokenPayload, VisitorRequest } from '../common/auth/requests.js';

function bearerToken(req: Request): string | null {
  const [scheme, token] = (req.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

const INVALID = 'Your session has expired or is invalid. Please sign in again';

/**
 * Global guard: public routes pass; visitor routes need a visitor's token whose account still exists; every other
 * route needs an admin token (a visitor token is not enough) that its admin has not revoked since, of an admin whose
 * role may use the route's area (@Area; owner-only without one).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly sessions: AdminSessions,
    @InjectModel(USER_MODEL) private readonly users: Model<Account>,
  ) {}

  async canActivate(context: ExecutionContext) {
    const level = this.reflector.getAllAndOverride<AccessLevel>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (level === 'public') {
      const req = context.switchToHttp().getRequest<PublicRequest>();
      req.officeMayUse = (area) => this.officeMayUse(req, area);
      return true;
    }
    if (level === 'visitor') return this.visitor(context.switchToHttp().getRequest<VisitorRequest>());
    const req = context.switchToHttp().getRequest<AdminRequest>();
    const token = bearerToken(req);
    if (!token) throw new UnauthorizedException('Please sign in as an administrator');
    const payload = await this.jwt.verifyAsync<TokenPayload>(token).catch(() => null);
    if (!payload) throw new UnauthorizedException(INVALID);
    if (payload.aud === AUDIENCE.visitor) throw new ForbiddenException('Administrator access is required');
    // An enrolment token (docs/behaviour.md §25) is no session: it opens the enrolment routes only.
    const enrolmentRoute = this.reflector.get<boolean>(ENROLMENT_KEY, context.getHandler()) === true;
    if (payload.aud === AUDIENCE.adminEnrolment && payload.role === 'admin' && enrolmentRoute) {
      req.admin = { ...payload, access: await this.sessions.assertCurrent(payload, { enrolment: true }) };
      return true;
    }
    // Tokens from before audiences existed, and tokens made for something else (a preview link), are not sessions.
    if (payload.aud !== AUDIENCE.admin || payload.role !== 'admin') throw new UnauthorizedException(INVALID);
    // A session of an admin without two-factor, while it is required, opens the enrolment routes only (§25).
    const access = await this.sessions.assertCurrent(payload, { enrolment: enrolmentRoute });
    // Unclassified admin routes are the owner's (deny by default).
    const areaOf = this.reflector.getAllAndOverride<AreaOf | undefined>(AREA_KEY, [context.getHandler(), context.getClass()]) ?? 'owner';
    if (!mayUse(access, typeof areaOf === 'function' ? areaOf(req) : areaOf)) throw new ForbiddenException(ROLE_MESSAGES.refused);
    req.admin = { ...payload, access };
    return true;
  }

  /** Whether a public route's caller holds an admin session the guard would accept on a route of `area`. */
  private async officeMayUse(req: PublicRequest, area: AdminArea): Promise<boolean> {
    const token = bearerToken(req);
    const payload = token ? await this.jwt.verifyAsync<TokenPayload>(token).catch(() => null) : null;
    if (payload?.aud !== AUDIENCE.admin || payload.role !== 'admin') return false;
    return mayUse(await this.sessions.assertCurrent(payload).catch(() => null), area);
  }

  /**
   * A visitor's token, of the visitor audience, whose account has not been deleted (docs/behaviour.md §14.1) nor
   * had its password reset (§21: the reset raises the account's token version) since.
   */
  private async visitor(req: VisitorRequest) {
    const token = bearerToken(req);
    if (!token) throw new UnauthorizedException('Please sign in');
    const payload = await this.jwt.verifyAsync<TokenPayload>(token).catch(() => null);
    if (!payload || payload.aud !== AUDIENCE.visitor || payload.role !== 'user') throw new UnauthorizedException(INVALID);
    const account = isValidObjectId(payload.sub) ? await this.users.findById(payload.sub).select('tokenVersion').lean<Account>().exec() : null;
    if (!account || (account.tokenVersion ?? 0) !== (payload.ver ?? 0)) throw new UnauthorizedException(INVALID);
    req.visitor = payload;
    return true;
  }
}
