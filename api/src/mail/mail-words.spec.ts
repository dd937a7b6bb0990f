import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { istWords } from '@site/contracts';
import { languageOf, mailWords, missingMailWords } from './mail-words.js';
import { momentWords } from './moment-words.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Every room's e-mail catalogues: the `locales` folders of api/src. */
const folders = readdirSync(SRC, { recursive: true, withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name === 'locales')
  .map((d) => path.join(d.parentPath, d.name));
const read = (folder: string, language: string) => JSON.parse(readFileSync(path.join(folder, `${language}.json`), 'utf8')) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Makes a locales folder of its own for a test. */
function folderWith(hi: Record<string, string>, mr: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'mail-words-'));
  writeFileSync(path.join(dir, 'hi.json'), JSON.stringify(hi));
  writeFileSync(path.join(dir, 'mr.json'), JSON.stringify(mr));
  return pathToFileURL(`${dir}/`);
}

describe('the e-mail catalogues', () => {
  it('are found for the rooms that write to visitors', () => {
    expect(folders.map((f) => path.relative(SRC, f)).sort()).toEqual(
      expect.arrayContaining(['accounts/locales', 'applications/locales', 'mail/locales', 'submissions/locales']),
    );
  });

  it.each(folders.map((f) => [path.relative(SRC, f), f]))(
    '%s: Hindi and Marathi translate the same messages, each with the placeholders of its English, in Devanagari',
    (_, folder) => {
      const [hi, mr] = [read(folder!, 'hi'), read(folder!, 'mr')];
      expect(Object.keys(mr).sort()).toEqual(Object.keys(hi).sort());
      for (const catalogue of [hi, mr]) {
        for (const [english, translation] of Object.entries(catalogue)) {
          expect([english, placeholders(translation)]).toEqual([english, placeholders(english)]);
          // No English left: the words (placeholders aside) are Devanagari.
          expect([english, /[\u0900-\u097F]/.test(translation.replace(/\{\w+\}/g, ''))]).toEqual([english, true]);
        }
      }
    },
  );
});

describe('mailWords', () => {
  const words = mailWords(folderWith({ 'Thank you, {name}': 'धन्यवाद, {name}', Hindi: 'हिंदी में' }, { 'Thank you, {name}': 'धन्यवाद {name}' }));

  it('says English as its id, with the values put in', () => {
    expect(words('en')('Thank you, {name}', { name: 'Asha' })).toBe('Thank you, Asha');
    expect(words('en')('If you did not write to us, someone may have typed your address by mistake: you can ignore this e-mail.')).toBe(
      'If you did not write to us, someone may have typed your address by mistake: you can ignore this e-mail.',
    );
  });

  it('says each language from its catalogue, falling back Marathi → Hindi → English', () => {
    expect(words('hi')('Thank you, {name}', { name: 'आशा' })).toBe('धन्यवाद, आशा');
    expect(words('mr')('Thank you, {name}', { name: 'आशा' })).toBe('धन्यवाद आशा');
    expect(words('mr')('Hindi')).toBe('हिंदी में');
    expect(words('mr')('Not translated')).toBe('Not translated');
    expect(missingMailWords).toContain('mr:Hindi');
    expect(missingMailWords).toContain('mr:Not translated');
  });

  it('gives values back exactly as they went in (backslashes and braces included)', () => {
    expect(words('hi')('Thank you, {name}', { name: 'A\\u0041 {x} \\x41' })).toBe('धन्यवाद, A\\u0041 {x} \\x41');
    expect(words('en')('Thank you, {name}', { name: 'A\\u0041' })).toBe('Thank you, A\\u0041');
  });
});

describe('languageOf', () => {
  it('is the stored language, and English for a submission stored before languages or with anything else', () => {
    expect(languageOf({ language: 'mr' })).toBe('mr');
    expect(languageOf({})).toBe('en');
    expect(languageOf({ language: 'fr' })).toBe('en');
  });
});

describe('momentWords', () => {
  const at = '2026-09-12T05:00:00.000Z';

  it('writes English as the back office does', () => {
    for (const moment of [at, '2026-06-12T20:15:00.000Z', '2026-01-01T12:00:00.000Z']) expect(momentWords(moment, 'en')).toBe(istWords(moment));
  });

  it('spells Hindi and Marathi out with Latin digits, the part of the day and India’s time', () => {
    expect(momentWords(at, 'hi')).toBe('शनिवार, 12 सितंबर 2026 को सुबह 10:30 बजे (भारतीय समय)');
    expect(momentWords(at, 'mr')).toBe('शनिवार, 12 सप्टेंबर, 2026 रोजी सकाळी 10:30 वाजता (भारतीय वेळ)');
    // After midnight in India while UTC is on the day before.
    expect(momentWords('2026-09-11T20:15:00.000Z', 'mr')).toBe('शनिवार, 12 सप्टेंबर, 2026 रोजी रात्री 1:45 वाजता (भारतीय वेळ)');
    expect(momentWords('2026-09-12T12:30:00.000Z', 'hi')).toBe('शनिवार, 12 सितंबर 2026 को शाम 6:00 बजे (भारतीय समय)');
  });
});
