import type { TokenPayload } from '../auth/requests.js';
import type { Doc, PageRequest, WriteContext } from './resource-types.js';

export type { Doc, WriteContext };

/**
 * What a kind of resource adds to the generic create/read/update/delete: site content drops its cache, a visitor's
 * submission records consent, its derived documents, e-mails and history (api/src/submissions).
 */
export interface ResourceHooks {
  /** What is stored on create besides the accepted payload. */
  prepare?(data: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Just before any write of the collection (the after-hooks below follow it). */
  changing?(): Promise<void>;
  /** `context`: the caller's, as for `updated` (a restore of a deleted item says which version it put back). */
  created?(doc: Doc, actor?: TokenPayload, context?: WriteContext): Promise<void>;
  /**
   * Just before an existing document's write, with what it sets: what it answers reaches `updated` (e.g. the id of
   * an after-effects entry that lets the work survive a crash between the write and `updated`).
   */
  updating?(before: Doc, set: Record<string, unknown>, actor?: TokenPayload, context?: WriteContext): Promise<unknown>;
  updated?(before: Doc, after: Doc, actor?: TokenPayload, context?: WriteContext, prepared?: unknown): Promise<void>;
  /** Before documents are deleted: what belongs to them goes first, so a deletion cut short is finished by running it again. */
  removing?(docs: Doc[]): Promise<void>;
  removed?(docs: Doc[], actor?: TokenPayload): Promise<void>;
  /**
   * Fields whose change is a state change the owning room makes by its own method (an application's stage): an
   * edit that sends one hands the new value to the method, then writes its other fields; a change asked for
   * (`ResourceService.requestChange`) hands the method the other fields it sets with it (`also`).
   */
  moves?: Record<string, (doc: Doc, to: unknown, actor: TokenPayload | undefined, context: WriteContext, also: Record<string, unknown>) => Promise<Doc>>;
  /** The files of a replaced or deleted item stay: a kept version refers to them (content history removes them later). */
  keepsFiles?: boolean;
  /** What the public (unpaged) list shows of the documents, and until when that holds by itself (ms), if not for ever. */
  shown?(docs: Doc[]): { docs: Doc[]; until?: number };
  /** A document as the API answers it (e.g. the value a field has when it was stored before the field existed). */
  present?(doc: Doc): Doc;
  /** What the public reads (the unpaged list, one item) leave out of a presented document that only admins see. */
  publicView?(doc: Doc): Doc;
  /** A page served without reading the whole collection, or null where only the generic query can answer. */
  page?(req: PageRequest): Promise<{ items: Doc[]; total: number } | null>;
}
