// The site's content resources (banners, services, jobs, about, ...): anyone reads them, admins write them, their
// images are public, their public reads are cached, and every save and delete keeps a version. What differs for one
// resource lives in its own folder (jobs/, services/).
import { CONTENT_KEYS, type ContentKey } from '@site/contracts';
import { ContentCache } from '../common/cache/content-cache.js';
import { defineResource, hooksFrom, type ResourceDefinition, type ResourceRules } from '../common/resource/resource-definition.js';
import { contentHooks } from './content-hooks.js';
import { ContentHistory } from './history/content-history.service.js';
import { ContentHistoryModule } from './history/content-history.module.js';
import { jobHooks } from './jobs/job-hooks.js';
import { SERVICE_SCHEMA } from './services/service-schema.js';

const CONTENT_RULES: ResourceRules = { access: { read: 'public', add: 'admin' }, files: 'public', cached: true, newestFirst: false, visitorForm: false };

const hooksOf = (key: ContentKey) =>
  hooksFrom<[ContentCache, ContentHistory]>({
    imports: [ContentHistoryModule],
    inject: [ContentCache, ContentHistory],
    make: (_model, cache, history) => (key === 'jobs' ? jobHooks(cache, history) : contentHooks(key, cache, history)),
  });

const SCHEMAS: Partial<Record<ContentKey, ResourceDefinition['schema']>> = { services: SERVICE_SCHEMA };

export const CONTENT_RESOURCES = Object.fromEntries(CONTENT_KEYS.map((key) => [key, defineResource(key, CONTENT_RULES, { hooks: hooksOf(key), schema: SCHEMAS[key] })])) as Record<
  ContentKey,
  ResourceDefinition
>;
