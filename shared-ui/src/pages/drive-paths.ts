// The public walk-in drive routes (docs/behaviour.md §26) and how their answers read, for the site's API client and
// the shell's server alike.
import type { PublicDrive } from '@site/contracts';

/**
 * The public drive routes: contracts' DRIVE_ROUTES (drive-pages.spec.ts checks they agree), written out so the first load
 * does not carry the contracts' checks.
 */
export const DRIVE_PATHS = { list: 'drives', one: 'drives/:id' } as const;
/** `GET /drives` answers its list as `{ drives }` (or a bare array). */
export const drivesOf = (res: unknown): PublicDrive[] => {
  const list = Array.isArray(res) ? res : ((res as { drives?: unknown; items?: unknown } | null)?.drives ?? (res as { items?: unknown } | null)?.items);
  return Array.isArray(list) ? (list as PublicDrive[]) : [];
};
/** `GET /drives/:id` answers the drive (or `{ data }`, as a resource's document comes). */
export const driveOf = (res: unknown): PublicDrive => {
  const wrapped = res as { data?: unknown; drive?: unknown } | null;
  return ((wrapped && typeof wrapped === 'object' && !('_id' in wrapped) ? (wrapped.data ?? wrapped.drive) : res) ?? null) as PublicDrive;
};
