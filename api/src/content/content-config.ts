import type { ContentKey } from '@site/contracts';
import type { ContentCache } from '../common/cache/content-cache.js';
import type { DomainEventBus } from '../common/events/domain-events.js';
import type { ResourceDefinition } from '../common/resource/resource-definition.js';
import type { ResourceHooks } from '../common/resource/resource-hooks.js';
import type { ContentHistory } from './history/content-history.service.js';

/**
 * What one content resource adds to what the contract declares (its fields, routes, admin columns and access):
 * hooks in place of the plain cache-and-history ones, and mongoose paths. It lives in the resource's own folder.
 */
export interface ContentConfig {
  hooks?: (key: ContentKey, cache: ContentCache, history: ContentHistory, events: DomainEventBus) => ResourceHooks;
  schema?: ResourceDefinition['schema'];
}
