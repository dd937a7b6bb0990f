// Validation and answer messages in Hindi and Marathi (docs/i18n.md "Validation messages"). The contracts and the API
// keep writing their English messages, which clients compare; a message is translated only where it is shown (the
// forms) or sent (the API), through a catalogue of English patterns: "{label} is required" -> "{label} आवश्यक आहे".
// Zod-free: a page loads this with its form, and the catalogue of its own language only.
import type { Language, TranslatedLanguage } from './languages.js';

/** English message or pattern (`{name}` stands for any text) -> its translation, with the same `{name}`s. */
export type MessageCatalogue = Readonly<Record<string, string>>;

interface Pattern {
  regex: RegExp;
  names: string[];
  translation: string;
  /** Characters of fixed text: the pattern that says the most is tried first. */
  fixed: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The placeholders a catalogue text names, in order. */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);

const compiled = new WeakMap<MessageCatalogue, Pattern[]>();

function patternsOf(catalogue: MessageCatalogue): Pattern[] {
  let patterns = compiled.get(catalogue);
  if (patterns) return patterns;
  patterns = Object.entries(catalogue)
    .filter(([english]) => placeholdersOf(english).length > 0)
    .map(([english, translation]) => {
      const parts = english.split(PLACEHOLDER);
      // split() with a capturing group alternates fixed text and placeholder names.
      const source = parts.map((part, i) => (i % 2 ? '(.+?)' : escapeRegExp(part))).join('');
      return { regex: new RegExp(`^${source}$`, 's'), names: placeholdersOf(english), translation, fixed: parts.filter((_, i) => i % 2 === 0).join('').length };
    })
    .sort((a, b) => b.fixed - a.fixed);
  compiled.set(catalogue, patterns);
  return patterns;
}

/** How deep a placeholder's value is itself translated ("Too many forms…" inside a "… Please try again in …"). */
const MAX_DEPTH = 3;

/**
 * `message` in the catalogue's language: its own entry, else the first pattern it fits, whose placeholders take the
 * values found in the message, each translated in turn when the catalogue knows it ("Name" -> "नाव"). A message the
 * catalogue does not know stays as it is (English), so a missing entry never loses what the message says.
 */
export function translateMessage(message: string, catalogue: MessageCatalogue | null | undefined, depth = 0): string {
  if (!catalogue) return message;
  const own = catalogue[message];
  if (own !== undefined) return own;
  if (depth >= MAX_DEPTH) return message;
  for (const { regex, names, translation } of patternsOf(catalogue)) {
    const match = regex.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, translateMessage(match[i + 1]!, catalogue, depth + 1)]));
    return translation.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
  }
  return message;
}

/** English needs no catalogue: its messages are the contracts' own. */
const NONE: MessageCatalogue = Object.freeze({});

const LOADERS: Record<TranslatedLanguage, () => Promise<{ default: MessageCatalogue }>> = {
  hi: () => import('./locales/messages.hi.json', { with: { type: 'json' } }),
  mr: () => import('./locales/messages.mr.json', { with: { type: 'json' } }),
};

/** The messages of one language, loaded when a page of that language first needs them (a chunk per language). */
export async function loadMessageCatalogue(language: Language): Promise<MessageCatalogue> {
  return language === 'en' ? NONE : (await LOADERS[language]()).default;
}
