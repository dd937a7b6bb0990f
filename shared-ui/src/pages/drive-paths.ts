// The public walk-in drive routes (docs/behaviour.md §26) and how their answers read, for the site's API client and
// the shell's server alike.
import type { PublicDrive } from '@site/contracts';

/**
 * The public drive routes: contracts' DRIVE_ROUTES (drive-pages.spec.ts checks they agree), written out so the first load
 * does not carry the contracts' checks.
 */
export const DRIVE_PATHS = { list: 'drives', one: 'drives/:id' } as const;
/** `GET /drives` answers `{ drives }`. */
export const drivesOf = (res: unknown): PublicDrive[] => {
  const list = (res as { drives?: unknown } | null)?.drives;
  return Array.isArray(list) ? (list as PublicDrive[]) : [];
};
/** `GET /drives/:id` answers the drive itself. */
export const driveOf = (res: unknown) => (res ?? null) as PublicDrive;
