// The shared kit's catalogues hold exactly the messages its code shows, each translated into Hindi and Marathi with
// its placeholders and marked parts, as valid ICU.
import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { CONTACT_MESSAGES } from '../forms/contact/contact-message-form';
import { HOME_ENQUIRY_MESSAGES } from '../forms/enquiry/home-enquiry-form';
import { MESSAGES } from '../session/session-slice';
import { catalogueProblems, messageIds, NO_PROBLEMS, readCatalogue } from '../testing/catalogue-check';
import { NO_NOTICE_TEXT } from '../ui/privacy/privacy-notice';
import { STAT_DEFAULTS } from '../ui/stats/stat-counter';

const source = fileURLToPath(new URL('..', import.meta.url));

/** Messages the code shows through constants rather than `t('…')`: the forms' and the visitor session's toasts. */
const THROUGH_CONSTANTS = [
  ...Object.values(CONTACT_MESSAGES),
  ...Object.values(HOME_ENQUIRY_MESSAGES),
  NO_NOTICE_TEXT,
  MESSAGES.loginSuccess,
  MESSAGES.loginFailed,
  MESSAGES.registerSuccess,
  MESSAGES.registerFailed,
  MESSAGES.logout,
  MESSAGES.accountDeleted,
  MESSAGES.deleteFailed,
  MESSAGES.visitorSessionEnded,
];

/** Messages whose translation may read as the English: nothing but placeholders. */
const SAME_AS_ENGLISH = new Set(['{title} ({type}, {location}): {description}']);

const ids = new Set([...messageIds(source), ...THROUGH_CONSTANTS]);

describe.each(['hi', 'mr'] as const)('the %s catalogue of shared-ui', (language) => {
  const catalogue = readCatalogue(fileURLToPath(new URL(`./${language}.json`, import.meta.url)));

  it('translates every message of the code, and nothing else, keeping placeholders and marked parts', () => {
    expect(catalogueProblems(ids, catalogue, language, SAME_AS_ENGLISH)).toEqual(NO_PROBLEMS);
  });

  it('starts each default statistic with its figure, which the strip counts up to', () => {
    for (const english of Object.values(STAT_DEFAULTS)) expect(catalogue[english]!.split(' ')[0]).toBe(english.split(' ')[0]);
  });
});
