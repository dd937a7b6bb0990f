// Every resource of the API, in the contract's order, from the rooms that declare them (for tools and tests that go
// over all of them).
import { RESOURCE_KEYS, type ResourceKey } from '@site/contracts';
import { APPLICATIONS } from './applications/index.js';
import type { ResourceDefinition } from './common/resource/resource-definition.js';
import { CONTENT_RESOURCES } from './content/index.js';
import { ENQUIRIES } from './submissions/index.js';

const BY_KEY: Record<ResourceKey, ResourceDefinition> = { ...CONTENT_RESOURCES, ...ENQUIRIES, applyJobs: APPLICATIONS };

export const RESOURCE_DEFINITIONS = RESOURCE_KEYS.map((key) => BY_KEY[key]);
