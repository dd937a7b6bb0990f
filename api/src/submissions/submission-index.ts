// Derived documents of the submissions (docs/operations.md): on the embedded database
// only a read by `_id` costs less than the whole collection, so every screen reads these small documents by `_id`
// instead of filtering, sorting or counting the submissions themselves.
//   totals  `<type>`               counts by status and assignee, in all and per month (the computed pattern)
//   years   `<type>:<YYYY>`        the same counts per day of one year: which days hold what
//   days    `<type>:<YYYY-MM-DD>`  one row per submission of that day: time, status, assignee (the bucket pattern)
// Each is stored as one JSON string: FerretDB's cost grows with the number of values in a document, not its bytes.
import type { Collection, Db } from 'mongodb';
import { exclusive, type LockDoc } from './exclusive.js';

/** What a list needs to know of one submission to place and filter it. */
export interface Row {
  id: string;
  /** createdAt, ms. */
  t: number;
  /** status ('New' when it has none). */
  s: string;
  /** assignee's admin id, or null. */
  a: string | null;
}
type Packed = [t: number, s: string, a: string | null];

export interface Counts {
  n: number;
  s: Record<string, number>;
  /** By assignee id, and 'none'. */
  a: Record<string, number>;
}
export interface Totals extends Counts {
  /** 'YYYY-MM' -> counts of the submissions made that month. */
  months: Record<string, Counts>;
}

export interface RowFilter {
  status?: string;
  assignee?: string;
  /** YYYY-MM-DD, inclusive (UTC days). */
  from?: string;
  to?: string;
}

/** A change: the row as it is now, or null once the submission is gone. */
export interface RowChange {
  id: string;
  t: number;
  row: Omit<Row, 'id' | 't'> | null;
}

interface Stored {
  _id: string;
  data: string;
}

export const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const NONE = 'none';
const emptyCounts = (): Counts => ({ n: 0, s: {}, a: {} });
const emptyTotals = (): Totals => ({ ...emptyCounts(), months: {} });

function add(c: Counts, s: string, a: string | null, by: 1 | -1) {
  c.n += by;
  c.s[s] = (c.s[s] ?? 0) + by;
  if (!c.s[s]) delete c.s[s];
  const who = a ?? NONE;
  c.a[who] = (c.a[who] ?? 0) + by;
  if (!c.a[who]) delete c.a[who];
}

function countsOf(bucket: Record<string, Packed>): Counts {
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
    bucket[r.id] = [r.t, r.s, r.a];
    add(totals, r.s, r.a, 1);
    add((totals.months[day.slice(0, 7)] ??= emptyCounts()), r.s, r.a, 1);
  }
  for (const [day, bucket] of days) (years.get(day.slice(0, 4)) ?? years.set(day.slice(0, 4), {}).get(day.slice(0, 4))!)[day] = countsOf(bucket);
  return { totals, days, years };
}

export class SubmissionIndex {
  private readonly totalsCol: Collection<Stored>;
  private readonly yearsCol: Collection<Stored>;
  private readonly daysCol: Collection<Stored>;
  private readonly locks: Collection<LockDoc>;
  /** Changes waiting for this instance's writer, per type: one writer pass takes all that queued meanwhile. */
  private readonly queues = new Map<string, { changes: RowChange[]; done: Array<{ resolve: () => void; reject: (e: unknown) => void }> }>();
  private readonly writing = new Set<string>();

  constructor(db: Db) {
    this.totalsCol = db.collection('submissiontotals');
    this.yearsCol = db.collection('submissionyears');
    this.daysCol = db.collection('submissiondays');
    this.locks = db.collection('locks');
  }

  /** Applies the changes to the derived documents of `type`; idempotent (a change applied twice counts once). */
  apply(type: string, changes: RowChange[]): Promise<void> {
    if (!changes.length) return Promise.resolve();
    let queue = this.queues.get(type);
    if (!queue) this.queues.set(type, (queue = { changes: [], done: [] }));
    queue.changes.push(...changes);
    const done = new Promise<void>((resolve, reject) => queue.done.push({ resolve, reject }));
    if (!this.writing.has(type)) void this.drain(type);
    return done;
  }

