// The counts and rows of each submission type, kept as keyed documents (common/keyed-docs.ts):
//   totals  `<type>`               counts by status and assignee, in all and per month (the computed pattern)
//   years   `<type>:<YYYY>`        the same counts per day of one year: which days hold what
//   days    `<type>:<YYYY-MM-DD>`  one row per submission of that day: time, status, assignee, job (the bucket pattern)
// A pass first saves all it is about to write (`submissionwrites`, `<type>`): a writer that dies halfway leaves it, and the
// next writer of the type writes it again before anything else, so no count is left behind its day's rows.
import { Injectable } from '@nestjs/common';
import type { Collection } from 'mongodb';
import { InjectCollection } from '../common/collections.js';
import { type Keyed, KeyedDocs } from '../common/keyed-docs.js';
import { syncDerived } from './derived-sync.js';
import {
  add,
  addJob,
  type Counts,
  countsOf,
  dayOf,
  type deriveAll,
  emptyCounts,
  emptyTotals,
  type Packed,
  type Row,
  type Totals,
} from './submission-counts.js';
import type { RowChange } from './submission-rows.js';

/** What one pass writes: each changed day's rows (null: removed), and the type's year documents and totals as they become. */
interface Writes {
  days: Record<string, Record<string, Packed | null>>;
  years: Record<string, Record<string, Counts>>;
  totals: Totals;
}

/** The collections of the counts and rows (the submissions room's own). */
export const DAY_COLLECTIONS = {
  totals: 'submissiontotals',
  years: 'submissionyears',
  days: 'submissiondays',
  /** The writes of a pass under way (or cut short), by type. */
  writes: 'submissionwrites',
} as const;

@Injectable()
export class SubmissionDays {
  private readonly totalsDocs: KeyedDocs<Totals>;
  private readonly yearDocs: KeyedDocs<Record<string, Counts>>;
  private readonly dayDocs: KeyedDocs<Record<string, Packed>>;
  private readonly writeDocs: KeyedDocs<Writes | null>;

  constructor(
    @InjectCollection(DAY_COLLECTIONS.totals) private readonly totalsCol: Collection<Keyed>,
    @InjectCollection(DAY_COLLECTIONS.years) private readonly yearsCol: Collection<Keyed>,
    @InjectCollection(DAY_COLLECTIONS.days) private readonly daysCol: Collection<Keyed>,
    @InjectCollection(DAY_COLLECTIONS.writes) private readonly writesCol: Collection<Keyed>,
  ) {
    this.totalsDocs = new KeyedDocs(totalsCol, emptyTotals);
    this.yearDocs = new KeyedDocs(yearsCol, () => ({}));
    this.dayDocs = new KeyedDocs(daysCol, () => ({}));
    this.writeDocs = new KeyedDocs(writesCol, () => null);
  }

  totals(type: string): Promise<Totals> {
    return this.totalsDocs.get(type);
  }

  /** The counts of each day of one year of `type`, by day. */
  year(type: string, year: string): Promise<Record<string, Counts>> {
    return this.yearDocs.get(`${type}:${year}`);
  }

  /** Every row of one type's day. */
  async rowsOf(type: string, day: string): Promise<Array<Row & { type: string }>> {
    const bucket = await this.dayDocs.get(`${type}:${day}`);
    return Object.entries(bucket).map(([id, [t, s, a, j]]) => ({ type, id, t, s, a, ...(j ? { j } : {}) }));
  }

  /** Under the type's lock, before any pass: writes again what a writer that stopped left saved. */
  async finishLeft(type: string): Promise<void> {
    const left = await this.writeDocs.get(type);
    if (left) await this.carryOut(type, left, null);
  }

