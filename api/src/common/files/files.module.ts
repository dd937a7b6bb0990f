import { Controller, Get, Inject, Module, NotFoundException, Param, Res } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Connection } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { Access } from '../auth/access.decorator.js';
import { AnswersFile, Summary } from '../docs/api-docs.decorators.js';
import { DiskFileStore } from './disk-file-store.js';
import { CONTENT_TYPES } from './file-kinds.js';
import { FILE_STORE, type FileStore } from './file-store.js';
import { GridFsFileStore } from './gridfs-file-store.js';
import { AuditAs } from '../audit.decorators.js';

@ApiTags('uploads')
@AuditAs('PublicFiles')
@Controller('uploads')
class PublicFilesController {
  constructor(@Inject(FILE_STORE) private readonly files: FileStore) {}

  /** Names are random and never reused, so images can be cached for a year. */
  @Access('public')
  @Get(':name')
  @Summary('Get an uploaded image', 'Names never change meaning: cache for a year.')
  @AnswersFile('The image', ...Object.values(CONTENT_TYPES).filter((type) => type.startsWith('image/')))
  async serve(@Param('name') name: string, @Res() res: Response) {
    const file = await this.files.open('public', name);
    if (!file) throw new NotFoundException('File not found');
    const ext = name.split('.').pop() ?? '';
    res.setHeader('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Seeded illustrations are SVG: forbid scripts inside them even when opened directly.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    file.stream.pipe(res);
  }
}

@Module({
  controllers: [PublicFilesController],
  providers: [
    {
      provide: FILE_STORE,
      // GridFS keeps its own two collections (`fs.files`, `fs.chunks`): its bucket is given the database.
      inject: [APP_CONFIG, getConnectionToken()],
      useFactory: (config: AppConfig, connection: Connection): FileStore =>
        config.fileStore === 'gridfs' ? new GridFsFileStore(connection.db!) : new DiskFileStore(config.dataDir),
    },
  ],
  exports: [FILE_STORE],
})
export class FilesModule {}
