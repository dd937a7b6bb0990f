// The drive's people as the recruiter filters them (docs/behaviour.md §26): by slot and by where they are in the day,
// and what recording an outcome for some of them will do.
import { type DriveOutcome, type DrivePerson, OUTCOME_STAGES } from '@site/contracts';

export const STATES = {
  all: 'Everyone',
  notCame: 'Booked, not checked in',
  waiting: 'Checked in, no outcome',
  decided: 'With an outcome',
  cancelled: 'Cancelled',
} as const;
export type PersonState = Exclude<keyof typeof STATES, 'all'>;

/** Where a person is in the drive's day. */
export function stateOf(p: DrivePerson): PersonState {
  if (p.status === 'cancelled') return 'cancelled';
  if (p.outcome) return 'decided';
  return p.checkedIn ? 'waiting' : 'notCame';
}

/** The slot filter's value of a walk-in (who has no slot). */
export const WALK_INS = 'walk-in';

export function filterPeople(people: readonly DrivePerson[], { slot, state }: { slot?: string; state?: string }): DrivePerson[] {
  return people.filter((p) => (!slot || (slot === WALK_INS ? p.walkIn : !p.walkIn && p.slot === slot)) && (!state || state === 'all' || stateOf(p) === state));
}

/** An outcome whose stage the candidate is told of (Shortlisted, Hired, Rejected: docs/behaviour.md §18); on hold and no show tell nobody. */
export const TELLS = (result: DriveOutcome) => OUTCOME_STAGES[result] !== null && OUTCOME_STAGES[result] !== 'Reviewed';

/** How many of `chosen` will be told by SMS/e-mail: a person who already has this outcome is not told again. */
export function toldCount(chosen: readonly DrivePerson[], result: DriveOutcome): number {
  if (!TELLS(result)) return 0;
  return chosen.filter((p) => p.status !== 'cancelled' && p.outcome?.result !== result).length;
}

/** Who "Mark everyone who did not come" marks: booked, never checked in, no outcome yet. */
export const noShows = (people: readonly DrivePerson[]) => people.filter((p) => stateOf(p) === 'notCame');

/** `items` cut into runs of at most `size`, in order. */
export const inBatches = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The slots people are in, in order, for the filter. */
export const slotsOf = (people: readonly DrivePerson[]) => [...new Set(people.filter((p) => !p.walkIn && p.slot).map((p) => p.slot))].sort();
