// The desk at the venue (docs/behaviour.md §26.5, §26.6): a drive's people, finding one by their pass or number,
// checking them in (a queue number, and the interviewer free next) and registering walk-ins. A check-in is one
// writer at a time per drive (`VenueStore.locked`), so one person never gets two queue numbers; the desk's `key`
// makes a resend the same check-in, and a retry after a death between writes finishes it.
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ObjectId } from 'mongodb';
import {
  DRIVE_MESSAGES,
  DRIVE_VENUE_MESSAGES,
  type DeskAnswer,
  type DrivePerson,
  istDay,
  type Language,
  RESOURCES,
  type checkInInput,
  type walkInInput,
} from '@site/contracts';
import type { z } from 'zod';
import { AdminAccountsService } from '../../accounts/index.js';
import { ApplicationLinks, JobTitles, PhoneApplications } from '../../applications/index.js';
import { isDuplicateKey } from '../../common/abuse/expiring-collections.js';
import type { TokenPayload } from '../../common/auth/requests.js';
import { DomainEventBus } from '../../common/events/domain-events.js';
import { inLanguage } from '../../common/http/request-language.js';
import { ResourceRegistry } from '../../common/resource/resource-registry.js';
import type { Doc } from '../../common/resource/resource-hooks.js';
import { APP_CONFIG, type AppConfig } from '../../config/env.js';
import { SmsOutbox } from '../../sms/index.js';
import { candidateTerm, SubmissionsService } from '../../submissions/index.js';
import type { StoredBooking, StoredDrive } from '../drive-store.js';
import { bookingIdOf, driveIdOfBooking } from '../seats.js';
import './events.js';
import { freeInterviewer, queueOf } from './venue-rules.js';
import { VenueStore, type WalkIn } from './venue-store.js';
import { WALK_IN_SMS, walkInSms } from './walk-in-sms.js';

const APPLICATIONS = 'applyJobs' as const;
/** Applications of one proved number read to match a walk-in: a person applies to a few jobs, not thousands. */
const PER_NUMBER = 50;

/** A booking as the back office reads it. */
export function personOf(b: StoredBooking, jobTitles: ReadonlyMap<string, string>): DrivePerson {
  return {
    id: b._id,
    name: b.name,
    mobile: b.mobile,
    jobId: b.jobId,
    jobTitle: jobTitles.get(b.jobId) ?? '',
    applicationId: b.applicationId,
    slot: b.slot ?? '',
    walkIn: b.walkIn,
    language: b.language,
    ...(b.source && { source: b.source }),
    status: b.status,
    ...(b.checkedIn && {
      checkedIn: {
        at: new Date(b.checkedIn.at).toISOString(),
        queue: b.checkedIn.queue,
        ...(b.checkedIn.interviewer && { interviewer: b.checkedIn.interviewer }),
      },
    }),
    ...(b.outcome && {
      outcome: {
        result: b.outcome.result,
        ...(b.outcome.note && { note: b.outcome.note }),
        by: b.outcome.by,
        at: new Date(b.outcome.at).toISOString(),
      },
    }),
  };
}

