// The enquiry's service choices in the page's language. The value sent stays the English choice the API checks.
import type { SERVICE_CHOICES } from '@site/contracts';
import { t } from '../../i18n/i18n';

type ServiceChoice = (typeof SERVICE_CHOICES)[number];

// One literal message per choice, so the catalogue test finds each; typed so a new choice needs its words here.
const LABELS: Record<ServiceChoice, () => string> = {
  'Smart Meter Installation': () => t('Smart Meter Installation'),
  'Tower Works': () => t('Tower Works'),
  'CCTV Installation': () => t('CCTV Installation'),
  'Housekeeping Services': () => t('Housekeeping Services'),
  'Security Services': () => t('Security Services'),
  'Pest Control Services': () => t('Pest Control Services'),
  'Payroll Management': () => t('Payroll Management'),
  'Hiring Services': () => t('Hiring Services'),
  'Eco-Friendly Cleaning': () => t('Eco-Friendly Cleaning'),
};

export const serviceChoiceLabel = (choice: string) => (Object.hasOwn(LABELS, choice) ? LABELS[choice as ServiceChoice]() : choice);
