// Derived documents of the submissions (docs/operations.md): on the embedded database
// only a read by `_id` costs less than the whole collection, so every screen reads these small documents by `_id`
// instead of filtering, sorting or counting the submissions themselves:
//   - each type's counts and rows by day, year and month (submission-days.ts, counted as in submission-counts.ts);
//   - the terms a submission is found by (submission-terms.ts).
// The totals also count each job's applications by status (the jobs table), and a job's list is found by its term.
// Each is stored as one JSON string: FerretDB's cost grows with the number of values in a document, not its bytes.
// A write of a submission is first journalled (pending-journal.ts); this instance's writer of the type
// (submission-passes.ts) then brings the derived documents up to date from the submissions themselves, under the
// type's lock, so a visitor's form is answered without waiting for it.
import { type Collection, type Db, ObjectId } from 'mongodb';
import pLimit from 'p-limit';
import type { Foreground } from '../common/http/foreground.js';
import { Locks } from '../common/exclusive.js';
import type { Keyed } from '../common/keyed-docs.js';
import { dayOf, deriveAll, type Row, type Totals } from './submission-counts.js';
import { PENDING, PendingJournal } from './pending-journal.js';
import { filterOf, newestFirst, type RowFilter } from './row-filter.js';
import { DAY_COLLECTIONS, SubmissionDays } from './submission-days.js';
import { SubmissionPasses } from './submission-passes.js';
import { changeOf, type RowChange } from './submission-rows.js';
import { SubmissionTerms, TERM_FIELDS, TERMS, type TermChange, termsOfQuery } from './submission-terms.js';

export { dayOf, deriveAll, type Counts, type Row, type Totals } from './submission-counts.js';
export type { RowFilter } from './row-filter.js';
export type { RowChange };

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

/** What the index is made of: the room's own derived documents, the shared locks, and where a type's submissions are. */
export interface IndexParts {
  days: SubmissionDays;
  journal: PendingJournal;
  terms: Collection<Keyed>;
  locks: Locks;
  /** The collection of a type's submissions, whichever room declares the type: read by `_id` in a writer's pass. */
  submissions: (type: string) => Collection;
}

export class SubmissionIndex {
  private readonly days: SubmissionDays;
  private readonly journal: PendingJournal;
  private readonly locks: Locks;
  private readonly submissionsOf: (type: string) => Collection;
  readonly terms: SubmissionTerms;
  private readonly passes: SubmissionPasses;
  private orphans?: NodeJS.Timeout;
  private readonly passCall = pLimit(PASS_CALLS_AT_ONCE);

  constructor(
    parts: IndexParts,
    private readonly foreground?: Foreground,
  ) {
    this.days = parts.days;
    this.journal = parts.journal;
    this.locks = parts.locks;
    this.submissionsOf = parts.submissions;
    this.terms = new SubmissionTerms(parts.terms, this.passCall);
    this.passes = new SubmissionPasses(async (type) => {
      await this.foreground?.quiet(WRITER_QUIET_WAIT_MS);
      await this.locks.run(`submissions:${type}`, () => this.applyPending(type));
    });
  }

  /** The index over a whole database, for the tools that see all of it (db:rebuild, tests). */
  static on(db: Db, foreground?: Foreground): SubmissionIndex {
    const col = (name: string) => db.collection<Keyed>(name);
    const { totals, years, days, writes } = DAY_COLLECTIONS;
    const parts = {
      days: new SubmissionDays(col(totals), col(years), col(days), col(writes)),
      journal: new PendingJournal(db.collection(PENDING)),
      terms: db.collection<Keyed>(TERMS),
      locks: Locks.on(db),
      submissions: (type: string) => db.collection(type),
    };
    return new SubmissionIndex(parts, foreground);
  }

