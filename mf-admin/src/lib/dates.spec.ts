import { describe, expect, it } from '@jest/globals';
import { dateTime, day } from './dates';

describe('back-office dates', () => {
  it('write a moment in Indian English, in India’s time zone', () => {
    // 18:02 UTC is 23:32 in India.
    expect(dateTime('2026-11-24T18:02:00.000Z')).toBe('24 Nov 2026, 11:32 pm');
    expect(dateTime(new Date('2026-03-01T03:30:00Z'))).toBe('1 Mar 2026, 9:00 am');
  });

  it('write the day of a moment as India sees it', () => {
    // 20:00 UTC on the 24th is already the 25th in India.
    expect(day('2026-11-24T20:00:00.000Z')).toBe('25 Nov 2026');
  });

  it('keep a calendar day as stored, whatever the time zone', () => {
    expect(day('2026-11-24')).toBe('24 Nov 2026');
  });

  it('write nothing for no value or one that is not a date', () => {
    expect(dateTime(undefined)).toBe('');
    expect(dateTime('soon')).toBe('');
    expect(day(null)).toBe('');
    expect(day('2026-13-45')).toBe('');
  });
});
