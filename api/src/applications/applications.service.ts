// An application's state changes, each one method that publishes its fact (./events.ts). A stage moves only
// through `moveStage`, whether from the inbox, the application's edit screen or the candidate's page.
import { BadRequestException, Injectable } from '@nestjs/common';
import { APPLICATION_STATUSES } from '@site/contracts';
import type { TokenPayload } from '../common/auth/requests.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import { ResourceRegistry } from '../common/resource/resource-registry.js';
import type { Doc } from '../common/resource/resource-hooks.js';
import type { SubmissionChangeContext } from '../submissions/index.js';
import { APPLICATION_KIND } from './application-kind.js';
import type { StageChanged } from './events.js';

/** A stage as the lists read it: an application stored before stages existed is New. */
export const stageOf = (doc: Doc): string => (typeof doc.status === 'string' ? doc.status : 'New');

@Injectable()
export class Applications {
  constructor(
    private readonly resources: ResourceRegistry,
    private readonly events: DomainEventBus,
  ) {}

  /**
   * Moves an application to stage `to`, through its one write path (history, lists, after-effects that survive a
   * crash), which then publishes `application.stageChanged` (published). `also`: fields the same change sets (the
   * inbox's assignee). A move to the stage it is in writes only what `also` changes.
   */
  async moveStage(doc: Doc, to: string, actor: TokenPayload, context: SubmissionChangeContext = {}, also: Record<string, unknown> = {}): Promise<Doc> {
    if (!APPLICATION_STATUSES.includes(to as never)) throw new BadRequestException(`A job application is ${APPLICATION_STATUSES.join(', ')}`);
    const set = { ...also, ...(to !== stageOf(doc) && { status: to }) };
    if (!Object.keys(set).length) return doc;
    return this.resources.get(APPLICATION_KIND.key).change(doc, set, actor, context);
  }

  /** The facts of a change written (after its history line), or of one replayed after a crash cut it short. */
  async published(change: { before: Doc; after: Doc; actor: TokenPayload; context: SubmissionChangeContext; event?: string; replayed?: boolean }) {
    const { before, after, actor, context, event, replayed } = change;
    const [from, to] = [stageOf(before), stageOf(after)];
    if (from === to) return;
    const fact: StageChanged = { id: String(after._id), from, to, application: after, actor, note: context.note, notify: context.notify, event, replayed };
    await this.events.publish('application.stageChanged', fact);
    if (to === 'Withdrawn') await this.events.publish('application.withdrawn', fact);
  }

  /** A visitor's application is stored, its e-mails queued. */
  submitted(doc: Doc) {
    return this.events.publish('application.submitted', { id: String(doc._id), application: doc });
  }

  /** Applications are about to be deleted: what this room keeps about them goes first. */
  removing(ids: string[]) {
    return this.events.publish('application.removing', { ids });
  }
}
