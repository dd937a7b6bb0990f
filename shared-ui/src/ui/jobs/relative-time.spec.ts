import { afterEach, describe, expect, it } from '@jest/globals';
import { activateLanguage, addMessages } from '../../i18n/i18n';
import hindi from '../../locales/hi.json' with { type: 'json' };
import marathi from '../../locales/mr.json' with { type: 'json' };
import { postedText, relativeTime } from './relative-time';

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
  it('says the same as Intl.RelativeTimeFormat in English, before and after now', () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const cases: Array<[number, Intl.RelativeTimeFormatUnit, number]> = [
      [60, 'minute', 1],
      [3600, 'hour', 1],
      [2 * 3600, 'hour', 2],
      [24 * 3600, 'day', 1],
      [3 * 24 * 3600, 'day', 3],
      [7 * 24 * 3600, 'week', 1],
      [30 * 24 * 3600, 'month', 1],
      [90 * 24 * 3600, 'month', 3],
      [800 * 24 * 3600, 'year', 2],
    ];
    for (const [seconds, unit, count] of cases) {
      expect(relativeTime(ago(seconds), now)).toBe(intl.format(-count, unit));
      expect(relativeTime(ago(-seconds), now)).toBe(intl.format(count, unit));
    }
  });
  it('says recently when the date is missing or invalid', () => {
    expect(relativeTime(undefined, now)).toBe('recently');
    expect(relativeTime('not a date', now)).toBe('recently');
  });
});

describe('relativeTime on Hindi and Marathi pages', () => {
  afterEach(() => activateLanguage('en'));

  it("says it with the catalogue, by each language's plural rules", () => {
    addMessages('hi', hindi);
    expect(relativeTime(ago(3600), now)).toBe('1 घंटे पहले');
    expect(relativeTime(ago(15 * 24 * 3600), now)).toBe('2 हफ़्ते पहले');
    expect(relativeTime(ago(400 * 24 * 3600), now)).toBe('पिछले साल');
    expect(postedText(ago(30), now)).toBe('अभी-अभी पोस्ट की गई');
    addMessages('mr', marathi);
    expect(relativeTime(ago(60), now)).toBe('1 मिनिटापूर्वी');
    expect(relativeTime(ago(5 * 60), now)).toBe('5 मिनिटांपूर्वी');
    expect(relativeTime(ago(-2 * 3600), now)).toBe('2 तासांत');
    expect(postedText(undefined, now)).toBe('अलीकडेच प्रकाशित');
  });
});
