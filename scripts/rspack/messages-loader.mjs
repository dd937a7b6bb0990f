// A package's catalogue (`src/locales/hi.json`: English text → ICU translation) as Lingui's compiled messages, so the
// pages carry no message compiler. A translation whose placeholders differ from its English, or which is not valid
// ICU MessageFormat, fails the build.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** The argument names a message uses (`{count, plural, …}`, `{name}`), to check a translation against its English. */
const argumentsOf = (message) => new Set([...message.matchAll(/\{\s*([\p{L}\w]+)\s*[,}]/gu)].map((m) => m[1]));

export default function messagesLoader(source) {
  const catalogue = JSON.parse(source);
  const compiled = {};
  for (const [id, translation] of Object.entries(catalogue)) {
    // An empty translation is a missing one: the page shows the English.
    if (typeof translation !== 'string' || !translation.trim()) continue;
    const wanted = [...argumentsOf(id)].sort().join(', ');
    const given = [...argumentsOf(translation)].sort().join(', ');
    if (wanted !== given) this.emitError(new Error(`${this.resourcePath}: "${id}" uses {${wanted}} but its translation uses {${given}}`));
    try {
      compiled[id] = compileMessageOrThrow(translation);
    } catch (err) {
      this.emitError(new Error(`${this.resourcePath}: the translation of "${id}" is not valid ICU MessageFormat: ${err.message}`));
    }
  }
  return `export default ${JSON.stringify(compiled)};`;
}
