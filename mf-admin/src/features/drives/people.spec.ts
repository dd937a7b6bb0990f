import { describe, expect, it } from '@jest/globals';
import type { DrivePerson } from '@site/contracts';
import { filterPeople, inBatches, noShows, slotsOf, stateOf, toldCount, WALK_INS } from './people';

const person = (id: string, more: Partial<DrivePerson> = {}): DrivePerson => ({
  id,
  name: id,
  mobile: '+919800000000',
  jobId: 'j',
  jobTitle: 'Guard',
  applicationId: 'a',
  slot: '09:00',
  walkIn: false,
  language: 'en',
  status: 'booked',
  ...more,
});
const IN = { at: '2030-01-01T04:00:00Z', queue: 1 };
const PEOPLE = [
  person('asha'),
  person('bina', { slot: '09:30', checkedIn: IN }),
  person('chetan', { slot: '09:30', checkedIn: IN, outcome: { result: 'selected', by: 'x', at: 'y' } }),
  person('dev', { walkIn: true, slot: '', checkedIn: IN }),
  person('esha', { status: 'cancelled' }),
];

describe('the drive’s people', () => {
  it('knows where each is in the day', () => {
    expect(PEOPLE.map(stateOf)).toEqual(['notCame', 'waiting', 'decided', 'waiting', 'cancelled']);
  });

  it('filters by slot, walk-ins and state', () => {
    expect(filterPeople(PEOPLE, { slot: '09:30' }).map((p) => p.id)).toEqual(['bina', 'chetan']);
    expect(filterPeople(PEOPLE, { slot: WALK_INS }).map((p) => p.id)).toEqual(['dev']);
    expect(filterPeople(PEOPLE, { state: 'waiting' }).map((p) => p.id)).toEqual(['bina', 'dev']);
    expect(filterPeople(PEOPLE, { slot: '09:30', state: 'waiting' }).map((p) => p.id)).toEqual(['bina']);
    expect(filterPeople(PEOPLE, { state: 'all' })).toHaveLength(5);
    expect(slotsOf(PEOPLE)).toEqual(['09:00', '09:30']);
  });

  it('counts who will be told: not on hold or no show, not twice, not a cancelled booking', () => {
    expect(toldCount(PEOPLE, 'selected')).toBe(3);
    expect(toldCount(PEOPLE, 'rejected')).toBe(4);
    expect(toldCount(PEOPLE, 'onHold')).toBe(0);
    expect(toldCount(PEOPLE, 'noShow')).toBe(0);
  });

  it('sends outcomes in runs, each person once and in order', () => {
    const ids = Array.from({ length: 120 }, (_, i) => `p${i}`);
    const runs = inBatches(ids, 50);
    expect(runs.map((r) => r.length)).toEqual([50, 50, 20]);
    expect(runs.flat()).toEqual(ids);
    expect(inBatches([], 50)).toEqual([]);
  });

  it('marks as not come only those booked and never checked in', () => {
    expect(noShows(PEOPLE).map((p) => p.id)).toEqual(['asha']);
  });
});
