// What a translator fills in for each translatable field: its English texts as "cells" (one for a plain field; one
// per FAQ question and answer, weekday time, screening question and choice for a structured one), each keyed so
// that a translation stays with its English item while the English list is edited. A structured translation keeps
// the English structure: only its texts differ.
import { WEEKDAYS } from '@site/contracts/constants';

/** A plain field as a form declares it: lists are edited as comma-separated text or as their first item. */
export interface TextFieldDef {
  name: string;
  label: string;
  kind?: string;
  commaList?: boolean;
  firstOfList?: boolean;
  /** Height of a textarea. */
  rows?: number;
}

export interface Cell {
  /** Stable while the English is edited ('' for a plain field). */
  key: string;
  label: string;
  /** The English text. */
  text: string;
  multiline?: boolean;
  rows?: number;
  /** The item the cell belongs to ("FAQ 2"), for structured fields. */
  group?: string;
}

export type Texts = Record<string, string>;

export interface TranslatableField {
  name: string;
  label: string;
  multiline?: boolean;
  /** The English cells, from the English as the form holds it now (or as stored). */
  cells(english: unknown): Cell[];
  /** A stored translation's texts by cell key, its items matched to the stored English ones. */
  textsOf(translated: unknown, storedEnglish: unknown): Texts;
  /**
   * The translation to send, in the English structure; `fill` gives the text an empty cell shows. Null when every
   * cell is empty: the field then falls back as a whole.
   */
  valueOf(english: unknown, texts: Texts, fill: (key: string) => string): unknown;
  /** Why the field cannot be translated now, if it cannot. */
  blocked?(english: unknown): string | undefined;
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(str) : typeof v === 'string' && v ? [v] : []);
const filled = (texts: Texts, keys: string[]) => keys.some((k) => (texts[k] ?? '').trim() !== '');
const pick = (texts: Texts, fill: (key: string) => string) => (key: string) => ((texts[key] ?? '').trim() ? texts[key]! : fill(key));

/** A field's value as its English input shows it: lists as comma-separated text or their first item. */
export function formText(def: Pick<TextFieldDef, 'commaList' | 'firstOfList'>, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (def.commaList) return asList(value).join(', ');
  if (def.firstOfList) return asList(value)[0] ?? '';
  return Array.isArray(value) ? asList(value).join(', ') : str(value);
}

/** A plain text field: one cell, sent as the form sends its English (the API reads it with the field's schema). */
export function textField(def: TextFieldDef): TranslatableField {
  const multiline = def.kind === 'textarea';
  return {
    name: def.name,
    label: def.label,
    multiline,
    cells: (english) => [{ key: '', label: def.label, text: formText(def, english), multiline, rows: def.rows }],
    textsOf: (translated) => ({ '': formText(def, translated) }),
    valueOf: (_english, texts) => (texts['']?.trim() ? texts[''] : null),
  };
}

interface Faq {
  _id?: string;
  question?: string;
  answer?: string;
}
const faqsOf = (v: unknown): Faq[] => (Array.isArray(v) ? (v as Faq[]).filter((f) => str(f?.question).trim() || str(f?.answer).trim()) : []);
const faqKey = (f: Faq, i: number) => f._id ?? `new${i}`;

/** A service's FAQs: each question and answer, the list as in English. */
export const faqsField: TranslatableField = {
  name: 'faqs',
  label: 'FAQs',
  cells: (english) =>
    faqsOf(english).flatMap((f, i) => [
      { key: `${faqKey(f, i)}.question`, label: `Question ${i + 1}`, text: str(f.question), group: `FAQ ${i + 1}` },
      { key: `${faqKey(f, i)}.answer`, label: `Answer ${i + 1}`, text: str(f.answer), multiline: true, group: `FAQ ${i + 1}` },
    ]),
  textsOf: (translated, storedEnglish) => {
    const list = Array.isArray(translated) ? (translated as Faq[]) : [];
    return Object.fromEntries(
      faqsOf(storedEnglish).flatMap((f, i) => {
        const t = list.find((x) => f._id && x?._id === f._id) ?? list[i];
        return t
          ? [
              [`${faqKey(f, i)}.question`, str(t.question)],
              [`${faqKey(f, i)}.answer`, str(t.answer)],
            ]
          : [];
      }),
    );
  },
  valueOf: (english, texts, fill) => {
    const list = faqsOf(english);
    const keys = list.flatMap((f, i) => [`${faqKey(f, i)}.question`, `${faqKey(f, i)}.answer`]);
    if (!filled(texts, keys)) return null;
    const text = pick(texts, fill);
    return list.map((f, i) => ({ ...(f._id && { _id: f._id }), question: text(`${faqKey(f, i)}.question`), answer: text(`${faqKey(f, i)}.answer`) }));
  },
};

