// The content room's facts. Every write of a content resource publishes one, after its version is kept
// (content-hooks.ts); the audit log listens.
import type { ContentKey, Language } from '@site/contracts';
import type { TokenPayload } from '../common/auth/requests.js';

/** What happened to a content item: an admin's add, save or delete, or a kept version put back (docs/behaviour.md §24). */
export type ContentAction = 'added' | 'changed' | 'removed' | 'restored';

export interface ContentChanged {
  resource: ContentKey;
  id: string;
  action: ContentAction;
  /**
   * The language whose text changed: `en` for a write of the English (every add, delete and restore too), a
   * translation's language for an edit of that translation alone.
   */
  language: Language;
  /** Who wrote it; none for a write of the API itself (the seed). */
  actor?: TokenPayload;
  /** The item's title as written (as it was, for a delete), from its declared title fields. */
  title?: string;
  /** A restore: the number of the version put back. */
  version?: number;
}

declare module '../common/events/domain-events.js' {
  interface DomainEvents {
    /** A content item was added, saved, deleted or restored, after its version was kept and the cache dropped. */
    'content.changed': ContentChanged;
  }
}
