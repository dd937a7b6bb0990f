// Drives in the back office and on the public site (docs/behaviour.md §26): made, edited and cancelled by owners and
// recruiters; the upcoming open ones listed for visitors with each slot's seats left. Read by `_id` only: the admin
// list pages through the drive log from its end, the public list reads the `upcoming` index.
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ObjectId } from 'mongodb';
import { type AdminDrive, DRIVE_MESSAGES, type DriveInput, type driveInput, FALLBACK_CHAIN, istDay, type Language, type PublicDrive } from '@site/contracts';
import type { z } from 'zod';
import type { TokenPayload } from '../common/auth/requests.js';
import { ContentCache } from '../common/cache/content-cache.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import type { ResourceService } from '../common/resource/resource.service.js';
import { contentService } from '../content/index.js';
import { DriveStore, type StoredDrive } from './drive-store.js';
import { dayPast, slotStarted, slotStartsAt } from './seats.js';
import './events.js';

/** The content cache's key of the public drive reads (`GET /drives`, `GET /drives/:id`). */
export const DRIVES_CACHE_KEY = 'drives';
const UPCOMING = 'upcoming';

type Input = z.output<typeof driveInput>;
type Job = { _id: string; title: string };

@Injectable()
export class Drives {
  constructor(
    private readonly store: DriveStore,
    private readonly events: DomainEventBus,
    private readonly cache: ContentCache,
    @Inject(contentService('jobs')) private readonly jobs: ResourceService,
  ) {}

  /** Makes a drive: it is listed (admin log, then the upcoming index) before it is told. */
  async create(input: Input, actor: TokenPayload): Promise<AdminDrive> {
    await this.check(input);
    const now = new Date();
    const drive: StoredDrive = { _id: new ObjectId(), ...this.fields(input), status: 'open', createdAt: now, updatedAt: now };
    await this.cache.changing(DRIVES_CACHE_KEY);
    await this.store.drives.insertOne(drive);
    await this.store.log.append('all', { driveId: String(drive._id) });
    await this.reindex(drive);
    await this.cache.changed(DRIVES_CACHE_KEY);
    await this.events.publish('drive.saved', { drive, created: true, actor });
    return this.adminView(drive);
  }

  /**
   * Edits a drive. A slot with bookings stays (its start may not go), and holds at least what is booked; a slot
   * made smaller moves its bookings to the seats below its new capacity.
   */
  async update(id: string, input: Input, actor: TokenPayload): Promise<AdminDrive> {
    const before = await this.found(id);
    await this.check(input, before);
    const booked = await this.bookedPerSlot(before);
    const next = new Map(input.slots.map((s) => [s.start, s]));
    for (const slot of before.slots) {
      const taken = booked[slot.start] ?? 0;
      if (!taken) continue;
      const kept = next.get(slot.start);
      if (!kept || kept.capacity < taken) throw new BadRequestException(DRIVE_MESSAGES.capacityBelowBooked);
    }
    const drive: StoredDrive = { ...before, ...this.fields(input), updatedAt: new Date() };
    if (!input.mapUrl) delete drive.mapUrl;
    if (!input.directions) delete drive.directions;
    await this.cache.changing(DRIVES_CACHE_KEY);
    await this.store.drives.replaceOne({ _id: before._id }, drive);
    for (const slot of before.slots) {
      const kept = next.get(slot.start);
      if (kept && kept.capacity < slot.capacity) {
        await this.store.compactSeats(id, slot.start, kept.capacity, slot.capacity);
        await this.store.recount(id, slot.start, kept.capacity);
      }
    }
    await this.reindex(drive);
    await this.cache.changed(DRIVES_CACHE_KEY);
    await this.events.publish('drive.saved', { drive, created: false, actor });
    return this.adminView(drive);
  }

