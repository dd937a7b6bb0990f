// What the derived documents of the submissions count (submission-index.ts): a row per submission, and counts by
// status and assignee, for a day, a month, a year or all time, with each job's applications by status.
import type { RowChange } from './submission-rows.js';

/** What a list needs to know of one submission to place and filter it. */
export interface Row {
  id: string;
  /** createdAt, ms. */
  t: number;
  /** status ('New' when it has none). */
  s: string;
  /** assignee's admin id, or null. */
  a: string | null;
  /** The job applied to (an application sent with a `jobId`). */
  j?: string;
}
/** A row as a day's document holds it, under its id. */
export type Packed = [t: number, s: string, a: string | null, j?: string];

export interface Counts {
  n: number;
  s: Record<string, number>;
  /** By assignee id, and 'none'. */
  a: Record<string, number>;
}
export interface Totals extends Counts {
  /** 'YYYY-MM' -> counts of the submissions made that month. */
  months: Record<string, Counts>;
  /** Job id -> status -> how many applications to it (absent until one names its job). */
  j?: Record<string, Record<string, number>>;
}

export type { RowChange };

export const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
/** The assignee key of the rows no one is assigned to. */
export const NONE = 'none';
export const emptyCounts = (): Counts => ({ n: 0, s: {}, a: {} });
export const emptyTotals = (): Totals => ({ ...emptyCounts(), months: {} });

export function add(c: Counts, s: string, a: string | null, by: 1 | -1) {
  c.n += by;
  c.s[s] = (c.s[s] ?? 0) + by;
  if (!c.s[s]) delete c.s[s];
  const who = a ?? NONE;
  c.a[who] = (c.a[who] ?? 0) + by;
  if (!c.a[who]) delete c.a[who];
}

/** A job's count by status, kept in the type's totals (only its top level: a job is not counted per month). */
export function addJob(t: Totals, j: string | undefined, s: string, by: 1 | -1) {
  if (!j) return;
  const job = ((t.j ??= {})[j] ??= {});
  job[s] = (job[s] ?? 0) + by;
  if (!job[s]) delete job[s];
  if (!Object.keys(job).length) delete t.j![j];
}

export function countsOf(bucket: Record<string, Packed>): Counts {
  const c = emptyCounts();
  for (const [, s, a] of Object.values(bucket)) add(c, s, a, 1);
  return c;
}

/** The rows of one type's submissions as every derived document should hold them (for a rebuild and its check). */
export function deriveAll(rows: Iterable<Row>) {
  const totals = emptyTotals();
  const days = new Map<string, Record<string, Packed>>();
  const years = new Map<string, Record<string, Counts>>();
  for (const r of rows) {
    const day = dayOf(r.t);
    let bucket = days.get(day);
    if (!bucket) days.set(day, (bucket = {}));
    bucket[r.id] = r.j ? [r.t, r.s, r.a, r.j] : [r.t, r.s, r.a];
    add(totals, r.s, r.a, 1);
    addJob(totals, r.j, r.s, 1);
    add((totals.months[day.slice(0, 7)] ??= emptyCounts()), r.s, r.a, 1);
  }
  for (const [day, bucket] of days) (years.get(day.slice(0, 4)) ?? years.set(day.slice(0, 4), {}).get(day.slice(0, 4))!)[day] = countsOf(bucket);
  return { totals, days, years };
}
