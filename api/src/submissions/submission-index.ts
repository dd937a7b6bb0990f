// Derived documents of the submissions (docs/operations.md): on the embedded database
// only a read by `_id` costs less than the whole collection, so every screen reads these small documents by `_id`
// instead of filtering, sorting or counting the submissions themselves.
//   totals  `<type>`               counts by status and assignee, in all and per month (the computed pattern)
//   years   `<type>:<YYYY>`        the same counts per day of one year: which days hold what
//   days    `<type>:<YYYY-MM-DD>`  one row per submission of that day: time, status, assignee, job (the bucket pattern)
// The totals also count each job's applications by status (the jobs table), and a job's list is found by its term.
// Each is stored as one JSON string: FerretDB's cost grows with the number of values in a document, not its bytes.
// A write of a submission is first journalled in `submissionpending` (one insert); this instance's writer of the
// type then brings the derived documents up to date from the submissions themselves, so a visitor's form is answered
// without waiting for it, and an entry left by an instance that stopped is picked up by any other. A pass first saves
// all it is about to write (`submissionwrites`, `<type>`): a writer that dies halfway leaves it, and the next writer of
// the type writes it again before anything else, so no count is left behind its day's rows.
import { type Collection, type Db, ObjectId } from 'mongodb';
import pLimit from 'p-limit';
import type { Foreground } from '../common/http/foreground.js';
import { exclusive, type LockDoc } from '../common/exclusive.js';
import { KeyedDocs } from '../common/keyed-docs.js';
import { GroupedInserts } from '../common/grouped-inserts.js';
import { syncDerived } from './derived-sync.js';
import { changeOf, type RowChange } from './submission-rows.js';
import { SubmissionTerms, TERM_FIELDS, type TermChange, termsOfQuery } from './submission-terms.js';

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
type Packed = [t: number, s: string, a: string | null, j?: string];

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

export interface RowFilter {
  status?: string;
  assignee?: string;
  /** YYYY-MM-DD, inclusive (UTC days). */
  from?: string;
  to?: string;
  /** Search terms every row must hold besides the text's (a job's `j:<jobId>`): found from the terms, not the rows. */
  terms?: string[];
}

export type { RowChange };

interface Stored {
  _id: string;
  data: string;
}

/** A submission written since its type's derived documents were last brought up to date. */
interface Pending {
  /** `<type>:<id>:<unique>`: each write its own entry, so one applied never hides a later one. */
  _id: string;
  type: string;
  id: string;
  /** createdAt, ms: where its row is, once the submission itself is gone. */
  t: number;
  /** The search terms it held: those it no longer holds are removed. */
  was: string[];
}

/** What one pass writes: each changed day's rows (null: removed), and the type's year documents and totals as they become. */
interface Writes {
  days: Record<string, Record<string, Packed | null>>;
  years: Record<string, Record<string, Counts>>;
  totals: Totals;
}

/** The longest a list read waits for the lists to catch up with the forms this instance answered. */
const SETTLE_WAIT_MS = 2000;
/** Entries taken per pass of a type's writer. */
const PASS = 500;
/** How often an instance looks for entries that no writer is working on (left by an instance that stopped). */
const ORPHANS_EVERY_MS = 30_000;
/** A pass waits this long at most for a moment with no visitor's form in flight (an admin's read waits SETTLE_WAIT_MS). */
const WRITER_QUIET_WAIT_MS = 1000;
/**
 * Database calls a writer's pass makes at once. The embedded database writes one at a time, so a pass firing
 * hundreds at once would queue every visitor's form behind them; a few at a time lets those in between.
 */
const PASS_CALLS_AT_ONCE = 2;

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

/** A job's count by status, kept in the type's totals (only its top level: a job is not counted per month). */
function addJob(t: Totals, j: string | undefined, s: string, by: 1 | -1) {
  if (!j) return;
  const job = ((t.j ??= {})[j] ??= {});
  job[s] = (job[s] ?? 0) + by;
  if (!job[s]) delete job[s];
  if (!Object.keys(job).length) delete t.j![j];
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
    bucket[r.id] = r.j ? [r.t, r.s, r.a, r.j] : [r.t, r.s, r.a];
    add(totals, r.s, r.a, 1);
    addJob(totals, r.j, r.s, 1);
    add((totals.months[day.slice(0, 7)] ??= emptyCounts()), r.s, r.a, 1);
  }
  for (const [day, bucket] of days) (years.get(day.slice(0, 4)) ?? years.set(day.slice(0, 4), {}).get(day.slice(0, 4))!)[day] = countsOf(bucket);
  return { totals, days, years };
}

