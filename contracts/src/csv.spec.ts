import { describe, expect, it } from '@jest/globals';
import { csvLine } from './csv.js';

describe('csvLine', () => {
  it('quotes commas, quotes and new lines, joins lists and neutralises formulas', () => {
    expect(csvLine(['Smith, "Jo"', ['a', 'b']]) + csvLine(['=1+1', undefined]) + csvLine(['two\nlines', null])).toBe('"Smith, ""Jo""","a, b"\r\n\'=1+1,\r\n"two\nlines",\r\n');
  });
});
