import type { ContentKey } from '@site/contracts';
import type { ContentCache } from '../common/cache/content-cache.js';
import type { ResourceHooks } from '../common/resource/resource-hooks.js';
import type { ContentHistory } from './history/content-history.service.js';

/** Site content: its public reads are cached, and every write drops that cache; every save and delete keeps a version. */
export function contentHooks(key: ContentKey, cache: ContentCache, history: ContentHistory): ResourceHooks {
  const changed = () => cache.changed(key);
  return {
    keepsFiles: true,
    changing: () => cache.changing(key),
    async created(doc, actor) {
      await changed();
      await history.created(key, doc, actor);
    },
    async updated(before, after, actor) {
      await changed();
      await history.updated(key, before, after, actor);
    },
    async removed(docs, actor) {
      await changed();
      for (const doc of docs) await history.removed(key, doc, actor);
    },
  };
}
