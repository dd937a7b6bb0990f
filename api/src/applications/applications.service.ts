// An application's state changes, each one method that publishes its fact (./events.ts). A stage moves only
// through `moveStage`, whether from the inbox, the application's edit screen or the candidate's page.
import { BadRequestException, Injectable } from '@nestjs/common';
import { APPLICATION_STATUSES } from '@site/contracts';
import type { TokenPayload } from '../common/auth/requests.js';
import { AfterEffects } from '../common/events/after-effects.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import { ResourceRegistry } from '../common/resource/resource-registry.js';
import type { Doc } from '../common/resource/resource-hooks.js';
import type { SubmissionChangeContext } from '../submissions/index.js';
import { APPLICATION_KIND } from './application-kind.js';
import type { StageChanged } from './events.js';

/** A stage as the lists read it: an application stored before stages existed is New. */
export const stageOf = (doc: Doc): string => (typeof doc.status === 'string' ? doc.status : 'New');

/** What a move's after-effects entry holds: enough to tell its facts once the write is known to have happened. */
interface Move {
  id: string;
  from: string;
  to: string;
  actor: TokenPayload;
  context: SubmissionChangeContext;
}

/** The after-effects entries of stage moves (after-effects.ts): the facts of a move cut short by a crash. */
export const MOVE_ENTRY = 'application-stage';

@Injectable()
export class Applications {
  constructor(
    private readonly resources: ResourceRegistry,
    private readonly events: DomainEventBus,
    private readonly effects: AfterEffects,
  ) {
    // A move whose process died between its write and its facts: they are told now if the application is in the
    // stage it moved to (a later move made them moot), marked as replayed so listeners skip what they already did.
    effects.register(MOVE_ENTRY, async (payload, event) => {
      const move = payload as Move;
      const now = await this.resources.get(APPLICATION_KIND.key).model.findById(move.id).lean<Doc>().exec();
      if (now && stageOf(now) === move.to) await this.told(move, now, event, true);
    });
  }

  /**
   * Moves an application to stage `to` through its one write path (history, lists, after-effects that survive a
   * crash), then publishes `application.stageChanged` (and `application.withdrawn`). `also`: fields the same
   * change sets (the inbox's assignee). A move to the stage it is in writes only what `also` changes.
   */
  async moveStage(doc: Doc, to: string, actor: TokenPayload, context: SubmissionChangeContext = {}, also: Record<string, unknown> = {}): Promise<Doc> {
    if (!APPLICATION_STATUSES.includes(to as never)) throw new BadRequestException(`A job application is ${APPLICATION_STATUSES.join(', ')}`);
    const service = this.resources.get(APPLICATION_KIND.key);
    const from = stageOf(doc);
    if (to === from) return Object.keys(also).length ? service.change(doc, also, actor, context) : doc;
    // Named before the write, so the move's facts survive the process dying after it.
    const move: Move = { id: String(doc._id), from, to, actor, context: { note: context.note, notify: context.notify, interviewed: context.interviewed } };
    const entry = await this.effects.open(MOVE_ENTRY, { ...move });
    const after = await service.change(doc, { ...also, status: to }, actor, context);
    await this.told(move, after, entry);
    await this.effects.close(entry);
    return after;
  }

  /** A visitor's application is stored, its rows journalled: its e-mails listen to this. */
  submitted(doc: Doc) {
    return this.events.publish('application.submitted', { id: String(doc._id), application: doc });
  }

  /** Applications are about to be deleted: what this room keeps about them goes first, a move's entry with them. */
  async removing(ids: string[]) {
    await this.effects.dropAbout(MOVE_ENTRY, ids);
    await this.events.publish('application.removing', { ids });
  }

  private async told(move: Move, application: Doc, event: string, replayed = false) {
    const { context, ...moved } = move;
    const fact: StageChanged = { ...moved, application, note: context.note, notify: context.notify, interviewed: context.interviewed, event, replayed };
    await this.events.publish('application.stageChanged', fact);
    if (move.to === 'Withdrawn') await this.events.publish('application.withdrawn', fact);
  }
}
