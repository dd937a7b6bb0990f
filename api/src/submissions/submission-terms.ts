// Lookups keyed by value: which submissions hold an exact e-mail address, a phone number, or a whole word of a name,
// job title or service, which applications name a job (`j:<jobId>`: the inbox filtered to a job) and which a
// screening answer knocked out (`f:knockout`). One document per type, term and month (`<type>:<term>:<YYYY-MM>`, the
// ids of that month's submissions with their time), read and written by `_id`.
import type { Collection } from 'mongodb';
import type { LimitFunction } from 'p-limit';
import { latinDigits, parseIndianMobile } from '@site/contracts';
import type { Keyed } from '../common/keyed-docs.js';
import { syncDerived } from './derived-sync.js';

/** The fields whose words are looked up; e-mail and phone are looked up whole. */
const WORD_FIELDS = ['name', 'firstName', 'lastName', 'jobTitle', 'service'] as const;

/** Term documents per insert. */
const INSERT_BATCH = 1000;

/** The term documents' collection (the submissions room's own); each holds, as JSON, id -> createdAt ms. */
export const TERMS = 'submissionterms';

/** One submission's terms: those it had (`was`, to remove what no longer holds) and has now (none once gone). */
export interface TermChange {
  id: string;
  t: number;
  was: string[];
  now: string[];
}

/**
 * The words of a text: letters and digits with the marks written on them. Devanagari writes its vowel signs and
 * its virama as marks (\p{M}: "पाटील" is प ा ट ी ल), so a word runs on through them; the joiners that only choose
 * a letter's shape (ZWJ, ZWNJ: "र्‍य") are left out, so a name is found however it was typed.
 */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[\u200C\u200D]/g, '')
    .match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? [];
/**
 * A phone number's digits: typed on a Devanagari keyboard (९८२२…) it is the same number, and an Indian mobile is its
 * ten digits however it was written (+91, 0 or none: a number proved by a code is stored +91…).
 */
const phoneOf = (text: string) => {
  const mobile = parseIndianMobile(text);
  return mobile.ok ? mobile.e164.slice(3) : latinDigits(text).replace(/[\s()+-]/g, '');
};

/** The terms a submission is found by. */
export function termsOf(doc: Record<string, unknown>): string[] {
  const terms = new Set<string>();
  if (typeof doc.email === 'string' && doc.email) terms.add(`e:${doc.email.trim().toLowerCase()}`);
  if ((typeof doc.mobile === 'string' || typeof doc.mobile === 'number') && String(doc.mobile)) terms.add(`p:${phoneOf(String(doc.mobile))}`);
  if (typeof doc.jobId === 'string' && doc.jobId) terms.add(jobTerm(doc.jobId));
  if (typeof doc.candidate === 'string' && doc.candidate) terms.add(candidateTerm(doc.candidate));
  if (typeof doc.source === 'string' && doc.source) terms.add(sourceTerm(doc.source));
  if (doc.knockout === true) terms.add(KNOCKOUT_TERM);
  for (const field of WORD_FIELDS) {
    const value = doc[field];
    if (typeof value === 'string') for (const w of wordsOf(value)) terms.add(`w:${w}`);
  }
  return [...terms];
}

/** The term of the applications to one job. */
export const jobTerm = (jobId: string) => `j:${jobId}`;

/** The term of the submissions with this phone number, however it was typed. */
export const phoneTerm = (text: string) => `p:${phoneOf(text)}`;

/** The term of the submissions of one candidate: a number proved by a code (`+91…`). */
export const candidateTerm = (mobile: string) => `c:${mobile}`;

/** The term of the submissions a link's source brought (`?src=`). */
export const sourceTerm = (source: string) => `s:${source}`;

/** The term of the applications a screening answer knocked out (docs/behaviour.md §20). */
export const KNOCKOUT_TERM = 'f:knockout';

/** The terms a list's `job` and `flag` filters ask for (an application list's or the inbox's). */
export const filterTerms = (q: { job?: string; flag?: string; source?: string }): string[] => [
  ...(q.job ? [jobTerm(q.job)] : []),
  ...(q.source ? [sourceTerm(q.source)] : []),
  ...(q.flag === 'knockout' ? [KNOCKOUT_TERM] : []),
];

/** The fields `termsOf` (and the rows, for the job) read (for a projection). */
export const TERM_FIELDS = ['email', 'mobile', 'jobId', 'knockout', 'candidate', 'source', ...WORD_FIELDS];

/**
 * The terms a search text asks for, all of which a match must hold: the e-mail address or phone number it is, or
 * each of its words. Null when some word cannot be a term (it is part of a word, or punctuation): the caller then
 * looks for the text itself.
 */
