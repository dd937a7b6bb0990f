import { describe, expect, it } from '@jest/globals';
import { bookingIdOf, dayPast, driveIdOfBooking, nearestSlots, seatIdOf, slotIdOf, slotStarted, slotStartsAt } from './seats.js';

describe('drive seats and slots', () => {
  it('names seats, slots and bookings by the drive', () => {
    const drive = '665f1c2a9b1e8a0012345678';
    expect(seatIdOf(drive, '09:30', 4)).toBe(`${drive}|09:30|4`);
    expect(slotIdOf(drive, '09:30')).toBe(`${drive}|09:30`);
    expect(bookingIdOf(drive, '+919876543210')).toBe(`${drive}|+919876543210`);
    expect(driveIdOfBooking(bookingIdOf(drive, '+919876543210'))).toBe(drive);
  });

  it('starts a slot at its start time in India on the drive day', () => {
    expect(new Date(slotStartsAt('2026-06-12', '09:30')).toISOString()).toBe('2026-06-12T04:00:00.000Z');
    const at = Date.parse('2026-06-12T04:00:00.000Z');
    expect(slotStarted('2026-06-12', '09:30', at - 1)).toBe(false);
    expect(slotStarted('2026-06-12', '09:30', at)).toBe(true);
    expect(slotStarted('2026-02-30', '09:30', 0)).toBe(true); // no such day: never bookable
  });

  it('tells a past day by the day in India', () => {
    const lateEvening = Date.parse('2026-06-11T19:00:00.000Z'); // 00:30 on 12 June in India
    expect(dayPast('2026-06-11', lateEvening)).toBe(true);
    expect(dayPast('2026-06-12', lateEvening)).toBe(false);
  });

  it('offers the free slots nearest by start time, the earlier first on a tie', () => {
    const slot = (start: string, seatsLeft: number, started = false) => ({ start, seatsLeft, started });
    const slots = [slot('09:00', 2), slot('09:30', 0), slot('10:00', 3), slot('10:30', 1), slot('11:00', 0), slot('12:00', 5), slot('08:30', 1, true)];
    expect(nearestSlots(slots, '10:00').map((s) => s.start)).toEqual(['10:30', '09:00', '12:00']);
    expect(nearestSlots(slots, '09:30', 2).map((s) => s.start)).toEqual(['09:00', '10:00']);
    expect(nearestSlots([slot('09:00', 0)], '09:00')).toEqual([]);
  });
});
