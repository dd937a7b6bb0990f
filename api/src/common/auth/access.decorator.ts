import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

/**
 * Who may call a route. Routes without it are admin-only, so a new route is private unless declared open.
 * 'visitor': a signed-in visitor's own token (docs/behaviour.md §14.1), never an admin's.
 */
export type AccessLevel = 'public' | 'visitor' | 'admin';
export const ACCESS_KEY = 'access';
/** The same level in the OpenAPI document, which turns it into the operation's security (api/src/docs/describe-operations.ts). */
export const ACCESS_EXTENSION = 'x-access';
export const Access = (level: AccessLevel) => applyDecorators(SetMetadata(ACCESS_KEY, level), ApiExtension(ACCESS_EXTENSION, level));
