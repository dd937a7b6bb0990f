import type { z } from 'zod';
import type {
  aboutInput,
  adminContactInput,
  bannerInput,
  clientInput,
  helpInput,
  homeEnquiryInput,
  integratedMissionInput,
  jobApplicationEdit,
  jobInput,
  missionInput,
  serviceEnquiryInput,
  serviceInput,
  testimonialInput,
  userContactInput,
  ResourceKey,
} from '@site/api/contracts';

type Stored<T> = T & { _id: string; createdAt?: string; updatedAt?: string };
type Out<S extends z.ZodType> = z.output<S>;

/** What each list of the API holds: the contract's fields plus stored file paths and metadata. */
export interface Entities {
  clients: Stored<Out<typeof clientInput> & { image?: string }>;
  banner: Stored<Out<typeof bannerInput> & { images: string[] | string }>;
  integratedBanner: Stored<Out<typeof bannerInput> & { image?: string }>;
  services: Stored<Out<typeof serviceInput> & { image?: string }>;
  ServiceEnquiry: Stored<Out<typeof serviceEnquiryInput>>;
  jobs: Stored<Out<typeof jobInput>>;
  applyJobs: Stored<Required<Out<typeof jobApplicationEdit>> & { resume?: string; resumeName?: string }>;
  about: Stored<Out<typeof aboutInput> & { image?: string | string[]; smallImage?: string | string[]; profile?: string[] }>;
  missions: Stored<Out<typeof missionInput> & { image?: string }>;
  integratedMission: Stored<Out<typeof integratedMissionInput> & { image?: string }>;
  testimonial: Stored<Out<typeof testimonialInput> & { image?: string }>;
  help: Stored<Out<typeof helpInput> & { image?: string; bannerImage?: string; rightImage?: string }>;
  homeEnquiry: Stored<Out<typeof homeEnquiryInput>>;
  userContact: Stored<Out<typeof userContactInput>>;
  adminContact: Stored<Out<typeof adminContactInput>>;
  aboutCards: Stored<{ image?: string }>;
}
export type Entity<K extends ResourceKey> = Entities[K];

export interface VisitorUser {
  _id?: string;
  name: string;
  email?: string;
  mobile?: string;
}
export interface WriteResult<T = unknown> {
  message: string;
  data?: T;
}

/** Every image path of the main banners, in order (spec §3: a banner's images are a list or comma-separated text). */
export function bannerImages(banners: Pick<Entity<'banner'>, 'images'>[]): string[] {
  return banners
    .flatMap((b) => (Array.isArray(b.images) ? b.images : typeof b.images === 'string' ? b.images.split(',') : []))
    .map((s) => String(s).trim())
    .filter(Boolean);
}
