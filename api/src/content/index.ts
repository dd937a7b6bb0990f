// The content room's public surface.
import type { ContentKey } from '@site/contracts';
import { resourceService } from '../common/resource/create-resource-module.js';
import { CONTENT_RESOURCES } from './content-resources.js';

export { ContentModule } from './content.module.js';
export { CONTENT_RESOURCES } from './content-resources.js';
/** The token of a content resource's ResourceService (exported by ContentModule). */
export const contentService = (key: ContentKey) => resourceService(CONTENT_RESOURCES[key]);
export { PrivacyNotices } from './privacy-notice/privacy-notices.js';
export { ContentHistoryModule } from './history/content-history.module.js';
export { ContentHistory } from './history/content-history.service.js';
