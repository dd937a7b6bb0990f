import { Body, Controller, Get, Header, HttpCode, Inject, Module, Param, Post, Query, Req, Res, type Type, UploadedFiles, UseInterceptors } from '@nestjs/common';
import type { Request, Response } from 'express';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import { ApiTags } from '@nestjs/swagger';
import { type Model, Schema } from 'mongoose';
import type { z } from 'zod';
import { type ContentKey, RESOURCE_AREAS, SPAM_GUARD, type SubmissionKey } from '@site/contracts';
import { ExpiringCollections } from '../abuse/expiring-collections.js';
import { SubmissionGuard } from '../abuse/submission-guard.js';
import { Access, Area } from '../auth/access.decorator.js';
import type { AdminRequest } from '../auth/auth.guard.js';
import { SignedInAdmin } from '../auth/signed-in-admin.js';
import { CONTENT_CACHE_CONTROL, ContentCache } from '../cache/content-cache.js';
import { MailOutbox } from '../../mail/mail-outbox.service.js';
import { PrivacyNotices } from '../../privacy/privacy-notices.js';
import { ResumeLog } from '../../resources/apply-jobs/resume-log.js';
import { SubmissionHistory } from '../../submissions/submission-history.js';
import { submissionHooks } from '../../submissions/submission-hooks.js';
import { ApplicationLinks } from '../../candidate/application-links.js';
import { ContentHistory } from '../../content-history/content-history.service.js';
import { SubmissionIndex } from '../../submissions/submission-index.js';
import { SubmissionRemovals } from '../../submissions/submission-removals.js';
import { FilesModule } from '../files/files.module.js';
import { FILE_STORE, type FileStore } from '../files/file-store.js';
import { UploadInterceptor, type UploadedFileMap } from '../files/upload.interceptor.js';
import { addListIndexes, pageBody, pageRequest } from './list-query.js';
import { isSubmission, type ResourceDefinition } from './resource-definition.js';
import { resourceDocs } from './resource-docs.js';
import { contentHooks } from './resource-hooks.js';
import { jobHooks } from '../../resources/jobs/job-hooks.js';
import { JobOpenings } from '../../resources/jobs/job-openings.js';
import { type Audience, type Doc, ResourceService } from './resource.service.js';

const noop: MethodDecorator = () => undefined;

export const serviceToken = (key: string) => `${key}ResourceService`;

/**
 * Builds a Nest module (model, service, controller with the legacy paths) from a resource definition.
 * The zod contract is the schema: documents are validated before they reach mongoose, which stores them as given.
 */
export function createResourceModule(def: ResourceDefinition): Type {
  let built = modules.get(def);
  if (!built) modules.set(def, (built = buildModule(def)));
  return built;
}
/** One module per definition, so other modules (e.g. resumes) can import the same one. */
const modules = new WeakMap<ResourceDefinition, Type>();

