import { Module } from '@nestjs/common';
import { FilesModule } from '../common/files/files.module.js';
import { ContentHistoryModule } from '../content/index.js';
import { SeedService } from './seed.service.js';

@Module({ imports: [FilesModule, ContentHistoryModule], providers: [SeedService], exports: [SeedService] })
export class SeedModule {}
