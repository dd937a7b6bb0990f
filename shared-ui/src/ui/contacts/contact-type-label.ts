// The contact types' names in the page's language; the types themselves stay the English keys the data uses.
import type { CONTACT_TYPES } from '@site/contracts/constants';
import { t } from '../../i18n/i18n';

type ContactType = (typeof CONTACT_TYPES)[number];

// One literal message per type, so the catalogue test finds each.
const LABELS: Record<ContactType, () => string> = {
  'Our Location': () => t('Our Location'),
  'Phone Number': () => t('Phone Number'),
  'Email Address': () => t('Email Address'),
};

export const contactTypeLabel = (type: string) => (Object.hasOwn(LABELS, type) ? LABELS[type as ContactType]() : type);
