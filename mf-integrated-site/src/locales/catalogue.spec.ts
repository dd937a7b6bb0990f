// The integrated site's catalogues hold exactly the messages its code shows, each translated into Hindi and Marathi
// with its placeholders, as valid ICU.
import { describe, expect, it } from '@jest/globals';
import { catalogueProblems, messageIds, NO_PROBLEMS, readCatalogue } from '@site/shared-ui/testing/catalogues';
import { fileURLToPath } from 'node:url';

const source = fileURLToPath(new URL('..', import.meta.url));
const ids = messageIds(source);

describe.each(['hi', 'mr'] as const)('the %s catalogue of the integrated site', (language) => {
  it('translates every message of the code, and nothing else, keeping placeholders', () => {
    const catalogue = readCatalogue(fileURLToPath(new URL(`./${language}.json`, import.meta.url)));
    expect(catalogueProblems(ids, catalogue, language)).toEqual(NO_PROBLEMS);
  });
});
