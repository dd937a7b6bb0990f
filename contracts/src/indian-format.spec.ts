import { describe, expect, it } from '@jest/globals';
import { dayInIndia, formatIndianDay, istWords, momentInIndia } from './indian-format.js';

describe('formatIndianDay', () => {
  it('writes a day as 28 Nov 2026', () => {
    expect(formatIndianDay('2026-11-28')).toBe('28 Nov 2026');
    expect(formatIndianDay('2027-01-05T00:00:00.000Z')).toBe('5 Jan 2027');
  });

  it('leaves what is no day as it was', () => {
    expect(formatIndianDay('next week')).toBe('next week');
    expect(formatIndianDay('2026-13-01')).toBe('2026-13-01');
  });
});

describe('momentInIndia and dayInIndia', () => {
  it('write a moment in Indian English, in India’s time zone', () => {
    // 18:02 UTC is 23:32 in India.
    expect(momentInIndia('2026-11-24T18:02:00.000Z')).toBe('24 Nov 2026, 11:32 pm');
    expect(momentInIndia(new Date('2026-03-01T03:30:00Z'))).toBe('1 Mar 2026, 9:00 am');
  });

  it('write the day of a moment as India sees it', () => {
    // 20:00 UTC on the 24th is already the 25th in India.
    expect(dayInIndia('2026-11-24T20:00:00.000Z')).toBe('25 Nov 2026');
  });

  it('keep a calendar day as stored, whatever the time zone', () => {
    expect(dayInIndia('2026-11-24')).toBe('24 Nov 2026');
  });

  it('write nothing for no value or one that is not a date', () => {
    expect(momentInIndia(undefined)).toBe('');
    expect(momentInIndia('soon')).toBe('');
    expect(dayInIndia(null)).toBe('');
    expect(dayInIndia('2026-13-45')).toBe('');
  });
});

describe('istWords', () => {
  it('writes a moment in India’s time, as the back office does, and names the zone', () => {
    expect(istWords(new Date('2026-06-12T05:00:00.000Z'))).toBe('12 Jun 2026, 10:30 am IST');
  });

  it('moves to the next day in India when UTC is still on the day before, and reads ISO text too', () => {
    expect(istWords('2026-06-12T20:15:00.000Z')).toBe('13 Jun 2026, 1:45 am IST');
  });

  it('writes afternoons with pm', () => {
    expect(istWords('2026-01-01T12:00:00.000Z')).toBe('1 Jan 2026, 5:30 pm IST');
  });
});