  /** Cancels a drive with a message: everyone booked is told (drive-listeners.ts), once each. A repeat changes nothing. */
  async cancel(id: string, message: string, actor: TokenPayload): Promise<AdminDrive> {
    const before = await this.found(id);
    if (before.status === 'cancelled') return this.adminView(before);
    const drive: StoredDrive = { ...before, status: 'cancelled', cancelMessage: message, updatedAt: new Date() };
    await this.cache.changing(DRIVES_CACHE_KEY);
    await this.store.drives.updateOne({ _id: before._id }, { $set: { status: 'cancelled', cancelMessage: message, updatedAt: drive.updatedAt } });
    await this.reindex(drive);
    await this.cache.changed(DRIVES_CACHE_KEY);
    await this.events.publish('drive.cancelled', { drive, actor });
    return this.adminView(drive);
  }

  /** One page of drives, newest first: the entries of the drive log read from its end. */
  async page(page: number, limit: number) {
    const total = await this.store.log.length('all');
    const last = total - 1 - (page - 1) * limit;
    const numbers = Array.from({ length: Math.max(0, Math.min(limit, last + 1)) }, (_, i) => last - i);
    const refs = await this.store.log.at('all', numbers);
    const drives = (await Promise.all(refs.map((r) => this.store.drive(r.driveId)))).filter((d): d is StoredDrive => d !== null);
    return { drives: await Promise.all(drives.map((d) => this.adminView(d))), total, page, limit };
  }

  async adminOne(id: string): Promise<AdminDrive> {
    return this.adminView(await this.found(id));
  }

  /** The drive or a 404 with the drives' message. */
  async found(id: string): Promise<StoredDrive> {
    const drive = await this.store.drive(id);
    if (!drive) throw new NotFoundException(DRIVE_MESSAGES.notFound);
    return drive;
  }

  /** The upcoming open drives (today's included), soonest first; with `job`, those hiring for it. */
  async upcoming(language: Language, job?: string, now = Date.now()): Promise<PublicDrive[]> {
    const listed = (await this.store.index.get(UPCOMING)).filter((d) => !dayPast(d.day, now));
    const drives = (await Promise.all(listed.map((d) => this.store.drive(d.id)))).filter(
      (d): d is StoredDrive => d !== null && d.status === 'open' && !dayPast(d.day, now) && (!job || d.jobIds.includes(job)),
    );
    drives.sort((a, b) => a.day.localeCompare(b.day) || (a.slots[0]?.start ?? '').localeCompare(b.slots[0]?.start ?? ''));
    return Promise.all(drives.map((d) => this.publicView(d, language, now)));
  }

  /** One drive as visitors see it: its seats left and which slots started. A cancelled one says so; none is a 404. */
  async publicOne(id: string, language: Language, now = Date.now()): Promise<PublicDrive> {
    return this.publicView(await this.found(id), language, now);
  }

  /** When a public answer stops being true by itself: the next slot start of these drives, or the end of today in India. */
  static until(drives: PublicDrive[], now = Date.now()): number {
    const midnight = slotStartsAt(istDay(new Date(now + 86_400_000)), '00:00');
    const starts = drives.flatMap((d) => d.slots.map((s) => slotStartsAt(d.day, s.start))).filter((t) => t > now);
    return Math.min(midnight, ...starts);
  }

  async publicView(drive: StoredDrive, language: Language, now = Date.now()): Promise<PublicDrive> {
    const driveId = String(drive._id);
    const [taken, jobs] = await Promise.all([
      this.store.seatsTaken(
        driveId,
        drive.slots.map((s) => s.start),
      ),
      this.jobsOf(drive, language),
    ]);
    const directions = FALLBACK_CHAIN[language].map((l) => drive.directions?.[l]?.trim()).find(Boolean);
    return {
      _id: driveId,
      title: drive.title,
      jobs,
      address: drive.address,
      ...(drive.mapUrl && { mapUrl: drive.mapUrl }),
      ...(directions && { directions }),
      day: drive.day,
      slots: drive.slots.map((s) => ({
        ...s,
        seatsLeft: Math.max(0, s.capacity - (taken[s.start] ?? 0)),
        started: dayPast(drive.day, now) || slotStarted(drive.day, s.start, now),
      })),
      status: drive.status,
    };
  }

