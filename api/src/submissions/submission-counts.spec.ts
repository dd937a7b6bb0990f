import { describe, expect, it } from '@jest/globals';
import { add, addJob, deriveAll, emptyCounts, emptyTotals } from './submission-counts.js';

describe('counts', () => {
  it('counts by status and assignee, and forgets a key once it counts nothing', () => {
    const c = emptyCounts();
    add(c, 'New', null, 1);
    add(c, 'Shortlisted', 'admin-1', 1);
    expect(c).toEqual({ n: 2, s: { New: 1, Shortlisted: 1 }, a: { none: 1, 'admin-1': 1 } });
    add(c, 'Shortlisted', 'admin-1', -1);
    expect(c).toEqual({ n: 1, s: { New: 1 }, a: { none: 1 } });
  });

  it("counts a job's applications by status, and drops the job once it has none", () => {
    const t = emptyTotals();
    addJob(t, 'job-7', 'New', 1);
    addJob(t, undefined, 'New', 1);
    expect(t.j).toEqual({ 'job-7': { New: 1 } });
    addJob(t, 'job-7', 'New', -1);
    expect(t.j).toEqual({});
  });
});

describe('deriveAll', () => {
  it('gives the rows by day, each day counted in its year, and the totals by month and job', () => {
    const t1 = Date.parse('2025-12-31T23:00:00.000Z');
    const t2 = Date.parse('2026-01-02T10:00:00.000Z');
    const { totals, days, years } = deriveAll([
      { id: 'a', t: t1, s: 'New', a: null },
      { id: 'b', t: t2, s: 'Hired', a: 'admin-1', j: 'job-7' },
    ]);
    expect([...days]).toEqual([
      ['2025-12-31', { a: [t1, 'New', null] }],
      ['2026-01-02', { b: [t2, 'Hired', 'admin-1', 'job-7'] }],
    ]);
    expect(years.get('2026')).toEqual({ '2026-01-02': { n: 1, s: { Hired: 1 }, a: { 'admin-1': 1 } } });
    expect(totals).toEqual({
      n: 2,
      s: { New: 1, Hired: 1 },
      a: { none: 1, 'admin-1': 1 },
      months: { '2025-12': { n: 1, s: { New: 1 }, a: { none: 1 } }, '2026-01': { n: 1, s: { Hired: 1 }, a: { 'admin-1': 1 } } },
      j: { 'job-7': { Hired: 1 } },
    });
  });
});
