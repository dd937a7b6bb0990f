/** Previous/next over `length` items, wrapping at both ends (docs/behaviour.md §4). */
export function stepIndex(index: number, delta: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + delta) % length) + length) % length;
}
