// What an audit entry is about, for the back office to say it in product words (docs/behaviour.md §12): the item's
// title and whether it still exists (the log links only to what is there). Each item is read by its id through its
// resource's service, the one lookup the embedded database finds through an index, so a page of the log costs at
// most its page size in reads.
import { Injectable } from '@nestjs/common';
import { OBJECT_ID, RESOURCE_AREAS, RESOURCES, type ResourceKey, SUBMISSION_KEYS, titleOf } from '@site/contracts';
import { ResourceRegistry } from '../common/resource/resource-registry.js';
import type { AuditEntry } from './audit-entry.js';

const isResource = (name: string): name is ResourceKey => Object.hasOwn(RESOURCES, name);
const isContent = (name: string): name is ResourceKey => isResource(name) && RESOURCES[name].access === 'content';
/** The submissions interviews are of (the hiring area's): an older Interviews entry does not say. */
const INTERVIEWED = SUBMISSION_KEYS.find((k) => RESOURCE_AREAS[k] === 'hiring');

/**
 * The stored item an entry names: a content or submission document, or the item an area's entry is about
 * (`subjectType`). Entries recorded before facts did not say it: their path did (an inbox item's type, a restored
 * version's resource), and an interview's was an application.
 */
export function subjectOf({ resource, documentId, subjectType, path = '' }: Pick<AuditEntry, 'resource' | 'documentId' | 'subjectType' | 'path'>): {
  type: ResourceKey;
  id: string;
} | null {
  if (!documentId || !OBJECT_ID.test(documentId)) return null;
  if (isResource(resource)) return { type: resource, id: documentId };
  if (subjectType && isResource(subjectType)) return { type: subjectType, id: documentId };
  if (resource === 'Interviews' && INTERVIEWED) return { type: INTERVIEWED, id: documentId };
  if (resource === 'ContentHistory') {
    const type = /^\/admin\/history\/([^/]+)\//.exec(path)?.[1];
    return type && isContent(type) ? { type, id: documentId } : null;
  }
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

@Injectable()
export class AuditSubjects {
  constructor(private readonly resources: ResourceRegistry) {}

  /** Each entry with its subject (null when it names no stored item). */
  withSubjects<T extends AuditEntry>(entries: T[]): Promise<Array<T & { subject: AuditSubject | null }>> {
    return Promise.all(
      entries.map(async (entry) => {
        const subject = subjectOf(entry);
        if (!subject) return { ...entry, subject: null };
        const doc = await this.titleFields(subject.type, subject.id);
        const title = entry.title ?? ((doc && titleOf(subject.type, doc)) || null);
        return { ...entry, subject: { type: subject.type, exists: doc !== null, title } };
      }),
    );
  }

  private titleFields(type: ResourceKey, id: string) {
    return this.resources.get(type).peek(id, RESOURCES[type].titleFields);
  }
}
