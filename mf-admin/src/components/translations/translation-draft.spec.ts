import { describe, expect, it } from '@jest/globals';
import { businessHoursField, faqsField, textField } from './translatable-fields';
import { editOf, fallbackLanguage, fallbackText, initialDraft } from './translation-draft';
import { languageStatus, statusText } from './translation-status';

const title = textField({ name: 'title', label: 'Title' });
const salary = textField({ name: 'salary', label: 'Salary', firstOfList: true });
const A = 'a'.repeat(24);
const B = 'b'.repeat(24);
const doc = {
  title: 'Security Guards',
  salary: ['₹15,000 a month'],
  faqs: [
    { _id: A, question: 'Trained?', answer: 'Yes' },
    { _id: B, question: 'Uniform?', answer: 'Provided' },
  ],
  translations: {
    // Stored in another order than the English: matched by id.
    hi: {
      values: {
        title: 'सुरक्षा गार्ड',
        faqs: [
          { _id: B, question: 'वर्दी?', answer: 'दी जाती है' },
          { _id: A, question: 'प्रशिक्षित?', answer: 'हाँ' },
        ],
      },
      sources: { title: 'Security Guards', faqs: [] },
    },
  },
};

describe('a translation draft', () => {
  const fields = [title, salary, faqsField];
  const initial = initialDraft(fields, doc);

  it('reads stored translations per cell, lists as their English input shows them, FAQ items matched by id', () => {
    expect(initial.hi.texts.title).toEqual({ '': 'सुरक्षा गार्ड' });
    expect(initial.hi.texts.salary).toEqual({ '': '' });
    expect(initial.hi.texts.faqs).toEqual({ [`${A}.question`]: 'प्रशिक्षित?', [`${A}.answer`]: 'हाँ', [`${B}.question`]: 'वर्दी?', [`${B}.answer`]: 'दी जाती है' });
    expect(initial.mr.texts.faqs).toEqual({});
  });

  it('falls back as the public pages do: Marathi shows the Hindi typed now, then the English', () => {
    expect(fallbackText(initial, 'mr', 'title', '', 'Security Guards')).toBe('सुरक्षा गार्ड');
    expect(fallbackLanguage(initial, 'mr', 'title', '')).toBe('hi');
    expect(fallbackText(initial, 'hi', 'title', '', 'Security Guards')).toBe('Security Guards');
    expect(fallbackLanguage(initial, 'mr', 'salary', '')).toBe('en');
  });

  it('sends only what changed: untouched translations keep the English they were translated from', () => {
    expect(editOf(fields, initial, initial, { title: 'Security Guards', faqs: doc.faqs })).toBeUndefined();
    const draft = { ...initial, mr: { texts: { ...initial.mr.texts, faqs: { [`${B}.answer`]: 'दिला जातो' } }, confirmed: ['title'] } };
    expect(editOf(fields, draft, initial, { title: 'Security Guards', faqs: doc.faqs })).toEqual({
      mr: {
        // Empty cells keep the Hindi they showed.
        values: {
          faqs: [
            { _id: A, question: 'प्रशिक्षित?', answer: 'हाँ' },
            { _id: B, question: 'वर्दी?', answer: 'दिला जातो' },
          ],
        },
        confirmed: ['title'],
      },
    });
  });

  it('business hours: a translation keeps every weekday; all cells empty removes it', () => {
    const hours = { monday: { openingTime: '09:00', closingTime: '17:00' } };
    const value = businessHoursField.valueOf(hours, { 'sunday.closingTime': 'बंद' }, (key) => (key.startsWith('monday') ? '09:00' : 'Closed')) as Record<
      string,
      unknown
    >;
    expect(Object.keys(value)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(value.sunday).toEqual({ openingTime: 'Closed', closingTime: 'बंद' });
    expect(businessHoursField.valueOf(hours, { 'sunday.closingTime': '  ' }, () => 'x')).toBeNull();
  });
});

describe('the state of a language, for the list badges', () => {
  it('counts fields with English: done, partly, not translated, source changed', () => {
    const fields = ['title', 'description', 'service'];
    const base = { title: 'Guards', description: 'Trained', service: '' };
    const tr = (values: Record<string, string>, sources: Record<string, string>) => ({ ...base, translations: { hi: { values, sources } } });
    expect(languageStatus(base, fields, 'hi')).toMatchObject({ state: 'none', missing: 2, total: 2 });
    expect(statusText(languageStatus(tr({ title: 'गार्ड' }, { title: 'Guards' }), fields, 'hi'))).toBe('Hindi: 1 of 2 to translate');
    expect(statusText(languageStatus(tr({ title: 'गार्ड', description: 'प्रशिक्षित' }, { title: 'Guards', description: 'Trained' }), fields, 'hi'))).toBe(
      'Hindi: translated',
    );
    expect(statusText(languageStatus(tr({ title: 'गार्ड' }, { title: 'Guard' }), fields, 'hi'))).toBe('Hindi: source changed (1), 1 to translate');
  });
});
