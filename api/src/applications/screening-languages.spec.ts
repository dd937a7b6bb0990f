import { describe, expect, it } from '@jest/globals';
import { englishAnswers, lookupOrder, refusalIn } from './screening-languages.js';

const QUESTIONS = [
  { id: 'shift', text: 'Which shift suits you?', kind: 'choice', options: ['Day', 'Night', 'Either'], required: true, knockout: 'Day' },
  { id: 'area', text: 'Which area do you live in?', kind: 'text', options: [], required: false, knockout: null },
];
const translated = (text: string, options: string[]) => ({ values: { questions: [{ ...QUESTIONS[0], text, options, knockout: null }] }, sources: {} });
const job = {
  _id: 'j1',
  questions: QUESTIONS,
  translations: { hi: translated('कौन सी शिफ्ट ठीक है?', ['दिन', 'रात', 'कोई भी']), mr: translated('कोणती पाळी सोयीची आहे?', ['दिवस', 'रात्र', 'कोणतीही']) },
};

describe('englishAnswers', () => {
  it('stores a choice made in Marathi or Hindi as its English choice, and text answers as typed', () => {
    expect(englishAnswers(job, { shift: 'रात्र', area: 'कोथरूड' }, 'mr')).toEqual({ shift: 'Night', area: 'कोथरूड' });
    expect(englishAnswers(job, { shift: 'दिन' }, 'mr')).toEqual({ shift: 'Day' });
    expect(englishAnswers(job, { shift: 'कोणतीही' }, 'en')).toEqual({ shift: 'Either' });
    expect(englishAnswers(job, { shift: 'Night' }, 'mr')).toEqual({ shift: 'Night' });
  });

  it('leaves an answer that is no choice in any language for the check to refuse', () => {
    expect(englishAnswers(job, { shift: 'Evening' }, 'hi')).toEqual({ shift: 'Evening' });
    expect(englishAnswers(job, 'not an object', 'hi')).toBe('not an object');
  });

  it('looks in the page’s language, then the ones it falls back to, then the others', () => {
    expect(lookupOrder('mr')).toEqual(['mr', 'hi']);
    expect(lookupOrder('hi')).toEqual(['hi', 'mr']);
    expect(lookupOrder('en')).toEqual(['hi', 'mr']);
  });
});

describe('refusalIn', () => {
  it('words a refusal with the question and choices the visitor read', () => {
    expect(refusalIn(job, { shift: 'Evening' }, 'mr')).toBe('Choose one of the answers to “कोणती पाळी सोयीची आहे?”: दिवस, रात्र, कोणतीही');
    expect(refusalIn(job, {}, 'hi')).toBe('Please answer “कौन सी शिफ्ट ठीक है?”');
  });
});
