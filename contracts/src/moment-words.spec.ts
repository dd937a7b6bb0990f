import { describe, expect, it } from '@jest/globals';
import { momentInWords } from './moment-words.js';

describe('momentInWords', () => {
  const at = '2026-09-12T05:00:00.000Z';

  it('writes English as the back office does, in India’s time', () => {
    expect(momentInWords(at, 'en')).toBe('12 Sept 2026, 10:30 am');
    expect(momentInWords('2026-06-12T20:15:00.000Z', 'en')).toBe('13 Jun 2026, 1:45 am');
  });

  it('spells Hindi out with Latin digits and the part of the day: never "AM"', () => {
    expect(momentInWords(at, 'hi')).toBe('शनिवार, 12 सितंबर 2026 को सुबह 10:30 बजे');
    expect(momentInWords('2026-09-12T12:30:00.000Z', 'hi')).toBe('शनिवार, 12 सितंबर 2026 को शाम 6:00 बजे');
  });

  it('says the part of the day in Marathi before the time and "वाजता" after it', () => {
    expect(momentInWords(at, 'mr')).toBe('शनिवार, 12 सप्टेंबर, 2026 रोजी सकाळी 10:30 वाजता');
    // After midnight in India while UTC is on the day before.
    expect(momentInWords('2026-09-11T20:15:00.000Z', 'mr')).toBe('शनिवार, 12 सप्टेंबर, 2026 रोजी रात्री 1:45 वाजता');
    expect(momentInWords('2026-09-12T05:30:00.000Z', 'mr')).not.toMatch(/AM|am/);
  });
});
