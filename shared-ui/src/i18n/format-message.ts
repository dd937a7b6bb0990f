// An English message (ICU MessageFormat) filled in as Lingui would, read straight from its text: what an English page
// needs of Lingui, without loading it or carrying the messages compiled. `{name}`, `{n, plural, …}` (with `#`, `=n`
// and `offset:n`), `{n, selectordinal, …}`, `{x, select, …}`, `{n, number}` and ICU's apostrophe quoting.

/** `message` with `values` filled in, numbers and plurals in `locale`; throws on a message it cannot read. */
export function formatMessage(message: string, values: Record<string, unknown> = {}, locale: string): string {
  let i = 0;
  const fail = () => {
    throw new Error(`Not an ICU message: ${message}`);
  };
  const skip = () => {
    while (/\s/.test(message[i] ?? '')) i++;
  };
  const word = () => {
    skip();
    const start = i;
    while (i < message.length && /[^\s,{}]/.test(message[i]!)) i++;
    return message.slice(start, i);
  };
  const expect = (char: string) => {
    skip();
    if (message[i++] !== char) fail();
  };
  /** Text up to the `}` closing a case (or the end); inside a plural, `#` is `count`. */
  const text = (count?: string): string => {
    let out = '';
    while (i < message.length && message[i] !== '}') {
      const c = message[i++]!;
      if (c === '{') out += argument();
      else if (c === '#' && count !== undefined) out += count;
      else if (c !== "'") out += c;
      else if (message[i] === "'") out += message[i++];
      else if (/[{}]/.test(message[i] ?? '') || (count !== undefined && message[i] === '#')) {
        const end = message.indexOf("'", i);
        out += message.slice(i, end < 0 ? undefined : end);
        i = end < 0 ? message.length : end + 1;
      } else out += c;
    }
    return out;
  };
  const argument = (): string => {
    const value = values[word()];
    skip();
    if (message[i] === '}') {
      i++;
      return value === undefined || value === null ? '' : String(value);
    }
    if (message[i++] !== ',') fail();
    const type = word();
    skip();
    if (message[i] === '}' && type === 'number') {
      i++;
      return new Intl.NumberFormat(locale).format(Number(value));
    }
    if (message[i++] !== ',' || !/^(plural|selectordinal|select)$/.test(type)) fail();
    const n = Number(value);
    let offset = 0;
    const cases: Record<string, string> = {};
    for (let key = word(); key; key = word()) {
      if (key.startsWith('offset:')) {
        offset = Number(key.slice(7));
        continue;
      }
      expect('{');
      // Every case is read (to find the end); a plural's `#` is its count (Lingui leaves it as written in a select).
      cases[key.replace(/^=/, '')] = text(type === 'select' ? undefined : new Intl.NumberFormat(locale).format(n - offset));
      if (message[i++] !== '}') fail();
    }
    expect('}');
    const chosen =
      type === 'select'
        ? Object.hasOwn(cases, String(value))
          ? cases[String(value)]
          : cases.other
        : (cases[String(n)] ?? cases[new Intl.PluralRules(locale, { type: type === 'plural' ? 'cardinal' : 'ordinal' }).select(n - offset)] ?? cases.other);
    return chosen ?? '';
  };
  const out = text();
  if (i < message.length) fail();
  return out;
}
