/** docs/behaviour.md §3: descriptions on cards are cut to `max` characters plus an ellipsis. */
export function cutText(text: string | undefined, max = 100): string {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}...` : value;
}
