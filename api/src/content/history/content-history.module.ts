import { Module } from '@nestjs/common';
import { ContentHistoryController } from './content-history.controller.js';
import { ContentHistory } from './content-history.service.js';

/** The versions of site content (docs/behaviour.md §24), kept by the content resources' hooks. */
@Module({ controllers: [ContentHistoryController], providers: [ContentHistory], exports: [ContentHistory] })
export class ContentHistoryModule {}
