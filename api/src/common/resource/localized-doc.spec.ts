import { describe, expect, it } from '@jest/globals';
import { applyTranslationsEdit } from '@site/contracts';
import { inEnglishStructure, localizedDoc } from './localized-doc.js';

const QUESTIONS = [
  { id: 'police', text: 'Police verification?', kind: 'yesno', options: [], required: true, knockout: 'No' },
  { id: 'shift', text: 'Which shift?', kind: 'choice', options: ['Day', 'Night'], required: true, knockout: 'Day' },
];
const FIELDS = ['jobTitle', 'location', 'questions'];
const english = { _id: 'j1', jobTitle: 'Security Guard', location: 'Pune', questions: QUESTIONS, status: 'Open' };
const translations = applyTranslationsEdit(
  undefined,
  english,
  {
    hi: { values: { jobTitle: 'सुरक्षा गार्ड', location: 'पुणे' } },
    mr: {
      values: {
        jobTitle: 'सुरक्षा रक्षक',
        questions: [{ id: 'shift', text: 'कोणती पाळी?', kind: 'choice', options: ['दिवस', 'रात्र'], required: false, knockout: null }],
      },
    },
  },
  FIELDS,
);
const doc = { ...english, translations };

describe('localizedDoc', () => {
  it('answers English readers the document as it always was, without its translations', () => {
    expect(localizedDoc(doc, FIELDS, 'en')).toEqual(english);
  });

  it('falls back field by field, Marathi → Hindi → English', () => {
    expect(localizedDoc(doc, FIELDS, 'hi')).toMatchObject({ jobTitle: 'सुरक्षा गार्ड', location: 'पुणे', questions: QUESTIONS, status: 'Open' });
    expect(localizedDoc(doc, FIELDS, 'mr')).toMatchObject({ jobTitle: 'सुरक्षा रक्षक', location: 'पुणे' });
    expect(localizedDoc(doc, FIELDS, 'mr')).not.toHaveProperty('translations');
  });

  it('reads translated questions in the English structure: ids, kinds, required and knockout stay English, an untranslated one stays English', () => {
    expect(localizedDoc(doc, FIELDS, 'mr').questions).toEqual([QUESTIONS[0], { ...QUESTIONS[1], text: 'कोणती पाळी?', options: ['दिवस', 'रात्र'] }]);
  });
});

describe('inEnglishStructure', () => {
  it('keeps English choices a translation does not match one for one', () => {
    expect(inEnglishStructure(QUESTIONS[1], { ...QUESTIONS[1], options: ['दिवस'] })).toEqual(QUESTIONS[1]);
  });

  it('matches FAQs by id, else by place, and keeps English days and times not translated', () => {
    const faqs = [
      { _id: 'a', question: 'Q1', answer: 'A1' },
      { _id: 'b', question: 'Q2', answer: 'A2' },
    ];
    expect(inEnglishStructure(faqs, [{ _id: 'b', question: 'प्र2', answer: '' }])).toEqual([faqs[0], { _id: 'b', question: 'प्र2', answer: 'A2' }]);
    expect(inEnglishStructure(faqs, [{ question: 'प्र1', answer: 'उ1' }])).toEqual([{ _id: 'a', question: 'प्र1', answer: 'उ1' }, faqs[1]]);
    const hours = { monday: { openingTime: '08:00', closingTime: '18:00' }, sunday: { openingTime: 'Closed', closingTime: 'Closed' } };
    expect(inEnglishStructure(hours, { sunday: { openingTime: 'बंद', closingTime: 'बंद' }, funday: {} })).toEqual({
      ...hours,
      sunday: { openingTime: 'बंद', closingTime: 'बंद' },
    });
  });

  it('gives no items where the English has none', () => {
    expect(
      localizedDoc({ _id: 'j2', questions: [], translations: { hi: { values: { questions: QUESTIONS }, sources: {} } } }, ['questions'], 'hi').questions,
    ).toEqual([]);
  });
});