  async totals(type: string): Promise<Totals> {
    return this.read(this.totalsCol, type, emptyTotals);
  }

  /**
   * One page of rows, newest first, of the types asked for that pass the filter, with how many pass it. Reads the
   * totals and year documents of each type, then only the days the page falls on.
   */
  async page(types: readonly string[], f: RowFilter, page: number, limit: number): Promise<{ rows: Array<Row & { type: string }>; total: number }> {
    const who = f.assignee === 'none' ? NONE : f.assignee;
    const both = f.status !== undefined && who !== undefined;
    const inDay = (c: Counts) => (both ? Math.min(c.s[f.status!] ?? 0, c.a[who!] ?? 0) : f.status ? (c.s[f.status] ?? 0) : who ? (c.a[who] ?? 0) : c.n);
    const keep = (r: Row) => (!f.status || r.s === f.status) && (!who || (r.a ?? NONE) === who);
    const days = new Map<string, Array<{ type: string; n: number }>>();
    await Promise.all(
      types.map(async (type) => {
        const totals = await this.totals(type);
        const years = [...new Set(Object.keys(totals.months).map((m) => m.slice(0, 4)))].filter((y) => (!f.from || y >= f.from.slice(0, 4)) && (!f.to || y <= f.to.slice(0, 4)));
        for (const year of years) {
          const counts = await this.read(this.yearsCol, `${type}:${year}`, () => ({}) as Record<string, Counts>);
          for (const [day, c] of Object.entries(counts)) {
            const n = inDay(c);
            if (n > 0 && (!f.from || day >= f.from) && (!f.to || day <= f.to)) (days.get(day) ?? days.set(day, []).get(day)!).push({ type, n });
          }
        }
      }),
    );
    const order = [...days.keys()].sort().reverse();
    const skip = (page - 1) * limit;
    const rows: Array<Row & { type: string }> = [];
    let seen = 0;
    for (const day of order) {
      const entries = days.get(day)!;
      const upTo = entries.reduce((n, e) => n + e.n, 0);
      // With one filter the day's count is exact, and a day before the page is skipped unread.
      if (!both && (seen + upTo <= skip || rows.length >= limit)) {
        seen += upTo;
        continue;
      }
      const found = (await Promise.all(entries.map((e) => this.rowsOf(e.type, day)))).flat().filter(keep);
      found.sort((x, y) => y.t - x.t || (y.id < x.id ? -1 : y.id > x.id ? 1 : 0));
      for (const r of found) {
        if (seen >= skip && rows.length < limit) rows.push(r);
        seen++;
      }
    }
    return { rows, total: seen };
  }

  /** Every row of one type's day (for deleting what expired). */
  async rowsOf(type: string, day: string): Promise<Array<Row & { type: string }>> {
    const bucket = await this.read(this.daysCol, `${type}:${day}`, () => ({}) as Record<string, Packed>);
    return Object.entries(bucket).map(([id, [t, s, a]]) => ({ type, id, t, s, a }));
  }

  /** The days of one type that hold submissions, oldest first. */
  async daysOf(type: string): Promise<string[]> {
    const totals = await this.totals(type);
    const years = [...new Set(Object.keys(totals.months).map((m) => m.slice(0, 4)))].sort();
    const days: string[] = [];
    for (const year of years) {
      const counts = await this.read(this.yearsCol, `${type}:${year}`, () => ({}) as Record<string, Counts>);
      days.push(...Object.keys(counts).filter((d) => counts[d]!.n > 0).sort());
    }
    return days;
  }

