import { Module } from '@nestjs/common';
import { FilesModule } from '../common/files/files.module.js';
import { SeedService } from './seed.service.js';

@Module({ imports: [FilesModule], providers: [SeedService], exports: [SeedService] })
export class SeedModule {}
