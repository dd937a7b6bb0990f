// The main site's catalogues hold exactly the messages its code shows, each translated into Hindi and Marathi with
// its placeholders and marked parts, as valid ICU.
import { describe, expect, it } from '@jest/globals';
import { catalogueProblems, messageIds, NO_PROBLEMS, readCatalogue } from '@site/shared-ui/testing/catalogues';
import { fileURLToPath } from 'node:url';
import { BOOKING_MESSAGES } from '../features/booking/components/booking-form';
import { APPLICATION_MESSAGES } from '../features/job-detail/components/application-messages';

const source = fileURLToPath(new URL('..', import.meta.url));

/** Messages the code shows through constants rather than `t('…')`: the booking's toasts, the application's outcome. */
const THROUGH_CONSTANTS = [...Object.values(BOOKING_MESSAGES), ...Object.values(APPLICATION_MESSAGES)];

const ids = new Set([...messageIds(source), ...THROUGH_CONSTANTS]);

describe.each(['hi', 'mr'] as const)('the %s catalogue of the main site', (language) => {
  it('translates every message of the code, and nothing else, keeping placeholders and marked parts', () => {
    const catalogue = readCatalogue(fileURLToPath(new URL(`./${language}.json`, import.meta.url)));
    expect(catalogueProblems(ids, catalogue, language)).toEqual(NO_PROBLEMS);
  });
});
