import { describe, expect, it } from '@jest/globals';
import { DEFAULT_PLAN, generateSlots, minutesOf, seatsOf, sortSlots } from './slots';

describe('generateSlots', () => {
  it('makes fourteen half-hour slots of 20 from 09:00 to 16:00', () => {
    const made = generateSlots(DEFAULT_PLAN);
    if (!('slots' in made)) throw new Error(made.problem);
    expect(made.slots).toHaveLength(14);
    expect(made.slots[0]).toEqual({ start: '09:00', end: '09:30', capacity: 20 });
    expect(made.slots[1]).toEqual({ start: '09:30', end: '10:00', capacity: 20 });
    expect(made.slots.at(-1)).toEqual({ start: '15:30', end: '16:00', capacity: 20 });
    expect(seatsOf(made.slots)).toBe(280);
  });

  it('leaves out a last slot that would end after the end', () => {
    const made = generateSlots({ from: '10:00', to: '11:40', every: 45, capacity: 5 });
    expect(made).toEqual({
      slots: [
        { start: '10:00', end: '10:45', capacity: 5 },
        { start: '10:45', end: '11:30', capacity: 5 },
      ],
    });
  });

  it('says why a plan makes no slots or too many', () => {
    expect(generateSlots({ ...DEFAULT_PLAN, from: '16:00', to: '09:00' })).toEqual({ problem: expect.stringMatching(/choose a later end/) });
    expect(generateSlots({ ...DEFAULT_PLAN, from: '9:00' })).toEqual({ problem: 'A time is written HH:MM' });
    expect(generateSlots({ ...DEFAULT_PLAN, every: 0 })).toEqual({ problem: 'A slot lasts 5 to 480 minutes' });
    expect(generateSlots({ ...DEFAULT_PLAN, capacity: 0 })).toEqual({ problem: 'A slot holds 1 to 500 people' });
    expect(generateSlots({ from: '00:00', to: '23:50', every: 10, capacity: 1 })).toEqual({ problem: 'That makes 143 slots: a drive has at most 48' });
  });

  it('reads and orders clock times', () => {
    expect(minutesOf('09:30')).toBe(570);
    expect(minutesOf('24:00')).toBeNull();
    expect(sortSlots([{ start: '11:00' }, { start: '09:00' }]).map((s) => s.start)).toEqual(['09:00', '11:00']);
  });
});
