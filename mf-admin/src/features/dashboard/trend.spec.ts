import { describe, expect, it } from '@jest/globals';
import { counterAt, monthTrend } from './trend';

const now = new Date(2026, 10, 22, 12);
const at = (y: number, m: number, d = 5) => ({ createdAt: new Date(y, m, d).toISOString() });

describe('monthTrend', () => {
  it('compares this month with last month by creation date', () => {
    const items = [at(2026, 10), at(2026, 10), at(2026, 10), at(2026, 9), at(2026, 9), at(2026, 5), {}];
    expect(monthTrend(items, now)).toEqual({ total: 7, thisMonth: 3, lastMonth: 2, percent: 50 });
  });
  it('goes down when fewer were added, and has no percentage without last month', () => {
    expect(monthTrend([at(2026, 9), at(2026, 9), at(2026, 9), at(2026, 9), at(2026, 10)], now).percent).toBe(-75);
    expect(monthTrend([at(2026, 10)], now)).toEqual({ total: 1, thisMonth: 1, lastMonth: 0, percent: null });
  });
  it('handles January against December of the year before', () => {
    expect(monthTrend([at(2026, 0), at(2025, 11)], new Date(2026, 0, 20))).toMatchObject({ thisMonth: 1, lastMonth: 1, percent: 0 });
  });
});

describe('counterAt', () => {
  it('counts from 0 to the target in 2.5 s', () => {
    expect(counterAt(2458, 0)).toBe(0);
    expect(counterAt(2458, 1250)).toBeGreaterThan(1229);
    expect(counterAt(2458, 1250)).toBeLessThan(2458);
    expect(counterAt(2458, 2499)).toBeLessThanOrEqual(2458);
    expect(counterAt(2458, 2500)).toBe(2458);
  });
});
