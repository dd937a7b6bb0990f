import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AdminRequest, VisitorRequest } from './requests.js';

/** The token payload of the admin making the request (set by AuthGuard). */
export const CurrentAdmin = createParamDecorator((_data: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<AdminRequest>().admin);

/** The token payload of the visitor making the request, on `@Access('visitor')` routes (set by AuthGuard). */
export const CurrentVisitor = createParamDecorator((_data: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<VisitorRequest>().visitor);