/** A filter's test of one row, and how many of a day's counts pass it (exact unless `both` filters are set). */
function filterOf(f: RowFilter) {
  const who = f.assignee === 'none' ? NONE : f.assignee;
  const both = f.status !== undefined && who !== undefined;
  return {
    both,
    inDay: (c: Counts) => (both ? Math.min(c.s[f.status!] ?? 0, c.a[who!] ?? 0) : f.status ? (c.s[f.status] ?? 0) : who ? (c.a[who] ?? 0) : c.n),
    keep: (r: Row) => (!f.status || r.s === f.status) && (!who || (r.a ?? NONE) === who),
    inRange: (day: string) => (!f.from || day >= f.from) && (!f.to || day <= f.to),
  };
}

const newestFirst = (x: { t: number; id: string }, y: { t: number; id: string }) => y.t - x.t || (y.id < x.id ? -1 : y.id > x.id ? 1 : 0);

export class SubmissionIndex {
  private readonly totalsCol: Collection<Stored>;
  private readonly yearsCol: Collection<Stored>;
  private readonly daysCol: Collection<Stored>;
  /** The writes of a pass under way (or cut short), by type. */
  private readonly writesCol: Collection<Stored>;
  /** The same collections as keyed documents (common/keyed-docs.ts): what reads and passes go through. */
  private readonly totalsDocs: KeyedDocs<Totals>;
  private readonly yearDocs: KeyedDocs<Record<string, Counts>>;
  private readonly dayDocs: KeyedDocs<Record<string, Packed>>;
  private readonly writeDocs: KeyedDocs<Writes | null>;
  private readonly locks: Collection<LockDoc>;
  private readonly pending: Collection<Pending>;
  /** A burst of forms journals in one insert per round (the writer reads the journal by type, in any order). */
  private readonly journal: GroupedInserts<Pending>;
  readonly terms: SubmissionTerms;
  /** Per type: passes asked for, passes done, who waits for which, and whether this instance's writer runs. */
  private readonly asked = new Map<string, number>();
  /** The pass that applies the latest submission nobody waited for (a visitor's), per type. */
  private readonly unwaited = new Map<string, number>();
  private readonly done = new Map<string, number>();
  private readonly waiting = new Map<string, Array<{ upTo: number; resolve: () => void; reject: (e: unknown) => void }>>();
  private readonly writing = new Set<string>();
  private orphans?: NodeJS.Timeout;
  private readonly passCall = pLimit(PASS_CALLS_AT_ONCE);

  constructor(
    private readonly db: Db,
    private readonly foreground?: Foreground,
  ) {
    this.totalsCol = db.collection('submissiontotals');
    this.yearsCol = db.collection('submissionyears');
    this.daysCol = db.collection('submissiondays');
    this.writesCol = db.collection('submissionwrites');
    this.totalsDocs = new KeyedDocs(db, 'submissiontotals', emptyTotals);
    this.yearDocs = new KeyedDocs(db, 'submissionyears', () => ({}));
    this.dayDocs = new KeyedDocs(db, 'submissiondays', () => ({}));
    this.writeDocs = new KeyedDocs(db, 'submissionwrites', () => null);
    this.locks = db.collection('locks');
    this.pending = db.collection('submissionpending');
    this.journal = new GroupedInserts((docs) => this.pending.insertMany(docs, { ordered: false }));
    this.terms = new SubmissionTerms(db, this.passCall);
  }

  /** Picks up what other instances left, now and every 30 s (one short read of a collection holding what is pending). */
  onModuleInit() {
    const look = async () => {
      const left = await this.pending
        .find({}, { projection: { type: 1 } })
        .limit(PASS)
        .toArray();
      for (const type of new Set(left.map((p) => p.type))) void this.kick(type).catch(() => undefined);
    };
    void look().catch(() => undefined);
    this.orphans = setInterval(() => void look().catch(() => undefined), ORPHANS_EVERY_MS).unref();
  }

  onModuleDestroy() {
    clearInterval(this.orphans);
  }

