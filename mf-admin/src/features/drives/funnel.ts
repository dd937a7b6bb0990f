// The drive's funnel (docs/behaviour.md §26): booked → came → interviewed → selected → joined, with the conversion
// from each step to the next, in all or split by job, language or source. The chart and the table beside it read
// the same rows from here.
import { type DriveFunnel, FUNNEL_STEPS, type FunnelStep } from '@site/contracts';

export const STEP_NAMES: Record<FunnelStep, string> = {
  booked: 'Booked',
  came: 'Came',
  interviewed: 'Interviewed',
  selected: 'Selected',
  joined: 'Joined',
};

export const SPLITS = { total: 'All', byJob: 'By job', byLanguage: 'By language', bySource: 'By source' } as const;
export type Split = keyof typeof SPLITS;

export interface FunnelCell {
  step: FunnelStep;
  count: number;
  /** Percent of the step before, rounded; null for the first step and after a step of none. */
  conversion: number | null;
}
export interface FunnelRow {
  key: string;
  label: string;
  cells: FunnelCell[];
}

/** The percent `count` is of `of`, rounded to a whole number; null when `of` is 0. Came may pass booked: walk-ins. */
export const percentOf = (count: number, of: number): number | null => (of > 0 ? Math.round((count / of) * 100) : null);

/** One row's steps with the conversion from the one before. */
export function cellsOf(counts: Record<FunnelStep, number>): FunnelCell[] {
  return FUNNEL_STEPS.map((step, i) => ({
    step,
    count: counts[step] ?? 0,
    conversion: i === 0 ? null : percentOf(counts[step] ?? 0, counts[FUNNEL_STEPS[i - 1]!] ?? 0),
  }));
}

/** The rows a split shows: the total alone, or one per job, language or source (largest first). */
export function funnelRows(funnel: DriveFunnel, split: Split): FunnelRow[] {
  if (split === 'total') return [{ key: 'total', label: 'All', cells: cellsOf(funnel.total) }];
  return [...funnel[split]]
    .sort((a, b) => b.counts.came - a.counts.came || b.counts.booked - a.counts.booked || a.label.localeCompare(b.label))
    .map((g) => ({ key: g.key, label: g.label, cells: cellsOf(g.counts) }));
}

/** "85%" or "–" (no step before it had anyone). */
export const percentText = (p: number | null) => (p === null ? '–' : `${p}%`);

/** What a step's label says under the chart: its name and what share of the step before reached it. */
export function stepLabel(cell: FunnelCell, index: number): string[] {
  const name = STEP_NAMES[cell.step];
  if (index === 0) return [name];
  return [name, `${percentText(cell.conversion)} of ${STEP_NAMES[FUNNEL_STEPS[index - 1]!].toLowerCase()}`];
}
