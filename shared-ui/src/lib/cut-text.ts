/**
 * docs/behaviour.md §3: descriptions on cards are cut to `max` characters plus an ellipsis. The cut never splits a
 * letter: in Devanagari a vowel sign or a conjunct (a virama, U+094D, joins the next consonant) belongs to the
 * letter before it, so the cut moves back to where a whole letter ends.
 */
export function cutText(text: string | undefined, max = 100): string {
  const value = text ?? '';
  if (value.length <= max) return value;
  let end = max;
  while (end > 0 && (/\p{M}/u.test(value[end]!) || /[\u094D\u200C\u200D]/.test(value[end - 1]!))) end -= 1;
  return `${value.slice(0, end)}...`;
}
