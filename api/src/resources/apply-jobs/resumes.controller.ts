import { Controller, Get, Inject, Module, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { Access } from '../../common/auth/access.decorator.js';
import { FILE_STORE, type FileStore, parseStoredPath } from '../../common/files/file-store.js';
import { CONTENT_TYPES } from '../../common/files/file-kinds.js';
import { FilesModule } from '../../common/files/files.module.js';
import { createResourceModule, serviceToken } from '../../common/resource/create-resource-module.js';
import type { ResourceService } from '../../common/resource/resource.service.js';
import { definitionOf } from '../index.js';
import { LINK_SECONDS, PreviewLinks, UsedLinksModel } from './preview-links.js';

/** Resumes are private: an admin downloads them, or gets a one-time signed link for the preview frame. */
@ApiTags('applyJobs')
@Controller()
class ResumesController {
  constructor(
    @Inject(serviceToken('applyJobs')) private readonly applications: ResourceService,
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly links: PreviewLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiBearerAuth()
  @Get('admin/applyJobs/resume/:id')
  async download(@Param('id') id: string, @Res() res: Response) {
    await this.send(id, 'attachment', res);
  }

  @ApiBearerAuth()
  @Get('admin/applyJobs/resumeLink/:id')
  async link(@Param('id') id: string) {
    await this.resumeOf(id);
    const token = await this.links.issue(id);
    return { message: 'Resume link created', url: `/files/resume/${id}?token=${encodeURIComponent(token)}`, expiresIn: LINK_SECONDS };
  }

  @Access('public')
  @Get('files/resume/:id')
  async preview(@Param('id') id: string, @Query('token') token: string | undefined, @Res() res: Response) {
    await this.links.redeem(token, id);
    await this.send(id, 'inline', res);
  }

  private async resumeOf(id: string) {
    const app = await this.applications.findOne(id);
    const stored = typeof app.resume === 'string' ? parseStoredPath(app.resume) : null;
    if (!stored) throw new NotFoundException('No file');
    return { stored, fileName: String(app.resumeName ?? stored.name) };
  }

  private async send(id: string, disposition: 'inline' | 'attachment', res: Response) {
    const { stored, fileName } = await this.resumeOf(id);
    const file = await this.files.open(stored.area, stored.name);
    if (!file) throw new NotFoundException('No file');
    const ext = stored.name.split('.').pop() ?? '';
    res.setHeader('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Content-Length', String(file.size));
    // Only PDFs can be shown in the browser; Word files are always downloaded.
    res.attachment(fileName);
    if (disposition === 'inline' && ext === 'pdf') {
      res.setHeader('Content-Disposition', String(res.getHeader('Content-Disposition')).replace(/^attachment/, 'inline'));
      // The admin site (another origin) shows it in a frame.
      res.removeHeader('X-Frame-Options');
      res.setHeader('Content-Security-Policy', `frame-ancestors 'self' ${this.config.siteOrigins.join(' ')}`);
    }
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    file.stream.pipe(res);
  }
}

@Module({ imports: [createResourceModule(definitionOf('applyJobs')), FilesModule, UsedLinksModel], controllers: [ResumesController], providers: [PreviewLinks] })
export class ResumesModule {}