  /**
   * Journals written submissions of `type` (the change's `t` places a deleted one) and has this instance's writer
   * bring the derived documents up to date. With `wait`, resolves once they are (an admin sees what they did).
   */
  async record(type: string, changes: RowChange[], { wait }: { wait: boolean }): Promise<void> {
    if (!changes.length) return;
    await this.journal.add(changes.map(({ id, t, terms }) => ({ _id: `${type}:${id}:${new ObjectId().toHexString()}`, type, id, t, was: terms })));
    const applied = this.kick(type);
    if (wait) return applied;
    this.unwaited.set(type, this.asked.get(type)!);
    applied.catch(() => undefined);
  }

  /**
   * Resolves once the visitors' submissions this instance journalled for these types so far are applied, so a list
   * read after a form was answered shows it; an admin's change or a deletion was waited for by its own request,
   * and a read never waits for a retention run's batches. At most SETTLE_WAIT_MS: then the lists may lag a moment.
   */
  async settled(types: readonly string[]): Promise<void> {
    const all = Promise.all(types.map((type) => this.passDone(type, this.unwaited.get(type) ?? 0).catch(() => undefined)));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([all, new Promise((r) => (timer = setTimeout(r, SETTLE_WAIT_MS)))]);
    clearTimeout(timer);
  }

  async totals(type: string): Promise<Totals> {
    await this.settled([type]);
    return this.totalsDocs.get(type);
  }

  /**
   * One page of rows, newest first, of the types asked for that pass the filter, with how many pass it. Reads the
   * totals of each type; then, newest year first, the year documents and days the page falls on. A year before
   * the page is skipped by its months' counts, and the years after it are left unread when the totals already give
   * how many pass (no date range, and not both a status and an assignee): years of history cost a page nothing.
   */
  async page(types: readonly string[], f: RowFilter, page: number, limit: number): Promise<{ rows: Array<Row & { type: string }>; total: number }> {
    const { both, inDay, keep } = filterOf(f);
    await this.settled(types);
    const totals = await Promise.all(types.map((type) => this.totalsDocs.get(type)));
    const inYears = (y: string) => (!f.from || y >= f.from.slice(0, 4)) && (!f.to || y <= f.to.slice(0, 4));
    const years = [...new Set(totals.flatMap((t) => Object.keys(t.months).map((m) => m.slice(0, 4))))].filter(inYears).sort().reverse();
    const exact = !both && !f.from && !f.to;
    const skip = (page - 1) * limit;
    const rows: Array<Row & { type: string }> = [];
    let seen = 0;
    for (const year of years) {
      const months = totals.map((t) => Object.entries(t.months).filter(([m]) => m.startsWith(year)));
      const inYear = months.reduce((n, list) => n + list.reduce((k, [, c]) => k + inDay(c), 0), 0);
      if (exact && (rows.length >= limit || seen + inYear <= skip)) {
        if (rows.length >= limit) break;
        seen += inYear;
        continue;
      }
      const days = new Map<string, Array<{ type: string; n: number }>>();
      await Promise.all(
        types.map(async (type, i) => {
          if (!months[i]!.length) return;
          const counts = await this.yearDocs.get(`${type}:${year}`);
          for (const [day, c] of Object.entries(counts)) {
            const n = inDay(c);
            if (n > 0 && (!f.from || day >= f.from) && (!f.to || day <= f.to)) (days.get(day) ?? days.set(day, []).get(day)!).push({ type, n });
          }
        }),
      );
      for (const day of [...days.keys()].sort().reverse()) {
        const entries = days.get(day)!;
        const upTo = entries.reduce((n, e) => n + e.n, 0);
        // With one filter the day's count is exact, and a day before the page is skipped unread.
        if (!both && (seen + upTo <= skip || rows.length >= limit)) {
          seen += upTo;
          continue;
        }
        const found = (await Promise.all(entries.map((e) => this.rowsOf(e.type, day)))).flat().filter(keep);
        found.sort(newestFirst);
        for (const r of found) {
          if (seen >= skip && rows.length < limit) rows.push(r);
          seen++;
        }
      }
    }
    return { rows, total: exact ? totals.reduce((n, t) => n + inDay(t), 0) : seen };
  }

