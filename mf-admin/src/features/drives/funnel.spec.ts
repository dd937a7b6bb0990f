import { describe, expect, it } from '@jest/globals';
import type { DriveFunnel } from '@site/contracts';
import { cellsOf, funnelRows, percentOf, percentText, stepLabel } from './funnel';

const counts = (booked: number, came: number, interviewed: number, selected: number, joined: number) => ({ booked, came, interviewed, selected, joined });
const FUNNEL: DriveFunnel = {
  total: counts(40, 34, 30, 12, 9),
  byJob: [
    { key: 'j1', label: 'Housekeeping', counts: counts(10, 6, 6, 2, 1) },
    { key: 'j2', label: 'Security Guard', counts: counts(30, 28, 24, 10, 8) },
  ],
  byLanguage: [{ key: 'mr', label: 'Marathi', counts: counts(40, 34, 30, 12, 9) }],
  bySource: [],
};

describe('the funnel', () => {
  it('gives each step its conversion from the step before', () => {
    expect(cellsOf(FUNNEL.total)).toEqual([
      { step: 'booked', count: 40, conversion: null },
      { step: 'came', count: 34, conversion: 85 },
      { step: 'interviewed', count: 30, conversion: 88 },
      { step: 'selected', count: 12, conversion: 40 },
      { step: 'joined', count: 9, conversion: 75 },
    ]);
  });

  it('has no conversion after a step of none, and passes 100% when walk-ins came', () => {
    expect(cellsOf(counts(0, 3, 0, 0, 0)).map((c) => c.conversion)).toEqual([null, null, 0, null, null]);
    expect(percentOf(12, 10)).toBe(120);
    expect(percentText(null)).toBe('–');
  });

  it('splits by job, the group that brought most first', () => {
    expect(funnelRows(FUNNEL, 'byJob').map((r) => r.label)).toEqual(['Security Guard', 'Housekeeping']);
    expect(funnelRows(FUNNEL, 'total')).toHaveLength(1);
    expect(funnelRows(FUNNEL, 'bySource')).toEqual([]);
  });

  it('labels a step with its share of the one before', () => {
    const cells = cellsOf(FUNNEL.total);
    expect(stepLabel(cells[0]!, 0)).toEqual(['Booked']);
    expect(stepLabel(cells[3]!, 3)).toEqual(['Selected', '40% of interviewed']);
  });
});
