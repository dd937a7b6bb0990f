import { describe, expect, it } from '@jest/globals';
import { outsideHours } from './interview-hours';

describe('interview hours in India', () => {
  it('takes an interview that starts and ends between 07:00 and 21:00 quietly', () => {
    expect(outsideHours('2026-12-01T07:00', 30)).toBe(false);
    expect(outsideHours('2026-12-01T13:30', 60)).toBe(false);
    expect(outsideHours('2026-12-01T20:30', 30)).toBe(false);
  });

  it('flags one that starts before 07:00 or ends after 21:00', () => {
    expect(outsideHours('2026-12-01T01:30', 30)).toBe(true);
    expect(outsideHours('2026-12-01T06:59', 30)).toBe(true);
    expect(outsideHours('2026-12-01T20:45', 30)).toBe(true);
    expect(outsideHours('2026-12-01T22:00', 15)).toBe(true);
  });

  it('says nothing before a time is entered', () => {
    expect(outsideHours('', 30)).toBe(false);
    expect(outsideHours('2026-12-01', 30)).toBe(false);
  });
});
