import type { Entity, ResourceKey } from '@site/contracts';

/** What each list of the API holds: derived from the resource's contract declaration and payload schema. */
export type { Entity };
export type Entities = { [K in ResourceKey]: Entity<K> };

export interface VisitorUser {
  _id?: string;
  name: string;
  email?: string;
  mobile?: string;
  /** Whether the address is confirmed (docs/behaviour.md §21); absent in sessions saved before confirmation existed. */
  verified?: boolean;
}
export interface WriteResult<T = unknown> {
  message: string;
  data?: T;
}

/** Every image path of the main banners, in order (docs/behaviour.md §3: a banner's images are a list or comma-separated text). */
export function bannerImages(banners: Array<{ images?: string[] | string }>): string[] {
  return banners
    .flatMap((b) => (Array.isArray(b.images) ? b.images : typeof b.images === 'string' ? b.images.split(',') : []))
    .map((s) => String(s).trim())
    .filter(Boolean);
}
