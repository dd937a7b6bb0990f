import { describe, expect, it } from '@jest/globals';
import { csvLine } from './csv.js';

describe('csvLine', () => {
  it('quotes every field, doubles quotes, keeps new lines inside the quotes and joins lists', () => {
    expect(csvLine(['Smith, "Jo"', ['a', 'b'], 'two\nlines', null, undefined, 42])).toBe('"Smith, ""Jo""","a, b","two\nlines","","","42"\r\n');
  });

  it.each(['=1+1', '+1', '-1+2', '@SUM(A1)', '\t=1', '\r=1'])('neutralises a field starting with a formula character: %j', (value) => {
    expect(csvLine([value])).toBe(`"'${value}"\r\n`);
  });

  it('keeps a formula after a semicolon inside its field, for spreadsheets that split on semicolons', () => {
    expect(csvLine(["Hi;=cmd|' /C calc'!A0", 'x'])).toBe(`"Hi;=cmd|' /C calc'!A0","x"\r\n`);
  });
});
