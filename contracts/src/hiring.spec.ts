import { describe, expect, it } from '@jest/globals';
import { interviewInput, istDay, istToUtc, placeholdersIn, statusTemplateInput, utcToIst } from './hiring.js';

describe('India time', () => {
  it('reads a minute in India as UTC+05:30 and writes it back', () => {
    expect(istToUtc('2026-06-12T10:30')?.toISOString()).toBe('2026-06-12T05:00:00.000Z');
    expect(utcToIst('2026-06-11T20:00:00.000Z')).toBe('2026-06-12T01:30');
    expect(istDay('2026-06-11T20:00:00.000Z')).toBe('2026-06-12');
  });

  it('refuses what is no minute in India', () => {
    expect(istToUtc('2026-02-30T10:00')).toBeNull();
    expect(istToUtc('2026-06-12T24:00')).toBeNull();
    expect(istToUtc('2026-06-12 10:00')).toBeNull();
  });

  it('refuses an interview that is not in the future', () => {
    const past = interviewInput.safeParse({ startsAt: '2020-01-01T10:00', minutes: 30, place: 'Office', interviewerId: '0123456789abcdef01234567' });
    expect(past.success ? null : past.error.issues[0]?.message).toBe('The interview must be in the future');
  });
});

describe('templates', () => {
  it('finds the placeholders and refuses an unknown one', () => {
    expect(placeholdersIn('Hi {name}, {jobTitle} at {company}')).toEqual(['name', 'jobTitle', 'company']);
    expect(statusTemplateInput.safeParse({ subject: '{name}', body: '{interview}' }).success).toBe(true);
    const bad = statusTemplateInput.safeParse({ subject: 'Hi', body: 'Dear {Name}' });
    expect(bad.success ? null : bad.error.issues[0]?.message).toBe(
      'The body uses an unknown placeholder {Name}: use {name}, {jobTitle}, {company}, {interview}',
    );
  });
});
