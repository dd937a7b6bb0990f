// The answers a screening question offers (no zod): the apply forms drawn with a page read them without the rules.
export const YES_NO = ['Yes', 'No'] as const;

/** The answers a question takes (none listed for a text question). */
export const answersOf = (q: { kind: string; options: readonly string[] }): readonly string[] =>
  q.kind === 'yesno' ? YES_NO : q.kind === 'choice' ? q.options : [];
