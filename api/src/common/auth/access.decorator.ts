import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { Request } from 'express';
import type { AdminArea } from '@site/contracts';

/**
 * Who may call a route. Routes without it are admin-only, so a new route is private unless declared open.
 * 'visitor': a signed-in visitor's own token (docs/behaviour.md §14.1), never an admin's.
 */
export type AccessLevel = 'public' | 'visitor' | 'admin';
export const ACCESS_KEY = 'access';
/** The same level in the OpenAPI document, which turns it into the operation's security (api/src/docs/describe-operations.ts). */
export const ACCESS_EXTENSION = 'x-access';
export const Access = (level: AccessLevel) => applyDecorators(SetMetadata(ACCESS_KEY, level), ApiExtension(ACCESS_EXTENSION, level));

/**
 * Which back-office roles may call an admin route (docs/behaviour.md §22), on a handler or a whole controller.
 * An admin route without one is the owner's: deny by default, like routes without @Access are admin-only. A
 * function decides from the request, for routes whose subject is in the path (an inbox item's type).
 */
export type AreaOf = AdminArea | ((req: Request) => AdminArea);
export const AREA_KEY = 'area';
export const Area = (area: AreaOf) => SetMetadata(AREA_KEY, area);

/**
 * Routes an enrolment token opens as well as a session (docs/behaviour.md §25): an admin who must set up two-factor
 * sign-in before they get a session uses these and nothing else.
 */
export const ENROLMENT_KEY = 'enrolment';
export const OpenToEnrolment = () => SetMetadata(ENROLMENT_KEY, true);