  /** Picks up what other instances left, now and every 30 s (one short read of a collection holding what is pending). */
  onModuleInit() {
    const look = async () => {
      for (const type of await this.journal.typesLeft(PASS)) void this.passes.ask(type).catch(() => undefined);
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
    await this.journal.add(type, changes);
    const applied = this.passes.ask(type);
    if (wait) return applied;
    this.passes.leftUnwaited(type);
    applied.catch(() => undefined);
  }

  /**
   * Resolves once the visitors' submissions this instance journalled for these types so far are applied, so a list
   * read after a form was answered shows it; an admin's change or a deletion was waited for by its own request,
   * and a read never waits for a retention run's batches. At most SETTLE_WAIT_MS: then the lists may lag a moment.
   */
  settled(types: readonly string[]): Promise<void> {
    return this.passes.settled(types, SETTLE_WAIT_MS);
  }

  async totals(type: string): Promise<Totals> {
    await this.settled([type]);
    return this.days.totals(type);
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
    const totals = await Promise.all(types.map((type) => this.days.totals(type)));
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
          const counts = await this.days.year(type, year);
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
        const totals = await this.days.totals(type);
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
    const totals = await this.days.totals(type);
    const years = [...new Set(Object.keys(totals.months).map((m) => m.slice(0, 4)))].filter(
      (y) => (!f.from || y >= f.from.slice(0, 4)) && (!f.to || y <= f.to.slice(0, 4)),
    );
    for (const year of years.sort().reverse()) {
      const counts = await this.days.year(type, year);
      for (const day of Object.keys(counts).sort().reverse()) {
        if (inRange(day) && inDay(counts[day]!) > 0) yield* (await this.rowsOf(type, day)).filter(keep).sort(newestFirst);
      }
    }
  }

  /** Every row of one type's day (for deleting what expired). */
  rowsOf(type: string, day: string): Promise<Array<Row & { type: string }>> {
    return this.days.rowsOf(type, day);
  }

  /** The days of one type that hold submissions, oldest first. */
  async daysOf(type: string): Promise<string[]> {
    const totals = await this.totals(type);
    const years = [...new Set(Object.keys(totals.months).map((m) => m.slice(0, 4)))].sort();
    const days: string[] = [];
    for (const year of years) {
      const counts = await this.days.year(type, year);
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
    await this.locks.run(`submissions:${type}`, async () => {
      await this.days.forgetWrites(type);
      // Only what differs is written (derived-sync.ts): a run cut short is completed by the next.
      await this.days.syncDays(type, derived);
      await this.terms.rebuild(
        type,
        changes.map(({ id, t, terms }) => ({ id, t, was: [], now: terms })),
      );
      await this.days.syncTotals(type, derived.totals);
    });
  }

  /** What is stored now for `type`, in the shape deriveAll gives (for checking a rebuild against a recount). */
  async stored(type: string) {
    const [totals, { days, years }] = await Promise.all([this.totals(type), this.days.storedDays(type)]);
    return { totals, days, years };
  }

  /**
   * Under the type's lock: applies the journalled entries of `type` as the submissions now are (read here, so the
   * last writer to hold the lock wrote the latest state), then removes exactly those entries.
   */
  private async applyPending(type: string) {
    await this.days.finishLeft(type);
    for (;;) {
      const entries = await this.journal.take(type, PASS);
      if (!entries.length) return;
      const byId = new Map<string, { t: number; was: Set<string> }>();
      for (const e of entries) {
        const known = byId.get(e.id) ?? byId.set(e.id, { t: e.t, was: new Set() }).get(e.id)!;
        for (const term of e.was ?? []) known.was.add(term);
      }
      const col = this.submissionsOf(type);
      const projection = Object.fromEntries(['createdAt', 'status', 'assignee', ...TERM_FIELDS].map((f) => [f, 1]));
      const changes = await Promise.all(
        [...byId].map(async ([id, { t }]): Promise<RowChange> => {
          const doc = await this.passCall(() =>
            col.findOne({ _id: ObjectId.isValid(id) && id.length === 24 ? new ObjectId(id) : (id as never) }, { projection }),
          );
          return doc ? changeOf(doc) : { id, t, row: null, terms: [] };
        }),
      );
      await this.days.apply(type, changes);
      await this.terms.apply(
        type,
        changes.map((c): TermChange => ({ id: c.id, t: c.t, was: [...byId.get(c.id)!.was], now: c.terms })),
      );
      await this.journal.applied(entries);
      if (entries.length < PASS) return;
    }
  }
}