function buildModule(def: ResourceDefinition): Type {
  const schema = new Schema(def.schema ?? {}, { strict: false, timestamps: true, versionKey: false, collection: def.key });
  addListIndexes(schema, def);
  const token = serviceToken(def.key);
  const uploadRules = (input: z.ZodObject) => ({
    files: def.files,
    // A visitor's form may also carry the spam-defence fields (docs/behaviour.md §7.7).
    textFields: [...Object.keys(input.shape), ...def.files.map((f) => f.field), ...(isSubmission(def) ? [SPAM_GUARD.honeypotField, SPAM_GUARD.fillTimeField] : [])],
    visitor: isSubmission(def),
  });
  const uploadsOnAdd = def.files.length ? UseInterceptors(UploadInterceptor(uploadRules(def.input))) : noop;
  const uploadsOnEdit = def.files.length ? UseInterceptors(UploadInterceptor(uploadRules(def.editInput))) : noop;
  // Site content is public and changes only through this module: its reads are cached (ContentCache).
  const cacheable = !isSubmission(def);
  const cacheControl = cacheable ? Header('Cache-Control', CONTENT_CACHE_CONTROL) : noop;
  const access = isSubmission(def) ? { list: 'admin', add: 'public' } as const : { list: 'public', add: 'admin' } as const;
  const docs = resourceDocs(def);

  @ApiTags(def.key)
  // Which roles may use its admin routes (docs/behaviour.md §22); its public routes stay public.
  @Area(RESOURCE_AREAS[def.key])
  @Controller(def.path)
  class ResourceController {
    constructor(
      @Inject(token) private readonly service: ResourceService,
      private readonly cache: ContentCache,
      private readonly guard: SubmissionGuard,
      private readonly admin: SignedInAdmin,
    ) {
      if (cacheable) cache.register(def.key, `/${def.path}/${def.list}`);
    }

    @Access(access.list)
    @Get(def.list)
    @cacheControl
    @docs.list
    async list(@Query() query: Record<string, unknown>, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
      const paged = pageRequest(def, query);
      if (paged) return pageBody(def, paged, await this.service.page(paged, await this.audienceOf(req, res)));
      const generation = this.cache.generation(def.key);
      const { items, until } = await this.service.shownList();
      return this.cached(req, generation, def.listKey ? { [def.listKey]: items } : items, until);
    }

    @Access(access.list)
    @Get(`${def.list}/:id`)
    @cacheControl
    @docs.one
    async one(@Param('id') id: string, @Req() req: Request) {
      const generation = this.cache.generation(def.key);
      return this.cached(req, generation, { data: await this.service.shownOne(id) });
    }

    /**
     * Who a page of the list is for. A submission's list is the office's (the guard checked). Content is anyone's: where
     * the office reads more of it (a job's knockout answers, docs/behaviour.md §20), an admin of its area signed in
     * gets the office's view, which no shared cache keeps, and every other caller the public one.
     */
    private async audienceOf(req: Request, res: Response): Promise<Audience> {
      if (isSubmission(def)) return 'office';
      if (!this.service.hasOfficeView) return 'public';
      res.vary('Authorization');
      if (!(await this.admin.mayUse(req, RESOURCE_AREAS[def.key]))) return 'public';
      res.setHeader('Cache-Control', 'private, no-store');
      return 'office';
    }

    /** A public answer is kept for the next readers (the content cache answers them before Nest runs). */
    private cached<T>(req: Request, generation: number, body: T, until?: number): T {
      if (cacheable && this.cache.resourceOf(req) === def.key) void this.cache.store(def.key, req.path, body, generation, until);
      return body;
    }

    @Post(def.add)
    @HttpCode(201)
    @Access(access.add)
    @uploadsOnAdd
    @docs.add
    async add(@Body() body: unknown, @UploadedFiles() files: UploadedFileMap, @Req() req: AdminRequest) {
      const message = `${def.label} added successfully`;
      if (!isSubmission(def)) return { message, data: await this.service.create(body, files, undefined, req.admin) };
      // A visitor gets its message and the id, nothing the office adds (status, file paths, timestamps).
      const stored = async (id: string) => (await this.service.peek(id, ['_id'])) !== null;
      const submission = { kind: def.key, body, files, input: def.input, dedupe: true, stored };
      const _id = await this.guard.submit(submission, (clean, id) => this.service.create(clean, files, id));
      return { message, data: { _id } };
    }

    @Post(def.edit)
    @HttpCode(200)
    @uploadsOnEdit
    @docs.edit
    async edit(@Param('id') id: string, @Body() body: unknown, @UploadedFiles() files: UploadedFileMap, @Req() req: AdminRequest) {
      return { message: `${def.label} updated successfully`, data: await this.service.update(id, body, files, req.admin) };
    }

    @Post(def.remove)
    @HttpCode(200)
    @docs.remove
    async remove(@Param('id') id: string, @Req() req: AdminRequest) {
      await this.service.remove(id, req.admin);
      return { message: `${def.label} deleted successfully` };
    }
  }
  Object.defineProperty(ResourceController, 'name', { value: `${def.key}Controller` });

  @Module({
    imports: [MongooseModule.forFeature([{ name: def.key, schema }]), FilesModule],
    controllers: [ResourceController],
    providers: [
      SignedInAdmin,
      {
        provide: token,
        inject: [getModelToken(def.key), FILE_STORE, ContentCache, MailOutbox, PrivacyNotices, SubmissionIndex, SubmissionHistory, ResumeLog, ExpiringCollections, JobOpenings, ApplicationLinks, SubmissionRemovals, ContentHistory],
        useFactory: (model: Model<Doc>, files: FileStore, cache: ContentCache, mail: MailOutbox, notices: PrivacyNotices, index: SubmissionIndex, history: SubmissionHistory, resumeLog: ResumeLog, expiring: ExpiringCollections, jobs: JobOpenings, links: ApplicationLinks, removals: SubmissionRemovals, contentHistory: ContentHistory) =>
          new ResourceService(
            model,
            files,
            def,
            isSubmission(def)
              ? submissionHooks(def.key as SubmissionKey, model, { index, history, mail, notices, resumeLog, expiring, jobs, links, removals })
              : def.key === 'jobs'
                ? jobHooks(cache, contentHistory)
                : contentHooks(def.key as ContentKey, cache, contentHistory),
          ),
      },
    ],
    exports: [token],
  })
  class ResourceModule {}
  Object.defineProperty(ResourceModule, 'name', { value: `${def.key}Module` });
  return ResourceModule;
}
