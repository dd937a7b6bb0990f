import { describe, expect, it } from '@jest/globals';
import { formatIndianDay, formatIndianMobile } from './indian-format.js';

describe('formatIndianMobile', () => {
  it('groups an Indian mobile as +91 98220 12345, however it was typed', () => {
    for (const typed of ['+919822012345', '919822012345', '09822012345', '9822012345', ' 9822012345 '])
      expect(formatIndianMobile(typed)).toBe('+91 98220 12345');
  });

  it('leaves any other number as stored', () => {
    for (const other of ['+4420794600', '02026123456', '12345', '+15551234567']) expect(formatIndianMobile(other)).toBe(other);
  });
});

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
