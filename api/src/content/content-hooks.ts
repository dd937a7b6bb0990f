import { isDeepStrictEqual } from 'node:util';
import { CONTENT_DECLARATIONS, type ContentKey, DEFAULT_LANGUAGE, type Language, titleOf, TRANSLATED_LANGUAGES } from '@site/contracts';
import type { TokenPayload } from '../common/auth/requests.js';
import type { ContentCache } from '../common/cache/content-cache.js';
import type { DomainEventBus } from '../common/events/domain-events.js';
import type { Doc, ResourceHooks, WriteContext } from '../common/resource/resource-hooks.js';
import type { ContentAction } from './events.js';
import type { ContentHistory } from './history/content-history.service.js';

/** What a restore tells the write (history.controller): the version it puts back. */
export interface RestoreContext extends WriteContext {
  restoredVersion?: number;
}

/** A save's time: a write of the English moves it; an edit of translations alone leaves it as it was. */
const savedAt = (doc: Doc) => (doc.updatedAt instanceof Date ? doc.updatedAt.getTime() : doc.updatedAt);

/**
 * The language whose text an edit changed: English when it wrote the English, else the translation it changed (the
 * first, Hindi before Marathi, when an edit of translations alone changed both).
 */
export function languageChanged(before: Doc, after: Doc): Language {
  if (savedAt(before) !== savedAt(after)) return DEFAULT_LANGUAGE;
  const translations = (doc: Doc) => (doc.translations ?? {}) as Record<string, unknown>;
  return TRANSLATED_LANGUAGES.find((language) => !isDeepStrictEqual(translations(before)[language], translations(after)[language])) ?? DEFAULT_LANGUAGE;
}

/**
 * Site content: its public reads are cached, and every write drops that cache; every save and delete keeps a version,
 * then says what happened (`content.changed`): a restore once, as a restore, not as the save or add it is made of.
 * The public reads what the resource's declaration leaves of a document (its `publicView`, e.g. a job's questions
 * without their knockout answers).
 */
export function contentHooks(key: ContentKey, cache: ContentCache, history: ContentHistory, events: DomainEventBus): ResourceHooks {
  const changed = () => cache.changed(key);
  const told = (doc: Doc, action: ContentAction, actor: TokenPayload | undefined, context: RestoreContext = {}, language = DEFAULT_LANGUAGE) =>
    events.publish('content.changed', {
      resource: key,
      id: String(doc._id),
      action: context.restoredVersion ? 'restored' : action,
      language,
      actor,
      title: titleOf(key, doc) || undefined,
      ...(context.restoredVersion && { version: context.restoredVersion }),
    });
  const { publicView } = CONTENT_DECLARATIONS[key];
  return {
    keepsFiles: true,
    ...(publicView && { publicView }),
    changing: () => cache.changing(key),
    async created(doc, actor, context) {
      await changed();
      await history.created(key, doc, actor);
      await told(doc, 'added', actor, context);
    },
    async updated(before, after, actor, context) {
      await changed();
      await history.updated(key, before, after, actor);
      await told(after, 'changed', actor, context, languageChanged(before, after));
    },
    async removed(docs, actor) {
      await changed();
      for (const doc of docs) {
        await history.removed(key, doc, actor);
        await told(doc, 'removed', actor);
      }
    },
  };
}