  /** Under the type's lock: places each change's row. Each day's bucket is the truth, so a row already in place changes no count. */
  async apply(type: string, changes: RowChange[]): Promise<void> {
    const totals = await this.totalsDocs.get(type);
    const writes: Writes = { days: {}, years: {}, totals };
    const buckets = new Map<string, Record<string, Packed>>();
    const byDay = new Map<string, RowChange[]>();
    for (const c of changes) (byDay.get(dayOf(c.t)) ?? byDay.set(dayOf(c.t), []).get(dayOf(c.t))!).push(c);
    for (const [day, list] of byDay) {
      const bucket = await this.dayDocs.get(`${type}:${day}`);
      const month = (totals.months[day.slice(0, 7)] ??= emptyCounts());
      const rows: Record<string, Packed | null> = {};
      for (const { id, t, row } of list) {
        const prev = bucket[id];
        if (prev && row && prev[1] === row.s && prev[2] === row.a && prev[3] === row.j) continue;
        if (!prev && !row) continue;
        if (prev) {
          [totals, month].forEach((c) => add(c, prev[1], prev[2], -1));
          addJob(totals, prev[3], prev[1], -1);
        }
        if (row) {
          [totals, month].forEach((c) => add(c, row.s, row.a, 1));
          addJob(totals, row.j, row.s, 1);
          bucket[id] = rows[id] = row.j ? [t, row.s, row.a, row.j] : [t, row.s, row.a];
        } else {
          delete bucket[id];
          rows[id] = null;
        }
      }
      if (!month.n) delete totals.months[day.slice(0, 7)];
      if (!Object.keys(rows).length) continue;
      writes.days[day] = rows;
      buckets.set(day, bucket);
      const year = day.slice(0, 4);
      const counts = (writes.years[year] ??= await this.yearDocs.get(`${type}:${year}`));
      const inDay = countsOf(bucket);
      if (inDay.n) counts[day] = inDay;
      else delete counts[day];
    }
    if (buckets.size) await this.carryOut(type, writes, buckets);
  }

  /** A rebuild's first step, under the type's lock: a pass's writes left saved are superseded by the recount. */
  async forgetWrites(type: string): Promise<void> {
    await this.writesCol.deleteOne({ _id: type });
  }

  /** Makes the day and year documents of `type` the recounted ones, writing only what differs (derived-sync.ts). */
  async syncDays(type: string, derived: ReturnType<typeof deriveAll>): Promise<void> {
    const mine = { _id: { $regex: `^${type}:` } };
    const docs = (m: Map<string, unknown>) => new Map([...m].map(([k, v]) => [`${type}:${k}`, JSON.stringify(v)]));
    await syncDerived(this.daysCol, mine, docs(derived.days));
    await syncDerived(this.yearsCol, mine, docs(derived.years));
  }

  /** Makes the totals of `type` the recounted ones (a rebuild's last step). */
  async syncTotals(type: string, totals: Totals): Promise<void> {
    await syncDerived(this.totalsCol, { _id: type }, new Map([[type, JSON.stringify(totals)]]));
  }

  /** The day and year documents stored now for `type` that hold something, in the shape deriveAll gives. */
  async storedDays(type: string) {
    const mine = { _id: { $regex: `^${type}:` } };
    const [days, years] = await Promise.all([this.daysCol.find(mine).toArray(), this.yearsCol.find(mine).toArray()]);
    const unpack = (list: Keyed[]) => new Map(list.map((d) => [d._id.slice(type.length + 1), JSON.parse(d.data)]));
    const nonEmpty = <T>(m: Map<string, T>) => new Map([...m].filter(([, v]) => Object.keys(v as object).length > 0));
    return { days: nonEmpty(unpack(days)), years: nonEmpty(unpack(years)) };
  }

  /**
   * Saves a pass's writes, makes them, then forgets them. `buckets`: the changed days as they become, when known;
   * else (writes left by a writer that stopped) each day is read and its rows set again.
   */
  private async carryOut(type: string, writes: Writes, buckets: Map<string, Record<string, Packed>> | null) {
    if (buckets) await this.writeDocs.put(type, writes);
    for (const [day, rows] of Object.entries(writes.days)) {
      let bucket = buckets?.get(day);
      if (!bucket) {
        bucket = await this.dayDocs.get(`${type}:${day}`);
        for (const [id, row] of Object.entries(rows)) {
          if (row) bucket[id] = row;
          else delete bucket[id];
        }
      }
      await this.dayDocs.put(`${type}:${day}`, bucket);
    }
    for (const [year, counts] of Object.entries(writes.years)) await this.yearDocs.put(`${type}:${year}`, counts);
    await this.totalsDocs.put(type, writes.totals);
    await this.writeDocs.remove(type);
  }
}
