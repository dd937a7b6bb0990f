// One demo document as the seed stores it: its English fields checked as an admin's add would check them, its
// pictures, and its Hindi and Marathi translations in the stored shape, each translated from that English.
import { applyTranslationsEdit, type ContentKey, TRANSLATED_LANGUAGES, type Translations, type TranslationsEdit } from '@site/contracts';
import { parseOrThrow } from '../common/http/parse.js';
import type { ResourceDefinition } from '../common/resource/resource-definition.js';
import type { SeedImage } from './images/seed-image.js';
import { documentTranslation } from './translations/index.js';

export type DemoResource = Pick<ResourceDefinition, 'key' | 'input' | 'translatable'>;

const isSeedImage = (v: unknown): v is SeedImage => typeof v === 'object' && v !== null && 'svg' in v && 'name' in v;
/** Image fields of the demo content hold one SeedImage or a list of them. */
const seedImages = (v: unknown): SeedImage[] | null => (isSeedImage(v) ? [v] : Array.isArray(v) && v.length > 0 && v.every(isSeedImage) ? v : null);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A translated list of items (FAQs) carries the id of the English item at its place, so each is read as that item. */
function withEnglishIds(translated: unknown, english: unknown): unknown {
  if (!Array.isArray(translated) || !Array.isArray(english)) return translated;
  return translated.map((item: unknown, i) => {
    const en: unknown = english[i];
    return isObject(item) && isObject(en) && en._id !== undefined && item._id === undefined ? { _id: en._id, ...item } : item;
  });
}

/** The stored translations of a document: each language's values, checked against the English as an editor's are. */
function demoTranslations(def: DemoResource, english: Record<string, unknown>): Translations | undefined {
  if (!def.translatable) return undefined;
  const edit: TranslationsEdit = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const fields = documentTranslation(language, def.key as ContentKey, english);
    if (fields) edit[language] = { values: Object.fromEntries(Object.entries(fields).map(([f, v]) => [f, withEnglishIds(v, english[f])])) };
  }
  if (!Object.keys(edit).length) return undefined;
  const checked = parseOrThrow(def.translatable.input(english), edit) ?? {};
  return applyTranslationsEdit(undefined, english, checked, def.translatable.fields);
}

/** A demo document's id, its English as stored, its pictures to store (one or a list, by field) and its translations. */
export function demoDocument(def: DemoResource, { _id, ...doc }: Record<string, unknown>) {
  const text: Record<string, unknown> = {};
  const images: Record<string, SeedImage | SeedImage[]> = {};
  for (const [field, value] of Object.entries(doc)) {
    if (seedImages(value)) images[field] = value as SeedImage | SeedImage[];
    else text[field] = value;
  }
  const english = parseOrThrow(def.input, text) as Record<string, unknown>;
  return { _id, english, images, translations: demoTranslations(def, english) };
}
