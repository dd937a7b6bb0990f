import { Body, Controller, Get, Header, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  adminDriveAnswer,
  adminDrivePage,
  adminDrivesQuery,
  DRIVE_ROUTES,
  driveCancelInput,
  driveInput,
  publicDrive,
  publicDrivesAnswer,
} from '@site/contracts';
import type { Request } from 'express';
import { z } from 'zod';
import { AuditAs } from '../common/audit.decorators.js';
import { Access, Area } from '../common/auth/access.decorator.js';
import type { AdminRequest } from '../common/auth/requests.js';
import { CONTENT_CACHE_CONTROL, ContentCache } from '../common/cache/content-cache.js';
import { Accepts, Answers, QueryParams, Summary } from '../common/docs/api-docs.decorators.js';
import { parseOrThrow } from '../common/http/parse.js';
import { contentLanguage } from '../common/resource/content-language.js';
import { DRIVES_CACHE_KEY, Drives } from './drives.service.js';

/** Walk-in drives in the back office (owners and recruiters, docs/behaviour.md §26): made, edited, cancelled. */
@ApiTags('drives')
@Area('hiring')
@AuditAs('Drives')
@Controller()
export class AdminDrivesController {
  constructor(private readonly drives: Drives) {}

  @Get(DRIVE_ROUTES.admin)
  @Summary('Read the drives', 'Newest first, a page at a time (`page`, `limit`), each with its slots’ seats booked.')
  @QueryParams(adminDrivesQuery)
  @Answers(adminDrivePage)
  list(@Query() query: unknown) {
    const { page, limit } = parseOrThrow(adminDrivesQuery, query);
    return this.drives.page(page, limit);
  }

  @Post(DRIVE_ROUTES.admin)
  @Summary('Make a drive', 'A title, its jobs, the place, the day (in India), its slots each with a capacity, and who interviews.')
  @Accepts(driveInput)
  @Answers(adminDriveAnswer, 201)
  async create(@Body() body: unknown, @Req() req: AdminRequest) {
    return { message: 'Drive saved', drive: await this.drives.create(parseOrThrow(driveInput, body), req.admin) };
  }

  @Get(DRIVE_ROUTES.adminOne)
  @Summary('Read a drive', 'As stored, with its jobs’ titles and each slot’s seats booked.')
  @Answers(adminDriveAnswer)
  async one(@Param('id') id: string) {
    return { drive: await this.drives.adminOne(id) };
  }

  @Put(DRIVE_ROUTES.adminOne)
  @Summary('Edit a drive', 'A slot with bookings may not be removed, nor hold fewer than have booked it.')
  @Accepts(driveInput)
  @Answers(adminDriveAnswer)
  async update(@Param('id') id: string, @Body() body: unknown, @Req() req: AdminRequest) {
    return { message: 'Drive saved', drive: await this.drives.update(id, parseOrThrow(driveInput, body), req.admin) };
  }

  @Post(DRIVE_ROUTES.cancel)
  @HttpCode(200)
  @Summary('Cancel a drive', 'With a message: everyone booked is told by SMS (and e-mail when they gave one), once each.')
  @Accepts(driveCancelInput)
  @Answers(adminDriveAnswer)
  async cancel(@Param('id') id: string, @Body() body: unknown, @Req() req: AdminRequest) {
    const { message } = parseOrThrow(driveCancelInput, body);
    return { message: 'Drive cancelled', drive: await this.drives.cancel(id, message, req.admin) };
  }
}

const publicQuery = z.object({
  job: z
    .string({ error: 'Invalid job ID' })
    .regex(/^[0-9a-f]{24}$/i, 'Invalid job ID')
    .optional(),
  lang: z.string().optional(),
});

/** The upcoming drives for visitors (docs/behaviour.md §26): nothing about who booked. Cached like the site's content. */
@ApiTags('drives')
@AuditAs('PublicDrives')
@Controller()
export class PublicDrivesController {
  constructor(
    private readonly drives: Drives,
    private readonly cache: ContentCache,
  ) {
    cache.register(DRIVES_CACHE_KEY, `/${DRIVE_ROUTES.list}`);
  }

  @Get(DRIVE_ROUTES.list)
  @Access('public')
  @Header('Cache-Control', CONTENT_CACHE_CONTROL)
  @Summary(
    'Read the upcoming drives',
    'Open drives of today or later, soonest first; `job`: only those hiring for it; `lang`: directions and job titles in it.',
  )
  @QueryParams(publicQuery)
  @Answers(publicDrivesAnswer)
  async list(@Query() query: unknown, @Req() req: Request) {
    const { job } = parseOrThrow(publicQuery, query);
    const language = contentLanguage((query as { lang?: unknown })?.lang);
    const generation = this.cache.generation(DRIVES_CACHE_KEY);
    const drives = await this.drives.upcoming(language, job);
    return this.cached(req, { drives }, generation, Drives.until(drives));
  }

  @Get(DRIVE_ROUTES.one)
  @Access('public')
  @Header('Cache-Control', CONTENT_CACHE_CONTROL)
  @Summary('Read a drive', 'With each slot’s seats left and whether it started (at its start time in India). 404 when there is none.')
  @Answers(publicDrive)
  async one(@Param('id') id: string, @Query('lang') lang: unknown, @Req() req: Request) {
    const language = contentLanguage(lang);
    const generation = this.cache.generation(DRIVES_CACHE_KEY);
    const drive = await this.drives.publicOne(id, language);
    return this.cached(req, drive, generation, Drives.until([drive]));
  }

  private cached<T>(req: Request, body: T, generation: number, until?: number): T {
    if (this.cache.resourceOf(req) === DRIVES_CACHE_KEY) void this.cache.store(DRIVES_CACHE_KEY, this.cache.addressOf(req)!, body, generation, until);
    return body;
  }
}
