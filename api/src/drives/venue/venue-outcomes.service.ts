// Outcomes at a drive and its funnel (docs/behaviour.md §26.7, §26.8). An outcome is recorded on the booking, and
// the application's stage moves through the one stage method (`Applications.moveStage`, with `notify`): its history,
// audit and the candidate's SMS and e-mail. The stage moves before the booking says so: a request cut short is sent
// again and finishes, while a stage already moved is not moved, nor told, twice. Many people go in bounded batches.
import { BadRequestException, Injectable } from '@nestjs/common';
import { DRIVE_VENUE_MESSAGES, type DriveFunnel, type DriveOutcome, type OutcomesAnswer, type outcomesInput } from '@site/contracts';
import type { z } from 'zod';
import { Applications } from '../../applications/index.js';
import type { TokenPayload } from '../../common/auth/requests.js';
import { DomainEventBus } from '../../common/events/domain-events.js';
import { ResourceRegistry } from '../../common/resource/resource-registry.js';
import type { Doc } from '../../common/resource/resource-hooks.js';
import type { StoredBooking, StoredDrive } from '../drive-store.js';
import { driveIdOfBooking } from '../seats.js';
import './events.js';
import { VenueDesk } from './venue-desk.service.js';
import { funnelCsv, funnelOf, outcomeRefusal, stageOfOutcome } from './venue-rules.js';
import { VenueStore } from './venue-store.js';

/** How many people's outcomes are written at once: each moves a stage, which tells the candidate. */
export const OUTCOMES_AT_ONCE = 10;

@Injectable()
export class VenueOutcomes {
  constructor(
    private readonly store: VenueStore,
    private readonly desk: VenueDesk,
    private readonly applications: Applications,
    private readonly resources: ResourceRegistry,
    private readonly events: DomainEventBus,
  ) {}

  /** Records one outcome for the people chosen (all of this drive: else nothing is written). */
  async record(driveId: string, { people, result, note }: z.output<typeof outcomesInput>, actor: TokenPayload): Promise<OutcomesAnswer> {
    const drive = await this.desk.drive(driveId);
    const ids = [...new Set(people)];
    if (ids.some((id) => driveIdOfBooking(id) !== driveId)) throw new BadRequestException(DRIVE_VENUE_MESSAGES.peopleUnknown);
    const bookings = await this.store.bookings(ids);
    if (bookings.some((b) => b === null)) throw new BadRequestException(DRIVE_VENUE_MESSAGES.peopleUnknown);
    for (const b of bookings as StoredBooking[]) {
      const refused = outcomeRefusal(b, result);
      if (refused) throw new BadRequestException(DRIVE_VENUE_MESSAGES[refused]);
    }
    return this.apply(drive, bookings as StoredBooking[], result, note, actor, false);
  }

  /** "Did not come" for everyone booked and not checked in, without an outcome yet. */
  async noShows(driveId: string, actor: TokenPayload): Promise<OutcomesAnswer> {
    const drive = await this.desk.drive(driveId);
    const absent = (await this.store.people(driveId)).filter((b) => b.status === 'booked' && !b.walkIn && !b.checkedIn && !b.outcome);
    return this.apply(drive, absent, 'noShow', undefined, actor, true);
  }

  async funnel(driveId: string): Promise<DriveFunnel> {
    const drive = await this.desk.drive(driveId);
    const people = await this.store.people(driveId);
    const titles = await this.desk.jobTitles(drive, [...new Set(people.map((b) => b.jobId))]);
    return funnelOf(people, drive.jobIds, titles);
  }

  async funnelCsv(driveId: string): Promise<string> {
    return funnelCsv(await this.funnel(driveId));
  }

  private async apply(drive: StoredDrive, bookings: StoredBooking[], result: DriveOutcome, note: string | undefined, actor: TokenPayload, noShows: boolean) {
    const driveId = String(drive._id);
    const fresh = bookings.filter((b) => b.outcome?.result !== result);
    const stage = stageOfOutcome(result);
    const model = this.resources.get('applyJobs').model;
    for (let i = 0; i < fresh.length; i += OUTCOMES_AT_ONCE) {
      await Promise.all(
        fresh.slice(i, i + OUTCOMES_AT_ONCE).map(async (b) => {
          if (stage) {
            const application = await model.findById(b.applicationId).lean<Doc>().exec();
            if (application) await this.applications.moveStage(application, stage, actor, { notify: true, interviewed: true, ...(note && { note }) });
          }
          await this.store.drives.writeBooking(b._id, { outcome: { result, ...(note && { note }), by: actor.sub, at: new Date() } });
        }),
      );
    }
    if (fresh.length) {
      // Those with an outcome wait for nobody now.
      const done = new Set(fresh.map((b) => b._id));
      await this.store.locked(driveId, async () => {
        const waiting = await this.store.desk.get(driveId);
        if (Object.keys(waiting).some((id) => done.has(id)))
          await this.store.desk.put(driveId, Object.fromEntries(Object.entries(waiting).filter(([id]) => !done.has(id))));
      });
      await this.events.publish('drive.outcomes', { driveId, result, bookings: fresh.map((b) => b._id), noShows, actor });
    }
    return { changed: fresh.length, unchanged: bookings.length - fresh.length };
  }
}