  /**
   * A page, newest first: of every submission that passes the filter, or with a search text, of those found by
   * their terms (an exact e-mail address or phone number, or whole words of names, job titles and services; all
   * words must match). Null when the text cannot be looked up that way or no term holds it: the caller then looks
   * for the text itself.
   */
  async lookup(
    types: readonly string[],
    q: string | undefined,
    f: RowFilter,
    page: number,
    limit: number,
  ): Promise<{ rows: Array<{ type: string; id: string }>; total: number } | null> {
    const also = f.terms ?? [];
    if (!q) return also.length ? this.search(types, also, f, page, limit) : this.page(types, f, page, limit);
    const terms = termsOfQuery(q);
    const found = terms && (await this.search(types, [...terms, ...also], f, page, limit));
    return found?.total ? found : null;
  }

  /**
   * One page, newest first, of the submissions of these types that hold every term (submission-terms.ts) and pass
   * the filter, with how many do. Reads one term document per term and month, and the day documents of the matches
   * only when a status or assignee filter asks for their rows.
   */
  async search(
    types: readonly string[],
    terms: string[],
    f: RowFilter,
    page: number,
    limit: number,
  ): Promise<{ rows: Array<{ type: string; id: string; t: number }>; total: number }> {
    await this.settled(types);
    const { inRange } = filterOf(f);
    const found = await Promise.all(
      types.map(async (type) => {
        const totals = await this.totalsDocs.get(type);
        const months = Object.keys(totals.months).filter((m) => (!f.from || m >= f.from.slice(0, 7)) && (!f.to || m <= f.to.slice(0, 7)));
        return (await this.terms.match(type, terms, months)).filter((h) => inRange(dayOf(h.t))).map((h) => ({ type, ...h }));
      }),
    );
    let hits = found.flat();
    if (f.status || f.assignee) {
      const who = f.assignee === 'none' ? null : f.assignee;
      const days = new Map<string, Promise<Array<Row & { type: string }>>>();
      const rowsOf = (type: string, day: string) => days.get(`${type}:${day}`) ?? days.set(`${type}:${day}`, this.rowsOf(type, day)).get(`${type}:${day}`)!;
      const kept = await Promise.all(
        hits.map(async (h) => {
          const row = (await rowsOf(h.type, dayOf(h.t))).find((r) => r.id === h.id);
          return row && (!f.status || row.s === f.status) && (f.assignee === undefined || row.a === who);
        }),
      );
      hits = hits.filter((_, i) => kept[i]);
    }
    hits.sort(newestFirst);
    return { rows: hits.slice((page - 1) * limit, page * limit), total: hits.length };
  }

  /** Every row of one type that passes the filter, newest first, a day at a time (an export: memory stays bounded). */
  async *rowsNewestFirst(type: string, f: RowFilter): AsyncGenerator<Row> {
    await this.settled([type]);
    const { inDay, keep, inRange } = filterOf(f);
    const totals = await this.totalsDocs.get(type);
    const years = [...new Set(Object.keys(totals.months).map((m) => m.slice(0, 4)))].filter(
      (y) => (!f.from || y >= f.from.slice(0, 4)) && (!f.to || y <= f.to.slice(0, 4)),
    );
    for (const year of years.sort().reverse()) {
      const counts = await this.yearDocs.get(`${type}:${year}`);
      for (const day of Object.keys(counts).sort().reverse()) {
        if (inRange(day) && inDay(counts[day]!) > 0) yield* (await this.rowsOf(type, day)).filter(keep).sort(newestFirst);
      }
    }
  }

  /** Every row of one type's day (for deleting what expired). */
  async rowsOf(type: string, day: string): Promise<Array<Row & { type: string }>> {
    const bucket = await this.dayDocs.get(`${type}:${day}`);
    return Object.entries(bucket).map(([id, [t, s, a, j]]) => ({ type, id, t, s, a, ...(j ? { j } : {}) }));
  }

  /** The days of one type that hold submissions, oldest first. */
  async daysOf(type: string): Promise<string[]> {
    const totals = await this.totals(type);
    const years = [...new Set(Object.keys(totals.months).map((m) => m.slice(0, 4)))].sort();
    const days: string[] = [];
    for (const year of years) {
      const counts = await this.yearDocs.get(`${type}:${year}`);
      days.push(
        ...Object.keys(counts)
          .filter((d) => counts[d]!.n > 0)
          .sort(),
      );
    }
    return days;
  }

