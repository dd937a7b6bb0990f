import { Controller, Get, Inject, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { resumeLinkAnswer, resumeLogAnswer } from '@site/contracts';
import { Answers, AnswersError, AnswersFile, Summary } from '../../common/docs/api-docs.decorators.js';
import type { Request, Response } from 'express';
import type { AdminRequest } from '../../common/auth/requests.js';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { Access, Area } from '../../common/auth/access.decorator.js';
import { FILE_STORE, type FileStore, parseStoredPath } from '../../common/files/file-store.js';
import { CONTENT_TYPES } from '../../common/files/file-kinds.js';
import type { ResourceService } from '../../common/resource/resource.service.js';
import { APPLICATIONS_SERVICE } from '../application-resource.js';
import { LINK_SECONDS, PreviewLinks } from './preview-links.js';
import { type ResumeAccessKind, ResumeLog } from './resume-log.js';
import { AuditAs } from '../../common/audit.decorators.js';

/** The types a CV may have (checked by content when it is sent). */
const RESUME_TYPES = ['pdf', 'doc', 'docx'].map((ext) => CONTENT_TYPES[ext]!);

/** Resumes are private: an admin downloads them, or gets a one-time signed link for the preview frame. */
@ApiTags('applyJobs')
@Area('hiring')
@AuditAs('Resumes')
@Controller()
export class ResumesController {
  constructor(
    @Inject(APPLICATIONS_SERVICE) private readonly applications: ResourceService,
    @Inject(FILE_STORE) private readonly files: FileStore,
    private readonly links: PreviewLinks,
    private readonly log: ResumeLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('admin/applyJobs/resume/:id')
  @Summary('Download the CV of a job application', 'Each download goes into the application’s CV access log.')
  @AnswersFile('The CV as sent', ...RESUME_TYPES)
  async download(@Param('id') id: string, @Req() req: AdminRequest, @Res() res: Response) {
    await this.send(id, { adminId: req.admin.sub, how: 'download', ip: req.ip }, res);
  }

  @Get('admin/applyJobs/resumeLog/:id')
  @Summary('Read who opened the CV of a job application')
  @Answers(resumeLogAnswer)
  async accessLog(@Param('id') id: string) {
    await this.applications.findOne(id);
    return { resumeLog: await this.log.list(id) };
  }

  @Get('admin/applyJobs/resumeLink/:id')
  @Summary('Get a link that shows a CV once', 'For the back office’s preview frame; it expires after `expiresIn` seconds.')
  @Answers(resumeLinkAnswer)
  async link(@Param('id') id: string, @Req() req: AdminRequest) {
    await this.resumeOf(id);
    const token = await this.links.issue(id, req.admin.sub);
    return { message: 'Resume link created', url: `/files/resume/${id}?token=${encodeURIComponent(token)}`, expiresIn: LINK_SECONDS };
  }

  @Access('public')
  @Get('files/resume/:id')
  @Summary('Show a CV through its one-time link')
  @ApiQuery({ name: 'token', required: true, description: 'The token of a link from resumeLink', schema: { type: 'string' } })
  @AnswersFile('The CV, inline when it is a PDF', ...RESUME_TYPES)
  @AnswersError(401, 'The link has expired or is not for this CV')
  @AnswersError(410, 'The link was used already')
  async preview(@Param('id') id: string, @Query('token') token: string | undefined, @Req() req: Request, @Res() res: Response) {
    const adminId = await this.links.redeem(token, id);
    await this.send(id, { adminId, how: 'preview', ip: req.ip }, res);
  }

  private async resumeOf(id: string) {
    const app = await this.applications.findOne(id);
    const stored = typeof app.resume === 'string' ? parseStoredPath(app.resume) : null;
    if (!stored) throw new NotFoundException('No file');
    return { stored, fileName: String(app.resumeName ?? stored.name) };
  }

  /** Sends the file, once its opening is in the access log: a CV nobody could account for is not sent. */
  private async send(id: string, access: { adminId: string; how: ResumeAccessKind; ip?: string }, res: Response) {
    const { stored, fileName } = await this.resumeOf(id);
    const file = await this.files.open(stored.area, stored.name);
    if (!file) throw new NotFoundException('No file');
    await this.log.record(id, access.adminId, access.how, access.ip).catch((err: unknown) => {
      file.stream.destroy();
      throw err;
    });
    const disposition = access.how === 'preview' ? 'inline' : 'attachment';
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
