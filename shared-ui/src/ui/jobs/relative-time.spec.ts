import { describe, expect, it } from '@jest/globals';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('names the largest whole unit', () => {
    expect(relativeTime(ago(30), now)).toBe('just now');
    expect(relativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(relativeTime(ago(24 * 3600), now)).toBe('yesterday');
    expect(relativeTime(ago(15 * 24 * 3600), now)).toBe('2 weeks ago');
    expect(relativeTime(ago(400 * 24 * 3600), now)).toBe('last year');
  });
  it('says recently when the date is missing or invalid', () => {
    expect(relativeTime(undefined, now)).toBe('recently');
    expect(relativeTime('not a date', now)).toBe('recently');
  });
});
