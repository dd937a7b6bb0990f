import { describe, expect, it } from '@jest/globals';
import { translationsInput } from './translation-input.js';
import { settingsTranslationsInput } from './site-settings.js';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

const QUESTIONS = [
  { id: 'police', text: 'Do you hold a police verification certificate?', kind: 'yesno', options: [], required: true, knockout: 'No' },
  { id: 'shift', text: 'Which shift suits you?', kind: 'choice', options: ['Day', 'Night'], required: true, knockout: 'Day' },
];
const MARATHI_QUESTIONS = [
  { id: 'police', text: 'आपल्याकडे पोलीस पडताळणी प्रमाणपत्र आहे का?', kind: 'yesno', options: [], required: true },
  { id: 'shift', text: 'आपल्याला कोणती पाळी सोयीची आहे?', kind: 'choice', options: ['दिवस', 'रात्र'], required: true, knockout: 'दिवस' },
];

describe('translationsInput', () => {
  it('takes JSON text or an object, checks each value with its English rule, and reads an empty value as a removal', () => {
    const sent = { hi: { values: { jobTitle: '  सुरक्षा गार्ड ', location: '' }, confirmed: ['description'] }, mr: { values: { jobTitle: 'सुरक्षा रक्षक' } } };
    const expected = { hi: { values: { jobTitle: 'सुरक्षा गार्ड', location: null }, confirmed: ['description'] }, mr: { values: { jobTitle: 'सुरक्षा रक्षक' } } };
    expect(translationsInput('jobs').parse(sent)).toEqual(expected);
    expect(translationsInput('jobs').parse(JSON.stringify(sent))).toEqual(expected);
    expect(translationsInput('jobs').parse('')).toBeUndefined();
  });

  it('takes back translations as a read answers them (with their sources, which are not read)', () => {
    const stored = { mr: { values: { jobTitle: 'सुरक्षा रक्षक' }, sources: { jobTitle: 'Security Guard' } } };
    expect(translationsInput('jobs').parse(stored)).toEqual({ mr: { values: { jobTitle: 'सुरक्षा रक्षक' } } });
  });

  it('refuses a field that is not translated, another language and a value its English rule refuses', () => {
    expect(messageOf(translationsInput('jobs').safeParse({ hi: { values: { status: 'Closed' } } }))).toBe(
      'The Hindi translations cannot hold "status": the fields translated are jobTitle, description, experience, location, salary, requirement, benefit, questions',
    );
    expect(messageOf(translationsInput('jobs').safeParse({ hi: { confirmed: ['closesOn'] } }))).toMatch(/^The Hindi translations cannot hold "closesOn"/);
    expect(messageOf(translationsInput('jobs').safeParse({ fr: { values: {} } }))).toBe('Translations are given for hi and mr only, not "fr"');
    expect(messageOf(translationsInput('jobs').safeParse({ mr: { values: { jobTitle: 'x'.repeat(201) } } }))).toBe(
      'Marathi jobTitle: Must be at most 200 characters',
    );
    expect(messageOf(translationsInput('jobs').safeParse('{not json'))).toBe('Translations must be valid JSON');
    expect(messageOf(translationsInput('jobs').safeParse({ mr: { values: 'x' } }))).toBe('The Marathi values must be an object of field to translated value');
    expect(messageOf(translationsInput('aboutCards').safeParse({ hi: { values: { image: 'x' } } }))).toBe(
      'The Hindi translations cannot hold "image": nothing here is translated',
    );
  });

  it('keeps the English structure of screening questions: same ids, kinds and number of choices; the knockout stays English', () => {
    const english = { questions: QUESTIONS };
    const parsed = translationsInput('jobs', english).parse({ mr: { values: { questions: MARATHI_QUESTIONS } } });
    expect(parsed?.mr?.values?.questions).toEqual(MARATHI_QUESTIONS.map((q) => ({ ...q, knockout: null })));
    const structure = 'The Marathi screening questions must be the English ones with their words translated: the same IDs, kinds and number of choices';
    const changed = (change: (q: (typeof MARATHI_QUESTIONS)[number]) => object) => ({
      mr: { values: { questions: MARATHI_QUESTIONS.map((q) => (q.id === 'shift' ? change(q) : q)) } },
    });
    expect(messageOf(translationsInput('jobs', english).safeParse(changed((q) => ({ ...q, id: 'other' }))))).toBe(structure);
    expect(messageOf(translationsInput('jobs', english).safeParse(changed((q) => ({ ...q, options: ['दिवस', 'रात्र', 'कोणतीही'] }))))).toBe(structure);
    expect(messageOf(translationsInput('jobs', english).safeParse(changed((q) => ({ ...q, kind: 'text' }))))).toBe(structure);
    expect(messageOf(translationsInput('jobs', english).safeParse({ mr: { values: { questions: MARATHI_QUESTIONS.slice(0, 1) } } }))).toBe(structure);
  });

  it('keeps the number of FAQs and the days of the business hours', () => {
    const english = { faqs: [{ question: 'Do you climb?', answer: 'Yes.' }], businessHours: { monday: { openingTime: '08:00', closingTime: '18:00' } } };
    const faqs = [{ question: 'क्या आप चढ़ते हैं?', answer: 'हाँ।' }];
    expect(translationsInput('services', english).parse({ hi: { values: { faqs } } })?.hi?.values?.faqs).toEqual(faqs);
    expect(messageOf(translationsInput('services', english).safeParse({ hi: { values: { faqs: [...faqs, ...faqs] } } }))).toBe(
      'The Hindi FAQs must be as many as the English ones (1)',
    );
  });

  it('translates the site settings’ footer text and address only', () => {
    expect(settingsTranslationsInput().parse({ mr: { values: { footerText: 'प्रत्येक पाळीवर प्रशिक्षित माणसे, २०१० पासून.' } } })).toEqual({
      mr: { values: { footerText: 'प्रत्येक पाळीवर प्रशिक्षित माणसे, २०१० पासून.' } },
    });
    expect(messageOf(settingsTranslationsInput().safeParse({ mr: { values: { phone: '1' } } }))).toBe(
      'The Marathi translations cannot hold "phone": the fields translated are footerText, address',
    );
  });
});
