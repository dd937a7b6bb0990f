import { describe, expect, it } from '@jest/globals';
import { candidateTerm, jobTerm, KNOCKOUT_TERM, sourceTerm, termsOf, termsOfQuery } from './submission-terms.js';

describe('termsOf', () => {
  it('finds a submission by its whole e-mail address and phone number, and by each word of its names', () => {
    const terms = termsOf({
      email: '  Ravi.K@Example.COM ',
      mobile: '+91 (98220) 12-345',
      firstName: 'Ravi',
      lastName: 'Kumar-Iyer',
      service: 'Security Guard',
      message: 'not searched',
    });
    expect(terms.sort()).toEqual(['e:ravi.k@example.com', 'p:9822012345', 'w:guard', 'w:iyer', 'w:kumar', 'w:ravi', 'w:security'].sort());
  });

  it('holds a phone stored as a number, the job applied to and a knockout flag', () => {
    expect(termsOf({ mobile: 9822012345, jobId: 'job-1', knockout: true, jobTitle: 'Guard' })).toEqual([
      'p:9822012345',
      jobTerm('job-1'),
      KNOCKOUT_TERM,
      'w:guard',
    ]);
  });

  it('keeps each word once, lower-cased and in Unicode normal form', () => {
    expect(termsOf({ name: 'ＡＳＨＡ asha Asha', jobTitle: 'Ärztin' })).toEqual(['w:asha', 'w:ärztin']);
  });

  it('keeps a Devanagari word whole, its vowel signs and virama included, whatever joiners it was typed with', () => {
    expect(termsOf({ name: 'सुनील पाटील', jobTitle: 'सुरक्षा रक्षक' }).sort()).toEqual(['w:पाटील', 'w:रक्षक', 'w:सुनील', 'w:सुरक्षा'].sort());
    expect(termsOf({ name: 'ऋतुजा क्षीरसागर' }).sort()).toEqual(['w:ऋतुजा', 'w:क्षीरसागर'].sort());
    // "कार्‍यालय" is often typed with a zero-width joiner to draw the eyelash ra; it is the same word.
    expect(termsOf({ service: 'कार्\u200Dयालय' })).toEqual(termsOf({ service: 'कार्यालय' }));
    expect(termsOf({ name: 'Sunil पाटील-Kale' }).sort()).toEqual(['w:kale', 'w:sunil', 'w:पाटील'].sort());
  });

  it('holds an Indian mobile as its ten digits however it was written, a proved one with its candidate, and a source', () => {
    expect(termsOf({ mobile: '+919822012345', candidate: '+919822012345', source: 'poster-pune-station' })).toEqual([
      'p:9822012345',
      candidateTerm('+919822012345'),
      sourceTerm('poster-pune-station'),
    ]);
    expect(termsOf({ mobile: '09822012345' })).toEqual(termsOf({ mobile: '9822012345' }));
  });

  it('holds a phone number typed in Devanagari digits as the same number', () => {
    expect(termsOf({ mobile: '९८२२०१२३४५' })).toEqual(['p:9822012345']);
  });

  it('holds nothing for empty or non-text fields', () => {
    expect(termsOf({ email: '', mobile: '', jobId: '', knockout: 'yes', name: 7 })).toEqual([]);
  });
});

describe('termsOfQuery', () => {
  it('asks for an e-mail address or a phone number whole', () => {
    expect(termsOfQuery(' Ravi.K@Example.com ')).toEqual(['e:ravi.k@example.com']);
    expect(termsOfQuery('+91 98220-12345')).toEqual(['p:9822012345']);
    expect(termsOfQuery('098220 12345')).toEqual(['p:9822012345']);
  });

  it('asks for every word, each once', () => {
    expect(termsOfQuery('Anil  DESAI anil')).toEqual(['w:anil', 'w:desai']);
  });

  it('gives null when a word is not a term, so the text itself is looked for', () => {
    expect(termsOfQuery("O'Brien")).toBeNull();
    expect(termsOfQuery('co-op')).toBeNull();
    expect(termsOfQuery('   ')).toBeNull();
  });

  it('asks for whole Devanagari words, as for Latin ones', () => {
    expect(termsOfQuery('पाटील')).toEqual(['w:पाटील']);
    expect(termsOfQuery(' सुनील  पाटील ')).toEqual(['w:सुनील', 'w:पाटील']);
    expect(termsOfQuery('+९१ ९८२२० १२३४५')).toEqual(['p:9822012345']);
  });

  it('takes a short number as words, not as a phone', () => {
    expect(termsOfQuery('12345')).toEqual(['w:12345']);
  });
});
