import { SetMetadata } from '@nestjs/common';

/** Who may call a route. Routes without it are admin-only, so a new route is private unless declared open. */
export type AccessLevel = 'public' | 'admin';
export const ACCESS_KEY = 'access';
export const Access = (level: AccessLevel) => SetMetadata(ACCESS_KEY, level);
