// The check every frontend package runs on its catalogues (src/locales/hi.json, mr.json): they hold exactly the
// messages its code asks for, each translated with the same placeholders and marked parts, as valid ICU.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { offGlossary } from '@site/contracts/glossary';
import type { TranslatedLanguage } from '@site/contracts/languages';

/** Messages written as `t('…')` (or `t("…")`) in a package's code: its tests, test helpers and catalogues aside. */
export function messageIds(sourceDir: string): Set<string> {
  const ids = new Set<string>();
  const call = /(?<![\w$.])t\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g;
  for (const file of sourceFiles(sourceDir)) {
    for (const [, , raw] of readFileSync(file, 'utf8').matchAll(call)) ids.add(unescape(raw!));
  }
  return ids;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['testing', 'locales', 'node_modules'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const unescape = (raw: string) => raw.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));

/** The names of a message's arguments (`{name}`, `{count, plural, …}`), as the build's catalogue loader reads them. */
export const argumentsOf = (message: string) => [...new Set([...message.matchAll(/\{\s*([\p{L}\w]+)\s*[,}]/gu)].map((m) => m[1]!))].sort();

/** The marked parts of a message (`<0>…</0>`), which a page draws as a link or an emphasis. */
export const partsOf = (message: string) => [...message.matchAll(/<(\d+)>/g)].map((m) => m[1]!).sort();

export const readCatalogue = (file: string): Record<string, string> => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

export interface CatalogueProblems {
  missing: string[];
  extra: string[];
  empty: string[];
  untranslated: string[];
  placeholders: string[];
  parts: string[];
  invalid: string[];
  /** Words the language's glossary spells otherwise (`@site/contracts/glossary`). */
  glossary: string[];
}

/**
 * What is wrong with `catalogue` for the messages `ids`: ids without a translation, entries no code asks for, empty
 * translations, translations equal to the English (unless `sameAllowed`: brands, names), translations with other
 * placeholders or marked parts than their English, translations that are no valid ICU MessageFormat, and words the
 * language's glossary spells otherwise.
 */
export function catalogueProblems(
  ids: ReadonlySet<string>,
  catalogue: Record<string, string>,
  language: TranslatedLanguage,
  sameAllowed: ReadonlySet<string> = new Set(),
): CatalogueProblems {
  const entries = Object.entries(catalogue);
  const invalid: string[] = [];
  for (const [id, text] of entries) {
    try {
      compileMessageOrThrow(text);
    } catch {
      invalid.push(id);
    }
  }
  return {
    missing: [...ids].filter((id) => !Object.hasOwn(catalogue, id)),
    extra: entries.map(([id]) => id).filter((id) => !ids.has(id)),
    empty: entries.filter(([, text]) => typeof text !== 'string' || !text.trim()).map(([id]) => id),
    untranslated: entries.filter(([id, text]) => text === id && !sameAllowed.has(id)).map(([id]) => id),
    placeholders: entries.filter(([id, text]) => argumentsOf(id).join() !== argumentsOf(text).join()).map(([id]) => id),
    parts: entries.filter(([id, text]) => partsOf(id).join() !== partsOf(text).join()).map(([id]) => id),
    invalid,
    glossary: entries.flatMap(([id, text]) => offGlossary(language, text).map((word) => `${id}: ${word}`)),
  };
}

/** No problems at all: what each package's catalogue test expects. */
export const NO_PROBLEMS: CatalogueProblems = { missing: [], extra: [], empty: [], untranslated: [], placeholders: [], parts: [], invalid: [], glossary: [] };
