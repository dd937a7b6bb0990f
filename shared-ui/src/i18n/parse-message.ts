// An English message (ICU MessageFormat) read into Lingui's compiled form at its first use, so English pages need
// neither Lingui's compiler nor the English messages compiled into their code: `{name}`, `{n, plural|selectordinal
// |select, …}` (with `#`, `=n` and `offset:n`), `{n, number}` and ICU's apostrophe quoting.
import type { Messages } from '@lingui/core';

type Compiled = Messages[string];
type Token = string | [string, string?, Record<string, unknown>?];

/** Thrown on a message this reader does not know; the caller shows the id as it is. */
const fail = (message: string): never => {
  throw new Error(`Not an ICU message: ${message}`);
};

export function parseMessage(message: string): Compiled {
  let i = 0;
  const skipSpace = () => {
    while (/\s/.test(message[i] ?? '')) i++;
  };
  const word = () => {
    skipSpace();
    const start = i;
    while (i < message.length && /[^\s,{}]/.test(message[i]!)) i++;
    return message.slice(start, i);
  };
  /** Text and arguments up to the closing `}` of a case (or the end); `inPlural` makes `#` the number. */
  const tokens = (inPlural: boolean): Token[] => {
    const out: Token[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (i < message.length) {
      const c = message[i]!;
      if (c === '}') break;
      if (c === "'") {
        const next = message[i + 1];
        if (next === "'") {
          text += "'";
          i += 2;
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = message.indexOf("'", i + 1);
          text += message.slice(i + 1, end < 0 ? message.length : end);
          i = end < 0 ? message.length : end + 1;
        } else {
          text += c;
          i++;
        }
      } else if (c === '#' && inPlural) {
        flush();
        out.push('#');
        i++;
      } else if (c === '{') {
        flush();
        i++;
        out.push(argument(inPlural));
      } else {
        text += c;
        i++;
      }
    }
    flush();
    return out;
  };
  const argument = (inPlural: boolean): Token => {
    const name = word();
    skipSpace();
    if (message[i] === '}') {
      i++;
      return [name];
    }
    if (message[i++] !== ',') fail(message);
    const type = word();
    skipSpace();
    if (message[i] === '}') {
      i++;
      return [name, type];
    }
    if (message[i++] !== ',' || !['plural', 'selectordinal', 'select'].includes(type)) fail(message);
    const cases: Record<string, unknown> = {};
    for (;;) {
      let key = word();
      if (!key) break;
      if (key.startsWith('offset:')) {
        cases.offset = Number(key.slice(7));
        continue;
      }
      if (key.startsWith('=')) key = key.slice(1);
      skipSpace();
      if (message[i++] !== '{') fail(message);
      cases[key] = tokens(inPlural || type !== 'select');
      if (message[i++] !== '}') fail(message);
    }
    skipSpace();
    if (message[i++] !== '}') fail(message);
    return [name, type, cases];
  };
  const result = tokens(false);
  if (i < message.length) fail(message);
  return result as unknown as Compiled;
}
