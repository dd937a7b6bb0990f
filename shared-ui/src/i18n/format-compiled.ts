// An English message with placeholders, compiled at build time (Lingui's compiled form), filled in as Lingui would:
// what an English page needs of Lingui, without loading it. `{name}`, `{n, plural, …}` (with `#` and `=n`),
// `{n, selectordinal, …}`, `{x, select, …}` and `{n, number}`.
import type { Messages } from '@lingui/core';

type Compiled = Messages[string];
type Token = string | [string, string?, Record<string, unknown>?];

export function formatCompiled(message: Compiled, values: Record<string, unknown> = {}, locale: string, count?: string): string {
  if (!Array.isArray(message)) return String(message);
  let text = '';
  for (const token of message as Token[]) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? count : token;
      continue;
    }
    const [name, type, format = {}] = token;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const { offset = 0, ...cases } = format as Record<string, Compiled> & { offset?: number };
      const n = Number(value);
      const rule = new Intl.PluralRules(locale, { type: type === 'plural' ? 'cardinal' : 'ordinal' }).select(n - offset);
      const chosen = cases[String(n)] ?? cases[rule] ?? cases.other;
      text += formatCompiled(chosen!, values, locale, new Intl.NumberFormat(locale).format(n - offset));
    } else if (type === 'select') {
      const cases = format as Record<string, Compiled>;
      text += formatCompiled((Object.hasOwn(cases, String(value)) ? cases[String(value)] : cases.other)!, values, locale, count);
    } else if (type === 'number') {
      text += new Intl.NumberFormat(locale).format(Number(value));
    } else if (value !== undefined && value !== null) {
      text += String(value);
    }
  }
  return text;
}
