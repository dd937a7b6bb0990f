import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Inject,
  Module,
  Param,
  Post,
  Query,
  Req,
  Res,
  type Type,
  UploadedFiles,
  UseInterceptors,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import { ApiTags } from '@nestjs/swagger';
import { type Model, Schema } from 'mongoose';
import type { z } from 'zod';
import { DEFAULT_LANGUAGE, type Language, RESOURCE_AREAS, SPAM_GUARD } from '@site/contracts';
import { SubmissionGuard } from '../abuse/submission-guard.js';
import { Access, Area } from '../auth/access.decorator.js';
import { AuditAs } from '../audit.decorators.js';
import type { AdminRequest, PublicRequest } from '../auth/requests.js';
import { CONTENT_CACHE_CONTROL, ContentCache } from '../cache/content-cache.js';
import { FILE_STORE, type FileStore } from '../files/file-store.js';
import { UploadInterceptor, type UploadedFileMap } from '../files/upload.interceptor.js';
import { contentLanguage } from './content-language.js';
import { addListIndexes, pageBody, pageRequest } from './list-query.js';
import type { ResourceDefinition } from './resource-definition.js';
import { resourceDocs } from './resource-docs.js';
import { ResourceRegistry } from './resource-registry.js';
import { type Audience, type Doc, ResourceService } from './resource.service.js';

const noop: MethodDecorator = () => undefined;

/**
 * Builds a Nest module (model, service, controller with the legacy paths) from a resource definition.
 * The zod contract is the schema: documents are validated before they reach mongoose, which stores them as given.
 */
export function createResourceModule(def: ResourceDefinition): Type {
  return built(def).module;
}

/** The token of a resource's service, exported by its module (a room that uses one resource imports its module). */
export function resourceService(def: ResourceDefinition): symbol {
  return built(def).token;
}

/** One module per definition, so other modules (e.g. resumes) can import the same one. */
const modules = new WeakMap<ResourceDefinition, { module: Type; token: symbol }>();
function built(def: ResourceDefinition) {
  let made = modules.get(def);
  if (!made) {
    const token = Symbol(`${def.key} service`);
    modules.set(def, (made = { module: buildModule(def, token), token }));
  }
  return made;
}

