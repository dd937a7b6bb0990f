import { SetMetadata } from '@nestjs/common';

/**
 * Who may call a route. Routes without it are admin-only, so a new route is private unless declared open.
 * 'visitor': a signed-in visitor's own token (docs/behaviour.md §14.1), never an admin's.
 */
export type AccessLevel = 'public' | 'visitor' | 'admin';
export const ACCESS_KEY = 'access';
export const Access = (level: AccessLevel) => SetMetadata(ACCESS_KEY, level);
