import type { TokenPayload } from '../auth/auth.guard.js';
import type { ContentCache } from '../cache/content-cache.js';
import type { PageRequest } from './list-query.js';

export type Doc = Record<string, unknown> & { _id: unknown };

/**
 * What a kind of resource adds to the generic create/read/update/delete: site content drops its cache, a visitor's
 * submission records consent, its derived documents, e-mails and history (api/src/submissions).
 */
export interface ResourceHooks {
  /** What is stored on create besides the accepted payload. */
  prepare?(data: Record<string, unknown>): Promise<Record<string, unknown>>;
  created?(doc: Doc): Promise<void>;
  updated?(before: Doc, after: Doc, actor?: TokenPayload): Promise<void>;
  /** Before documents are deleted: what belongs to them goes first, so a deletion cut short is finished by running it again. */
  removing?(docs: Doc[]): Promise<void>;
  removed?(docs: Doc[]): Promise<void>;
  /** What the public (unpaged) list shows of the documents, and until when that holds by itself (ms), if not for ever. */
  shown?(docs: Doc[]): { docs: Doc[]; until?: number };
  /** A document as the API answers it (e.g. the value a field has when it was stored before the field existed). */
  present?(doc: Doc): Doc;
  /** What the public reads (the unpaged list, one item) leave out of a presented document that only admins see. */
  publicView?(doc: Doc): Doc;
  /** A page served without reading the whole collection, or null where only the generic query can answer. */
  page?(req: PageRequest): Promise<{ items: Doc[]; total: number } | null>;
}

/** Site content: its public reads are cached, and every write drops that cache. */
export function contentHooks(key: string, cache: ContentCache): ResourceHooks {
  const changed = () => cache.changed(key);
  return { created: changed, updated: changed, removed: changed };
}