  async adminView(drive: StoredDrive): Promise<AdminDrive> {
    const booked = await this.bookedPerSlot(drive);
    const slots = drive.slots.map((s) => ({ ...s, booked: booked[s.start] ?? 0 }));
    return {
      _id: String(drive._id),
      title: drive.title,
      jobIds: drive.jobIds,
      jobs: await this.jobsOf(drive, 'en'),
      address: drive.address,
      ...(drive.mapUrl && { mapUrl: drive.mapUrl }),
      ...(drive.directions && { directions: drive.directions }),
      day: drive.day,
      slots,
      interviewers: drive.interviewers,
      status: drive.status,
      ...(drive.cancelMessage && { cancelMessage: drive.cancelMessage }),
      booked: slots.reduce((n, s) => n + s.booked, 0),
      capacity: slots.reduce((n, s) => n + s.capacity, 0),
      createdAt: drive.createdAt.toISOString(),
      updatedAt: drive.updatedAt.toISOString(),
    };
  }

  /** The drive's jobs with their titles in `language` (falling back as content does); a job deleted since is left out. */
  async jobsOf(drive: Pick<StoredDrive, 'jobIds'>, language: Language): Promise<Job[]> {
    const docs = await Promise.all(drive.jobIds.map((id) => this.jobs.peek(id, ['jobTitle', 'translations']).catch(() => null)));
    return docs.flatMap((doc, i) => {
      if (!doc) return [];
      const translations = doc.translations as Record<string, { values?: { jobTitle?: string } }> | undefined;
      const title = FALLBACK_CHAIN[language].map((l) => (l === 'en' ? String(doc.jobTitle ?? '') : translations?.[l]?.values?.jobTitle)).find((t) => t?.trim());
      return [{ _id: drive.jobIds[i]!, title: title?.trim() ?? '' }];
    });
  }

  /** Seats taken per slot, counted now (the advisory counts are refreshed with it). */
  private async bookedPerSlot(drive: StoredDrive): Promise<Record<string, number>> {
    const id = String(drive._id);
    const counts = await Promise.all(drive.slots.map((s) => this.store.recount(id, s.start, s.capacity)));
    return Object.fromEntries(drive.slots.map((s, i) => [s.start, counts[i]!]));
  }

  private fields(input: Input): Omit<StoredDrive, '_id' | 'status' | 'createdAt' | 'updatedAt'> {
    const slots = [...input.slots].sort((a, b) => a.start.localeCompare(b.start));
    const directions = input.directions && Object.fromEntries(Object.entries(input.directions).filter(([, v]) => v));
    return {
      title: input.title,
      jobIds: [...new Set(input.jobIds)],
      address: input.address,
      ...(input.mapUrl && { mapUrl: input.mapUrl }),
      ...(directions && Object.keys(directions).length ? { directions } : {}),
      day: input.day,
      slots,
      interviewers: [...new Set(input.interviewers)],
    };
  }

  /** A drive's rules beyond its fields' shapes: a real day, not past (unless unchanged), slots apart, its jobs there. */
  private async check(input: Input, before?: StoredDrive) {
    if (Number.isNaN(slotStartsAt(input.day, '00:00'))) throw new BadRequestException('Please choose a valid date');
    if (dayPast(input.day) && input.day !== before?.day) throw new BadRequestException(DRIVE_MESSAGES.past);
    const starts = input.slots.map((s) => s.start);
    if (new Set(starts).size !== starts.length) throw new BadRequestException(DRIVE_MESSAGES.slotsOverlap);
    if (input.slots.some((s) => s.end <= s.start)) throw new BadRequestException('A slot ends after it starts');
    const found = await Promise.all(input.jobIds.map((id) => this.jobs.peek(id, ['_id']).catch(() => null)));
    if (found.some((j) => !j)) throw new BadRequestException(DRIVE_MESSAGES.jobUnknown);
  }

  /** Keeps the `upcoming` index: this drive in it while open and not past, past drives pruned (one writer at a time). */
  private async reindex(drive: StoredDrive) {
    const id = String(drive._id);
    await this.store.index.locked(`drives:${UPCOMING}`, async () => {
      const list = (await this.store.index.get(UPCOMING)).filter((d) => d.id !== id && !dayPast(d.day));
      if (drive.status === 'open' && !dayPast(drive.day)) list.push({ id, day: drive.day });
      await this.store.index.put(UPCOMING, list);
    });
  }
}

export type { DriveInput };
