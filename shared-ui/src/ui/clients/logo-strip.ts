// The client logo strip's loop (docs/behaviour.md §4, §9): the list is shown twice in a row and slides left by exactly one
// copy per cycle, so the end of the cycle looks like its start and the loop has no visible jump.
export const LOGO_STRIP_CYCLE_MS = 15_000;

/** The items twice over; the second copy is marked so it can be hidden from assistive technology. */
export function doubledList<T>(items: readonly T[]): Array<{ item: T; copy: 0 | 1; index: number }> {
  return [0, 1].flatMap((copy) => items.map((item, index) => ({ item, copy: copy as 0 | 1, index })));
}
