// What the venue keeps besides the bookings (docs/behaviour.md §26.5), each read by `_id`: the desk's keys (a resend
// of a check-in or walk-in is the same one), who waits for which interviewer, and each walk-in's application.
import { Injectable } from '@nestjs/common';
import type { Collection } from 'mongodb';
import { isDuplicateKey } from '../../common/abuse/expiring-collections.js';
import { InjectCollection } from '../../common/collections.js';
import { Locks } from '../../common/exclusive.js';
import { type Keyed, KeyedDocs } from '../../common/keyed-docs.js';
import { DRIVE_COLLECTIONS, DriveStore, type StoredBooking } from '../drive-store.js';
import type { Waiting } from './venue-rules.js';

/** The venue's collections (named in api/test/platform/query-indexes). */
export const VENUE_COLLECTIONS = {
  /** `<driveId>|<key>` → the booking a desk's check-in or walk-in named. */
  keys: 'drivedeskkeys',
  /** KeyedDocs `<driveId>` → who waits for which interviewer (advisory: the interviewer free next). */
  desk: 'drivedesk',
} as const;

export interface DeskKey {
  _id: string;
  booking: string;
  at: Date;
}

export interface WalkIn {
  _id: string;
  applicationId: string;
  /** `application`: theirs to this job; `candidate`: a new one of a candidate known by a proved number; `new`: the number not proved. */
  matched: 'application' | 'candidate' | 'new';
  /** Whether the SMS with their link was queued (a new application only). */
  told?: boolean;
  at: Date;
}

@Injectable()
export class VenueStore {
  readonly desk: KeyedDocs<Waiting>;

  constructor(
    readonly drives: DriveStore,
    @InjectCollection(VENUE_COLLECTIONS.keys) private readonly keys: Collection<DeskKey>,
    @InjectCollection(DRIVE_COLLECTIONS.walkIns) readonly walkIns: Collection<WalkIn>,
    @InjectCollection(VENUE_COLLECTIONS.desk) desk: Collection<Keyed>,
    locks: Locks,
  ) {
    this.desk = new KeyedDocs(desk, () => ({}), locks);
  }

  /** The drive's people: each booking once, in the order they first booked or walked in. */
  people(driveId: string): Promise<StoredBooking[]> {
    return this.drives.roster(driveId);
  }

  /** The bookings of `ids`, in that order (null where missing). */
  bookings(ids: string[]): Promise<Array<StoredBooking | null>> {
    return this.drives.bookingsById(ids);
  }

  /** The booking a desk's key already named, or null. */
  async keyed(driveId: string, key: string): Promise<string | null> {
    return (await this.keys.findOne({ _id: `${driveId}|${key}` }))?.booking ?? null;
  }

  /** Names the booking of a desk's key (the first to name it keeps it); answers the booking the key names. */
  async nameKey(driveId: string, key: string, booking: string): Promise<string> {
    try {
      await this.keys.insertOne({ _id: `${driveId}|${key}`, booking, at: new Date() });
      return booking;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      return (await this.keyed(driveId, key)) ?? booking;
    }
  }

  /** The walk-in's application as first chosen (`chosen` stored when none was). */
  async walkIn(bookingId: string, chosen: Omit<WalkIn, '_id' | 'at'>): Promise<WalkIn> {
    try {
      const doc = { _id: bookingId, ...chosen, at: new Date() };
      await this.walkIns.insertOne(doc);
      return doc;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      return (await this.walkIns.findOne({ _id: bookingId }))!;
    }
  }

  /** Runs `fn` as the drive's one desk writer at a time (check-ins and outcomes change who waits). */
  locked<R>(driveId: string, fn: () => Promise<R>): Promise<R> {
    return this.desk.locked(`drive-desk:${driveId}`, fn);
  }
}
