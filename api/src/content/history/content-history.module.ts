import { Module } from '@nestjs/common';
import { ContentHistoryController } from './content-history.controller.js';
import { collectionProvider } from '../../common/collections.js';
import { CONTENT_HISTORY, ContentHistory } from './content-history.service.js';

/** The versions of site content (docs/behaviour.md §24), kept by the content resources' hooks. */
@Module({
  controllers: [ContentHistoryController],
  providers: [...Object.values(CONTENT_HISTORY).map(collectionProvider), ContentHistory],
  exports: [ContentHistory],
})
export class ContentHistoryModule {}