@Injectable()
export class VenueDesk {
  constructor(
    private readonly store: VenueStore,
    private readonly resources: ResourceRegistry,
    private readonly events: DomainEventBus,
    private readonly accounts: AdminAccountsService,
    private readonly phoneApplications: PhoneApplications,
    private readonly links: ApplicationLinks,
    private readonly titles: JobTitles,
    private readonly submissions: SubmissionsService,
    private readonly sms: SmsOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The drive, or a 404. */
  async drive(id: string): Promise<StoredDrive> {
    const drive = await this.store.drives.drive(id);
    if (!drive) throw new NotFoundException(DRIVE_MESSAGES.notFound);
    return drive;
  }

  /** The titles of the drive's jobs (and of `more`), each read by `_id`. */
  async jobTitles(drive: StoredDrive, more: string[] = []): Promise<Map<string, string>> {
    const ids = [...new Set([...drive.jobIds, ...more])];
    const jobs = this.resources.get('jobs');
    const docs = await Promise.all(ids.map((id) => jobs.peek(id, ['jobTitle']).catch(() => null)));
    return new Map(ids.map((id, i) => [id, typeof docs[i]?.jobTitle === 'string' ? (docs[i]!.jobTitle as string) : '']));
  }

  /** The drive's people, or with `interviewer` those checked in and given to them, waiting first, in queue order. */
  async people(driveId: string, interviewer?: string): Promise<{ people: DrivePerson[] }> {
    const drive = await this.drive(driveId);
    const all = await this.store.people(driveId);
    const shown = interviewer ? queueOf(all, interviewer) : all;
    const titles = await this.jobTitles(drive, [...new Set(all.map((b) => b.jobId))]);
    return { people: shown.map((b) => personOf(b, titles)) };
  }

  /** One person of the drive by their pass's code or their number (as stored, "+91…"); 404 when not at this drive. */
  async find(driveId: string, by: { pass?: string; mobile?: string }): Promise<DeskAnswer> {
    const drive = await this.drive(driveId);
    return this.answer(drive, await this.bookingBy(drive, by));
  }

  /** Checks a booked person in (by pass or number): their queue number and the interviewer free next. */
  async checkIn(driveId: string, input: z.output<typeof checkInInput>, actor: TokenPayload): Promise<DeskAnswer> {
    const drive = await this.open(driveId);
    const booking = await this.bookingBy(drive, input);
    return this.answer(drive, await this.checkInBooking(drive, booking._id, input.key, actor));
  }

  /**
   * Registers a person who did not book, and checks them in. Their application: theirs to this job by a proved
   * number; else a new one of the candidate that number proved; else a new one with the number not proved, and an
   * SMS with their private link in their language. Someone who booked is checked in on their booking.
   */
  async walkIn(driveId: string, input: z.output<typeof walkInInput>, actor: TokenPayload): Promise<DeskAnswer> {
    const drive = await this.open(driveId);
    if (!drive.jobIds.includes(input.jobId)) throw new BadRequestException(DRIVE_MESSAGES.jobUnknown);
    const bookingId = bookingIdOf(driveId, input.mobile);
    const keyed = await this.store.keyed(driveId, input.key);
    if (keyed && keyed !== bookingId) throw new BadRequestException(DRIVE_VENUE_MESSAGES.keyReused);
    const existing = await this.store.drives.booking(bookingId);
    if (existing && (existing.checkedIn || (existing.status === 'booked' && !existing.walkIn)))
      return this.answer(drive, await this.checkInBooking(drive, bookingId, input.key, actor));
    const walkIn = (await this.store.walkIns.findOne({ _id: bookingId })) ?? (await this.store.walkIn(bookingId, await this.match(input.mobile, input.jobId)));
    const applicationId = await this.application(walkIn, input, actor);
    if (!existing || existing.status === 'cancelled') {
      if (!existing) await this.store.drives.addToRoster(driveId, bookingId, input.mobile, applicationId);
      const pass = existing?.pass ?? (await this.store.drives.newPass(bookingId));
      await this.store.drives.writeBooking(
        bookingId,
        {
          driveId,
          mobile: input.mobile,
          name: input.name,
          jobId: input.jobId,
          applicationId,
          slot: null,
          seat: null,
          pass,
          status: 'booked',
          walkIn: true,
          language: input.language,
          source: 'walk-in',
          bookedAt: new Date(),
        },
        { upsert: true, unset: ['outcome'] },
      );
    }
    if (walkIn.matched === 'new' && !walkIn.told) await this.tell(walkIn, applicationId, input.mobile, input.language);
    return this.answer(drive, await this.checkInBooking(drive, bookingId, input.key, actor, walkIn.matched));
  }

  /** The drive, open and held today (India), or a clear 400. */
  private async open(driveId: string): Promise<StoredDrive> {
    const drive = await this.drive(driveId);
    if (drive.status === 'cancelled') throw new BadRequestException(DRIVE_MESSAGES.cancelled);
    if (drive.day !== istDay(new Date())) throw new BadRequestException(DRIVE_VENUE_MESSAGES.notToday);
    return drive;
  }

  /** The booking of the drive a pass's code or a number names, or a 404. */
  private async bookingBy(drive: StoredDrive, { pass, mobile }: { pass?: string; mobile?: string }): Promise<StoredBooking> {
    const driveId = String(drive._id);
    const code = pass?.trim().toUpperCase();
    const booking = code ? await this.store.drives.bookingByPass(code) : mobile ? await this.store.drives.booking(bookingIdOf(driveId, mobile)) : null;
    if (!booking || driveIdOfBooking(booking._id) !== driveId)
      throw new NotFoundException(code ? DRIVE_MESSAGES.passUnknown : DRIVE_VENUE_MESSAGES.personUnknown);
    return booking;
  }

  /**
   * Checks the booking in, once: under the drive's desk lock, a person already checked in keeps their number (a
   * second desk, a resend); else the next queue number and the interviewer free next. A death after the queue's
   * entry and before the booking's write leaves an entry nobody shows; the retry takes the next number.
   */
  private async checkInBooking(drive: StoredDrive, bookingId: string, key: string, actor: TokenPayload, walkIn?: WalkIn['matched']): Promise<StoredBooking> {
    const driveId = String(drive._id);
    if ((await this.store.nameKey(driveId, key, bookingId)) !== bookingId) throw new BadRequestException(DRIVE_VENUE_MESSAGES.keyReused);
    let now = false;
    const booking = await this.store.locked(driveId, async () => {
      const found = await this.store.drives.booking(bookingId);
      if (!found) throw new NotFoundException(DRIVE_VENUE_MESSAGES.personUnknown);
      if (found.checkedIn) return found;
      if (found.status === 'cancelled') throw new BadRequestException(DRIVE_VENUE_MESSAGES.bookingCancelled);
      const waiting = await this.store.desk.get(driveId);
      const interviewer = freeInterviewer(drive.interviewers, waiting);
      const n = await this.store.drives.queue.append(driveId, { booking: bookingId });
      const checkedIn = { at: new Date(), queue: n + 1, ...(interviewer && { interviewer }), key };
      await this.store.drives.writeBooking(bookingId, { checkedIn });
      if (interviewer) await this.store.desk.put(driveId, { ...waiting, [bookingId]: interviewer });
      now = true;
      return { ...found, checkedIn };
    });
    if (now) await this.events.publish('drive.checkedIn', { driveId, booking, walkIn, actor });
    return booking;
  }

  /** The person as the desk shows them, with their interviewer's name. */
  private async answer(drive: StoredDrive, booking: StoredBooking): Promise<DeskAnswer> {
    const titles = await this.jobTitles(drive, [booking.jobId]);
    const who = booking.checkedIn?.interviewer;
    const interviewer = who ? await this.accounts.activeContact(who) : null;
    return { person: personOf(booking, titles), ...(interviewer && { interviewerName: interviewer.name }) };
  }

  /** Who a walk-in is, by their number: a proved number's applications (theirs to this job first), or nobody known. */
  private async match(mobile: string, jobId: string): Promise<Omit<WalkIn, '_id' | 'at'>> {
    const proved = (await this.submissions.holding([APPLICATIONS], candidateTerm(mobile), PER_NUMBER))
      .map((r) => r.doc)
      .filter((d) => d.phoneVerified === true && d.candidate === mobile);
    const same = proved.find((d) => String(d.jobId) === jobId);
    if (same) return { applicationId: String(same._id), matched: 'application' };
    return { applicationId: new ObjectId().toHexString(), matched: proved.length ? 'candidate' : 'new' };
  }

  /**
   * The walk-in's application, made when it is not stored yet (by the id chosen once, so a retry or a second desk
   * makes none twice), in the walk-in's language and from the walk-in source: a known candidate's with the number
   * proved (as a phone application is made: the number's claim on the job first), a stranger's with it not proved.
   */
  private async application(walkIn: WalkIn, input: z.output<typeof walkInInput>, actor: TokenPayload): Promise<string> {
    const service = this.resources.get(APPLICATIONS);
    if (walkIn.matched === 'application' || (await service.peek(walkIn.applicationId, ['_id']))) return walkIn.applicationId;
    const fields = { name: input.name, mobile: input.mobile, jobId: input.jobId, source: 'walk-in' };
    if (walkIn.matched === 'candidate') {
      const { id } = await inLanguage(input.language, () => this.phoneApplications.ensure(fields, walkIn.applicationId));
      if (id !== walkIn.applicationId) await this.store.walkIns.updateOne({ _id: walkIn._id }, { $set: { applicationId: id, matched: 'application' } });
      return id;
    }
    try {
      await inLanguage(input.language, () =>
        service.createChecked({ ...fields, answers: {}, phoneVerified: false }, {}, { _id: walkIn.applicationId, actor, filesRequired: false }),
      );
    } catch (err) {
      if (!isDuplicateKey(err)) throw err; // else a second desk made it meanwhile
    }
    return walkIn.applicationId;
  }

  /** The SMS with the private link, once per walk-in (marked sent once queued). */
  private async tell(walkIn: WalkIn, applicationId: string, mobile: string, language: Language) {
    const application = (await this.resources.get(APPLICATIONS).peek(applicationId, ['jobId', 'jobTitle', 'translations'])) as Doc | null;
    const jobTitle = (application && (await this.titles.inLanguage(application, language))) || RESOURCES.jobs.noun;
    const link = await this.links.pageOf(applicationId, language);
    const dltTemplateId = this.config.sms.templateIds[WALK_IN_SMS];
    await this.sms.queue({ to: mobile, text: walkInSms(language, jobTitle, link), template: WALK_IN_SMS, dltTemplateId, about: applicationId });
    await this.store.walkIns.updateOne({ _id: walkIn._id }, { $set: { told: true } });
  }
}