export function termsOfQuery(q: string): string[] | null {
  const text = q.trim();
  if (!text) return null;
  if (/^\S+@\S+$/.test(text)) return [`e:${text.toLowerCase()}`];
  if (/^\+?[\d\u0966-\u096F\s()-]{7,}$/.test(text) && /^\d{7,15}$/.test(phoneOf(text))) return [`p:${phoneOf(text)}`];
  const words = text.split(/\s+/);
  const terms = words.flatMap(wordsOf);
  // "O'Brien" or "co-op" hold two words to the index but one to the person searching: look for the text instead.
  return terms.length === words.length ? [...new Set(terms)].map((w) => `w:${w}`) : null;
}

/**
 * The document of a term: per month for a word (a common one, "Kumar", is held by thousands), one for all time for
 * an e-mail address or phone number (a few submissions each), so looking one up is one read per type.
 */
const ALL_TIME = 'all';
const monthOf = (t: number) => new Date(t).toISOString().slice(0, 7);
/** A word, and a flag (held by any number of submissions), are kept per month. */
const monthly = (term: string) => term.startsWith('w:') || term.startsWith('f:');
const bucketOf = (term: string, t: number) => (monthly(term) ? monthOf(t) : ALL_TIME);

export class SubmissionTerms {
  /** `passCall` runs a writer's database calls a few at a time (see SubmissionIndex). */
  constructor(
    private readonly col: Collection<Keyed>,
    private readonly passCall: LimitFunction,
  ) {}

  /** Under the type's lock (as every write of its derived documents): brings the terms of these submissions up to date. */
  async apply(type: string, changes: TermChange[]): Promise<void> {
    const edits = new Map<string, Array<[id: string, t: number | null]>>();
    for (const { id, t, was, now } of changes) {
      const keep = new Set(now);
      for (const term of new Set([...was, ...now])) {
        const key = `${type}:${term}:${bucketOf(term, t)}`;
        (edits.get(key) ?? edits.set(key, []).get(key)!).push([id, keep.has(term) ? t : null]);
      }
    }
    // New term documents go in one insert at the end (the writer holds the type's lock, so no one else adds them).
    const added: Array<{ _id: string; data: string }> = [];
    await Promise.all(
      [...edits].map(([key, list]) =>
        this.passCall(async () => {
          const doc = await this.col.findOne({ _id: key });
          const ids: Record<string, number> = doc ? JSON.parse(doc.data) : {};
          let changed = false;
          for (const [id, t] of list) {
            if (t === null ? !(id in ids) : ids[id] === t) continue;
            if (t === null) delete ids[id];
            else ids[id] = t;
            changed = true;
          }
          if (!changed) return;
          if (!Object.keys(ids).length) await this.col.deleteOne({ _id: key });
          else if (doc) await this.col.replaceOne({ _id: key }, { data: JSON.stringify(ids) });
          else added.push({ _id: key, data: JSON.stringify(ids) });
        }),
      ),
    );
    for (let i = 0; i < added.length; i += INSERT_BATCH) await this.col.insertMany(added.slice(i, i + INSERT_BATCH));
  }

  /** The submissions of `type` holding every term, made in the given months (in no order). */
  async match(type: string, terms: string[], months: string[]): Promise<Array<{ id: string; t: number }>> {
    const inMonths = new Set(months);
    const words = terms.filter(monthly);
    const wholes = await Promise.all(terms.filter((term) => !words.includes(term)).map((term) => this.read(`${type}:${term}:${ALL_TIME}`)));
    const holdsAll = (sets: Array<Record<string, number>>) => {
      sets.sort((a, b) => Object.keys(a).length - Object.keys(b).length);
      const [first = {}, ...rest] = sets;
      return Object.entries(first).filter(([id, t]) => rest.every((s) => id in s) && inMonths.has(monthOf(t)));
    };
    if (!words.length) return holdsAll(wholes).map(([id, t]) => ({ id, t }));
    const perMonth = await Promise.all(
      months.map(async (month) => holdsAll([...wholes, ...(await Promise.all(words.map((w) => this.read(`${type}:${w}:${month}`))))])),
    );
    return perMonth.flat().map(([id, t]) => ({ id, t }));
  }

  /** Makes the term documents of `type` exactly those of `changes` (its submissions, all of them), writing what differs. */
  async rebuild(type: string, changes: TermChange[]): Promise<void> {
    const docs = new Map<string, Record<string, number>>();
    for (const { id, t, now } of changes) {
      for (const term of now) {
        const key = `${type}:${term}:${bucketOf(term, t)}`;
        (docs.get(key) ?? docs.set(key, {}).get(key)!)[id] = t;
      }
    }
    await syncDerived(this.col, { _id: { $regex: `^${type}:` } }, new Map([...docs].map(([key, ids]) => [key, JSON.stringify(ids)])));
  }

  /** Every term document of `type` (for checking against a recount). */
  async stored(type: string): Promise<Map<string, Record<string, number>>> {
    const all = await this.col.find({ _id: { $regex: `^${type}:` } }).toArray();
    return new Map(all.map((d) => [d._id, JSON.parse(d.data)]));
  }

  private async read(key: string): Promise<Record<string, number>> {
    const doc = await this.col.findOne({ _id: key });
    return doc ? JSON.parse(doc.data) : {};
  }
}
