// The pure rules of the venue (docs/behaviour.md §26.5): who interviews a person checked in, the order of an
// interviewer's queue, which outcome a person may be given and what it moves, and the drive's funnel.
import {
  csvLine,
  type DriveFunnel,
  type DriveOutcome,
  FUNNEL_STEPS,
  type FunnelStep,
  type Language,
  LANGUAGE_NAMES,
  LANGUAGES,
  OUTCOME_STAGES,
} from '@site/contracts';

/** What the rules read of a person at a drive (a stored booking has all of it). */
export interface VenuePerson {
  _id: string;
  jobId: string;
  language: Language;
  source?: string;
  walkIn: boolean;
  status: 'booked' | 'cancelled';
  checkedIn?: { queue: number; interviewer?: string };
  outcome?: { result: DriveOutcome };
}

/** Checked in, no outcome yet: in someone's queue. */
export const isWaiting = (p: VenuePerson) => Boolean(p.checkedIn) && !p.outcome;

/** Who waits for whom: each person checked in without an outcome (by booking id) → their interviewer. */
export type Waiting = Record<string, string>;

/** Who waits for whom among `people`. */
export const waitingOf = (people: readonly VenuePerson[]): Waiting =>
  Object.fromEntries(people.filter((p) => isWaiting(p) && p.checkedIn!.interviewer).map((p) => [p._id, p.checkedIn!.interviewer!]));

/**
 * The interviewer free next: of the drive's interviewers, the one with the fewest people waiting (checked in without
 * an outcome), the first in the drive's order on a tie; none when the drive names no interviewer.
 */
export function freeInterviewer(interviewers: readonly string[], waiting: Waiting): string | undefined {
  const count = new Map(interviewers.map((i) => [i, 0]));
  for (const who of Object.values(waiting)) if (count.has(who)) count.set(who, count.get(who)! + 1);
  let best: string | undefined;
  for (const i of interviewers) if (best === undefined || count.get(i)! < count.get(best)!) best = i;
  return best;
}

/** An interviewer's queue: those checked in and given to them, waiting first, each part in queue order. */
export function queueOf<P extends VenuePerson>(people: readonly P[], interviewer: string): P[] {
  return people
    .filter((p) => p.checkedIn?.interviewer === interviewer)
    .sort((a, b) => Number(Boolean(a.outcome)) - Number(Boolean(b.outcome)) || a.checkedIn!.queue - b.checkedIn!.queue);
}

/** Why a person may not be given an outcome now (a message of DRIVE_VENUE_MESSAGES' keys), or null when they may. */
export function outcomeRefusal(person: VenuePerson, result: DriveOutcome): 'cancelledOutcome' | 'joinedAfterSelected' | null {
  if (person.status === 'cancelled') return 'cancelledOutcome';
  if (result === 'joined' && person.outcome?.result !== 'selected' && person.outcome?.result !== 'joined') return 'joinedAfterSelected';
  return null;
}

/** The stage an outcome moves the application to, or null (a no-show moves none). */
export const stageOfOutcome = (result: DriveOutcome) => OUTCOME_STAGES[result];

/** Whether a person counts at each step of the funnel. */
export function stepsOf(p: VenuePerson): Record<FunnelStep, boolean> {
  const result = p.outcome?.result;
  const interviewed = result !== undefined && result !== 'noShow';
  return {
    booked: !p.walkIn && p.status === 'booked',
    // Someone interviewed came, whether or not the desk checked them in (outcomes typed in from a paper list).
    came: Boolean(p.checkedIn) || interviewed,
    interviewed,
    selected: result === 'selected' || result === 'joined',
    joined: result === 'joined',
  };
}

const zero = (): Record<FunnelStep, number> => Object.fromEntries(FUNNEL_STEPS.map((s) => [s, 0])) as Record<FunnelStep, number>;

/** What a source is called in the funnel when there is none. */
export const DIRECT = 'direct';

/**
 * The drive's funnel: booked (not walk-ins, not cancelled), came (checked in or interviewed, booked or walk-in), interviewed (an
 * outcome other than no-show), selected (selected or joined), joined; in all and by job (labelled by `jobTitles`,
 * in the drive's order of `jobIds` first), language (its English name, in the site's order) and source ("direct"
 * when none; by count).
 */
export function funnelOf(people: readonly VenuePerson[], jobIds: readonly string[], jobTitles: ReadonlyMap<string, string>): DriveFunnel {
  const total = zero();
  const byJob = new Map<string, Record<FunnelStep, number>>(jobIds.map((id) => [id, zero()]));
  const byLanguage = new Map<string, Record<FunnelStep, number>>(LANGUAGES.map((l) => [l, zero()]));
  const bySource = new Map<string, Record<FunnelStep, number>>();
  const add = (split: Map<string, Record<FunnelStep, number>>, key: string, steps: Record<FunnelStep, boolean>) => {
    if (!split.has(key)) split.set(key, zero());
    const counts = split.get(key)!;
    for (const s of FUNNEL_STEPS) if (steps[s]) counts[s]++;
  };
  for (const p of people) {
    const steps = stepsOf(p);
    if (!FUNNEL_STEPS.some((s) => steps[s]) && p.status === 'cancelled') continue; // cancelled and never came: nowhere
    for (const s of FUNNEL_STEPS) if (steps[s]) total[s]++;
    add(byJob, p.jobId, steps);
    add(byLanguage, p.language, steps);
    add(bySource, p.source || DIRECT, steps);
  }
  const size = (c: Record<FunnelStep, number>) => c.booked + c.came;
  return {
    total,
    byJob: [...byJob].map(([key, counts]) => ({ key, label: jobTitles.get(key) ?? key, counts })),
    byLanguage: [...byLanguage]
      .filter(([, c]) => size(c) > 0)
      .map(([key, counts]) => ({ key, label: LANGUAGE_NAMES[key as Language]?.english ?? key, counts })),
    bySource: [...bySource].sort(([a, ca], [b, cb]) => size(cb) - size(ca) || a.localeCompare(b)).map(([key, counts]) => ({ key, label: key, counts })),
  };
}

/** The conversion from one step to the next, in percent with one decimal; empty when the first step has nobody. */
export const conversion = (from: number, to: number) => (from > 0 ? (Math.round((to / from) * 1000) / 10).toFixed(1) : '');

/** The funnel's CSV header: the split, its key and label, the counts, then each step's conversion to the next. */
export const FUNNEL_CSV_HEADER = ['split', 'key', 'label', ...FUNNEL_STEPS, ...FUNNEL_STEPS.slice(1).map((to, i) => `${to} of ${FUNNEL_STEPS[i]} %`)];

/** The funnel as CSV: a row for the whole drive, then one per job, language and source. */
export function funnelCsv(funnel: DriveFunnel): string {
  const row = (split: string, key: string, label: string, c: Record<FunnelStep, number>) =>
    csvLine([split, key, label, ...FUNNEL_STEPS.map((s) => c[s]), ...FUNNEL_STEPS.slice(1).map((to, i) => conversion(c[FUNNEL_STEPS[i]!], c[to]))]);
  return [
    csvLine(FUNNEL_CSV_HEADER),
    row('all', 'all', 'All', funnel.total),
    ...funnel.byJob.map((r) => row('job', r.key, r.label, r.counts)),
    ...funnel.byLanguage.map((r) => row('language', r.key, r.label, r.counts)),
    ...funnel.bySource.map((r) => row('source', r.key, r.label, r.counts)),
  ].join('');
}
