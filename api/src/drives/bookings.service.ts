// Booking a drive's slot with a proved number (docs/behaviour.md §26), and the candidate's own booking by their
// private link. The writes, in an order that a crash between any two leaves safe: the application (reused or made),
// the pass, the roster's entry (a new booking), the seat (an insert of its `_id`: never more than the capacity), the
// booking (pointing at the seat), the old seat freed (a move). A crash leaves at worst a seat no booking points at,
// which `DriveStore.takeSeat` frees when the slot looks full. The booking's SMS follows from its fact.
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { type bookingInput, type CandidateBooking, DRIVE_MESSAGES, FALLBACK_CHAIN, type Language, languagePath, PHONE_CODE_MESSAGES } from '@site/contracts';
import type { z } from 'zod';
import { ContentCache } from '../common/cache/content-cache.js';
import { AfterEffects } from '../common/events/after-effects.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import { ApplicationLinks, PhoneApplications } from '../applications/index.js';
import { PhoneProofs } from '../phone-codes/index.js';
import { DriveStore, type StoredBooking, type StoredDrive } from './drive-store.js';
import { DRIVES_CACHE_KEY, Drives } from './drives.service.js';
import { bookingIdOf, dayPast, nearestSlots, slotStarted } from './seats.js';

type BookingInput = z.output<typeof bookingInput>;

/** The after-effects entries of a booking's write: its fact told once the write is known to have happened. */
export const BOOKED_ENTRY = 'drive-booked';

@Injectable()
export class Bookings {
  constructor(
    private readonly store: DriveStore,
    private readonly drives: Drives,
    private readonly proofs: PhoneProofs,
    private readonly applications: PhoneApplications,
    private readonly links: ApplicationLinks,
    private readonly events: DomainEventBus,
    private readonly effects: AfterEffects,
    private readonly cache: ContentCache,
  ) {
    // A booking whose process died between its write and its fact: told now if it still holds that seat.
    effects.register(BOOKED_ENTRY, async (payload, event) => {
      const { id, slot, seat, moved } = payload as { id: string; slot: string; seat: number; moved: boolean };
      const booking = await this.store.booking(id);
      const drive = booking && (await this.store.drive(booking.driveId));
      if (drive && booking.status === 'booked' && booking.slot === slot && booking.seat === seat) {
        await this.events.publish('drive.booked', { booking, drive, moved, event });
      }
    });
  }

  /**
   * Books the slot for the proved number (booking again moves the booking; the same slot answers it as it is).
   * `applicationId`: the id a new application is stored under.
   */
  async book(driveId: string, input: BookingInput, applicationId: string, language: Language) {
    const drive = await this.drives.found(driveId);
    const slot = this.bookable(drive, input.slot);
    if (!drive.jobIds.includes(input.jobId)) throw new BadRequestException(DRIVE_MESSAGES.jobUnknown);
    const proved = await this.proofs.verify(input.phoneToken, 'apply');
    if (proved !== input.mobile) throw new BadRequestException(PHONE_CODE_MESSAGES.proofNeeded);
    const id = bookingIdOf(driveId, input.mobile);
    const existing = await this.store.booking(id);
    if (existing?.status === 'booked' && existing.slot === slot.start && existing.seat !== null) {
      return this.answer(drive, existing, language, false);
    }
    const application = await this.applications.ensure(
      { name: input.name, mobile: input.mobile, jobId: input.jobId, answers: input.answers, email: input.email, source: input.source },
      applicationId,
    );
    const language_ = existing?.language ?? language;
    const booking = await this.hold(drive, slot.start, existing, {
      _id: id,
      driveId,
      mobile: input.mobile,
      name: input.name,
      jobId: input.jobId,
      applicationId: application.id,
      walkIn: false,
      language: language_,
      ...(input.source && { source: input.source }),
      ...(input.email && { email: input.email }),
    });
    return this.answer(drive, booking, language, existing?.status === 'booked' && existing.slot !== null);
  }

  /** The candidate's booking (the latest of their application's), or null. */
  async ofToken(token: string, language: Language): Promise<CandidateBooking | null> {
    const found = await this.latestOf(token);
    return found && this.view(found.drive, found.booking, language);
  }

  /** Moves the candidate's booking to another slot of its drive, until its slot starts. */
  async move(token: string, start: string, language: Language): Promise<CandidateBooking> {
    const found = await this.latestOf(token);
    if (!found || found.booking.status !== 'booked') throw new NotFoundException(DRIVE_MESSAGES.noBooking);
    const { drive, booking } = found;
    if (booking.slot && slotStarted(drive.day, booking.slot)) throw new BadRequestException(DRIVE_MESSAGES.slotStarted);
    const slot = this.bookable(drive, start);
    if (booking.slot === slot.start) return this.view(drive, booking, language);
    const moved = await this.hold(drive, slot.start, booking, booking);
    return this.view(drive, moved, language);
  }

