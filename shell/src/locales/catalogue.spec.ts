// The shell's catalogues hold exactly the messages its code shows (its pages' and its server's), each translated into
// Hindi and Marathi with its placeholders, as valid ICU.
import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { catalogueProblems, messageIds, NO_PROBLEMS, readCatalogue } from '@site/shared-ui/testing/catalogues';

const ids = new Set([...messageIds(fileURLToPath(new URL('..', import.meta.url))), ...messageIds(fileURLToPath(new URL('../../server', import.meta.url)))]);

describe.each(['hi', 'mr'] as const)('the %s catalogue of the shell', (language) => {
  it('translates every message of the code, and nothing else', () => {
    expect(catalogueProblems(ids, readCatalogue(fileURLToPath(new URL(`./${language}.json`, import.meta.url))), language)).toEqual(NO_PROBLEMS);
  });
});
