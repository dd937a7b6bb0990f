import type { ContentConfig } from '../content-config.js';
import { SERVICE_SCHEMA } from './service-schema.js';

/** Services: each FAQ a sub-document with its own id. */
export const SERVICES_CONFIG: ContentConfig = { schema: SERVICE_SCHEMA };