type Hours = Record<string, { openingTime?: string; closingTime?: string } | undefined>;
const dayName = (d: string) => d[0]!.toUpperCase() + d.slice(1);

/** A service's opening and closing times per weekday ("Closed" is the word to translate; times stay as they are). */
export const businessHoursField: TranslatableField = {
  name: 'businessHours',
  label: 'Business hours',
  cells: (english) => {
    const hours = (english ?? {}) as Hours;
    return WEEKDAYS.flatMap((d) => [
      { key: `${d}.openingTime`, label: `${dayName(d)} opening`, text: str(hours[d]?.openingTime) },
      { key: `${d}.closingTime`, label: `${dayName(d)} closing`, text: str(hours[d]?.closingTime) },
    ]);
  },
  textsOf: (translated) => {
    const hours = (translated && typeof translated === 'object' ? translated : {}) as Hours;
    return Object.fromEntries(
      WEEKDAYS.flatMap((d) => [
        [`${d}.openingTime`, str(hours[d]?.openingTime)],
        [`${d}.closingTime`, str(hours[d]?.closingTime)],
      ]),
    );
  },
  valueOf: (_english, texts, fill) => {
    const keys = WEEKDAYS.flatMap((d) => [`${d}.openingTime`, `${d}.closingTime`]);
    if (!filled(texts, keys)) return null;
    const text = pick(texts, fill);
    return Object.fromEntries(WEEKDAYS.map((d) => [d, { openingTime: text(`${d}.openingTime`), closingTime: text(`${d}.closingTime`) }]));
  },
};

interface Question {
  id?: string;
  text?: string;
  kind?: string;
  /** One per line in the form, a list when stored. */
  options?: string | string[];
  required?: boolean;
  knockout?: string | null;
}
/** The choices as the API stores them: one per line, trimmed, without blanks or repeats. */
const optionsOf = (q: Question) =>
  q.kind === 'choice' ? [...new Set((Array.isArray(q.options) ? q.options : str(q.options).split('\n')).map((o) => o.trim()).filter(Boolean))] : [];
const questionsOf = (v: unknown): Question[] => (Array.isArray(v) ? (v as Question[]) : []);

/** A job's screening questions: each question's text and choices; kinds, ids and knockout stay as in English. */
export const questionsField: TranslatableField = {
  name: 'questions',
  label: 'Screening questions',
  cells: (english) =>
    questionsOf(english)
      .filter((q) => q.id)
      .flatMap((q, i) => [
        { key: `${q.id}.text`, label: `Question ${i + 1}`, text: str(q.text), group: `Question ${i + 1}` },
        ...optionsOf(q).map((o, j) => ({ key: `${q.id}.option.${j}`, label: `Question ${i + 1}, choice ${j + 1}`, text: o, group: `Question ${i + 1}` })),
      ]),
  textsOf: (translated) =>
    Object.fromEntries(
      questionsOf(translated).flatMap((q) => (q.id ? [[`${q.id}.text`, str(q.text)], ...optionsOf(q).map((o, j) => [`${q.id}.option.${j}`, o])] : [])),
    ),
  valueOf: (english, texts, fill) => {
    const list = questionsOf(english).filter((q) => q.id);
    const keys = list.flatMap((q) => [`${q.id}.text`, ...optionsOf(q).map((_, j) => `${q.id}.option.${j}`)]);
    if (!filled(texts, keys)) return null;
    const text = pick(texts, fill);
    return list.map((q) => {
      const options = optionsOf(q);
      const translated = options.map((_, j) => text(`${q.id}.option.${j}`));
      // The knockout answer names the same choice in the translation (yes and no are worded by the public pages).
      const knockout = q.knockout ? (q.kind === 'choice' ? (translated[options.indexOf(q.knockout)] ?? null) : q.knockout) : null;
      return { id: q.id, text: text(`${q.id}.text`), kind: q.kind, options: translated, required: Boolean(q.required), knockout };
    });
  },
  blocked: (english) =>
    questionsOf(english).some((q) => !q.id && str(q.text).trim()) ? 'Questions added here can be translated once the job is saved.' : undefined,
};
