import { describe, expect, it } from '@jest/globals';
import { istWords } from './ist-words.js';

describe('istWords', () => {
  it('writes a moment in India’s time, as the back office does', () => {
    expect(istWords(new Date('2026-06-12T05:00:00.000Z'))).toBe('12 Jun 2026, 10:30 am IST');
  });

  it('moves to the next day in India when UTC is still on the day before, and reads ISO text too', () => {
    expect(istWords('2026-06-12T20:15:00.000Z')).toBe('13 Jun 2026, 1:45 am IST');
  });

  it('writes afternoons with pm', () => {
    expect(istWords('2026-01-01T12:00:00.000Z')).toBe('1 Jan 2026, 5:30 pm IST');
  });
});
