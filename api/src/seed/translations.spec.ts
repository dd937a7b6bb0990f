// The demo content's Hindi and Marathi as the seed stores them: every field a visitor reads of every seeded document is
// translated from the English it is stored with (so the back office shows it current), keeps the English structure,
// gives the same figures, and reads as Hindi or Marathi.
import { describe, expect, it } from '@jest/globals';
import {
  COMPANY,
  CONTENT_KEYS,
  type ContentKey,
  TRANSLATABLE_FIELDS,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
  translationState,
  WEEKDAYS,
} from '@site/contracts';
import { offGlossary } from '@site/contracts/glossary';
import { CONTENT_RESOURCES } from '../content/index.js';
import { CLIENTS } from './company.content.js';
import { buildDemoContent } from './demo-content.js';
import { demoDocument } from './demo-document.js';
import { DEMO_TRANSLATIONS, DOCUMENT_KEYS } from './translations/index.js';

const content = buildDemoContent();
const seeded = CONTENT_KEYS.flatMap((key) => (content[key] ?? []).map((raw) => ({ key, ...demoDocument(CONTENT_RESOURCES[key], raw) })));
type Seeded = (typeof seeded)[number];

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
const nameOf = (doc: Seeded) => `${doc.key} "${String(doc.english[DOCUMENT_KEYS[doc.key] ?? ''])}"`;
const valuesOf = (doc: Seeded, language: TranslatedLanguage) => doc.translations?.[language]?.values ?? {};
/** Each translated field of each seeded document, with its English. */
const translatedFields = () =>
  seeded.flatMap((doc) =>
    TRANSLATED_LANGUAGES.flatMap((language) =>
      Object.entries(valuesOf(doc, language)).map(([field, value]) => ({
        where: `${nameOf(doc)} ${language} ${field}`,
        language,
        field,
        value,
        english: doc.english[field],
      })),
    ),
  );

/** The texts of a value, leaving out what identifies an item rather than says something. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => (['_id', 'id', 'kind'].includes(k) ? [] : textsOf(v)));
  return [];
}

/** Written in Latin letters in Hindi and Marathi too: the brands, and the abbreviations job ads and offices use. */
const KEPT_IN_LATIN = [
  COMPANY.name,
  'Sentinel House',
  'Sentinel',
  ...CLIENTS.map((c) => c.name),
  'CCTV',
  'PF',
  'ESI',
  'TDS',
  'HR',
  'IT',
  'IP',
  'NVR',
  'PoE',
  'GPS',
  'HD',
  'NABH',
  'GDPR',
  'SLA',
  'CV',
];
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const leftInEnglish = (text: string) => KEPT_IN_LATIN.reduce((rest, kept) => rest.split(kept).join(' '), text.replace(EMAIL, ' ')).match(/[A-Za-z]{2,}/g) ?? [];
/** The digits of a text, in any order: a translation may put a figure elsewhere in the sentence, never change it. */
const digitsOf = (value: unknown) => [...textsOf(value).join(' ').replace(/\D/g, '')].sort().join('');

