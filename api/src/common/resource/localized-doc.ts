// A document as a Hindi or Marathi reader gets it (docs/i18n.md): each translated field from its language's fallback
// chain (`localized`), and a list or record of the English (screening questions, FAQs, business hours) read in the
// English structure with the translation's words put in. A translation made before the English changed its
// structure (a question added, a choice removed) thus never changes what a reader can answer or book: an item or
// a text it does not match stays English.
import { type Language, localized } from '@site/contracts';
import type { Doc } from './resource-types.js';

/** What stays the English item's in a structured value: which item it is and how it is answered. */
const STRUCTURE_KEYS = new Set(['id', '_id', 'kind', 'required', 'knockout']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
/** A record, or a list of items (an empty English list too, when the translation holds items). */
const isStructured = (english: unknown, translated: unknown) =>
  isObject(english) || (Array.isArray(english) && [...english, ...(Array.isArray(translated) ? translated : [])].some(isObject));
const sameId = (a: unknown, b: unknown) => a !== undefined && a !== null && String(a) === String(b);

/** `translated` read into the shape of `english`: its words where they fit, the English everywhere else. */
export function inEnglishStructure(english: unknown, translated: unknown): unknown {
  if (typeof english === 'string') return typeof translated === 'string' && translated.trim() ? translated : english;
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return english;
    if (!english.every(isObject)) {
      // A list of texts inside an item (a question's choices): only one that matches them one for one.
      return translated.length === english.length && translated.every((t) => typeof t === 'string' && t.trim()) ? translated : english;
    }
    // Items are matched by their id, else by their place (an item sent without an id).
    return english.map((item: Record<string, unknown>, i) => {
      const key = item.id ?? item._id;
      const byId = key === undefined ? undefined : translated.find((t: unknown) => isObject(t) && sameId(t.id ?? t._id, key));
      const byPlace = isObject(translated[i]) && (key === undefined || (translated[i].id ?? translated[i]._id) === undefined) ? translated[i] : undefined;
      return inEnglishStructure(item, byId ?? byPlace);
    });
  }
  if (isObject(english)) {
    if (!isObject(translated)) return english;
    return Object.fromEntries(Object.entries(english).map(([k, v]) => [k, STRUCTURE_KEYS.has(k) ? v : inEnglishStructure(v, translated[k])]));
  }
  return english;
}

/** The document in `language`, without its translations; English gives it as it always was. */
export function localizedDoc(doc: Doc, fields: readonly string[], language: Language): Doc {
  const out = localized(doc, fields, language) as Doc;
  if (language === 'en') return out;
  for (const field of fields) {
    const english = doc[field];
    if (out[field] !== english && isStructured(english, out[field])) out[field] = inEnglishStructure(english, out[field]);
  }
  return out;
}
