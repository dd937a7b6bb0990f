// The drives room's store (docs/behaviour.md §26): drives, bookings, seats, passes, a drive's roster and check-in
// queue. Everything is read by `_id` (the embedded FerretDB reads the whole collection for any other filter), and
// capacity is held by `_id`-keyed seat documents: a booking holds seat `n` of a slot by inserting
// `<driveId>|<start>|<n>`, which succeeds for one writer only on every database, so a slot never holds more bookings
// than its capacity across instances. The seat counts are advisory ("seats left"), recounted after each change.
import { Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { type Collection, ObjectId } from 'mongodb';
import type { DriveOutcome, DriveSlot, Language } from '@site/contracts';
import { isDuplicateKey } from '../common/abuse/expiring-collections.js';
import { InjectCollection } from '../common/collections.js';
import { Locks } from '../common/exclusive.js';
import { KeyedDocs, type Keyed } from '../common/keyed-docs.js';
import { KeyedLog, type Logged } from '../common/keyed-log.js';
import { PASS_ALPHABET, PASS_PATTERN, seatIdOf, slotIdOf } from './seats.js';

/** The room's collections (named in api/test/platform/query-indexes). */
export const DRIVE_COLLECTIONS = {
  drives: 'drives',
  /** KeyedDocs: `upcoming` → the open drives of today or later. */
  index: 'driveindex',
  /** KeyedLog `all` → one entry per drive made (the admin list pages from the end). */
  log: 'drivelog',
  seats: 'driveseats',
  seatCounts: 'driveseatcounts',
  bookings: 'drivebookings',
  /** KeyedLog `<driveId>` → the bookings of a drive, once each when first booked or walked in (readers dedupe). */
  roster: 'driveroster',
  passes: 'drivepasses',
  /** KeyedLog `<driveId>` → the check-in order; a queue number is the entry's number + 1. */
  queue: 'drivequeue',
  /** KeyedLog `<mobile>` and `<applicationId>` → the bookings of a number and of an application (for erasure). */
  bookingsBy: 'drivebookingsby',
  /** `<bookingId>` → a walk-in's application, chosen once at the desk (venue/): removed with its booking. */
  walkIns: 'drivewalkins',
} as const;

export type DriveStatus = 'open' | 'cancelled';

export interface StoredDrive {
  _id: ObjectId;
  title: string;
  jobIds: string[];
  address: string;
  mapUrl?: string;
  directions?: Partial<Record<Language, string>>;
  /** YYYY-MM-DD, in India. */
  day: string;
  slots: DriveSlot[];
  /** Admin ids of who interviews. */
  interviewers: string[];
  status: DriveStatus;
  cancelMessage?: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface CheckIn {
  at: Date;
  queue: number;
  interviewer?: string;
  /** The desk's key: a resend of the same check-in answers the same queue number. */
  key: string;
}

export interface StoredBooking {
  /** `<driveId>|<mobile e164>` (seats.ts `bookingIdOf`). */
  _id: string;
  driveId: string;
  mobile: string;
  name: string;
  jobId: string;
  applicationId: string;
  /** The slot's start; null for a walk-in. */
  slot: string | null;
  /** The seat it holds in its slot; null for a walk-in or once cancelled. */
  seat: number | null;
  /** The pass's code (drivepasses `_id`). */
  pass: string;
  status: 'booked' | 'cancelled';
  walkIn: boolean;
  language: Language;
  source?: string;
  email?: string;
  bookedAt: Date;
  checkedIn?: CheckIn;
  outcome?: { result: DriveOutcome; note?: string; by: string; at: Date };
}

interface Seat {
  _id: string;
  booking: string;
  at: Date;
}
interface SeatCount {
  _id: string;
  taken: number;
}
interface Pass {
  _id: string;
  booking: string;
}
export type BookingRef = { booking: string };
export type DriveRef = { driveId: string };
export type UpcomingDrive = { id: string; day: string };

/** A seat held this long by a booking that does not point at it was left by a crash between writes: it may be freed. */
export const ORPHAN_SEAT_MS = 30_000;
/** How many seat lookups run at once when a slot is counted. */
const LOOKUPS_AT_ONCE = 50;

/** Reads and writes of drives, bookings, seats and passes, each by `_id`. The venue's services build on it too. */
@Injectable()
export class DriveStore {
  /** `upcoming` → the open drives of today or later. */
  readonly index: KeyedDocs<UpcomingDrive[]>;
  /** `all` → every drive made, in order. */
  readonly log: KeyedLog<DriveRef>;
  /** `<driveId>` → bookings, in the order people first booked or walked in (may repeat: use `roster`). */
  readonly rosterLog: KeyedLog<BookingRef>;
  /** `<driveId>` → the check-in order: a queue number is the entry's number + 1. */
  readonly queue: KeyedLog<BookingRef>;
  /** `<mobile>` and `<applicationId>` → bookings (may repeat). */
  readonly bookingsBy: KeyedLog<BookingRef>;

  constructor(
    @InjectCollection(DRIVE_COLLECTIONS.drives) readonly drives: Collection<StoredDrive>,
    @InjectCollection(DRIVE_COLLECTIONS.bookings) readonly bookings: Collection<StoredBooking>,
    @InjectCollection(DRIVE_COLLECTIONS.seats) private readonly seats: Collection<Seat>,
    @InjectCollection(DRIVE_COLLECTIONS.seatCounts) private readonly counts: Collection<SeatCount>,
    @InjectCollection(DRIVE_COLLECTIONS.passes) private readonly passes: Collection<Pass>,
    @InjectCollection(DRIVE_COLLECTIONS.index) index: Collection<Keyed>,
    @InjectCollection(DRIVE_COLLECTIONS.log) log: Collection<Logged<DriveRef>>,
    @InjectCollection(DRIVE_COLLECTIONS.roster) roster: Collection<Logged<BookingRef>>,
    @InjectCollection(DRIVE_COLLECTIONS.queue) queue: Collection<Logged<BookingRef>>,
    @InjectCollection(DRIVE_COLLECTIONS.bookingsBy) bookingsBy: Collection<Logged<BookingRef>>,
    @InjectCollection(DRIVE_COLLECTIONS.walkIns) private readonly walkIns: Collection<{ _id: string }>,
    locks: Locks,
  ) {
    this.index = new KeyedDocs(index, () => [], locks);
    this.log = new KeyedLog(log);
    this.rosterLog = new KeyedLog(roster);
    this.queue = new KeyedLog(queue);
    this.bookingsBy = new KeyedLog(bookingsBy);
  }

  /** The drive, or null (an id that is no ObjectId is none). */
  async drive(id: string): Promise<StoredDrive | null> {
    if (!ObjectId.isValid(id) || !/^[0-9a-f]{24}$/i.test(id)) return null;
    return this.drives.findOne({ _id: new ObjectId(id) });
  }

  /** The booking `<driveId>|<mobile>`, or null. */
  booking(id: string): Promise<StoredBooking | null> {
    return this.bookings.findOne({ _id: id });
  }

  /** The booking a pass's code names, or null. */
  async bookingByPass(code: string): Promise<StoredBooking | null> {
    const pass = PASS_PATTERN.test(code) ? await this.passes.findOne({ _id: code }) : null;
    return pass ? this.booking(pass.booking) : null;
  }

  /**
   * The drive's people: each booking once, in the order they first booked or walked in (missing ones skipped), read
   * by `_id` a hundred at a time.
   */
  async roster(driveId: string): Promise<StoredBooking[]> {
    const ids = [...new Set((await this.rosterLog.all(driveId, LOOKUPS_AT_ONCE)).map((e) => e.booking))];
    return (await this.bookingsById(ids)).filter((b): b is StoredBooking => b !== null);
  }

  /** The bookings of `ids`, in that order (null where missing), read by `_id` a few dozen at a time. */
  async bookingsById(ids: string[]): Promise<Array<StoredBooking | null>> {
    const found: Array<StoredBooking | null> = [];
    for (let i = 0; i < ids.length; i += LOOKUPS_AT_ONCE) found.push(...(await Promise.all(ids.slice(i, i + LOOKUPS_AT_ONCE).map((id) => this.booking(id)))));
    return found;
  }

  /**
   * Names a new booking in its drive's roster and under its number and application (for erasure); call before the
   * booking's first write (a repeat after a crash is skipped by readers).
   */
  async addToRoster(driveId: string, bookingId: string, mobile: string, applicationId: string): Promise<void> {
    await Promise.all([
      this.rosterLog.append(driveId, { booking: bookingId }),
      this.bookingsBy.append(mobile, { booking: bookingId }),
      this.bookingsBy.append(applicationId, { booking: bookingId }),
    ]);
  }

  /** The bookings made by a number or for an application (`key`), each once. */
  async bookingsOf(key: string): Promise<StoredBooking[]> {
    const ids = [...new Set((await this.bookingsBy.list(key)).map((e) => e.booking))];
    return (await Promise.all(ids.map((id) => this.booking(id)))).filter((b): b is StoredBooking => b !== null);
  }

  /** Sets fields of a booking (and unsets `unset`), making it when `upsert`. */
  async writeBooking(
    id: string,
    set: Partial<Omit<StoredBooking, '_id'>>,
    { unset = [], upsert = false }: { unset?: Array<keyof StoredBooking>; upsert?: boolean } = {},
  ) {
    const update = { $set: set, ...(unset.length ? { $unset: Object.fromEntries(unset.map((k) => [k, ''])) } : {}) };
    await this.bookings.updateOne({ _id: id }, update as never, { upsert });
  }

  /** A new pass for the booking: a 10-character code, stored before the booking names it. */
  async newPass(bookingId: string): Promise<string> {
    for (;;) {
      const code = Array.from({ length: 10 }, () => PASS_ALPHABET[randomInt(PASS_ALPHABET.length)]).join('');
      try {
        await this.passes.insertOne({ _id: code, booking: bookingId });
        return code;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
  }

  /**
   * Takes a seat of the slot for the booking: the first seat `n` (from the advisory count on, then from 0) whose
   * insert succeeds. When none does, the slot's orphan seats (held by a booking that no longer points at them,
   * left by a crash) are freed and the seats tried once more. Answers `n`, or null when the slot is full.
   */
  async takeSeat(driveId: string, slot: DriveSlot, bookingId: string): Promise<number | null> {
    const taken = await this.tryTake(driveId, slot, bookingId);
    if (taken !== null) return taken;
    return (await this.freeOrphans(driveId, slot)) ? this.tryTake(driveId, slot, bookingId) : null;
  }

  /** Frees seat `n` of the slot if the booking holds it. */
  async freeSeat(driveId: string, start: string, n: number, bookingId: string): Promise<void> {
    await this.seats.deleteOne({ _id: seatIdOf(driveId, start, n), booking: bookingId });
  }

  /** Who holds each seat of the slot, for seats 0..upTo-1 (null where free). */
  async seatHolders(driveId: string, start: string, upTo: number): Promise<Array<string | null>> {
    const holders: Array<string | null> = [];
    for (let from = 0; from < upTo; from += LOOKUPS_AT_ONCE) {
      const ns = Array.from({ length: Math.min(LOOKUPS_AT_ONCE, upTo - from) }, (_, i) => from + i);
      const docs = await Promise.all(ns.map((n) => this.seats.findOne({ _id: seatIdOf(driveId, start, n) })));
      holders.push(...docs.map((d) => d?.booking ?? null));
    }
    return holders;
  }

  /** Counts the slot's seats taken (seats 0..upTo-1) and stores it as the slot's advisory count; answers it. */
  async recount(driveId: string, start: string, upTo: number): Promise<number> {
    const taken = (await this.seatHolders(driveId, start, upTo)).filter((h) => h !== null).length;
    await this.counts.replaceOne({ _id: slotIdOf(driveId, start) }, { taken }, { upsert: true });
    return taken;
  }

  /** The advisory counts of seats taken per slot start (0 where none is stored): one lookup per slot. */
  async seatsTaken(driveId: string, starts: string[]): Promise<Record<string, number>> {
    const docs = await Promise.all(starts.map((s) => this.counts.findOne({ _id: slotIdOf(driveId, s) })));
    return Object.fromEntries(starts.map((s, i) => [s, docs[i]?.taken ?? 0]));
  }

  /**
   * After a slot's capacity was lowered to `capacity` (the drive already says so, so no new booking takes a seat at
   * or above it): moves each booking holding such a seat to a free one below, so the seats stay 0..capacity-1.
   */
  async compactSeats(driveId: string, start: string, capacity: number, oldCapacity: number): Promise<void> {
    const high = (await this.seatHolders(driveId, start, oldCapacity)).slice(capacity);
    for (const [i, holder] of high.entries()) {
      if (!holder) continue;
      const n = await this.tryTake(driveId, { start, end: start, capacity }, holder);
      if (n === null) continue; // filled meanwhile: the seat stays where it is
      await this.bookings.updateOne({ _id: holder, slot: start }, { $set: { seat: n } });
      await this.freeSeat(driveId, start, capacity + i, holder);
    }
  }

  /** Removes everything of these bookings: seats, passes, the bookings (their roster entries are skipped once missing). */
  async removeBookings(bookings: StoredBooking[]): Promise<void> {
    for (const b of bookings) {
      if (b.slot !== null && b.seat !== null) await this.freeSeat(b.driveId, b.slot, b.seat, b._id);
      await this.passes.deleteOne({ _id: b.pass });
      // A walk-in's match is keyed by the booking, which holds the number: it goes first.
      await this.walkIns.deleteOne({ _id: b._id });
      await this.bookings.deleteOne({ _id: b._id });
    }
  }

  private async tryTake(driveId: string, slot: DriveSlot, bookingId: string): Promise<number | null> {
    const counted = (await this.counts.findOne({ _id: slotIdOf(driveId, slot.start) }))?.taken ?? 0;
    const first = Math.min(Math.max(counted, 0), slot.capacity - 1);
    for (let i = 0; i < slot.capacity; i++) {
      const n = (first + i) % slot.capacity;
      try {
        await this.seats.insertOne({ _id: seatIdOf(driveId, slot.start, n), booking: bookingId, at: new Date() });
        return n;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    return null;
  }

  /** Frees the slot's seats held for a while by a booking that does not point at them; answers whether any was. */
  private async freeOrphans(driveId: string, slot: DriveSlot): Promise<boolean> {
    let freed = false;
    for (let n = 0; n < slot.capacity; n++) {
      const seat = await this.seats.findOne({ _id: seatIdOf(driveId, slot.start, n) });
      if (!seat || Date.now() - seat.at.getTime() < ORPHAN_SEAT_MS) continue;
      const booking = await this.booking(seat.booking);
      const holds = booking?.status === 'booked' && booking.slot === slot.start && booking.seat === n;
      if (holds) continue;
      await this.freeSeat(driveId, slot.start, n, seat.booking);
      freed = true;
    }
    return freed;
  }
}