describe('the demo content in Hindi and Marathi', () => {
  it('translates every field a visitor reads of every seeded document, from the English it is stored with', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const doc of seeded) {
      for (const field of TRANSLATABLE_FIELDS[doc.key]) {
        if (isEmpty(doc.english[field])) continue;
        for (const language of TRANSLATED_LANGUAGES) {
          checked += 1;
          // Current: a value, and its source is the English as stored, so the back office asks nothing of an editor.
          const state = translationState({ ...doc.english, translations: doc.translations }, language, field);
          if (state !== 'current') problems.push(`${nameOf(doc)} ${language} ${field}: ${state}`);
          else expect(doc.translations?.[language]?.sources[field]).toEqual(doc.english[field]);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(400);
  });

  it('has a translation only for documents the seed writes and fields a visitor reads', () => {
    for (const language of TRANSLATED_LANGUAGES) {
      for (const [key, documents] of Object.entries(DEMO_TRANSLATIONS[language]) as Array<[ContentKey, Record<string, Record<string, unknown>>]>) {
        const names = seeded.filter((d) => d.key === key).map((d) => d.english[DOCUMENT_KEYS[key]!]);
        for (const [name, fields] of Object.entries(documents)) {
          expect({ language, key, name, seeded: names.includes(name) }).toEqual({ language, key, name, seeded: true });
          for (const field of Object.keys(fields)) expect(TRANSLATABLE_FIELDS[key]).toContain(field);
        }
      }
    }
  });

  it('keeps the English structure: as many FAQs in the same order, each naming its English one; the same questions and choices', () => {
    for (const doc of seeded) {
      for (const language of TRANSLATED_LANGUAGES) {
        const values = valuesOf(doc, language);
        if (Array.isArray(doc.english.faqs) && doc.english.faqs.length) {
          const faqs = values.faqs as Array<{ _id: string; question: string; answer: string }>;
          expect(faqs.map((f) => f._id)).toEqual((doc.english.faqs as Array<{ _id: string }>).map((f) => f._id));
          for (const faq of faqs)
            expect(faq).toEqual({
              _id: expect.any(String),
              question: expect.stringMatching(/\p{Script=Devanagari}/u),
              answer: expect.stringMatching(/\p{Script=Devanagari}/u),
            });
        }
        if (Array.isArray(doc.english.questions) && doc.english.questions.length) {
          const shape = (list: unknown) => (list as Array<{ id: string; kind: string; options?: string[] }>).map((q) => [q.id, q.kind, q.options?.length ?? 0]);
          expect(shape(values.questions)).toEqual(shape(doc.english.questions));
        }
      }
    }
    expect(seeded.filter((d) => d.key === 'services').every((d) => (d.english.faqs as unknown[]).length > 0)).toBe(true);
  });

  it('gives the same days and hours, as a reader of the language says them', () => {
    // When each part of the day starts, in 24-hour time, and what a Hindi or a Marathi reader calls it.
    const PERIODS: Record<TranslatedLanguage, Array<[number, string]>> = {
      hi: [
        [20, 'रात'],
        [16, 'शाम'],
        [12, 'दोपहर'],
        [4, 'सुबह'],
        [0, 'रात'],
      ],
      mr: [
        [20, 'रात्री'],
        [16, 'सायंकाळी'],
        [12, 'दुपारी'],
        [4, 'सकाळी'],
        [0, 'रात्री'],
      ],
    };
    const said = (language: TranslatedLanguage, time: string) => {
      const [hour, minute] = time.split(':').map(Number) as [number, number];
      const period = PERIODS[language].find(([from]) => hour >= from)![1];
      return `${period} ${hour % 12 || 12}:${String(minute).padStart(2, '0')}`;
    };
    type Hours = Record<string, { openingTime: string; closingTime: string }>;
    for (const doc of seeded.filter((d) => d.key === 'services')) {
      const english = doc.english.businessHours as Hours;
      for (const language of TRANSLATED_LANGUAGES) {
        const hours = valuesOf(doc, language).businessHours as Hours;
        expect(Object.keys(hours).sort()).toEqual([...WEEKDAYS].sort());
        for (const day of WEEKDAYS) {
          const { openingTime, closingTime } = english[day]!;
          // Closed in the word the page knows; open all day as typed, which the page says in the language itself.
          const closed = openingTime === 'Closed';
          const allDay = openingTime === '00:00' && closingTime === '23:59';
          const expected = closed
            ? { openingTime: 'बंद', closingTime: 'बंद' }
            : allDay
              ? english[day]
              : { openingTime: said(language, openingTime), closingTime: said(language, closingTime) };
          expect({ day, ...hours[day] }).toEqual({ day, ...expected });
        }
      }
    }
  });

  it('reads as Hindi or Marathi: no English left but brands and common abbreviations, Latin digits, the same figures', () => {
    const problems: string[] = [];
    for (const { where, field, value, english } of translatedFields()) {
      for (const text of textsOf(value)) {
        const left = leftInEnglish(text);
        if (left.length) problems.push(`${where}: ${left.join(' ')}`);
        if (/[०-९]/.test(text)) problems.push(`${where}: Devanagari digits`);
      }
      // Hours are said in 12-hour time (checked above).
      if (field !== 'businessHours' && digitsOf(value) !== digitsOf(english))
        problems.push(`${where}: figures ${digitsOf(value)} instead of ${digitsOf(english)}`);
    }
    expect(problems).toEqual([]);
  });

  it('spells the trade’s terms as the glossary does', () => {
    const texts = translatedFields().flatMap(({ where, language, value }) => textsOf(value).map((text) => ({ where, language, text })));
    expect(texts.flatMap(({ where, language, text }) => offGlossary(language, text).map((word) => `${where}: ${word}`))).toEqual([]);
  });

  it('ends Hindi sentences with a purna viram and Marathi ones with a full stop', () => {
    const problems: string[] = [];
    for (const { where, language, value } of translatedFields()) {
      for (const text of textsOf(value)) {
        if (language === 'mr' && text.includes('।')) problems.push(`${where}: ।`);
        // A full stop after a Hindi word that is no abbreviation (डॉ.).
        if (language === 'hi' && /\p{Script=Devanagari}\.(\s|$)/u.test(text.replaceAll('डॉ.', ''))) problems.push(`${where}: .`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names the jobs as job seekers look for them', () => {
    const titles = (language: TranslatedLanguage) =>
      Object.fromEntries(seeded.filter((d) => d.key === 'jobs').map((d) => [d.english.jobTitle, valuesOf(d, language).jobTitle]));
    expect(titles('hi')).toMatchObject({
      'Security Guard': 'सुरक्षा गार्ड',
      'Security Supervisor': 'सुरक्षा पर्यवेक्षक',
      'Housekeeping Executive': 'हाउसकीपिंग एग्ज़िक्यूटिव',
    });
    expect(titles('mr')).toMatchObject({
      'Security Guard': 'सुरक्षा रक्षक',
      'Security Supervisor': 'सुरक्षा सुपरवायझर',
      'Housekeeping Executive': 'हाऊसकीपिंग एक्झिक्युटिव्ह',
    });
  });
});
