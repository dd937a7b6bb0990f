import { describe, expect, it } from '@jest/globals';
import type { PublicDrive } from '@site/contracts';
import { driveState, seatsLeft, seatsText, slotOpen } from './drive-text';

const slot = (start: string, seatsLeft: number, started = false) => ({ start, end: start, capacity: 5, seatsLeft, started });
const drive = (over: Partial<PublicDrive> = {}): PublicDrive => ({
  _id: 'd',
  title: 'Drive',
  jobs: [],
  address: 'Pune',
  day: '2030-01-10',
  slots: [slot('09:00', 0), slot('09:30', 2), slot('10:00', 3, true)],
  status: 'open',
  ...over,
});

describe("a drive's state on the public pages (docs/behaviour.md §26)", () => {
  it('books only slots not started with a seat left', () => {
    expect(drive().slots.map(slotOpen)).toEqual([false, true, false]);
    expect(drive().slots.map(seatsText)).toEqual(['Full', '2 seats left', 'Started']);
    expect(seatsText(slot('11:00', 1))).toBe('1 seat left');
  });

  it('counts the seats left in the slots still to come', () => {
    expect(seatsLeft(drive())).toBe(2);
  });

  it('is open, full, past or cancelled', () => {
    expect(driveState(drive(), '2030-01-09')).toBe('open');
    expect(driveState(drive({ slots: [slot('09:00', 0), slot('10:00', 4, true)] }), '2030-01-10')).toBe('full');
    expect(driveState(drive(), '2030-01-11')).toBe('past');
    expect(driveState(drive({ slots: [slot('09:00', 4, true)] }), '2030-01-10')).toBe('past');
    expect(driveState(drive({ status: 'cancelled' }), '2030-01-09')).toBe('cancelled');
  });
});
