import { Global, Module } from '@nestjs/common';
import { FilesModule } from '../common/files/files.module.js';
import { ContentHistoryController } from './content-history.controller.js';
import { ContentHistory } from './content-history.service.js';

/** Global, so the generic resource modules keep versions without importing it (as they record consent). */
@Global()
@Module({ imports: [FilesModule], controllers: [ContentHistoryController], providers: [ContentHistory], exports: [ContentHistory] })
export class ContentHistoryModule {}
