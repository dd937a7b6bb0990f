import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogueProblems, messageIds } from './catalogue-check';

describe('messageIds', () => {
  it("finds the t('…') messages of a package's code, not those of its tests, helpers or catalogues", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
    mkdirSync(path.join(dir, 'testing'));
    writeFileSync(
      path.join(dir, 'page.tsx'),
      `<p>{t('Hello {name}', { name })}</p>; t("Don't go"); t(\n  'Split \\'quoted\\''\n); i18n.t('not ours'); it('a test name')`,
    );
    writeFileSync(path.join(dir, 'page.spec.tsx'), `t('only in a test')`);
    writeFileSync(path.join(dir, 'testing', 'helper.ts'), `t('only in a helper')`);
    expect([...messageIds(dir)].sort()).toEqual(["Don't go", 'Hello {name}', "Split 'quoted'"]);
  });
});

describe('catalogueProblems', () => {
  it('names missing, extra, empty, untranslated, mismatched, invalid and off-glossary entries', () => {
    const ids = new Set(['Hello {name}', 'I agree to the <0>notice</0>', 'Jobs', 'Missing', 'Brand', 'Empty', '{n} items', 'Broken', 'Housekeeping']);
    const catalogue = {
      'Hello {name}': 'नमस्ते {naam}',
      'I agree to the <0>notice</0>': 'मी सहमत आहे',
      Jobs: 'Jobs',
      Brand: 'Brand',
      Empty: ' ',
      '{n} items': '{n} वस्तू',
      Broken: '{count, plural, one {#}',
      Extra: 'अधिक',
      Housekeeping: 'हाउसकीपिंग',
    };
    const problems = catalogueProblems(ids, catalogue, 'mr', new Set(['Brand']));
    expect(problems).toEqual({
      missing: ['Missing'],
      extra: ['Extra'],
      empty: ['Empty'],
      untranslated: ['Jobs'],
      placeholders: ['Hello {name}', 'Broken'],
      parts: ['I agree to the <0>notice</0>'],
      invalid: ['Broken'],
      glossary: ['Housekeeping: हाउसकीपिंग → हाऊसकीपिंग'],
    });
  });
});
