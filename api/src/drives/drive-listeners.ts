// What follows a drive's facts (docs/behaviour.md §26): the SMS of a booking (and its e-mail where the person gave an
// address), in the booking's language, through the durable outboxes; a drive's cancellation told to everyone booked;
// a person erased by number, and applications deleted, take their bookings with them. Each person's SMS is sent
// once: claimed under its fact (common/claim.ts), marked done once queued, so a crash mid-way neither skips (the
// claim's lease ends and the work is taken again) nor, but for the instant between the queue and the mark, doubles.
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Collection } from 'mongodb';
import { type Claim, ExpiringCollections } from '../common/abuse/expiring-collections.js';
import { claimWork } from '../common/claim.js';
import { AfterEffects } from '../common/events/after-effects.js';
import { type DomainEvents, OnDomainEvent } from '../common/events/domain-events.js';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { ApplicationLinks } from '../applications/index.js';
import { MailOutbox } from '../mail/index.js';
import { SmsOutbox } from '../sms/index.js';
import { DriveStore, type StoredBooking, type StoredDrive } from './drive-store.js';
import { driveMail, driveSmsText, type DriveSmsKind } from './drive-texts.js';
import './events.js';

const LEASE_MS = 120_000;
const KEPT_MS = 7 * 86_400_000;
/** The after-effects entries of a drive's cancellation: everyone booked told, even after a crash. */
export const CANCELLED_ENTRY = 'drive-cancelled';

@Injectable()
export class DriveTeller {
  constructor(
    private readonly links: ApplicationLinks,
    private readonly sms: SmsOutbox,
    private readonly mail: MailOutbox,
    private readonly expiring: ExpiringCollections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Tells the booking's person `kind` by SMS (and e-mail), once for `key` across instances and crashes; answers
   * whether this call sent it.
   */
  async tell(kind: DriveSmsKind, key: string, drive: StoredDrive, booking: StoredBooking): Promise<boolean> {
    const claims = this.expiring.claims as Collection<Claim>;
    const done = `${key}:done`;
    const taken = await claimWork(claims, key, {
      leaseMs: LEASE_MS,
      keptMs: KEPT_MS,
      stillUndone: async () => (await claims.findOne({ _id: done })) === null,
    });
    if (!taken) return false;
    const { language } = booking;
    const link = await this.links.pageOf(booking.applicationId, language);
    const start = booking.slot ?? drive.slots[0]?.start ?? '09:00';
    const values = { drive, start, link, language };
    await this.sms.queue({
      to: booking.mobile,
      text: driveSmsText(kind, values),
      template: kind,
      dltTemplateId: this.config.sms.templateIds[kind],
      about: booking.applicationId,
    });
    if (booking.email) await this.mail.queueFor('applyJobs', booking.applicationId, [driveMail(kind, booking.email, values)]);
    await claims.insertOne({ _id: done, at: new Date(), expiresAt: new Date(Date.now() + KEPT_MS) }).catch(() => undefined);
    return true;
  }

  /** Whether what `key` tells has been queued (by any instance). */
  async told(key: string): Promise<boolean> {
    return (await (this.expiring.claims as Collection<Claim>).findOne({ _id: `${key}:done` })) !== null;
  }
}

@Injectable()
export class DriveListeners {
  private readonly logger = new Logger('Drives');

  constructor(
    private readonly store: DriveStore,
    private readonly teller: DriveTeller,
    private readonly effects: AfterEffects,
  ) {
    // A cancellation cut short: told again; those already told are skipped by their claims.
    effects.register(CANCELLED_ENTRY, async (payload) => {
      const { id } = payload as { id: string };
      const drive = await this.store.drive(id);
      if (drive?.status === 'cancelled') await this.tellCancelled(drive);
    });
  }

  @OnDomainEvent('drive.booked')
  async booked({ booking, drive, moved, event }: DomainEvents['drive.booked']) {
    const key = `drive-booked:${booking._id}:${event ?? `${booking.slot}:${Date.now()}`}`;
    await this.teller.tell(moved ? 'drive-moved' : 'drive-booked', key, drive, booking);
  }

  @OnDomainEvent('drive.bookingCancelled')
  async bookingCancelled({ booking, drive }: DomainEvents['drive.bookingCancelled']) {
    await this.teller.tell('booking-cancelled', `booking-cancelled:${booking._id}:${Date.now()}`, drive, booking);
  }

  /** Everyone booked is told, once each, under an entry that outlives a crash. */
  @OnDomainEvent('drive.cancelled')
  async cancelled({ drive, actor }: DomainEvents['drive.cancelled']) {
    const entry = await this.effects.open(CANCELLED_ENTRY, { id: String(drive._id), actor });
    await this.tellCancelled(drive);
    await this.effects.close(entry);
  }

  /** A person erased by their number (privacy): their bookings go, with their seats and passes. */
  @OnDomainEvent('person.erased')
  async erased({ person }: DomainEvents['person.erased']) {
    if (!person.startsWith('+')) return;
    await this.remove(await this.store.bookingsOf(person));
    await this.store.bookingsBy.remove([person]);
  }

  /** Applications about to be deleted take their bookings. */
  @OnDomainEvent('application.removing')
  async removing({ ids }: DomainEvents['application.removing']) {
    for (const id of ids) {
      await this.remove(await this.store.bookingsOf(id));
      await this.store.bookingsBy.remove([id]);
    }
  }

  private async tellCancelled(drive: StoredDrive) {
    for (const booking of await this.store.roster(String(drive._id))) {
      if (booking.status !== 'booked' || booking.walkIn) continue;
      await this.teller.tell('drive-cancelled', `drive-cancelled:${booking._id}`, drive, booking);
    }
  }

  private async remove(bookings: StoredBooking[]) {
    await this.store.removeBookings(bookings);
    const slots = new Map(bookings.filter((b) => b.slot).map((b) => [`${b.driveId}|${b.slot}`, b]));
    for (const b of slots.values()) {
      const drive = await this.store.drive(b.driveId);
      const slot = drive?.slots.find((s) => s.start === b.slot);
      if (slot) await this.store.recount(b.driveId, slot.start, slot.capacity);
    }
    if (bookings.length) this.logger.log(`Removed ${bookings.length} drive booking(s)`);
  }
}