function buildModule(def: ResourceDefinition, token: symbol): Type {
  const { rules } = def;
  const schema = new Schema(def.schema ?? {}, { strict: false, timestamps: true, versionKey: false, collection: def.key });
  addListIndexes(schema, def);
  const uploadRules = (input: z.ZodObject) => ({
    files: def.files,
    // A visitor's form may also carry the spam-defence fields (docs/behaviour.md §7.7).
    textFields: [
      ...Object.keys(input.shape),
      ...def.files.map((f) => f.field),
      ...(rules.visitorForm ? [SPAM_GUARD.honeypotField, SPAM_GUARD.fillTimeField] : []),
      // Translated content's Hindi and Marathi values, as JSON text (docs/i18n.md).
      ...(def.translatable ? ['translations'] : []),
    ],
    visitor: rules.visitorForm,
  });
  const uploadsOnAdd = def.files.length ? UseInterceptors(UploadInterceptor(uploadRules(def.input))) : noop;
  const uploadsOnEdit = def.files.length ? UseInterceptors(UploadInterceptor(uploadRules(def.editInput))) : noop;
  // A cached resource changes only through this module: its public reads are kept (ContentCache).
  const cacheable = rules.cached;
  const cacheControl = cacheable ? Header('Cache-Control', CONTENT_CACHE_CONTROL) : noop;
  const access = { list: rules.access.read, add: rules.access.add };
  const docs = resourceDocs(def);
  // The language of a read (docs/i18n.md): only translated content takes `?lang=`; other lists are as they were.
  const languageOf = (query: Record<string, unknown>): Language => (def.translatable ? contentLanguage(query.lang) : DEFAULT_LANGUAGE);

  @ApiTags(def.key)
  @AuditAs(def.key)
  // Which roles may use its admin routes (docs/behaviour.md §22); its public routes stay public.
  @Area(RESOURCE_AREAS[def.key])
  @Controller(def.path)
  class ResourceController {
    constructor(
      @Inject(token) private readonly service: ResourceService,
      private readonly cache: ContentCache,
      private readonly guard: SubmissionGuard,
    ) {
      if (cacheable) cache.register(def.key, `/${def.path}/${def.list}`);
    }

    @Access(access.list)
    @Get(def.list)
    @cacheControl
    @docs.list
    async list(@Query() query: Record<string, unknown>, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
      const language = languageOf(query);
      const paged = pageRequest(def, query);
      if (paged) return pageBody(def, paged, await this.service.page(paged, await this.audienceOf(req, res, language), language));
      const generation = this.cache.generation(def.key);
      const { items, until } = await this.service.shownList(language);
      return this.cached(req, generation, def.listKey ? { [def.listKey]: items } : items, until);
    }

    @Access(access.list)
    @Get(`${def.list}/:id`)
    @cacheControl
    @docs.one
    async one(@Param('id') id: string, @Query() query: Record<string, unknown>, @Req() req: PublicRequest, @Res({ passthrough: true }) res: Response) {
      const language = languageOf(query);
      // `?view=office`: the back office's read of one item (its translations). The query keeps it out of the content
      // cache, which answers plain addresses before Nest runs; only an admin of the item's area gets that view.
      if (query.view === 'office' && (await this.audienceOf(req, res, language)) === 'office') return { data: await this.service.officeOne(id) };
      const generation = this.cache.generation(def.key);
      return this.cached(req, generation, { data: await this.service.shownOne(id, language) });
    }

    /**
     * Who a page of the list is for. A list only admins read is the office's (the guard checked). A public one is
     * anyone's: where the office reads more of it (a job's knockout answers, docs/behaviour.md §20, content's
     * translations), an admin of its area signed in gets the office's view, which no shared cache keeps, and every
     * other caller the public one. A page in Hindi or Marathi is the public's: the office reads English.
     */
    private async audienceOf(req: PublicRequest, res: Response, language: Language): Promise<Audience> {
      if (access.list !== 'public') return 'office';
      if (!this.service.hasOfficeView || language !== DEFAULT_LANGUAGE) return 'public';
      res.vary('Authorization');
      if (!(await req.officeMayUse?.(RESOURCE_AREAS[def.key]))) return 'public';
      res.setHeader('Cache-Control', 'private, no-store');
      return 'office';
    }

    /** A public answer is kept for the next readers (the content cache answers them before Nest runs). */
    private cached<T>(req: Request, generation: number, body: T, until?: number): T {
      if (cacheable && this.cache.resourceOf(req) === def.key) void this.cache.store(def.key, this.cache.addressOf(req)!, body, generation, until);
      return body;
    }

    @Post(def.add)
    @HttpCode(201)
    @Access(access.add)
    @uploadsOnAdd
    @docs.add
    async add(@Body() body: unknown, @UploadedFiles() files: UploadedFileMap, @Req() req: AdminRequest) {
      const message = `${def.label} added successfully`;
      if (!rules.visitorForm) return { message, data: await this.service.create(body, files, undefined, req.admin) };
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

  const hooks = def.hooks;
  @Module({
    imports: [MongooseModule.forFeature([{ name: def.key, schema }]), ...(hooks?.imports ?? [])],
    controllers: [ResourceController],
    providers: [
      {
        provide: token,
        inject: [getModelToken(def.key), FILE_STORE, ResourceRegistry, ...(hooks?.inject ?? [])],
        useFactory: (model: Model<Doc>, files: FileStore, registry: ResourceRegistry, ...deps: never[]) => {
          const service = new ResourceService(model, files, def, hooks?.make(model, ...deps));
          registry.add(service);
          return service;
        },
      },
    ],
    exports: [token],
  })
  class ResourceModule {}
  return ResourceModule;
}
