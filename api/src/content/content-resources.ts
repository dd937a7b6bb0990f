// The site's content resources (banners, services, jobs, about, ...): anyone reads them (in English, Hindi or
// Marathi), admins write them, their images are public, their public reads are cached, and every save and delete
// keeps a version. What differs for one
// resource lives in its own folder (jobs/, services/).
import { CONTENT_KEYS, type ContentKey, TRANSLATABLE_FIELDS, translationsInput } from '@site/contracts';
import { ContentCache } from '../common/cache/content-cache.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import { defineResource, hooksFrom, type ResourceDefinition, type ResourceRules } from '../common/resource/resource-definition.js';
import { contentHooks } from './content-hooks.js';
import { ContentHistory } from './history/content-history.service.js';
import { ContentHistoryModule } from './history/content-history.module.js';
import type { ContentConfig } from './content-config.js';
import { JOBS_CONFIG } from './jobs/jobs.config.js';
import { SERVICES_CONFIG } from './services/services.config.js';

const CONTENT_RULES: ResourceRules = { access: { read: 'public', add: 'admin' }, files: 'public', cached: true, newestFirst: false, visitorForm: false };

/** The content resources with something of their own, each declared in its folder. */
const CONFIGS: Partial<Record<ContentKey, ContentConfig>> = { jobs: JOBS_CONFIG, services: SERVICES_CONFIG };

const hooksOf = (key: ContentKey, own = CONFIGS[key]?.hooks ?? contentHooks) =>
  hooksFrom<[ContentCache, ContentHistory, DomainEventBus]>({
    imports: [ContentHistoryModule],
    inject: [ContentCache, ContentHistory, DomainEventBus],
    make: (_model, cache, history, events) => own(key, cache, history, events),
  });

/** Every field a visitor reads holds a Hindi and a Marathi value too (docs/i18n.md). */
const translatableOf = (key: ContentKey) => ({
  fields: TRANSLATABLE_FIELDS[key],
  input: (english?: Record<string, unknown>) => translationsInput(key, english),
});

export const CONTENT_RESOURCES = Object.fromEntries(
  CONTENT_KEYS.map((key) => [
    key,
    defineResource(key, CONTENT_RULES, { hooks: hooksOf(key), schema: CONFIGS[key]?.schema, translatable: translatableOf(key) }),
  ]),
) as Record<ContentKey, ResourceDefinition>;