  /** Cancels the candidate's booking, until its slot starts: its seat is freed and they are told. */
  async cancel(token: string, language: Language): Promise<CandidateBooking> {
    const found = await this.latestOf(token);
    if (!found || found.booking.status !== 'booked') throw new NotFoundException(DRIVE_MESSAGES.noBooking);
    const { drive, booking } = found;
    if (booking.slot && slotStarted(drive.day, booking.slot)) throw new BadRequestException(DRIVE_MESSAGES.slotStarted);
    const driveId = String(drive._id);
    await this.cache.changing(DRIVES_CACHE_KEY);
    // The booking first: a crash before the seat is freed leaves an orphan seat, freed when the slot looks full.
    await this.store.writeBooking(booking._id, { status: 'cancelled', seat: null });
    if (booking.slot !== null && booking.seat !== null) {
      await this.store.freeSeat(driveId, booking.slot, booking.seat, booking._id);
      await this.recount(drive, booking.slot);
    }
    await this.cache.changed(DRIVES_CACHE_KEY);
    const cancelled: StoredBooking = { ...booking, status: 'cancelled', seat: null };
    await this.events.publish('drive.bookingCancelled', { booking: cancelled, drive });
    return this.view(drive, cancelled, language);
  }

  /** The booking's view for its candidate. */
  view(drive: StoredDrive, booking: StoredBooking, language: Language): CandidateBooking {
    const slot = drive.slots.find((s) => s.start === booking.slot);
    const directions = FALLBACK_CHAIN[language].map((l) => drive.directions?.[l]?.trim()).find(Boolean);
    const status = drive.status === 'cancelled' ? 'driveCancelled' : booking.status;
    return {
      driveId: String(drive._id),
      title: drive.title,
      day: drive.day,
      slot: { start: booking.slot ?? '', end: slot?.end ?? booking.slot ?? '' },
      address: drive.address,
      ...(drive.mapUrl && { mapUrl: drive.mapUrl }),
      ...(directions && { directions }),
      pass: booking.pass,
      canChange: status === 'booked' && booking.slot !== null && !slotStarted(drive.day, booking.slot),
      status,
    };
  }

  /** The slot, if a booking may take it now: the drive open and not past, the slot one of its own and not started. */
  private bookable(drive: StoredDrive, start: string) {
    if (drive.status === 'cancelled') throw new BadRequestException(DRIVE_MESSAGES.cancelled);
    if (dayPast(drive.day)) throw new BadRequestException(DRIVE_MESSAGES.past);
    const slot = drive.slots.find((s) => s.start === start);
    if (!slot) throw new BadRequestException(DRIVE_MESSAGES.slotUnknown);
    if (slotStarted(drive.day, slot.start)) throw new BadRequestException(DRIVE_MESSAGES.slotStarted);
    return slot;
  }

  /**
   * Takes a seat of `start` for the booking and writes it (made, moved or booked again after a cancel), then frees
   * the seat it held before and tells `drive.booked`. A full slot is a 409 with the nearest free slots.
   */
  private async hold(
    drive: StoredDrive,
    start: string,
    existing: StoredBooking | null,
    fields: Omit<StoredBooking, 'slot' | 'seat' | 'pass' | 'status' | 'bookedAt'>,
  ): Promise<StoredBooking> {
    const driveId = String(drive._id);
    const slot = drive.slots.find((s) => s.start === start)!;
    const pass = existing?.pass ?? (await this.store.newPass(fields._id));
    if (!existing) await this.store.addToRoster(driveId, fields._id, fields.mobile, fields.applicationId);
    else if (existing.applicationId !== fields.applicationId) await this.store.bookingsBy.append(fields.applicationId, { booking: fields._id });
    await this.cache.changing(DRIVES_CACHE_KEY);
    try {
      const seat = await this.store.takeSeat(driveId, slot, fields._id);
      if (seat === null) {
        await this.recount(drive, start);
        const view = await this.drives.publicView(drive, 'en');
        throw new ConflictException({ message: DRIVE_MESSAGES.slotFull, nearest: nearestSlots(view.slots, start) });
      }
      const moved = existing?.status === 'booked' && existing.slot !== null;
      const entry = await this.effects.open(BOOKED_ENTRY, { id: fields._id, slot: start, seat, moved });
      const booking: StoredBooking = { ...fields, slot: start, seat, pass, status: 'booked', bookedAt: existing?.bookedAt ?? new Date() };
      const { _id, ...set } = booking;
      await this.store.writeBooking(_id, set, { upsert: true });
      if (existing?.slot != null && existing.seat !== null && existing.status === 'booked') {
        await this.store.freeSeat(driveId, existing.slot, existing.seat, existing._id);
        await this.recount(drive, existing.slot);
      }
      await this.recount(drive, start);
      await this.events.publish('drive.booked', { booking, drive, moved, event: entry });
      await this.effects.close(entry);
      return booking;
    } finally {
      await this.cache.changed(DRIVES_CACHE_KEY);
    }
  }

  private recount(drive: StoredDrive, start: string) {
    const slot = drive.slots.find((s) => s.start === start);
    return slot ? this.store.recount(String(drive._id), start, slot.capacity) : Promise.resolve(0);
  }

  private async answer(drive: StoredDrive, booking: StoredBooking, language: Language, moved: boolean) {
    const page = languagePath(language, `/application/${await this.links.issue(booking.applicationId)}`);
    return { booking: this.view(drive, booking, language), page, moved };
  }

  /** The latest booking of the application a private link opens, with its drive; null when there is none. */
  private async latestOf(token: string): Promise<{ drive: StoredDrive; booking: StoredBooking } | null> {
    const applicationId = await this.links.applicationOf(token);
    if (!applicationId) throw new NotFoundException('This link is no longer valid');
    const bookings = await this.store.bookingsOf(applicationId);
    const booking = bookings.filter((b) => b.applicationId === applicationId).sort((a, b) => +new Date(b.bookedAt) - +new Date(a.bookedAt))[0];
    const drive = booking && (await this.store.drive(booking.driveId));
    return drive ? { drive, booking } : null;
  }
}
