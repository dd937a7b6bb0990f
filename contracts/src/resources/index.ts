// The registry of the content resources, one declaration per file in this folder. The contracts derive from it
// the payload schemas (content.ts), the translatable fields and the areas; the API its content modules; the back
// office its screens. The zod-free part the first page needs is copied into content-addresses.generated.ts.
import { type AdminArea, SUBMISSION_AREAS } from '../roles.js';
import type { ContentKey, ResourceKey } from '../resources.js';
import { about } from './about.js';
import { aboutCards } from './about-cards.js';
import { adminContact } from './admin-contact.js';
import { banner } from './banner.js';
import { clients } from './clients.js';
import type { ContentDeclaration } from './content-declaration.js';
import type { ResourceDeclaration } from './declaration.js';
import { help } from './help.js';
import { integratedBanner } from './integrated-banner.js';
import { integratedMission } from './integrated-mission.js';
import { jobs } from './jobs.js';
import { missions } from './missions.js';
import { privacyNotice } from './privacy-notice.js';
import { services } from './services.js';
import { testimonial } from './testimonial.js';

export type {
  AdminColumn,
  AdminFormField,
  AdminInputKind,
  AdminMessages,
  AdminScreenDeclaration,
  ColumnShow,
  ContentDeclaration,
} from './content-declaration.js';

export const CONTENT_DECLARATIONS = {
  clients,
  banner,
  integratedBanner,
  services,
  jobs,
  about,
  missions,
  integratedMission,
  testimonial,
  help,
  adminContact,
  aboutCards,
  privacyNotice,
} as const satisfies Record<ContentKey, ContentDeclaration>;

export type ContentDeclarations = typeof CONTENT_DECLARATIONS;

const eachContent = <T>(pick: (declaration: ContentDeclaration, key: ContentKey) => T) =>
  Object.fromEntries(Object.entries(CONTENT_DECLARATIONS).map(([key, d]) => [key, pick(d as ContentDeclaration, key as ContentKey)])) as Record<ContentKey, T>;

/** The fields of each content resource that a visitor reads, each of which can hold a Hindi and a Marathi value. */
export const TRANSLATABLE_FIELDS: Record<ContentKey, readonly string[]> = eachContent((d) => d.translatable);

/** The area of each content resource's admin routes. */
export const CONTENT_AREAS: Record<ContentKey, AdminArea> = eachContent((d) => d.area);

/** The area of every resource's admin routes (its public reads or adds stay public). */
export const RESOURCE_AREAS: Record<ResourceKey, AdminArea> = { ...CONTENT_AREAS, ...SUBMISSION_AREAS };

/** The zod-free part of a declaration that resources.ts gives the first page: address, words, files. */
export function addressOf(d: ContentDeclaration): ResourceDeclaration {
  const { label, noun, titleFields, adminScreen, path, listKey, list, add, edit, remove, files, invalidId } = d;
  return { label, noun, titleFields, adminScreen, access: 'content', path, listKey, list, add, edit, remove, ...(files ? { files } : {}), invalidId };
}