  /** Replaces every derived document of `type` with what `rows` (all its submissions) give. */
  async rebuild(type: string, rows: Iterable<Row>): Promise<void> {
    const derived = deriveAll(rows);
    await exclusive(this.locks, `submissions:${type}`, async () => {
      const mine = { _id: { $regex: `^${type}:` } };
      await Promise.all([this.daysCol.deleteMany(mine), this.yearsCol.deleteMany(mine)]);
      const docs = (m: Map<string, unknown>) => [...m].map(([k, v]) => ({ _id: `${type}:${k}`, data: JSON.stringify(v) }));
      for (const [col, list] of [[this.daysCol, docs(derived.days)], [this.yearsCol, docs(derived.years)]] as const) {
        for (let i = 0; i < list.length; i += 500) await col.insertMany(list.slice(i, i + 500));
      }
      await this.write(this.totalsCol, type, derived.totals);
    });
  }

  /** What is stored now for `type`, in the shape deriveAll gives (for checking a rebuild against a recount). */
  async stored(type: string) {
    const mine = { _id: { $regex: `^${type}:` } };
    const [totals, days, years] = await Promise.all([this.totals(type), this.daysCol.find(mine).toArray(), this.yearsCol.find(mine).toArray()]);
    const unpack = (list: Stored[]) => new Map(list.map((d) => [d._id.slice(type.length + 1), JSON.parse(d.data)]));
    const nonEmpty = <T>(m: Map<string, T>) => new Map([...m].filter(([, v]) => Object.keys(v as object).length > 0));
    return { totals, days: nonEmpty(unpack(days)), years: nonEmpty(unpack(years)) };
  }

  private async drain(type: string) {
    this.writing.add(type);
    const queue = this.queues.get(type)!;
    while (queue.changes.length) {
      const changes = queue.changes.splice(0);
      const done = queue.done.splice(0);
      try {
        await exclusive(this.locks, `submissions:${type}`, () => this.applyNow(type, changes));
        done.forEach((d) => d.resolve());
      } catch (err) {
        done.forEach((d) => d.reject(err));
      }
    }
    this.writing.delete(type);
  }

  /** Under the type's lock: each day's bucket is the truth, so a row already in place changes no count. */
  private async applyNow(type: string, changes: RowChange[]) {
    const totals = await this.totals(type);
    const years = new Map<string, Record<string, Counts>>();
    const byDay = new Map<string, RowChange[]>();
    for (const c of changes) (byDay.get(dayOf(c.t)) ?? byDay.set(dayOf(c.t), []).get(dayOf(c.t))!).push(c);
    for (const [day, list] of byDay) {
      const key = `${type}:${day}`;
      const bucket = await this.read(this.daysCol, key, () => ({}) as Record<string, Packed>);
      const month = (totals.months[day.slice(0, 7)] ??= emptyCounts());
      let changed = false;
      for (const { id, t, row } of list) {
        const prev = bucket[id];
        if (prev && row && prev[1] === row.s && prev[2] === row.a) continue;
        if (!prev && !row) continue;
        if (prev) [totals, month].forEach((c) => add(c, prev[1], prev[2], -1));
        if (row) {
          [totals, month].forEach((c) => add(c, row.s, row.a, 1));
          bucket[id] = [t, row.s, row.a];
        } else delete bucket[id];
        changed = true;
      }
      if (!month.n) delete totals.months[day.slice(0, 7)];
      if (!changed) continue;
      await this.write(this.daysCol, key, bucket);
      const year = day.slice(0, 4);
      if (!years.has(year)) years.set(year, await this.read(this.yearsCol, `${type}:${year}`, () => ({})));
      const counts = countsOf(bucket);
      if (counts.n) years.get(year)![day] = counts;
      else delete years.get(year)![day];
    }
    for (const [year, counts] of years) await this.write(this.yearsCol, `${type}:${year}`, counts);
    await this.write(this.totalsCol, type, totals);
  }

  private async read<T>(col: Collection<Stored>, _id: string, empty: () => T): Promise<T> {
    const doc = await col.findOne({ _id });
    return doc ? (JSON.parse(doc.data) as T) : empty();
  }

  private async write(col: Collection<Stored>, _id: string, value: unknown) {
    await col.replaceOne({ _id }, { data: JSON.stringify(value) }, { upsert: true });
  }
}
