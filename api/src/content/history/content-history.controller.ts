import { Controller, Get, HttpCode, NotFoundException, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  deletedListAnswer,
  HISTORY_ROUTES,
  historyItemParams,
  historyListAnswer,
  historyVersionAnswer,
  historyVersionParams,
  RESOURCE_AREAS,
  RESOURCES,
  restoreAnswer,
} from '@site/contracts';
import { Answers, PathParams, Summary } from '../../common/docs/api-docs.decorators.js';
import type { AdminRequest } from '../../common/auth/requests.js';
import { parseOrThrow } from '../../common/http/parse.js';
import { ResourceRegistry } from '../../common/resource/resource-registry.js';
import { Area } from '../../common/auth/access.decorator.js';
import type { RestoreContext } from '../content-hooks.js';
import { ContentHistory } from './content-history.service.js';
import { AuditAs } from '../../common/audit.decorators.js';

/** An item's versions belong to whoever may edit the item (docs/behaviour.md §22); an unknown resource is the owner's. */
const itemArea = Area((req) => {
  const resource = String(req.params.resource ?? '');
  return Object.hasOwn(RESOURCE_AREAS, resource) ? RESOURCE_AREAS[resource as keyof typeof RESOURCE_AREAS] : 'owner';
});

/** The versions of site content and their restore (docs/behaviour.md §24); the recently deleted list is the owner's. */
@ApiTags('history')
@AuditAs('ContentHistory')
@Controller()
export class ContentHistoryController {
  constructor(
    private readonly history: ContentHistory,
    private readonly resources: ResourceRegistry,
  ) {}

  @Get(HISTORY_ROUTES.deleted)
  @Summary('List recently deleted content', 'Items deleted within the keep time (30 days), newest first; each restorable.')
  @Answers(deletedListAnswer)
  async deleted() {
    return { deleted: await this.history.deleted() };
  }

  @itemArea
  @Get(HISTORY_ROUTES.versions)
  @Summary('List the versions of a content item', 'Newest first, each with who saved it and when, and who replaced it.')
  @PathParams(historyItemParams)
  @Answers(historyListAnswer)
  versions(@Param() params: unknown) {
    const { resource, id } = parseOrThrow(historyItemParams, params);
    return this.history.list(resource, id);
  }

  @itemArea
  @Get(HISTORY_ROUTES.version)
  @Summary('Read one version of a content item', 'Its fields as they were saved.')
  @PathParams(historyVersionParams)
  @Answers(historyVersionAnswer)
  version(@Param() params: unknown) {
    const { resource, id, n } = parseOrThrow(historyVersionParams, params);
    return this.history.version(resource, id, n);
  }

  /** Through the resource's own update (or create, for a deleted item): validated, cached, itself a new version, and told as a restore. */
  @itemArea
  @Post(HISTORY_ROUTES.restore)
  @HttpCode(200)
  @Summary('Restore a version', 'The item takes the version’s fields again; a deleted item comes back with its id.')
  @PathParams(historyVersionParams)
  @Answers(restoreAnswer)
  async restore(@Param() params: unknown, @Req() req: AdminRequest) {
    const { resource, id, n } = parseOrThrow(historyVersionParams, params);
    const { fields } = await this.history.version(resource, id, n);
    const service = this.resources.get(resource);
    const deletedAt = await this.history.deletedAt(resource, id);
    // Told once, as a restore of version n (content.changed), not as the save or add it is made of.
    const context: RestoreContext = { restoredVersion: n };
    const data = await service.restore(id, fields, req.admin, Boolean(deletedAt), context);
    if (deletedAt) await this.history.undeleted(resource, id, deletedAt);
    if (!data) throw new NotFoundException(RESOURCES[resource].invalidId);
    return { message: `Version ${n} restored`, data };
  }
}
