// The stage of an application in the candidate's words (CANDIDATE_STAGES), in the page's language. The page reads
// it from the application's status, so it says the same whichever language the API answered in.
import type { APPLICATION_STATUSES } from '@site/contracts/constants';
import { t } from '@site/shared-ui';

type Status = (typeof APPLICATION_STATUSES)[number];

// One literal message per stage, so the catalogue test finds each; typed so a new status needs its words here.
const STAGES: Record<Status, () => string> = {
  New: () => t('Received'),
  Reviewed: () => t('Being reviewed'),
  Shortlisted: () => t('Shortlisted'),
  Rejected: () => t('Not selected'),
  Hired: () => t('Offered the job'),
  Withdrawn: () => t('Withdrawn by you'),
};

/** The stage's words; a status this page does not know shows the API's own words. */
export const stageText = (status: string, stage: string) => (Object.hasOwn(STAGES, status) ? STAGES[status as Status]() : stage);