  /** Makes every derived document of `type` what `changes` (all its submissions, as stored) give, writing only what differs. */
  async rebuild(type: string, changes: RowChange[]): Promise<void> {
    const derived = deriveAll(changes.map(({ id, t, row }) => ({ id, t, ...row! })));
    await exclusive(this.locks, `submissions:${type}`, async () => {
      await this.writesCol.deleteOne({ _id: type });
      // Only what differs is written (derived-sync.ts): a run cut short is completed by the next.
      const mine = { _id: { $regex: `^${type}:` } };
      const docs = (m: Map<string, unknown>) => new Map([...m].map(([k, v]) => [`${type}:${k}`, JSON.stringify(v)]));
      await syncDerived(this.daysCol, mine, docs(derived.days));
      await syncDerived(this.yearsCol, mine, docs(derived.years));
      await this.terms.rebuild(
        type,
        changes.map(({ id, t, terms }) => ({ id, t, was: [], now: terms })),
      );
      await syncDerived(this.totalsCol, { _id: type }, new Map([[type, JSON.stringify(derived.totals)]]));
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

  /** Asks this instance's writer of `type` for a pass; resolves when a pass that began after now is done. */
  private kick(type: string): Promise<void> {
    const upTo = (this.asked.get(type) ?? 0) + 1;
    this.asked.set(type, upTo);
    if (!this.writing.has(type)) void this.drain(type);
    return this.passDone(type, upTo);
  }

  private passDone(type: string, upTo: number): Promise<void> {
    if ((this.done.get(type) ?? 0) >= upTo) return Promise.resolve();
    return new Promise((resolve, reject) => (this.waiting.get(type) ?? this.waiting.set(type, []).get(type)!).push({ upTo, resolve, reject }));
  }

  /** Passes until none is asked for: each takes every entry journalled before it began (all that queued meanwhile). */
  private async drain(type: string) {
    this.writing.add(type);
    while ((this.done.get(type) ?? 0) < (this.asked.get(type) ?? 0)) {
      const upTo = this.asked.get(type)!;
      let failed: unknown;
      try {
        await this.foreground?.quiet(WRITER_QUIET_WAIT_MS);
        await exclusive(this.locks, `submissions:${type}`, () => this.applyPending(type));
      } catch (err) {
        failed = err; // The entries stay journalled: the next pass, or another instance, applies them.
      }
      this.done.set(type, upTo);
      const waiting = this.waiting.get(type) ?? [];
      this.waiting.set(
        type,
        waiting.filter((w) => w.upTo > upTo),
      );
      for (const w of waiting.filter((w) => w.upTo <= upTo)) {
        if (failed) w.reject(failed);
        else w.resolve();
      }
    }
    this.writing.delete(type);
  }

  /**
   * Under the type's lock: applies the journalled entries of `type` as the submissions now are (read here, so the
   * last writer to hold the lock wrote the latest state), then removes exactly those entries.
   */
  private async applyPending(type: string) {
    const left = await this.writeDocs.get(type);
    if (left) await this.carryOut(type, left, null);
    for (;;) {
      const entries = await this.pending.find({ type }).limit(PASS).toArray();
      if (!entries.length) return;
      const byId = new Map<string, { t: number; was: Set<string> }>();
      for (const e of entries) {
        const known = byId.get(e.id) ?? byId.set(e.id, { t: e.t, was: new Set() }).get(e.id)!;
        for (const term of e.was ?? []) known.was.add(term);
      }
      const col = this.db.collection(type);
      const projection = Object.fromEntries(['createdAt', 'status', 'assignee', ...TERM_FIELDS].map((f) => [f, 1]));
      const changes = await Promise.all(
        [...byId].map(async ([id, { t }]): Promise<RowChange> => {
          const doc = await this.passCall(() =>
            col.findOne({ _id: ObjectId.isValid(id) && id.length === 24 ? new ObjectId(id) : (id as never) }, { projection }),
          );
          return doc ? changeOf(doc) : { id, t, row: null, terms: [] };
        }),
      );
      await this.applyNow(type, changes);
      await this.terms.apply(
        type,
        changes.map((c): TermChange => ({ id: c.id, t: c.t, was: [...byId.get(c.id)!.was], now: c.terms })),
      );
      await this.pending.deleteMany({ _id: { $in: entries.map((e) => e._id) } });
      if (entries.length < PASS) return;
    }
  }

  /** Each day's bucket is the truth, so a row already in place changes no count. */
  private async applyNow(type: string, changes: RowChange[]) {
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
