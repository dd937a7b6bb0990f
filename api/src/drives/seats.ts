// The pure rules of a drive's seats and slots (docs/behaviour.md §26): the ids of seats, bookings and slots, when a
// slot starts (its start time in India on the drive's day), and which free slots are nearest to a full one.
import { istDay, istToUtc } from '@site/contracts';

/** A booking's id: one per person and drive (booking again moves it). */
export const bookingIdOf = (driveId: string, mobile: string) => `${driveId}|${mobile}`;
/** The drive a booking id belongs to. */
export const driveIdOfBooking = (bookingId: string) => bookingId.slice(0, bookingId.indexOf('|'));
/** A slot's id (its seat count's `_id`): the drive and the slot's start. */
export const slotIdOf = (driveId: string, start: string) => `${driveId}|${start}`;
/** Seat `n` (0..capacity-1) of a slot: a booking holds it by inserting this `_id`, which succeeds once. */
export const seatIdOf = (driveId: string, start: string, n: number) => `${driveId}|${start}|${n}`;

/** The instant (ms) a slot starts: its start time in India on the drive's day. */
export const slotStartsAt = (day: string, start: string): number => istToUtc(`${day}T${start}`)?.getTime() ?? Number.NaN;

/** Whether the slot has started at `now`. */
export const slotStarted = (day: string, start: string, now = Date.now()) => !(slotStartsAt(day, start) > now);

/** Whether the drive's day is before today in India. */
export const dayPast = (day: string, now = Date.now()) => day < istDay(new Date(now));

/** Minutes since midnight of a clock time "HH:MM". */
export const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * The free slots nearest to `start` by the distance between start times (the earlier first on a tie), at most
 * `count`: what a full slot's answer offers.
 */
export function nearestSlots<S extends { start: string; seatsLeft: number; started: boolean }>(slots: S[], start: string, count = 3): S[] {
  const at = minutesOf(start);
  return slots
    .filter((s) => s.start !== start && s.seatsLeft > 0 && !s.started)
    .sort((a, b) => Math.abs(minutesOf(a.start) - at) - Math.abs(minutesOf(b.start) - at) || minutesOf(a.start) - minutesOf(b.start))
    .slice(0, count);
}

/** A pass's code: 10 characters of A-Z and 2-9 (no 0, 1, O, I, which read alike). */
export const PASS_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PASS_PATTERN = /^[A-HJ-NP-Z2-9]{10}$/;
