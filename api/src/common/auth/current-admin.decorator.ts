import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AdminRequest } from './auth.guard.js';

/** The token payload of the admin making the request (set by AuthGuard). */
export const CurrentAdmin = createParamDecorator((_data: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<AdminRequest>().admin);
