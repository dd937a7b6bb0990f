// A list's filter over the rows of the derived documents (submission-counts.ts), and their order.
import { type Counts, NONE, type Row } from './submission-counts.js';

export interface RowFilter {
  status?: string;
  assignee?: string;
  /** YYYY-MM-DD, inclusive (UTC days). */
  from?: string;
  to?: string;
  /** Search terms every row must hold besides the text's (a job's `j:<jobId>`): found from the terms, not the rows. */
  terms?: string[];
}

/** A filter's test of one row, and how many of a day's counts pass it (exact unless `both` filters are set). */
export function filterOf(f: RowFilter) {
  const who = f.assignee === 'none' ? NONE : f.assignee;
  const both = f.status !== undefined && who !== undefined;
  return {
    both,
    inDay: (c: Counts) => (both ? Math.min(c.s[f.status!] ?? 0, c.a[who!] ?? 0) : f.status ? (c.s[f.status] ?? 0) : who ? (c.a[who] ?? 0) : c.n),
    keep: (r: Row) => (!f.status || r.s === f.status) && (!who || (r.a ?? NONE) === who),
    inRange: (day: string) => (!f.from || day >= f.from) && (!f.to || day <= f.to),
  };
}

export const newestFirst = (x: { t: number; id: string }, y: { t: number; id: string }) => y.t - x.t || (y.id < x.id ? -1 : y.id > x.id ? 1 : 0);
