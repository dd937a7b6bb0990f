// The experience choices of the apply form in the page's language; the value sent stays the English choice the
// API checks.
import type { EXPERIENCE_CHOICES } from '@site/contracts/constants';
import { t } from '@site/shared-ui';

type Experience = (typeof EXPERIENCE_CHOICES)[number];

// One literal message per choice, so the catalogue test finds each; typed so a new choice needs its words here.
const LABELS: Record<Experience, () => string> = {
  '0-1 years': () => t('0-1 years'),
  '1-3 years': () => t('1-3 years'),
  '3-5 years': () => t('3-5 years'),
  '5+ years': () => t('5+ years'),
};

export const experienceLabel = (choice: string) => (Object.hasOwn(LABELS, choice) ? LABELS[choice as Experience]() : choice);
