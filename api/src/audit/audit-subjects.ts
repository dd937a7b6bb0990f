// What an audit entry is about, for the back office to say it in product words (docs/behaviour.md §12): the item's
// title and whether it still exists (the log links only to what is there). Each item is read by its id, the one
// lookup the embedded database finds through an index, so a page of the log costs at most its page size in reads.
import { OBJECT_ID, RESOURCES, type ResourceKey, SUBMISSION_KEYS, titleOf } from '@site/contracts';
import { type Connection, Types } from 'mongoose';
import type { AuditEntry } from './audit.schema.js';

const isResource = (name: string): name is ResourceKey => Object.hasOwn(RESOURCES, name);
const isContent = (name: string): name is ResourceKey => isResource(name) && RESOURCES[name].access === 'content';
const projection = (key: ResourceKey) => Object.fromEntries(RESOURCES[key].titleFields.map((f) => [f, 1]));

/** The title recorded with a write of site content; none for a submission (audit.schema.ts says why). */
export function contentTitle(resource: string, doc: Readonly<Record<string, unknown>> | null | undefined): string | undefined {
  return (isContent(resource) && doc && titleOf(resource, doc)) || undefined;
}

/** The current title of a content item, read before it is deleted. */
export async function readTitle(connection: Connection, resource: string, id: unknown): Promise<string | undefined> {
  if (!isContent(resource) || typeof id !== 'string' || !OBJECT_ID.test(id)) return undefined;
  return contentTitle(resource, await connection.collection(resource).findOne({ _id: new Types.ObjectId(id) }, { projection: projection(resource) }));
}

/** The stored item an entry names: a content or submission document, an inbox item (its type is in the path), or the application of an interview. */
export function subjectOf({ resource, documentId, path }: Pick<AuditEntry, 'resource' | 'documentId' | 'path'>): { type: ResourceKey; id: string } | null {
  if (!documentId || !OBJECT_ID.test(documentId)) return null;
  if (isResource(resource)) return { type: resource, id: documentId };
  if (resource === 'Interviews') return { type: 'applyJobs', id: documentId };
  const type = resource === 'Inbox' ? /^\/admin\/inbox\/([^/]+)\//.exec(path)?.[1] : undefined;
  return type && SUBMISSION_KEYS.some((k) => k === type) ? { type: type as ResourceKey, id: documentId } : null;
}

export interface AuditSubject {
  type: ResourceKey;
  /** The item is still stored: the back office links to it. */
  exists: boolean;
  /** As recorded with the write, else as the item reads now; null when neither is known. */
  title: string | null;
}

/** Each entry with its subject (null when it names no stored item). */
export async function withSubjects<T extends AuditEntry>(connection: Connection, entries: T[]): Promise<Array<T & { subject: AuditSubject | null }>> {
  return Promise.all(
    entries.map(async (entry) => {
      const subject = subjectOf(entry);
      if (!subject) return { ...entry, subject: null };
      const doc = await connection.collection(subject.type).findOne({ _id: new Types.ObjectId(subject.id) }, { projection: projection(subject.type) });
      const title = entry.title ?? ((doc && titleOf(subject.type, doc)) || null);
      return { ...entry, subject: { type: subject.type, exists: doc !== null, title } };
    }),
  );
}
